/**
 * The staleness check: a citation read again in the data in use. A rule is followed through the
 * stored lineage from the release it was stamped with (renumbered, changed in more than
 * typography, removed); a glossary entry, a tournament-document section or a card's Oracle text is
 * compared with its snapshot. Whatever changed comes back with the word diff and the new name.
 */
import type { ContentDb } from '../../database/open-database.js';
import { unlessUserError } from '../../common/user-error.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { resolveSection } from '../../docs-db/store/section-queries.js';
import type { DocKind } from '../../docs-db/tournament-document.js';
import { cardDataInUse } from '../../cards-db/store/card-data.js';
import { getCard } from '../../cards-db/store/card-queries.js';
import { typographyKey } from '../../rules-db/diff/typography.js';
import { diffWords } from '../../rules-db/diff/word-diff.js';
import { followRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import type { CardCitation, Citation, CitationChange, DocCitation, RuleCitation, TermCitation } from '../ruling.js';
import { isDocKind, oracleTextOf, termCitation } from '../cite/snapshot-citation.js';

/** True when two texts say the same words (quotes, dashes and spacing aside). */
function sameWords(before: string, after: string): boolean {
  return typographyKey(before) === typographyKey(after);
}

/** The word diff of a snapshot against today's text; [] when they say the same. */
function textDiff(before: string, after: string): CitationChange['diff'] {
  return sameWords(before, after) ? [] : diffWords(before, after);
}

function checkRule(db: ContentDb, citation: RuleCitation): CitationChange | null {
  const followed = followRuleNumber(db, citation.number, { fromDate: citation.release });
  if (!followed || followed.steps.length === 0) return null;
  const last = followed.steps.at(-1)!;
  if (followed.number === null) return { citation, kind: 'removed', now: null, version: last.effectiveDate, diff: [] };
  const renumbered = followed.number !== citation.number;
  const changed = followed.steps.some((step) => step.kind === 'changed' || step.kind === 'renumbered-and-changed');
  const current = getRule(db, releaseAt(db), followed.number);
  return {
    citation,
    kind: renumbered && changed ? 'renumbered-and-changed' : renumbered ? 'renumbered' : 'changed',
    now: followed.number,
    version: last.effectiveDate,
    diff: current ? textDiff(citation.text, current.text) : [],
  };
}

function checkTerm(db: ContentDb, citation: TermCitation): CitationChange | null {
  const release = releaseAt(db);
  if (release.effectiveDate === citation.release) return null;
  const current = termCitation(db, release, citation.term);
  if (!current) return { citation, kind: 'removed', now: null, version: release.effectiveDate, diff: [] };
  if (sameWords(citation.text, current.text)) return null;
  return { citation, kind: 'changed', now: citation.term, version: release.effectiveDate, diff: diffWords(citation.text, current.text) };
}

function checkDoc(db: ContentDb, citation: DocCitation): CitationChange | null {
  if (!isDocKind(citation.doc)) return null;
  const doc: DocKind = citation.doc;
  const version = unlessUserError(() => docVersionAt(db, doc));
  if (!version || version.effectiveDate === citation.version) return null;
  // By number while it still heads the same title; else by title, wherever it moved.
  const byNumber = resolveSection(db, version, citation.section);
  const section = byNumber && byNumber.title === citation.title ? byNumber : (resolveSection(db, version, citation.title) ?? byNumber);
  if (!section) return { citation, kind: 'removed', now: null, version: version.effectiveDate, diff: [] };
  const key = section.number || section.title;
  const renumbered = key !== citation.section;
  const changed = !sameWords(citation.text, section.text);
  if (!renumbered && !changed) return null;
  return {
    citation,
    kind: renumbered && changed ? 'renumbered-and-changed' : renumbered ? 'renumbered' : 'changed',
    now: `${doc.toUpperCase()} ${key}`,
    version: version.effectiveDate,
    diff: changed ? diffWords(citation.text, section.text) : [],
  };
}

function checkCard(db: ContentDb, citation: CardCitation): CitationChange | null {
  const data = cardDataInUse(db);
  if (!data || data.dataDate === citation.dataDate) return null;
  const card = getCard(db, citation.oracleId);
  if (!card) return { citation, kind: 'removed', now: null, version: data.dataDate, diff: [] };
  const text = oracleTextOf(card);
  if (sameWords(citation.text, text)) return null;
  return { citation, kind: 'changed', now: card.name, version: data.dataDate, diff: diffWords(citation.text, text) };
}

/**
 * What changed in what `citation` cites since it was stamped, in the data in use; null when
 * nothing did (or its document is not imported here, so nothing can be said).
 * @example checkCitation(db, { kind: 'rule', number: '701.9d', release: '2024-02-02', … })
 * // { kind: 'renumbered', now: '701.10d', version: '2025-06-06', diff: [] }
 */
export function checkCitation(db: ContentDb, citation: Citation): CitationChange | null {
  switch (citation.kind) {
    case 'rule':
      return checkRule(db, citation);
    case 'term':
      return checkTerm(db, citation);
    case 'doc':
      return checkDoc(db, citation);
    case 'card':
      return checkCard(db, citation);
  }
}

/** Every change in what a ruling cites, in citation order; [] when it still stands as cited. */
export function checkCitations(db: ContentDb, citations: readonly Citation[]): CitationChange[] {
  return citations.map((citation) => checkCitation(db, citation)).filter((change): change is CitationChange => change !== null);
}
