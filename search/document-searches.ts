/**
 * Each searchable document as one source of results in the shape of search-result.ts. A new
 * document (the Judging at Regular REL document, say) joins by adding an entry here.
 */
import type { ContentDb } from '../database/open-database.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { getRule } from '../rules-db/store/rule-queries.js';
import { searchRules } from '../rules-db/search/search-rules.js';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { searchDocuments } from '../docs-db/search/search-documents.js';
import type { SearchDoc, SearchOutcome } from './search-result.js';

/** Searches one document in effect at `at` (the newest without it); throws the UserError saying it is not imported. */
export type DocumentSearch = (db: ContentDb, query: string, limit: number, at?: string) => SearchOutcome;

function searchCr(db: ContentDb, query: string, limit: number, at?: string): SearchOutcome {
  const release = releaseAt(db, at);
  const results = searchRules(db, release, query, limit).map((hit) => ({
    doc: 'cr' as const,
    ref: hit.number,
    kind: 'rule' as const,
    title: getRule(db, release, hit.number)?.heading ?? '',
    snippet: hit.snippet,
    score: hit.score,
  }));
  return { results, sources: [{ doc: 'cr', effectiveDate: release.effectiveDate }] };
}

function tournamentDocument(doc: 'mtr' | 'ipg'): DocumentSearch {
  return (db, query, limit, at) => {
    const version = docVersionAt(db, doc, at);
    const results = searchDocuments(db, [version], query, limit).map((hit) => ({
      doc,
      ref: hit.section || hit.title,
      kind: 'section' as const,
      title: hit.title,
      snippet: hit.snippet,
      score: hit.score,
    }));
    return { results, sources: [{ doc, effectiveDate: version.effectiveDate }] };
  };
}

/** Every document search covers, in the order `doc:all` lists their sources. */
export const DOCUMENT_SEARCHES: Record<SearchDoc, DocumentSearch> = {
  cr: searchCr,
  mtr: tournamentDocument('mtr'),
  ipg: tournamentDocument('ipg'),
};
