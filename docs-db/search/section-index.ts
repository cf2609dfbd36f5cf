/**
 * One MTR or IPG version ready to rank, in memory: each section's words by field (its title with
 * the infraction's name and judge shorthand, its text, the questions it answers) in a BM25F index,
 * its predicted questions one by one (rules-db/search/predicted-questions.ts), the same words as
 * integer arrays for phrase checks, its section classifier (section-classifier.ts), and the
 * vocabulary queries are read against — the same ranking the CR's rules get
 * (rules-db/search/ranked-index.ts). Built on a version's first search (a few ms) and kept while
 * the version is unchanged.
 */
import type { ContentDb } from '../../database/open-database.js';
import { databaseKey } from '../../database/database-key.js';
import { FieldIndex, type FieldSpec } from '../../common/field-index.js';
import { sharedIndex } from '../../common/shared-memory/shared-indexes.js';
import { searchTokens } from '../../common/search-words.js';
import { statement } from '../../database/statement-cache.js';
import { isFillerWord } from '../../rules-db/search/filler-words.js';
import { termNumbering, type RankedIndex } from '../../rules-db/search/ranked-index.js';
import { indexQuestions, questionsFor, storiesFor, QUESTIONS_FIELD, STORIES_FIELD } from '../../rules-db/search/predicted-questions.js';
import { nameStems } from '../../rules-db/search/search-lexicon.js';
import { lexiconWords } from '../../rules-db/search/search-synonyms.js';
import { buildVocabulary, SearchVocabulary } from '../../rules-db/search/search-vocabulary.js';
import { openSearchParts, searchPartsData, type SearchPartsData } from '../../rules-db/search/shared-search-parts.js';
import { stem } from '../../rules-db/search/stem.js';
import { sectionNames, shorthandFor } from '../lookup/find-section.js';
import { openSectionReading, sectionReading, sectionReadingData, type SectionReading, type SectionReadingData } from './section-classifier.js';
import type { DocVersionSummary } from '../store/doc-versions.js';
import type { DocKind, SectionLevel } from '../tournament-document.js';

/** A section as search lists it. */
export interface IndexedSection {
  number: string;
  level: SectionLevel;
  title: string;
  text: string;
  /** The content stems of each name the section goes by (title, infraction name, shorthand), for naming boosts. */
  names: string[][];
}

export interface SectionIndex extends RankedIndex {
  sections: IndexedSection[];
  /** The sections' words with those of their predicted questions, as the CR's (RuleIndex.selectionVocabulary). */
  selectionVocabulary: SearchVocabulary;
  /** The same with the words of the sections' stories: the situations each governs (search/collection-weights.ts). */
  storyVocabulary: SearchVocabulary;
  /** The document's section classifier, its classes read as these sections (section-classifier.ts); absent without stories or a classifier. */
  reading?: SectionReading;
}

/**
 * Titles (with names and shorthand) say what a section is about; the text decides; the predicted
 * questions it answers (questions/<kind>.json) say it in players' words.
 */
const SECTION_FIELDS = {
  title: { weight: 3, b: 0.3 },
  text: { weight: 1, b: 0.75 },
  questions: QUESTIONS_FIELD,
  stories: STORIES_FIELD,
} satisfies Record<string, FieldSpec>;

/** Where a tournament document's predicted questions are kept, if it has any. */
export function docQuestionsFile(kind: DocKind): string {
  return `docs-db/search/questions/${kind}.json`;
}

/** Where the stories of each kind of document are kept: help-desk situations as judges type them (predicted-questions.ts). */
export function docStoriesFile(kind: DocKind): string {
  return `docs-db/search/stories/${kind}.json`;
}

/**
 * The index of `version`, built on first use by one thread of the process and read by all of them
 * (common/shared-memory/shared-indexes.ts); keyed by id, sha256 and import time, which change when a
 * version is replaced. `stories: false` leaves out the sections' stories (help-desk situations told
 * in the game's words), for a question no judge asked at a tournament (search/search-everything.ts).
 */
