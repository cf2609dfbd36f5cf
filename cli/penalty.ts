/**
 * `arbiter penalty --situation "<what happened>" [--rel regular|competitive|professional] [--at DATE] [--json]`:
 * the CLI twin of `/penalty situation:` — the infractions a situation reads as, through the bot's own
 * handler; `--json` gives the reading itself (search/situation-infractions.ts) for scripts.
 */
import { createRegistry } from '../commands/framework/dispatch.js';
import { COMMANDS } from '../commands/index.js';
import { UserError } from '../common/user-error.js';
import { infractionsInSituation } from '../search/situation-infractions.js';
import { DEFAULT_REL, RELS, type Rel } from '../docs-db/rel.js';
import { printCommandReply } from './console/ask.js';
import { printJson, type CliCommand } from './framework/cli-context.js';

const USAGE = 'arbiter penalty --situation TEXT [--rel REL] [--at YYYY-MM-DD] [--json]';

export const penalty: CliCommand = {
  name: 'penalty',
  summary: 'Name the infractions a help-desk situation reads as, with the penalty at the REL and what decides between near neighbours: what /penalty situation: does.',
  usage: USAGE,
  writes: false,
  options: { situation: { type: 'string' }, rel: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' } },
  async run(_positionals, values, context) {
    const situation = (values.situation as string | undefined)?.trim();
    if (!situation) throw new UserError('usage', `Say what happened with --situation. Usage: ${USAGE}`);
    const rel = values.rel as string | undefined;
    if (rel !== undefined && !RELS.includes(rel as Rel)) throw new UserError('bad-rel', `--rel "${rel}" must be ${RELS.join(', ')}. Usage: ${USAGE}`);
    const at = values.at as string | undefined;
    if (values.json) {
      const reading = infractionsInSituation(context.db(), situation, (rel as Rel | undefined) ?? DEFAULT_REL, at);
      printJson(context, {
        ipg: reading.ipg.effectiveDate,
        infractions: reading.infractions.map(({ section, score }) => ({ section: section.number, title: section.title, infraction: section.infraction!.name, penalty: section.infraction!.penalty, score })),
        neighbours: reading.neighbours.map((note) => ({ infraction: note.other.infraction!.name, section: note.other.number, decides: note.decides, why: note.why })),
        mtr: reading.mtr,
      });
      return 0;
    }
    const refused = await printCommandReply(context, createRegistry(COMMANDS), 'penalty', { situation, ...(rel ? { rel } : {}), ...(at ? { at } : {}) }, false);
    return refused ? 1 : 0;
  },
};
