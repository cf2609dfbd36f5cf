/** `arbiter docs restore <date> <sha256-prefix>` */
import { restoreDocument } from '../../docs-db/store/import-document.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { restoreArguments } from '../framework/restore-arguments.js';
import { describeDocImport } from './docs-import.js';

const USAGE = 'arbiter docs restore <YYYY-MM-DD> <sha256-prefix>';

export const docsRestore: CliCommand = {
  name: 'docs restore',
  summary: 'Bring back a kept tournament-document file (docs list --all) as the version for its date.',
  usage: USAGE,
  writes: true,
  options: { ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const { effectiveDate, prefix } = restoreArguments(positionals, 'arbiter docs list --all', USAGE);
    const result = await restoreDocument(context.db(), effectiveDate, prefix);
    context.stdout(describeDocImport(result, result.version.source) + '\n');
    await checkRulingsAfterImport(context, values, true);
    return 0;
  },
};
