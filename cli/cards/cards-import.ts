/** `arbiter cards import <oracle-cards.json> <rulings.json> [--date YYYY-MM-DD] [--replace] [--json]` */
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { parseIsoDate } from '../../common/parse-date.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { cardImportJson, describeCardImport } from './describe-card-import.js';

const USAGE = 'arbiter cards import <oracle-cards.json> <rulings.json> [--date YYYY-MM-DD | --listing bulk-data.json] [--replace] [--json]';

export const cardsImport: CliCommand = {
  name: 'cards import',
  summary: "Import local copies of Scryfall's oracle_cards and rulings bulk files (JSON, or gzip).",
  usage: USAGE,
  writes: true,
  options: { date: { type: 'string' }, listing: { type: 'string' }, replace: { type: 'boolean' }, json: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const [cardsFile, rulingsFile, ...extra] = positionals;
    if (!cardsFile || !rulingsFile || extra.length > 0) throw new UserError('usage', `Name the oracle_cards file, then the rulings file. Usage: ${USAGE}`);
    const date = values.date as string | undefined;
    const day = date === undefined ? undefined : parseIsoDate(date);
    if (date !== undefined && !day) throw new UserError('bad-date', `--date "${date}" is not a date; use YYYY-MM-DD, e.g. 2026-01-15.`);
    const listing = values.listing as string | undefined;
    if (day && listing !== undefined) throw new UserError('usage', `Give --date or --listing, not both. Usage: ${USAGE}`);
    const result = await importCardFiles(context.db(), cardsFile, rulingsFile, {
      replace: values.replace === true,
      ...(day ? { updatedAt: `${day}T00:00:00.000Z` } : {}),
      ...(listing !== undefined ? { listingFile: listing } : {}),
    });
    if (values.json) printJson(context, cardImportJson(result));
    else context.stdout(describeCardImport(result) + '\n');
    await checkRulingsAfterImport(context, values, result.status !== 'unchanged');
    return 0;
  },
};
