/**
 * `arbiter rulings check [--json]`: the staleness sweep over every server's ruling log against the
 * data in use. The bot runs it as a child process after each import (bot/run-update-process.ts),
 * so checking thousands of rulings never stalls a reply.
 */
import { reviewEveryRuling } from '../../rulings/review/review-every-ruling.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { withRulingLog } from './open-ruling-log.js';

export const rulingsCheck: CliCommand = {
  name: 'rulings check',
  summary: 'Check every logged ruling against the rules, documents and cards in use; mark those whose citations changed.',
  usage: 'arbiter rulings check [--json]',
  writes: true,
  options: { json: { type: 'boolean' } },
  async run(_positionals, values, context) {
    const sweep = await withRulingLog(context, (log) => reviewEveryRuling(context.db(), log));
    if (values.json) {
      printJson(context, {
        checked: sweep.checked,
        guilds: sweep.guilds.map((guild) => ({
          guildId: guild.guildId,
          newlyFlagged: guild.newlyFlagged,
          needsReview: guild.needsReview.map(({ number, question, changes }) => ({ number, question, changes })),
        })),
      });
      return 0;
    }
    const flagged = sweep.guilds.reduce((sum, guild) => sum + guild.needsReview.length, 0);
    const newly = sweep.guilds.reduce((sum, guild) => sum + guild.newlyFlagged.length, 0);
    context.stdout(`Checked ${sweep.checked} rulings: ${flagged} need review (${newly} newly) in ${sweep.guilds.length} servers.\n`);
    for (const guild of sweep.guilds) context.stdout(`  ${guild.guildId}: #${guild.needsReview.map((ruling) => ruling.number).join(', #')}\n`);
    return 0;
  },
};
