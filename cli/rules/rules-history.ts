/** `arbiter rules history <number> [--at DATE] [--json]` */
import { normalizeRuleNumber } from '../../rules-db/rule-number.js';
import { ruleBody } from '../../rules-db/rule-content.js';
import { eventDate, foldTypography, ruleHistory, type RuleEvent, type RuleHistory } from '../../rules-db/history/rule-history.js';
import { numberHolders, reusedNumberNotes } from '../../rules-db/history/number-holders.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { UserError } from '../../common/user-error.js';
import { diffWords, isRewrite, rewritePlain, wordDiffPlain } from '../../rules-db/diff/word-diff.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

const USAGE = 'arbiter rules history <number> [--at YYYY-MM-DD] [--json]';

/** One line of the timeline, e.g. "between 2025-04-04 and 2025-06-06  renumbered 701.9d → 701.10d". */
export function describeEvent(event: RuleEvent): string {
  const change = event.before && event.after && !event.typographyOnly ? `: ${plainChange(ruleBody(event.before), ruleBody(event.after))}` : '';
  const note = event.referencesOnly ? ' (only renumbered cross-references)' : event.typographyOnly ? ' (typography only)' : '';
  switch (event.kind) {
    case 'added':
      return `${eventDate(event)}  ${event.orEarlier ? 'already in the oldest imported release' : 'added'} as ${event.number}`;
    case 'removed':
      return `${eventDate(event)}  removed (was ${event.number})`;
    case 'renumbered':
      return `${eventDate(event)}  renumbered ${event.previousNumber} → ${event.number}${note}${change}`;
    case 'changed':
      return `${eventDate(event)}  changed${note}${change}`;
  }
}

function plainChange(before: string, after: string): string {
  const segments = diffWords(before, after);
  return isRewrite(segments) ? rewritePlain(before, after, '      ') : wordDiffPlain(segments).replace(/\n/g, ' ¶ ');
}

/**
 * The timeline as text: what became of an old number, the number's other rules (`numberNotes`), each
 * event, then the changes only in typography on one line.
 */
export function describeHistory(history: RuleHistory, numberNotes: readonly string[] = []): string {
  const { events, typographyOnly } = foldTypography(history.events);
  const note = history.followed && followNote(history.followed);
  return [
    `Rule ${history.number} (as in the release effective ${history.effectiveDate}):`,
    ...(note ? [`(${note}.)`] : []),
    ...numberNotes.map((reused) => `Number reused: ${reused}`),
    ...events.map(describeEvent),
    ...(typographyOnly.length > 0 ? [`typography only (quotes, trademark signs, dashes, spacing): ${typographyOnly.join(', ')}`] : []),
  ].join('\n');
}

export const rulesHistory: CliCommand = {
  name: 'rules history',
  summary: 'A rule through every imported release: added, each change, renumberings, removal.',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const number = normalizeRuleNumber(positionals.join(' '));
    if (!number) throw new UserError('usage', `Name a rule such as 701.10d. Usage: ${USAGE}`);
    const history = ruleHistory(context.db(), number, values.at as string | undefined);
    const numberNotes = reusedNumberNotes(history.number, numberHolders(context.db(), history.number), history.effectiveDate);
    if (values.json) {
      printJson(context, {
        ...history,
        numberReused: numberNotes,
        events: history.events.map(({ before, after, ...event }) => ({
          ...event,
          ...(before ? { before: ruleBody(before) } : {}),
          ...(after ? { after: ruleBody(after) } : {}),
        })),
      });
      return 0;
    }
    context.stdout(describeHistory(history, numberNotes) + '\n');
    return 0;
  },
};
