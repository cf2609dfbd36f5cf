/** `arbiter rules update [--page URL]` */
import { DEFAULT_RULES_PAGE_URL } from '../../rules-db/update/find-cr-link.js';
import { updateFromRulesPage } from '../../rules-db/update/update-release.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { describeImport } from './rules-import.js';
import { suggestingImport } from '../framework/import-instead.js';
import { terminalProgressFor } from '../framework/update-progress.js';

const USAGE = 'arbiter rules update [--page URL] [--timeout SECONDS] [--json]';

export const rulesUpdate: CliCommand = {
  name: 'rules update',
  summary: "Download the newest CR from Wizards' rules page and import it if it is new.",
  usage: USAGE,
  writes: true,
  options: { page: { type: 'string' }, timeout: { type: 'string' }, json: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(_positionals, values, context) {
    const pageUrl = (values.page as string | undefined) ?? context.env.RULES_PAGE_URL ?? DEFAULT_RULES_PAGE_URL;
    const timeout = Number(values.timeout ?? 30);
    if (!(timeout > 0)) throw new UserError('bad-timeout', `--timeout must be a number of seconds above 0. Usage: ${USAGE}`);
    const progress = terminalProgressFor(context);
    let result;
    try {
      result = await suggestingImport('rules', !values.json, () => updateFromRulesPage(context.db(), pageUrl, { timeoutMs: timeout * 1000, ...(progress ? { onProgress: progress.file('Comprehensive Rules') } : {}) }));
    } finally {
      progress?.stop();
    }
    if (values.json) printJson(context, { status: result.status, effectiveDate: result.release.effectiveDate, url: result.url });
    else context.stdout(describeImport(result, result.url) + '\n');
    await checkRulingsAfterImport(context, values, result.status !== 'unchanged');
    return 0;
  },
};
