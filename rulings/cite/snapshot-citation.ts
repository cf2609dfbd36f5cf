/**
 * A citation stamped with the version in use and a snapshot of what it says there: the reading of
 * a rule, glossary entry, tournament-document section or card that a ruling relies on.
 */
import type { Card } from '../../cards-db/card.js';
import { getCard } from '../../cards-db/store/card-queries.js';
import { cardDataInUse } from '../../cards-db/store/card-data.js';
import { unlessUserError } from '../../common/user-error.js';
import type { ContentDb } from '../../database/open-database.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { resolveSection } from '../../docs-db/store/section-queries.js';
import { DOC_TITLES, type DocKind } from '../../docs-db/tournament-document.js';
import { findGlossaryEntries } from '../../rules-db/lookup/glossary-lookup.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import type { CardCitation, DocCitation, RuleCitation, TermCitation } from '../ruling.js';

/** Every kind of tournament document docs-db knows (MTR, IPG, and any added later, such as the JAR). */
export function isDocKind(kind: string): kind is DocKind {
  return Object.hasOwn(DOC_TITLES, kind);
}

/** Rule `number` as worded in `release`; null when the release has no such rule. */
export function ruleCitation(db: ContentDb, release: ReleaseSummary, number: string): RuleCitation | null {
  const rule = getRule(db, release, number);
  return rule ? { kind: 'rule', number, release: release.effectiveDate, text: rule.text, examples: rule.examples } : null;
}

/** The glossary entry headed exactly `term` in `release`; null when it has none. */
export function termCitation(db: ContentDb, release: ReleaseSummary, term: string): TermCitation | null {
  const entry = findGlossaryEntries(db, release, term, 5).find((candidate) => candidate.term === term);
  return entry ? { kind: 'term', term, release: release.effectiveDate, text: entry.definition } : null;
}

/** Section `key` (a number, or a title) of the newest version of `doc`; null when none is imported or it has no such section. */
export function docCitation(db: ContentDb, doc: DocKind, key: string): DocCitation | null {
  const version = unlessUserError(() => docVersionAt(db, doc));
  const section = version && resolveSection(db, version, key);
  if (!version || !section) return null;
  return { kind: 'doc', doc, section: section.number || section.title, title: section.title, version: version.effectiveDate, text: section.text };
}

/** A card's Oracle text as a ruling reads it: each face's, under its name, for a card with faces. */
export function oracleTextOf(card: Card): string {
  if (card.faces.length === 0) return card.oracleText ?? '';
  return card.faces.map((face) => `${face.name}\n${face.oracleText ?? ''}`).join('\n\n');
}

/** The card with this Oracle ID in the card data in use; null when there is no card data or no such card. */
export function cardCitation(db: ContentDb, oracleId: string): CardCitation | null {
  const data = cardDataInUse(db);
  const card = data && getCard(db, oracleId);
  if (!data || !card) return null;
  return { kind: 'card', oracleId: card.oracleId, name: card.name, dataDate: data.dataDate, text: oracleTextOf(card) };
}
