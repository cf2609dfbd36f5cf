/** `arbiter docs restore <date> <sha256-prefix>` */
import { parseIsoDate } from '../../common/parse-date.js';
import { UserError } from '../../common/user-error.js';
import { restoreDocument } from '../../docs-db/store/import-document.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { describeDocImport } from './docs-import.js';

const USAGE = 'arbiter docs restore <YYYY-MM-DD> <sha256-prefix>';

export const docsRestore: CliCommand = {
  name: 'docs restore',
  summary: 'Bring back a kept MTR or IPG file (docs list --all) as the version for its date.',
  usage: USAGE,
  writes: true,
  options: { ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const [date, prefix] = positionals;
    const effectiveDate = date === undefined ? null : parseIsoDate(date);
    if (!effectiveDate || !prefix || !/^[0-9a-f]{4,64}$/i.test(prefix)) {
      throw new UserError('usage', `Name the date and the start of the sha256 (at least 4 characters) that \`arbiter docs list --all\` shows. Usage: ${USAGE}`);
    }
    const result = await restoreDocument(context.db(), effectiveDate, prefix);
    context.stdout(describeDocImport(result, result.version.source) + '\n');
    await checkRulingsAfterImport(context, values, true);
    return 0;
  },
};
