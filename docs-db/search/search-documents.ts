/**
 * Search over stored MTR and IPG versions: the user's words in, best sections first. Questions
 * are read and ranked as the CR's rules are (stop-words, judge shorthand and slang, BM25F over
 * title and text, coverage and phrases: rules-db/search/ranked-index.ts), over each version's
 * in-memory index (section-index.ts).
 */
import type { ContentDb } from '../../database/open-database.js';
import { highlightSnippet } from '../../common/highlight.js';
import { isUserError } from '../../common/user-error.js';
import { titleBoost, titleReading } from '../../rules-db/search/rank-rules.js';
import { rankIndex } from '../../rules-db/search/ranked-index.js';
import { matchedWords } from '../../rules-db/search/search-rules.js';
import { parseQuery } from '../../rules-db/search/search-query.js';
import { DOC_KINDS, type DocKind } from '../tournament-document.js';
import { docVersionAt, type DocVersionSummary } from '../store/doc-versions.js';
import { sectionIndex } from './section-index.js';
import { sectionProbabilities } from './section-classifier.js';

export interface DocSearchHit {
  doc: DocKind;
  /** "2.5", "Appendix A"; "" for front matter such as the Introduction. */
  section: string;
  title: string;
  /** Section text around the matched words, which are in **bold** (markdown-escaped); made when asked for, as a rule's is (search-rules.ts). */
  snippet(): string;
  /** Higher is better. */
  score: number;
  effectiveDate: string;
}

/**
 * Front matter (the Introduction) and chapter openings sum up what follows in general words
 * ("penalties", "match", "players"): they may answer, but a section saying the same words about
 * one matter answers better, so they count this much of their score.
 */
const OVERVIEW_PRIOR = 0.8;
const OVERVIEW_LEVELS = new Set(['front', 'chapter']);
/** Extra results ranked so that overviews demoted below the limit are replaced. */
const OVERVIEW_SLACK = 5;

/**
 * The versions a search covers: `doc`'s in effect at `at`, or every tournament document's (any may
 * be missing, not all). Throws the UserError of docVersionAt when there is nothing to search.
 */
export function searchableVersions(db: ContentDb, doc: DocKind | undefined, at?: string): DocVersionSummary[] {
  if (doc) return [docVersionAt(db, doc, at)];
  const versions: DocVersionSummary[] = [];
  let firstError: unknown;
  for (const kind of DOC_KINDS) {
    try {
      versions.push(docVersionAt(db, kind, at));
    } catch (error) {
      if (!isUserError(error)) throw error;
      firstError ??= error;
    }
  }
  if (versions.length === 0) throw firstError;
  return versions;
}

/**
 * The best sections of `versions` for `query`, best first (scores of both documents are on one
 * scale); `stories: false` ranks them without their stories (section-index.ts).
 */
export function searchDocuments(db: ContentDb, versions: DocVersionSummary[], query: string, limit = 10, { stories = true } = {}): DocSearchHit[] {
  return versions
    .flatMap((version) => searchVersion(db, version, query, limit, stories))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

function searchVersion(db: ContentDb, version: DocVersionSummary, query: string, limit: number, stories: boolean): DocSearchHit[] {
  const index = sectionIndex(db, version, { stories });
  const concepts = parseQuery(query, index.vocabulary);
  if (concepts.length === 0) return [];
  // A query naming a section ("missed trigger", "GRV", "tournament shortcuts") puts it first.
  const boosts = new Map<number, number>();
  const reading = titleReading(concepts);
  index.sections.forEach((section, document) => {
    const boost = Math.max(0, ...section.names.map((name) => titleBoost(reading, name)));
    if (boost > 0) boosts.set(document, boost);
  });
  // A help-desk situation read by the document's classifier (section-classifier.ts) counts as a
  // situation read from the question: each section's probability is the reading's strength.
  const situational = index.reading ? sectionProbabilities(index.reading, query) : new Map<number, number>();
  const { ranked, concepts: rankedWords } = rankIndex(index, concepts, boosts, limit + OVERVIEW_SLACK, { situational });
  const weighed = ranked
    .map(({ document, score }) => ({ document, score: OVERVIEW_LEVELS.has(index.sections[document]!.level) ? score * OVERVIEW_PRIOR : score }))
    .sort((a, b) => b.score - a.score || a.document - b.document)
    .slice(0, limit);
  return weighed.map(({ document, score }) => {
    const section = index.sections[document]!;
    return {
      doc: version.kind,
      section: section.number,
      title: section.title,
      snippet: () => highlightSnippet(section.text, matchedWords(index.vocabulary, concepts, rankedWords, index.documents[document]!)),
      score: Number(score.toFixed(4)),
      effectiveDate: version.effectiveDate,
    };
  });
}
