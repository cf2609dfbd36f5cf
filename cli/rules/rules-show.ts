/** `arbiter rules show <number> [--at DATE] [--json]` */
import { requireRule } from '../../rules-db/lookup/find-rule.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { UserError } from '../../common/user-error.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { numberHolders, reusedNumberNotes } from '../../rules-db/history/number-holders.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

const USAGE = 'arbiter rules show <number> [--at YYYY-MM-DD] [--json]';

export const rulesShow: CliCommand = {
  name: 'rules show',
  summary: 'Show one rule with its examples, subrules and references; an old number shows the rule it became (or its last text).',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    if (positionals.length === 0) throw new UserError('usage', `Name a rule, e.g. 616.1. Usage: ${USAGE}`);
    const db = context.db();
    const { rule, release, followed } = requireRule(db, releaseAt(db, values.at as string | undefined), positionals.join(' '));
    const note = followed && followNote(followed);
    const numberReused = reusedNumberNotes(rule.number, numberHolders(db, rule.number), release.effectiveDate);
    if (values.json) {
      const { number, text, examples, parent, children, references, section } = rule;
      // `followed` only for an old number: what it was, what became of it, in words too.
      const followedJson = followed ? { followed: { asked: followed.asked, number: followed.number, steps: followed.steps, note } } : {};
      printJson(context, { number, text, examples, parent, children, references, section, release: { effectiveDate: release.effectiveDate }, ...followedJson, numberReused });
      return 0;
    }
    const lines = [`${rule.number} · ${rule.heading}   (Comprehensive Rules, effective ${release.effectiveDate})`, '', rule.text];
    if (note) lines.splice(1, 0, '', followed!.number === null ? `${note}; its last text:` : `${note}.`);
    for (const example of rule.examples) lines.push('', `Example: ${example}`);
    if (rule.children.length > 0) lines.push('', `Subrules: ${rule.children.join(', ')}`);
    if (rule.references.length > 0) lines.push('', `See also: ${rule.references.join(', ')}`);
    for (const reused of numberReused) lines.push('', `Number reused: ${reused}`);
    context.stdout(lines.join('\n') + '\n');
    return 0;
  },
};
