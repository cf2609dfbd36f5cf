/**
 * `/ruling find`: a server's rulings ranked by the words asked, in the question, the ruling and
 * what they cite. One server's log is small (hundreds to a few thousand entries), so it is read
 * whole and ranked in memory by minisearch (BM25, prefixes and typos) rather than kept in a
 * full-text index per dialect: SQLite's FTS5 and PostgreSQL's tsvector would be two copies of
 * each query, which the state store's one query layer exists to avoid.
 */
import MiniSearch from 'minisearch';
import { searchWords } from '../common/search-words.js';
import { citationLabel, type Ruling } from './ruling.js';

/** At most this many results: one page of a find. */
export const MAX_FOUND = 10;

/** The words of a ruling a search reads, by field. */
function fields(ruling: Ruling): { number: number; question: string; ruling: string; citations: string } {
  return { number: ruling.number, question: ruling.question, ruling: ruling.ruling, citations: ruling.citations.map(citationLabel).join(' ') };
}

/**
 * The rulings that match `words`, best first; every word must be found (a word's prefix or a
 * near spelling counts). A number alone ("12") finds that ruling.
 * @example findRulings(log, 'double life total').map((ruling) => ruling.number) // [3, 17]
 */
export function findRulings(rulings: readonly Ruling[], words: string, limit = MAX_FOUND): Ruling[] {
  const terms = searchWords(words);
  if (terms.length === 0) return [];
  const index = new MiniSearch({
    idField: 'number',
    fields: ['question', 'ruling', 'citations'],
    tokenize: searchWords,
    processTerm: (term) => term,
  });
  index.addAll(rulings.map(fields));
  const byNumber = new Map(rulings.map((ruling) => [ruling.number, ruling]));
  const hits = index.search(terms.join(' '), {
    combineWith: 'AND',
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 4 ? 1 : false),
    boost: { question: 2, citations: 1.5 },
  });
  return hits.slice(0, limit).map((hit) => byNumber.get(hit.id as number)!);
}
