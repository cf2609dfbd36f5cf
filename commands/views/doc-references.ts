/** Buttons opening what an MTR or IPG section refers to, where the bot has it to show. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import { docVersionAt, type DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { documentOutline, type StoredSection } from '../../docs-db/store/section-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { unlessUserError } from '../../common/user-error.js';
import { crossReferences } from '../../docs-db/cross-references.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import { button } from '../payload/components.js';
import { openSectionId } from './doc-section-ids.js';
import { citedRuleButton } from './cited-rule-button.js';

/**
 * One button per section or rule `section`'s text refers to, in order of mention, each opening
 * it as a new message: sections of this version, of the other document in effect at the same
 * `at`, and Comprehensive Rules rules, each read in the CR of the document's date and carried to
 * the release in use (cited-rule-button.ts). References the database cannot answer are left out.
 */
export function referenceButtons(db: ContentDb, version: DocVersionSummary, section: StoredSection, ownerId: string, at: string): APIButtonComponentWithCustomId[] {
  return crossReferences(version.kind, section.text, section.number).flatMap((reference) => {
    if (reference.doc === 'cr') {
      // The document cites the CR numbering of its own date: carried to the release in use (103.4 → 103.5).
      const cited = citedRuleButton(db, { number: reference.number, documentDate: version.effectiveDate, text: section.text }, ownerId, at);
      return cited ? [cited] : [];
    }
    const doc = reference.doc;
    const target = doc === version.kind ? version : unlessUserError(() => docVersionAt(db, doc, at || undefined));
    const exists = target !== null && documentOutline(db, target).sections.some((candidate) => candidate.number === reference.number);
    return exists ? [button(openSectionId(doc, ownerId, reference.number, at), sectionLabel(doc, reference.number), { style: ButtonStyle.Primary })] : [];
  });
}
