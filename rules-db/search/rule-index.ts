/**
 * Everything ranking needs of one release, in memory: each rule's words by field (the titles it
 * sits under, its text, its examples, the glossary entries that cite it, its parent rule's text,
 * the rules that cite it, the questions it answers) in a BM25F index, its predicted questions
 * one by one (predicted-questions.ts), the same words as integer arrays for phrase and
 * proximity checks, how many rules cite it (citation-prior.ts), and the vocabulary queries are
 * read against. Built on a release's first search (0.85 s measured for the 2026-01-16 release's
 * 3,000 rules and 15,000 predicted questions; 0.5 s without the questions) and kept with its lexicon.
 */
import type { ContentDb } from '../../database/open-database.js';
import { databaseKey } from '../../database/database-key.js';
import { FieldIndex, type FieldSpec } from '../../common/field-index.js';
import { sharedIndex } from '../../common/shared-memory/shared-indexes.js';
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { StringTable, type StringTableData } from '../../common/shared-memory/string-table.js';
import { openRules, packRules, type IndexedRule, type PackedRulesData } from './packed-rules.js';
import { termNumbering, type RankedIndex } from './ranked-index.js';
import { indexQuestions, questionsFor, storiesFor, QUESTION_MATCH_WEIGHT, QUESTIONS_FIELD, STORIES_FIELD } from './predicted-questions.js';
import { searchTokens, searchWords } from '../../common/search-words.js';
import { statement } from '../../database/statement-cache.js';
import { isFillerWord } from './filler-words.js';
import type { SearchLexicon } from './search-lexicon.js';
import { buildVocabulary, SearchVocabulary } from './search-vocabulary.js';
import { lexiconWords } from './search-synonyms.js';
import { cachedStem } from './stem.js';
import { ruleHeading } from '../store/rule-queries.js';
import { citingTexts, type CrossReference } from './citing-texts.js';
import { CITATION_PRIOR_WEIGHT, citationPriors } from './citation-prior.js';
import { openSearchParts, searchPartsData, type SearchPartsData } from './shared-search-parts.js';
import { buildQuotations, type QuotationsData } from './quotations.js';
import { openSituationMap, situationMap, situationsFor, type SituationMap, type SituationMapData } from './situations.js';

export interface RuleIndex extends RankedIndex {
  documents: IndexedRule[];
  /** Rule number → its place in `documents`. */
  byNumber: Map<string, number>;
  /**
   * The rules' words with those of their predicted questions: how the release is written and how
   * it is asked about, the language model `doc:all` weighs documents by (search/collection-weights.ts).
   * Made with the index (70 ms): made on first use instead, its closure kept the build's every token
   * alive, and a release's index took 42 MB of heap instead of 14 (7 without predicted questions).
   */
  selectionVocabulary: SearchVocabulary;
  /** The same with the words of the rules' stories (predicted-questions.ts). */
  storyVocabulary: SearchVocabulary;
  /** Each document's prior from the rules citing it (citation-prior.ts), multiplying its score. */
  citationPriors: Float64Array;
  /** The situations questions are read for (situations.json), their rules those of this release. */
  situations: SituationMap;
  /** The rules' texts and glossary definitions, for telling a query that quotes them (quotations.ts). */
  quotations: QuotationsData;
  /**
   * Each word of the rules' text as printed, case kept, and each pair of words printed side by side
   * in a line ("deal damage"): what tells a card's name that is the rules' own wording
   * (search-rules.ts, rulesWording). Built with the index, in shared memory: built on a thread's
   * first card name instead, it cost that search 50–115 ms and the thread 2.7 MB of heap.
   */
  printedWording: StringTable;
}

