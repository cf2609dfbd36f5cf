/** `arbiter cards update [--url URL] [--timeout SECONDS] [--replace] [--json]` */
import { DEFAULT_CARDS_BULK_URL } from '../../cards-db/update/bulk-listing.js';
import { updateCardsFromListing } from '../../cards-db/update/update-cards.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { cardImportJson, describeCardImport } from './describe-card-import.js';
import { suggestingImport } from '../framework/import-instead.js';
import { terminalProgressFor } from '../framework/update-progress.js';

const USAGE = 'arbiter cards update [--url URL] [--timeout SECONDS] [--replace] [--json]';

export const cardsUpdate: CliCommand = {
  name: 'cards update',
  summary: "Download Scryfall's oracle_cards and rulings bulk files and import them if they are newer than the data in use.",
  usage: USAGE,
  writes: true,
  options: { url: { type: 'string' }, timeout: { type: 'string' }, replace: { type: 'boolean' }, json: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(_positionals, values, context) {
    const url = (values.url as string | undefined) ?? (context.env.CARDS_BULK_URL || DEFAULT_CARDS_BULK_URL);
    const timeout = Number(values.timeout ?? 600);
    if (!(timeout > 0)) throw new UserError('bad-timeout', `--timeout must be a number of seconds above 0. Usage: ${USAGE}`);
    const progress = terminalProgressFor(context);
    let result;
    try {
      result = await suggestingImport('cards', !values.json, () => updateCardsFromListing(context.db(), url, { timeoutMs: timeout * 1000, replace: values.replace === true, ...(progress ? { onProgress: progress.cards } : {}) }));
    } finally {
      progress?.stop();
    }
    if (values.json) printJson(context, cardImportJson(result));
    else context.stdout(describeCardImport(result) + '\n');
    await checkRulingsAfterImport(context, values, result.status !== 'unchanged');
    return 0;
  },
};
