/** `arbiter explain "<text>" [--at DATE] [--json]`: the CLI twin of /explain and "Explain rules & cards". */
import { parseIsoDate } from '../common/parse-date.js';
import { UserError } from '../common/user-error.js';
import { explainMessage } from '../explain/explain-message.js';
import { printJson, type CliCommand } from './framework/cli-context.js';

const USAGE = 'arbiter explain "<text>" [--at YYYY-MM-DD] [--json]';

export const explain: CliCommand = {
  name: 'explain',
  summary: 'Find and explain the rules, MTR/IPG sections, terms, keywords and cards a text cites or names; --at: when it was written.',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const text = positionals.join(' ');
    if (text.trim() === '') throw new UserError('usage', `Give the text to explain. Usage: ${USAGE}`);
    const at = values.at as string | undefined;
    const writtenAt = at === undefined ? undefined : parseIsoDate(at);
    if (writtenAt === null) throw new UserError('bad-date', `--at "${at}" is not a date; use YYYY-MM-DD, e.g. 2024-03-01.`);
    const explanation = explainMessage(context.db(), text, writtenAt ? { writtenAt } : {});
    if (values.json) {
      printJson(context, { items: explanation.items.map(({ kind, text: words, ref, note }) => ({ kind, text: words, ref, note })) });
      return 0;
    }
    if (explanation.items.length === 0) context.stdout('Nothing to explain.\n');
    for (const item of explanation.items) {
      context.stdout(`${item.kind.padEnd(8)} ${item.ref}  ${item.summary}\n${item.note ? `${' '.repeat(9)}${item.note}\n` : ''}`);
    }
    for (const card of explanation.unknownCards) {
      context.stdout(`card?    [[${card.name}]]: ${card.suggestions.length > 0 ? `closest: ${card.suggestions.join('; ')}` : 'no card by a name like that'}\n`);
    }
    return 0;
  },
};