/**
 * Field weights and length normalisation. Titles name what a rule is about; the text decides;
 * examples are the CR's own plain-language situations ("A player casts…"), the closest thing to
 * how questions are asked; glossary definitions that cite a rule restate it in other words; the
 * parent's text places a subrule ("702.19b" under "Trample"); the rules citing it say where it
 * applies (citing-texts.ts). The citing texts' weight is measured with `npm run eval:search`: at
 * 0.2 held-out CR R@5 0.690 → 0.738 and MRR 0.482 → 0.509, dev CR R@5 unchanged, MRR 0.508 →
 * 0.502; at 0.3 and 0.6 dev MRR falls further (0.484, 0.476), at 0.6 held-out R@5 too (0.690); at 0.1
 * held-out gains less (R@5 0.714).
 * The predicted questions a rule answers (rule-questions.json, see predicted-questions.ts) are
 * players' words for it: all of them are one field here, and each is on its own in the question index.
 */
export const RULE_FIELDS = {
  heading: { weight: 2.5, b: 0.3 },
  text: { weight: 1, b: 0.75 },
  examples: { weight: 0.5, b: 0.75 },
  glossary: { weight: 0.6, b: 0.5 },
  parent: { weight: 0.3, b: 0.75 },
  citedBy: { weight: 0.2, b: 0.75 },
  questions: QUESTIONS_FIELD,
  stories: STORIES_FIELD,
} satisfies Record<string, FieldSpec>;

/** A weight and length normalisation for each of the index's fields. */
export type RuleFieldSpecs = Record<keyof typeof RULE_FIELDS, FieldSpec>;

/**
 * The index of the release `lexicon` describes, built on first use by one thread of the process and
 * read by all of them (common/shared-memory/shared-indexes.ts); a database without a file of its own
 * (in memory) is kept by its own thread only.
 */
export function ruleIndex(db: ContentDb, lexicon: SearchLexicon): RuleIndex {
  return sharedIndex(ruleIndexKey(db, lexicon), {
    // A database's releases: the one searched last is kept however long nobody asks.
    family: `rules|${databaseKey(db)}`,
    build: () => buildRuleIndex(db, lexicon),
    data: ruleIndexData,
    open: openRuleIndex,
  });
}

/** What names the index of the release `lexicon` describes among the process's shared indexes. */
export function ruleIndexKey(db: ContentDb, lexicon: SearchLexicon): string {
  return `rules|${databaseKey(db)}|${lexicon.releaseKey}`;
}

/**
 * A RuleIndex as plain data, all of it in shared memory: its rules (packed-rules.ts), postings,
 * term numbers, vocabularies, questions and situations.
 */
export interface RuleIndexData extends SearchPartsData {
  documents: PackedRulesData;
  citationPriors: Float64Array;
  situations: SituationMapData;
  quotations: QuotationsData;
  printedWording: StringTableData;
}

function ruleIndexData(index: RuleIndex): RuleIndexData {
  return {
    ...searchPartsData(index),
    documents: packRules(index.documents),
    citationPriors: sharedFrom(Float64Array, index.citationPriors),
    situations: index.situations.data,
    quotations: index.quotations,
    printedWording: index.printedWording.data(),
  };
}

function openRuleIndex(data: RuleIndexData): RuleIndex {
  const documents = openRules(data.documents);
  return {
    ...openSearchParts(data),
    documents,
    byNumber: new Map(documents.map((rule, index) => [rule.number, index])),
    citationPriors: data.citationPriors,
    situations: openSituationMap(data.situations),
    quotations: data.quotations,
    printedWording: new StringTable(data.printedWording),
  };
}

interface RuleRow {
  id: number;
  number: string;
  parent: string | null;
  section: string;
  position: number;
  text: string;
  examples: string | null;
}

/** The weights an index is built with; `npm run eval:search -- --cross-validate` tries others. */
export interface RuleIndexWeights {
  fieldSpecs: RuleFieldSpecs;
  /** The best predicted question's weight in the final score (predicted-questions.ts). */
  questionWeight: number;
  /** How much being cited raises a rule (citation-prior.ts). */
  citationWeight: number;
}

