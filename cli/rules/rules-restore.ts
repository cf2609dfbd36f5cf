/** `arbiter rules restore <date> <sha256-prefix>` */
import { parseIsoDate } from '../../common/parse-date.js';
import { UserError } from '../../common/user-error.js';
import { restoreRelease } from '../../rules-db/store/import-release.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { describeImport } from './rules-import.js';

const USAGE = 'arbiter rules restore <YYYY-MM-DD> <sha256-prefix>';

export const rulesRestore: CliCommand = {
  name: 'rules restore',
  summary: 'Bring back a kept file (rules list --all) as the release for its date.',
  usage: USAGE,
  writes: true,
  options: { ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const [date, prefix] = positionals;
    const effectiveDate = date === undefined ? null : parseIsoDate(date);
    if (!effectiveDate || !prefix || !/^[0-9a-f]{4,64}$/i.test(prefix)) {
      throw new UserError('usage', `Name the date and the start of the sha256 (at least 4 characters) that \`arbiter rules list --all\` shows. Usage: ${USAGE}`);
    }
    const result = restoreRelease(context.db(), effectiveDate, prefix);
    context.stdout(describeImport(result, result.release.source) + '\n');
    await checkRulingsAfterImport(context, values, true);
    return 0;
  },
};
