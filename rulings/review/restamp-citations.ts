/**
 * Confirming a ruling after review: every citation stamped again with the version in use and what
 * it says there, under its current number. A citation of something since removed is dropped — the
 * reviewer confirmed the ruling stands without it.
 */
import { cardDataInUse } from '../../cards-db/store/card-data.js';
import type { ContentDb } from '../../database/open-database.js';
import { followRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import type { Citation } from '../ruling.js';
import { cardCitation, docCitation, isDocKind, ruleCitation, termCitation } from '../cite/snapshot-citation.js';
import { checkCitation } from './check-citation.js';

function restamp(db: ContentDb, citation: Citation): Citation | null {
  const release = releaseAt(db);
  switch (citation.kind) {
    case 'rule': {
      const number = followRuleNumber(db, citation.number, { fromDate: citation.release })?.number;
      return number ? ruleCitation(db, release, number) : null;
    }
    case 'term':
      return termCitation(db, release, citation.term);
    case 'doc': {
      // A document this version does not know, or not imported here: nothing newer to stamp it with.
      if (!isDocKind(citation.doc)) return citation;
      const change = checkCitation(db, citation);
      if (change?.kind === 'removed') return null;
      const section = change ? change.now!.slice(citation.doc.length + 1) : citation.section;
      return docCitation(db, citation.doc, section) ?? citation;
    }
    case 'card':
      return cardDataInUse(db) ? cardCitation(db, citation.oracleId) : citation;
  }
}

/**
 * The citations stamped with the versions in use, and those dropped because what they cite is gone.
 * @example restampCitations(db, [{ kind: 'rule', number: '701.9d', release: '2024-02-02', … }]).citations[0].number // '701.10d'
 */
export function restampCitations(db: ContentDb, citations: readonly Citation[]): { citations: Citation[]; dropped: Citation[] } {
  const kept: Citation[] = [];
  const dropped: Citation[] = [];
  for (const citation of citations) {
    const stamped = restamp(db, citation);
    if (stamped) kept.push(stamped);
    else dropped.push(citation);
  }
  return { citations: kept, dropped };
}