export function sectionIndex(db: ContentDb, version: DocVersionSummary, { stories = true } = {}): SectionIndex {
  const withStories = stories ? 'stories' : 'no stories';
  return sharedIndex(`sections|${databaseKey(db)}|${version.id}|${version.sha256}|${version.importedAt}|${withStories}`, {
    // One document's versions: the one searched last is kept however long nobody asks.
    family: `sections|${databaseKey(db)}|${version.kind}|${withStories}`,
    build: () => buildSectionIndex(db, version, stories),
    data: sectionIndexData,
    open: openSectionIndex,
  });
}

/** A SectionIndex as plain data: postings, vocabularies and questions in shared memory, the sections copied. */
interface SectionIndexData extends SearchPartsData {
  sections: IndexedSection[];
  documents: SectionIndex['documents'];
  reading?: SectionReadingData;
}

function sectionIndexData(index: SectionIndex): SectionIndexData {
  return { ...searchPartsData(index), sections: index.sections, documents: index.documents, ...(index.reading ? { reading: sectionReadingData(index.reading) } : {}) };
}

function openSectionIndex(data: SectionIndexData): SectionIndex {
  return { ...openSearchParts(data), sections: data.sections, documents: data.documents, ...(data.reading ? { reading: openSectionReading(data.reading) } : {}) };
}

function buildSectionIndex(db: ContentDb, version: DocVersionSummary, withStories: boolean): SectionIndex {
  const rows = statement(
    db,
    `SELECT number, level, title, text, infraction_name AS infractionName FROM doc_sections WHERE version_id = ? ORDER BY position`,
  ).all(version.id) as { number: string; level: SectionLevel; title: string; text: string; infractionName: string | null }[];
  const sections = rows.map((row) => ({
    number: row.number,
    level: row.level,
    title: row.title,
    text: row.text,
    ...(row.infractionName === null ? {} : { infraction: { class: '', name: row.infractionName, penalty: '', parts: {} } }),
  }));
  const shorthand = shorthandFor({ kind: version.kind, effectiveDate: version.effectiveDate, sections });
  const spellings = sections.map((section) => shorthand.filter((entry) => entry.section === section).flatMap((entry) => entry.spellings));
  const targets = sections.map((section) => ({ ref: section.number, title: section.title, text: section.text }));
  const questions = indexQuestions(questionsFor(docQuestionsFile(version.kind), targets), withStories ? storiesFor(docStoriesFile(version.kind), targets) : undefined);
  const tokenFields = sections.map((section, index) => [[section.title, ...spellings[index]!].join(' '), section.text].map(searchTokens));
  const stemmed = tokenFields.map((fields, index) => [...fields.map((tokens) => tokens.map(stem)), questions.field[index]!, questions.storyField[index]!]);
  const reading = withStories ? sectionReading(version.kind, targets) : undefined;
  const { termIds, ids } = termNumbering();
  const documents = stemmed.map(([title, text]) => ({
    number: '',
    text: ids(text!),
    content: ids(text!.filter((part) => !isFillerWord(part))),
    examples: new Int32Array(0),
    heading: ids(title!),
  }));
  return {
    sections: sections.map((section, index) => ({
      number: section.number,
      level: section.level,
      title: section.title,
      text: section.text,
      names: [...sectionNames(section), ...spellings[index]!].map(nameStems).filter((stems) => stems.length > 0),
    })),
    documents,
    fields: FieldIndex.build(stemmed, Object.values({ ...SECTION_FIELDS, questions: questions.fieldSpec, stories: questions.storyFieldSpec })),
    questions: questions.index,
    termIds,
    // A word only the predicted questions or the help-desk stories use is read from a question, as
    // a concept only they match: judges tell what happened in words the documents never use ("shoved",
    // "punched", "playmat"), and the stories do. (The CR's stories add mostly card names and chat:
    // read there too, search took 10% longer and no set gained; docs/search.md.)
    vocabulary: buildVocabulary(
      tokenFields.map((fields) => fields.flat()),
      lexiconWords(),
      questions.field.map((field, index) => [...field, ...questions.storyField[index]!]),
    ),
    // Each question a document of its own: only the word counts, the language model, are read here.
    selectionVocabulary: buildVocabulary([...tokenFields.map((fields) => fields.flat()), ...questions.tokens.flat()], lexiconWords()),
    storyVocabulary: buildVocabulary([...tokenFields.map((fields) => fields.flat()), ...questions.tokens.flat(), ...questions.storyTokens.flat()], lexiconWords()),
    ...(reading ? { reading } : {}),
  };
}
