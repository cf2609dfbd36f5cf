/** `arbiter rulings export --guild ID --json`: one server's ruling log, for backups. */
import { UserError } from '../../common/user-error.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { withRulingLog } from './open-ruling-log.js';

export const rulingsExport: CliCommand = {
  name: 'rulings export',
  summary: "Print a server's ruling log as JSON (for backups).",
  usage: 'arbiter rulings export --guild ID --json',
  writes: false,
  options: { guild: { type: 'string' }, json: { type: 'boolean' } },
  async run(_positionals, values, context) {
    if (!values.json) throw new UserError('usage', 'Export writes JSON only: add --json (arbiter rulings export --guild ID --json > rulings.json).');
    const guildId = values.guild;
    if (typeof guildId !== 'string' || !/^\d{17,20}$/.test(guildId)) {
      throw new UserError('usage', "Name the server with --guild and its id (17 to 20 digits: Discord's Copy Server ID).");
    }
    const rulings = await withRulingLog(context, (log) => log.list(guildId));
    printJson(context, { guildId, exportedAt: new Date().toISOString(), rulings });
    return 0;
  },
};
