/** `arbiter cards restore <import>` */
import { restoreCardData } from '../../cards-db/store/restore-cards.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { cardImportJson, describeCardImport } from './describe-card-import.js';

const USAGE = 'arbiter cards restore <import number> [--json]';

export const cardsRestore: CliCommand = {
  name: 'cards restore',
  summary: 'Bring back card data an import replaced, from the source files every import keeps (numbers from cards status).',
  usage: USAGE,
  writes: true,
  options: { json: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    const id = Number((positionals[0] ?? '').replace(/^#/, ''));
    if (!Number.isInteger(id) || id < 1 || positionals.length !== 1) throw new UserError('usage', `Give the number of an import, as \`arbiter cards status\` lists them. Usage: ${USAGE}`);
    const result = await restoreCardData(context.db(), id);
    if (values.json) printJson(context, cardImportJson(result));
    else context.stdout(describeCardImport(result) + '\n');
    await checkRulingsAfterImport(context, values, result.status !== 'unchanged');
    return 0;
  },
};