const SHIPPED_WEIGHTS: RuleIndexWeights = { fieldSpecs: RULE_FIELDS, questionWeight: QUESTION_MATCH_WEIGHT, citationWeight: CITATION_PRIOR_WEIGHT };

/** Builds the index of the release `lexicon` describes, uncached: `ruleIndex` builds it with the shipped weights. */
export function buildRuleIndex(db: ContentDb, lexicon: SearchLexicon, weights: Partial<RuleIndexWeights> = {}): RuleIndex {
  const { fieldSpecs, questionWeight, citationWeight } = { ...SHIPPED_WEIGHTS, ...weights };
  const rows = statement(
    db,
    `SELECT id, number, parent, section, position, text,
       (SELECT group_concat(text, ' ') FROM examples WHERE rule_id = rules.id) AS examples
     FROM rules WHERE release_id = ? ORDER BY position`,
  ).all(lexicon.releaseId) as RuleRow[];
  const texts = new Map(rows.map((row) => [row.number, row.text]));
  const glossaryText = new Map<string, string[]>();
  for (const entry of lexicon.glossary) {
    for (const number of entry.rules) {
      if (!texts.has(number)) continue;
      glossaryText.set(number, [...(glossaryText.get(number) ?? []), entry.terms.join(' '), entry.definition]);
    }
  }

  const references = statement(
    db,
    `SELECT ref.target, citing.number AS citingNumber, citing.text AS citingText
     FROM rule_references ref JOIN rules citing ON citing.id = ref.rule_id
     WHERE citing.release_id = ? ORDER BY citing.position, ref.position`,
  ).all(lexicon.releaseId) as CrossReference[];
  const citedBy = citingTexts(rows.map((row) => row.number), references);

  // A parent's text, a section's title and a glossary entry are the same words for each of their
  // rules: each distinct text is tokenized and stemmed once (a release's first search, median of 5:
  // 427 → 381 ms, 579 → 500 ms CPU; every new handler thread pays it).
  const tokenized = new Map<string, string[]>();
  const tokensOf = (text: string) => {
    let tokens = tokenized.get(text);
    if (!tokens) tokenized.set(text, (tokens = searchTokens(text)));
    return tokens;
  };
  const stemOf = cachedStem();
  const targets = rows.map((row) => ({ ref: row.number, text: row.text }));
  const questions = indexQuestions(
    questionsFor(RULE_QUESTIONS_FILE, targets),
    storiesFor(RULE_STORIES_FILE, targets),
    fieldSpecs.questions,
    questionWeight,
    stemOf,
  );
  const tokenFields = rows.map((row) => {
    const heading = [lexicon.sectionTitles.get(row.section), lexicon.ruleTitles.get(row.parent ?? row.number)].filter(Boolean).join(' ');
    const parentText = row.parent && !lexicon.ruleTitles.has(row.parent) ? (texts.get(row.parent) ?? '') : '';
    return [heading, row.text, row.examples ?? '', (glossaryText.get(row.number) ?? []).join(' '), parentText].map(tokensOf);
  });
  // A citing text reaches up to 50 rules: each is tokenized once (tokensOf), not again in each rule's
  // joined copy. Sharing its stems as well made no measurable difference (3 builds each, 376–511 ms).
  const stemmed = tokenFields.map((fields, index) => [
    ...fields.map((tokens) => tokens.map(stemOf)),
    (citedBy.get(rows[index]!.number) ?? []).flatMap((text) => tokensOf(text).map(stemOf)),
    questions.field[index]!,
    questions.storyField[index]!,
  ]);
  // RULE_FIELDS lists the fields in the order of each rule's words above.
  const specs = { ...fieldSpecs, questions: questions.fieldSpec, stories: questions.storyFieldSpec };
  const fields = FieldIndex.build(stemmed, (Object.keys(RULE_FIELDS) as (keyof RuleFieldSpecs)[]).map((field) => specs[field]));

  const { termIds, ids } = termNumbering();
  const rules = rows.map((row, index) => {
    const [heading, text, examples] = stemmed[index]!;
    return {
      id: row.id,
      number: row.number,
      position: row.position,
      title: ruleHeading(row.text, row.parent === null ? null : (texts.get(row.parent) ?? null), lexicon.sectionTitles.get(row.section) ?? ''),
      printedText: row.text,
      text: ids(text!),
      content: ids(text!.filter((part) => !isFillerWord(part))),
      examples: ids(examples!),
      heading: ids(heading!),
    };
  });
  const contentIds = (text: string) => ids(tokensOf(text).map(stemOf).filter((part) => !isFillerWord(part)));
  const quoted = [...rules.map((rule) => rule.content), ...lexicon.glossary.map((entry) => contentIds(entry.definition))];
  const ruleWords = tokenFields.map((fields) => fields.slice(0, 3).flat());
  // Glossary-only words ("burn" of "Mana Burn") and the lexicon's words are real words: never corrected.
  const known = [...lexicon.glossary.flatMap((entry) => searchWords(`${entry.term} ${entry.definition}`)), ...lexiconWords()];
  return {
    documents: rules,
    byNumber: new Map(rules.map((rule, index) => [rule.number, index])),
    fields,
    questions: questions.index,
    termIds,
    // Questions are read against the rules' own words: players' words the rules lack keep their low
    // weight as chat (rules-language.ts). With the questions' words in it as well, dev CR MRR@10 fell
    // 0.680 → 0.673 and held-out 0.665 → 0.651. A word only the questions use is still read, as a
    // concept only they can match (askedOnly, search-query.ts). Not a word only the stories use, as
    // the tournament documents read theirs (section-index.ts): here those are mostly card names and
    // chat, and reading them slowed search 10% for no gain (docs/search.md).
    vocabulary: buildVocabulary(ruleWords, known, questions.field),
    // Each question a document of its own: only the word counts, the language model, are read here.
    selectionVocabulary: buildVocabulary(chain(ruleWords, questions.tokens.flat()), known),
    storyVocabulary: buildVocabulary(chain(ruleWords, questions.tokens.flat(), questions.storyTokens.flat()), known),
    citationPriors: citationPriors(rows.map((row) => row.number), references, citationWeight),
    // Cues weigh by their rarity in how players ask: the predicted questions and stories (situations.ts).
    situations: situationMap(situationsFor(RULE_SITUATIONS_FILE, targets), chain(questions.tokens.flat(), questions.storyTokens.flat())),
    quotations: buildQuotations(quoted, termIds.size),
    printedWording: StringTable.from(printedWording(rows.map((row) => row.text))),
  };
}

/** The words of `texts` as printed, case kept, and each pair of words printed side by side in a line. */
function printedWording(texts: string[]): Set<string> {
  const printed = new Set<string>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const words = line.match(/[\p{L}\p{N}]+/gu) ?? [];
      words.forEach((word, at) => {
        printed.add(word);
        if (at > 0) printed.add(`${words[at - 1]} ${word}`);
      });
    }
  }
  return printed;
}

/** The items of each iterable in turn, copying none of them into one array. */
function* chain<T>(...iterables: Iterable<T>[]): Generator<T> {
  for (const iterable of iterables) yield* iterable;
}

/** Where the CR's situation map is kept (see situations.ts). */
export const RULE_SITUATIONS_FILE = 'rules-db/search/situations.json';

/** Where the CR's predicted questions are kept (see predicted-questions.ts). */
export const RULE_QUESTIONS_FILE = 'rules-db/search/rule-questions.json';
/** Where the CR's stories are kept: predicted questions told as players tell them (predicted-questions.ts). */
export const RULE_STORIES_FILE = 'rules-db/search/rule-stories.json';
