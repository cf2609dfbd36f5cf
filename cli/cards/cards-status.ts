/** `arbiter cards status [--json]` */
import { listCardImports } from '../../cards-db/store/card-data.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const cardsStatus: CliCommand = {
  name: 'cards status',
  summary: 'The card data in use (cards, rulings, data date, source) and the earlier imports kept for restoring.',
  usage: 'arbiter cards status [--json]',
  writes: false,
  options: { json: { type: 'boolean' } },
  run(_positionals, values, context) {
    const [inUse, ...earlier] = listCardImports(context.db());
    if (values.json) {
      printJson(context, {
        cards: inUse?.cards ?? 0,
        rulings: inUse?.rulings ?? 0,
        dataDate: inUse?.dataDate ?? null,
        source: inUse?.source ?? null,
        importedAt: inUse?.importedAt ?? null,
        skipped: inUse?.skipped ?? {},
        earlierImports: earlier.map(({ id, dataDate, cards, rulings, importedAt }) => ({ id, dataDate, cards, rulings, importedAt })),
      });
      return 0;
    }
    if (!inUse) {
      context.stdout('No card data yet. Try: arbiter cards update  or  arbiter cards import <oracle-cards.json> <rulings.json>\n');
      return 0;
    }
    context.stdout(`In use: ${inUse.cards} cards, ${inUse.rulings} rulings, data of ${inUse.dataDate} (Scryfall), from ${inUse.source}, imported ${inUse.importedAt.slice(0, 16).replace('T', ' ')} UTC\n`);
    for (const data of earlier) {
      context.stdout(`  #${data.id}  data of ${data.dataDate}  ${data.cards} cards, ${data.rulings} rulings  (restore: arbiter cards restore ${data.id})\n`);
    }
    return 0;
  },
};
