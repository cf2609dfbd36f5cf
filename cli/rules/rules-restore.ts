/** `arbiter rules restore <date> <sha256-prefix>` */
import { restoreRelease } from '../../rules-db/store/import-release.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { restoreArguments } from '../framework/restore-arguments.js';
import { describeImport } from './rules-import.js';

const USAGE = 'arbiter rules restore <YYYY-MM-DD> <sha256-prefix>';

export const rulesRestore: CliCommand = {
  name: 'rules restore',
  summary: 'Bring back a kept file (rules list --all) as the release for its date.',
  usage: USAGE,
  writes: true,
  options: { ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const { effectiveDate, prefix } = restoreArguments(positionals, 'arbiter rules list --all', USAGE);
    const result = restoreRelease(context.db(), effectiveDate, prefix);
    context.stdout(describeImport(result, result.release.source) + '\n');
    await checkRulingsAfterImport(context, values, true);
    return 0;
  },
};
