/** Before answering: a word when the database holds no rules, or an import with RULES_AUTO_UPDATE. */
import { listReleases } from '../rules-db/store/release-queries.js';
import { updateFromRulesPage } from '../rules-db/update/update-release.js';
import { isUserError } from '../common/user-error.js';
import type { CliContext } from './framework/cli-context.js';
import { describeImport } from './rules/rules-import.js';

/** Says when the database is empty, and imports the current release first if RULES_AUTO_UPDATE is on. */
export async function ensureRules(context: CliContext, autoUpdate: boolean, pageUrl: string): Promise<void> {
  if (listReleases(context.db()).length > 0) return;
  if (!autoUpdate) {
    context.stderr(
      `The database ${context.dbPath} holds no Comprehensive Rules yet. Import them with\n` +
        '  npx arbiter rules import <file>     (a CR text file from https://magic.wizards.com/en/rules)\n' +
        '  npx arbiter rules update            (downloads the current one)\n' +
        'or set RULES_AUTO_UPDATE=true to download them at start-up.\n',
    );
    return;
  }
  context.stderr(`The database holds no rules; downloading the current release from ${pageUrl} …\n`);
  try {
    const result = await updateFromRulesPage(context.db(), pageUrl);
    context.stderr(describeImport(result, result.url) + '\n');
  } catch (error) {
    if (!isUserError(error)) throw error;
    context.stderr(`Could not download the rules: ${error.message}\n`);
  }
}
