/**
 * Each searchable document as one source of results in the shape of search-result.ts, with the
 * vocabulary that says how much a question is about it (collection-weights.ts). A new document
 * joins by adding an entry here, as Judging at Regular REL and the Digital MTR and IPG did.
 */
import type { ContentDb } from '../database/open-database.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { rankRules, readQuery } from '../rules-db/search/search-rules.js';
import { cardsNamedIn } from '../cards-db/lookup/cards-in-text.js';
import { searchGlossary } from '../rules-db/search/search-glossary.js';
import { searchLexicon } from '../rules-db/search/search-lexicon.js';
import { ruleIndex } from '../rules-db/search/rule-index.js';
import type { SearchVocabulary } from '../rules-db/search/search-vocabulary.js';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { searchDocuments } from '../docs-db/search/search-documents.js';
import { sectionIndex } from '../docs-db/search/section-index.js';
import type { DocKind } from '../docs-db/tournament-document.js';
import type { SearchDoc, SearchOutcome, SearchResult } from './search-result.js';

/** The score a named glossary term gets when no rule matches at all (rule scores run about 0–2). */
const GLOSSARY_FLOOR = 1;

/** One document's search; both functions throw the UserError saying it is not imported (or not at `at`). */
export interface DocumentSearch {
  /**
   * The best results of the version in effect at `at` (the newest without it); `atTournament:
   * false` says no judge asked it at a tournament, so help-desk stories count for nothing.
   */
  search(db: ContentDb, query: string, limit: number, at?: string, options?: { atTournament?: boolean }): SearchOutcome;
  /** The words of that version and of the questions it answers, for weighing documents against each other. */
  vocabulary(db: ContentDb, at?: string): SearchVocabulary;
  /** The same with the words of its stories (the situations it governs): for telling tournament documents apart. */
  storyVocabulary(db: ContentDb, at?: string): SearchVocabulary;
}

const comprehensiveRules: DocumentSearch = {
  search(db, query, limit, at) {
    const release = releaseAt(db, at);
    const read = readQuery(db, release, query, cardsNamedIn(db, query));
    const rules: SearchResult[] = rankRules(read, limit).map((hit) => ({
      doc: 'cr',
      ref: hit.number,
      kind: 'rule',
      title: hit.title,
      snippet: hit.snippet,
      score: hit.score,
    }));
    // A term the query names outright goes first; one it mostly names goes as far up as it names it.
    const best = Math.max(GLOSSARY_FLOOR, ...rules.map((rule) => rule.score));
    const glossary: SearchResult[] = searchGlossary(read).map((hit) => ({
      doc: 'cr',
      ref: hit.term,
      kind: 'glossary',
      title: hit.term,
      snippet: hit.snippet,
      score: Number((hit.strength * best * 1.01).toFixed(4)),
    }));
    const results = [...glossary, ...rules].sort((a, b) => b.score - a.score).slice(0, limit);
    return { results, sources: [{ doc: 'cr', effectiveDate: release.effectiveDate }], cards: read.cards };
  },
  vocabulary(db, at) {
    return ruleIndex(db, searchLexicon(db, releaseAt(db, at))).selectionVocabulary;
  },
  storyVocabulary(db, at) {
    return ruleIndex(db, searchLexicon(db, releaseAt(db, at))).storyVocabulary;
  },
};

function tournamentDocument(doc: DocKind): DocumentSearch {
  return {
    search(db, query, limit, at, { atTournament = true } = {}) {
      const version = docVersionAt(db, doc, at);
      const results = searchDocuments(db, [version], query, limit, { stories: atTournament }).map((hit) => ({
        doc,
        // Front matter and the JAR's sections have no number: they open by their titles ("Introduction").
        ref: hit.section || hit.title,
        kind: 'section' as const,
        title: hit.title,
        snippet: hit.snippet,
        score: hit.score,
      }));
      return { results, sources: [{ doc, effectiveDate: version.effectiveDate }], cards: [] };
    },
    vocabulary(db, at) {
      return sectionIndex(db, docVersionAt(db, doc, at)).selectionVocabulary;
    },
    storyVocabulary(db, at) {
      return sectionIndex(db, docVersionAt(db, doc, at)).storyVocabulary;
    },
  };
}

/** Every document search covers, in the order `doc:all` lists their sources. */
export const DOCUMENT_SEARCHES: Record<SearchDoc, DocumentSearch> = {
  cr: comprehensiveRules,
  mtr: tournamentDocument('mtr'),
  ipg: tournamentDocument('ipg'),
  jar: tournamentDocument('jar'),
  dmtr: tournamentDocument('dmtr'),
  dipg: tournamentDocument('dipg'),
};
