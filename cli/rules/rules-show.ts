/** `arbiter rules show <number> [--at DATE] [--json]` */
import { requireRule } from '../../rules-db/lookup/find-rule.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { UserError } from '../../common/user-error.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

const USAGE = 'arbiter rules show <number> [--at YYYY-MM-DD] [--json]';

export const rulesShow: CliCommand = {
  name: 'rules show',
  summary: 'Show one rule with its examples, subrules and references.',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    if (positionals.length === 0) throw new UserError('usage', `Name a rule, e.g. 616.1. Usage: ${USAGE}`);
    const db = context.db();
    const release = releaseAt(db, values.at as string | undefined);
    const rule = requireRule(db, release, positionals.join(' '));
    if (values.json) {
      const { number, text, examples, parent, children, references, section } = rule;
      printJson(context, { number, text, examples, parent, children, references, section, release: { effectiveDate: release.effectiveDate } });
      return 0;
    }
    const lines = [`${rule.number} · ${rule.heading}   (Comprehensive Rules, effective ${release.effectiveDate})`, '', rule.text];
    for (const example of rule.examples) lines.push('', `Example: ${example}`);
    if (rule.children.length > 0) lines.push('', `Subrules: ${rule.children.join(', ')}`);
    if (rule.references.length > 0) lines.push('', `See also: ${rule.references.join(', ')}`);
    context.stdout(lines.join('\n') + '\n');
    return 0;
  },
};
