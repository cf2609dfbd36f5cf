/**
 * Search over one release's rules: the user's words in, best rules first.
 *
 * The release's BM25F index (rule-index.ts) scores every rule for the query's concepts (see
 * search-query.ts) over titles, text, examples, citing glossary entries and parent text; the best
 * of those, with the rules that titles in the query point to (keyword headings, sections, glossary
 * citations), are then ordered on coverage, rarity, phrases and structure (ranked-index.ts), each
 * score multiplied by two priors: a keyword rule's whose keyword the query never names
 * (keyword-topic-prior.ts), and how many rules cite the rule (citation-prior.ts).
 */
import type { ContentDb } from '../../database/open-database.js';
import { isFillerWord } from './filler-words.js';
import { normalizeRuleNumber } from '../rule-number.js';
import { highlightSnippet, type MatchedWords } from '../../common/highlight.js';
import { occurrences, titleBoosts, type RankedConcept, type RankedRuleWords } from './rank-rules.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { nameStems, searchLexicon, type SearchLexicon } from './search-lexicon.js';
import { parseQuery, queryWords, type Concept, type NamedEntity } from './search-query.js';
import { ruleIndex, type RuleIndex } from './rule-index.js';
import { rankIndex } from './ranked-index.js';
import { keywordTopicPrior } from './keyword-topic-prior.js';
import type { SearchVocabulary } from './search-vocabulary.js';
import { readSituations, type SituationRead } from './situations.js';
import { isQuotation } from './quotations.js';

export interface SearchHit {
  number: string;
  /** The keyword or section the rule sits under ("Trample" for 702.19b), as getRule gives it. */
  title: string;
  /**
   * Rule text around the matched words, which are in **bold** (markdown-escaped). Made when asked
   * for: it reads and tokenizes the whole rule, and /search shows 5 of its 25 results. Making all 25
   * took 40% of a search's CPU (a /search of 25 results, 5 shown: 1.1–1.5 → 0.6 ms).
   */
  snippet(): string;
  /** Higher is better. */
  score: number;
}

/** A question as one release reads it: what ranking its rules (rankRules) and glossary (searchGlossary) start from. */
export interface ReadQuery {
  query: string;
  lexicon: SearchLexicon;
  index: RuleIndex;
  concepts: Concept[];
  /** The cards the query names whose name or text it was read with, in the order it names them. */
  cards: string[];
  /** The situations the question (with what the cards it names say) reveals (situations.ts); none for a quotation. */
  situations: SituationRead[];
  /**
   * True when the query quotes a rule or glossary definition of the release (quotations.ts): the
   * words it quotes answer it, so no situation is read and no predicted question or story is matched on its own.
   */
  quotes: boolean;
}

/**
 * Reads `query` against the release's vocabulary, once for its rules and its glossary; `named`, the
 * cards it names (cards-db/lookup/cards-in-text.ts), is read with it but for names that are the
 * rules' own wording (rulesWording).
 */
export function readQuery(db: ContentDb, release: ReleaseSummary, query: string, named: NamedEntity[] = []): ReadQuery {
  const lexicon = searchLexicon(db, release);
  return readQueryIn(lexicon, ruleIndex(db, lexicon), query, named);
}

/** `readQuery` against a given lexicon and index (bench/field-weight-grid.ts reads with indexes built with other weights). */
export function readQueryIn(lexicon: SearchLexicon, index: RuleIndex, query: string, named: NamedEntity[] = []): ReadQuery {
  const cards = named.filter((entity) => !rulesWording(lexicon, index, entity.words));
  const read = queryWords(query);
  const concepts = parseQuery(query, index.vocabulary, cards, read);
  const quotes = isQuotation(index.quotations, contentStemIds(read.stems, index.termIds));
  const situations = quotes ? [] : readSituations(index.situations, { question: query, cards: cards.map((card) => card.text) });
  const readWith = new Set(concepts.flatMap((concept) => (concept.entity ? [concept.entity] : [])));
  return { query, lexicon, index, concepts, cards: cards.filter((card) => readWith.has(card.name)).map((card) => card.name), situations, quotes };
}

/** A query's content stems in order, as the release's stem ids (-1 for one it lacks): what a quotation is read from. */
function contentStemIds(stems: string[], termIds: ReadonlyMap<string, number>): number[] {
  return stems.filter((part) => !isFillerWord(part)).map((part) => termIds.get(part) ?? -1);
}

