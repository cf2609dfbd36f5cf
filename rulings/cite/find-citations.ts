/**
 * The citations of a ruling: everything its question, ruling and citation list cite or name, found
 * by the message scanner (explain/), each stamped with the version in use and what it says there.
 */
import type { ContentDb } from '../../database/open-database.js';
import { explainMessage, type ExplainedItem } from '../../explain/explain-message.js';
import { releaseAt, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { rulesBetween } from '../../rules-db/store/rule-queries.js';
import { citationKey, MAX_CITATIONS, type Citation } from '../ruling.js';
import { cardCitation, docCitation, isDocKind, ruleCitation, termCitation } from './snapshot-citation.js';

export interface FoundCitations {
  /** In order of appearance, each once, at most MAX_CITATIONS. */
  citations: Citation[];
  /** Cards asked for in [[…]] that name no single card, with names to try. */
  unknownCards: { name: string; suggestions: string[] }[];
  /** How many more were found than a ruling keeps. */
  dropped: number;
}

/** The rules a range ("616.1a-616.1c") or a single number covers. */
function ruleNumbers(db: ContentDb, release: ReleaseSummary, open: string): string[] {
  const [first, last] = open.split('-');
  return last === undefined ? [first!] : rulesBetween(db, release.id, first!, last);
}

/** The citations one explained item stands for (a range is each of its rules). */
function citationsOf(db: ContentDb, release: ReleaseSummary, item: ExplainedItem): (Citation | null)[] {
  switch (item.kind) {
    case 'rule':
    case 'keyword':
      // A removed rule (openAt set) cites nothing current; a ruling cites rules in force.
      return item.openAt ? [] : ruleNumbers(db, release, item.open).map((number) => ruleCitation(db, release, number));
    case 'term':
      return [termCitation(db, release, item.ref)];
    case 'card':
      return [cardCitation(db, item.open)];
    default:
      return isDocKind(item.kind) ? [docCitation(db, item.kind, item.open)] : [];
  }
}

/**
 * The citations in `texts` (the question, the ruling, the judge's own list), read in the data in use.
 * @example findCitations(db, ['Does 701.9d apply?', 'Yes, see [[Lightning Bolt]].']).citations.map(citationLabel)
 * // ['CR 701.9d', 'Lightning Bolt']
 */
export function findCitations(db: ContentDb, texts: readonly string[]): FoundCitations {
  const release = releaseAt(db);
  const citations: Citation[] = [];
  const unknownCards: FoundCitations['unknownCards'] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const text of texts) {
    const explanation = explainMessage(db, text);
    for (const unknown of explanation.unknownCards) if (!unknownCards.some((card) => card.name === unknown.name)) unknownCards.push(unknown);
    for (const item of explanation.items) {
      for (const citation of citationsOf(db, release, item)) {
        if (!citation || seen.has(citationKey(citation))) continue;
        seen.add(citationKey(citation));
        if (citations.length < MAX_CITATIONS) citations.push(citation);
        else dropped++;
      }
    }
  }
  return { citations, unknownCards, dropped };
}
