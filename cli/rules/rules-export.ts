/** `arbiter rules export [--at DATE] --json` */
import { loadRelease } from '../../rules-db/store/load-release.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { UserError } from '../../common/user-error.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const rulesExport: CliCommand = {
  name: 'rules export',
  summary: 'Print a whole release as JSON.',
  usage: 'arbiter rules export [--at YYYY-MM-DD] --json',
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(_positionals, values, context) {
    if (!values.json) throw new UserError('usage', 'Export writes JSON only: add --json (arbiter rules export --json > release.json).');
    const db = context.db();
    const release = loadRelease(db, releaseAt(db, values.at as string | undefined));
    printJson(context, {
      effectiveDate: release.effectiveDate,
      parts: release.parts,
      sections: release.sections,
      rules: release.rules.map(({ number, text, examples }) => ({ number, text, examples })),
      glossary: release.glossary.map(({ term, definition }) => ({ term, definition })),
    });
    return 0;
  },
};