/**
 * True when a name is the rules' own wording: a keyword's, section's or glossary entry's title or
 * its first words ("Battle Cry", "Two-Headed Giant" of "Two-Headed Giant Variant"), or words the
 * rules' text has side by side in lower case ("deal damage", "lifelink"). A card named so is less
 * likely meant than the rules' words; the rules name cards too, but capitalised, in examples
 * ("Giant Growth", "Act of Treason").
 */
function rulesWording(lexicon: SearchLexicon, index: RuleIndex, words: string[]): boolean {
  const stems = nameStems(words.join(' '));
  if ((lexicon.titlesByStem.get(stems[0]!) ?? []).some((title) => stems.every((nameStem, at) => title.stems[at] === nameStem))) return true;
  if (!words.every((word) => index.vocabulary.wordRules.has(word))) return false;
  const printed = index.printedWording;
  if (words.length === 1) return printed.has(words[0]!);
  if (!words.slice(1).every((word, at) => printed.has(`${words[at]} ${word}`))) return false;
  if (words.length === 2) return true;
  // Each pair of a longer name is side by side somewhere; the whole name must be, in one place.
  // Folded words are letters and digits only: nothing in them needs escaping.
  const sideBySide = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}\\n]+')}(?![\\p{L}\\p{N}])`, 'u');
  return index.documents.some((rule) => sideBySide.test(rule.printedText));
}

/** The best rules of `release` for `query`, best first. */
export function searchRules(db: ContentDb, release: ReleaseSummary, query: string, limit = 10): SearchHit[] {
  return rankRules(readQuery(db, release, query), limit);
}

/** The best rules for a query already read, best first. */
export function rankRules({ query, lexicon, index, concepts, situations, quotes }: ReadQuery, limit: number): SearchHit[] {
  if (concepts.length === 0) return [];
  const titled = titleBoosts(concepts, lexicon);
  // A rule number searched for ("702.19", "rule 704.5j") is that rule first, then the rules citing it.
  const named = normalizeRuleNumber(query);
  if (named) titled.set(named, 1);
  const boosts = new Map<number, number>();
  for (const [number, boost] of titled) {
    const document = index.byNumber.get(number);
    if (document !== undefined) boosts.set(document, boost);
  }
  const prior = keywordTopicPrior(concepts, lexicon);
  // A query that is all title ("scry", "702.19") is answered by where the title points: the citation
  // prior fades as the title takes up more of it, as the first stage's score does (ranked-index.ts).
  // In full, "701.22a", cited by other rules, stood above the Scry heading for "scry".
  const citationExponent = 1 - Math.min(1, Math.max(0, ...boosts.values()));
  // Each rule deciding a situation read, at the strongest reading naming it; like the citation prior,
  // faded as a title takes up the query ("cascade" is the heading, not a situation about cascade).
  const situational = new Map<number, number>();
  for (const { situation, strength } of situations) {
    for (const ref of situation.refs) {
      const document = index.byNumber.get(ref);
      const value = strength * citationExponent;
      if (document !== undefined && value > (situational.get(document) ?? 0)) situational.set(document, value);
    }
  }
  const { ranked, concepts: rankedWords } = rankIndex(index, concepts, boosts, limit, {
    prior: (document) => prior(index.documents[document]!.number) * index.citationPriors[document]! ** citationExponent,
    situational,
    asked: !quotes,
  });
  return ranked.map(({ document, score }) => {
    const rule = index.documents[document]!;
    return {
      number: rule.number,
      title: rule.title,
      snippet: () => highlightSnippet(rule.printedText, matchedWords(index.vocabulary, concepts, rankedWords, rule)),
      score: Number(score.toFixed(4)),
    };
  });
}


/**
 * The words to bold in a snippet, each with its concept and weight (the snippet opens on the sentence
 * they weigh most in): every form of the query's single words, and the words of a longer wording
 * ("illegal targets") only where the document has that wording.
 */
export function matchedWords(vocabulary: SearchVocabulary, concepts: Concept[], ranked: RankedConcept[], words: RankedRuleWords): MatchedWords {
  const matched = new Map<string, { concept: number; weight: number }>();
  concepts.forEach((concept, index) => {
    concept.alternatives.forEach((alternative, wording) => {
      if (alternative.length > 1 && occurrences(words.text, [ranked[index]!.wordings[wording]!]) === 0) return;
      for (const part of alternative) {
        if (isFillerWord(part)) continue;
        for (const word of vocabulary.stemWords.get(part) ?? []) {
          if (concept.weight > (matched.get(word)?.weight ?? 0)) matched.set(word, { concept: index, weight: concept.weight });
        }
      }
    });
  });
  return matched;
}
