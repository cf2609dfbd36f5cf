/** `arbiter deploy-commands [--guild ID]` */
import { loadConfig } from '../bot/config.js';
import { UserError } from '../common/user-error.js';
import type { CliCommand } from './framework/cli-context.js';

export const deployCommandsCommand: CliCommand = {
  name: 'deploy-commands',
  summary: 'Register the slash commands with Discord (globally, or in one guild for testing).',
  usage: 'arbiter deploy-commands [--guild ID]',
  writes: false,
  options: { guild: { type: 'string' } },
  async run(_positionals, values, context) {
    const config = loadConfig(context.env);
    if (!config.DISCORD_TOKEN) throw new UserError('no-token', 'Set DISCORD_TOKEN (see .env.example) to register the commands.');
    const guild = values.guild as string | undefined;
    if (guild !== undefined && !/^\d{17,20}$/.test(guild)) throw new UserError('bad-guild', `--guild "${guild}" is not a Discord server id (17 to 20 digits).`);
    // discord.js takes a third of a second to load: only this command and the bot pay for it.
    const { deployCommands } = await import('../bot/deploy-commands.js');
    try {
      const result = await deployCommands(config.DISCORD_TOKEN, config.DISCORD_API_URL, guild);
      context.stdout(
        result.guildId
          ? `Registered ${result.count} commands in server ${result.guildId} (they appear at once).\n`
          : `Registered ${result.count} commands globally (Discord may take up to an hour to show them everywhere).\n`,
      );
      return 0;
    } catch (error) {
      throw new UserError('deploy-failed', `Discord refused the commands: ${(error as Error).message}`);
    }
  },
};
