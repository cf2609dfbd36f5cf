/** Buttons opening what an MTR or IPG section refers to, where the bot has it to show. */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import { docVersionAt, type DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { documentOutline, type StoredSection } from '../../docs-db/store/section-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { citationContext, followCitation } from '../../rules-db/history/follow-citation.js';
import { unlessUserError } from '../../common/user-error.js';
import { crossReferences } from '../../docs-db/cross-references.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import { button } from '../payload/components.js';
import { openSectionId } from './doc-section-ids.js';
import { openRuleId } from './rule-ids.js';

/** Where `number` is first mentioned whole in `text` ("103.4", not the start of "103.4c"); 0 if nowhere. */
function mentionIndex(text: string, number: string): number {
  const mention = new RegExp(`(?<![\\d.])${number.replaceAll('.', '\\.')}(?![\\da-z])`).exec(text);
  return mention?.index ?? 0;
}

/**
 * One button per section or rule `section`'s text refers to, in order of mention, each opening
 * it as a new message: sections of this version, of the other document in effect at the same
 * `at`, and Comprehensive Rules rules, each read in the CR of the document's date (followCitation)
 * and carried to the release in use. References the database cannot answer are left out.
 */
export function referenceButtons(db: ContentDb, version: DocVersionSummary, section: StoredSection, ownerId: string, at: string): APIButtonComponentWithCustomId[] {
  return crossReferences(version.kind, section.text, section.number).flatMap((reference) => {
    if (reference.doc === 'cr') {
      // The document cites the CR numbering of its own date: carried to the release in use (103.4 → 103.5).
      const context = citationContext(section.text, mentionIndex(section.text, reference.number));
      const followed = unlessUserError(() => followCitation(db, reference.number, { fromDate: version.effectiveDate, toDate: at || undefined, context }));
      if (!followed?.number) return [];
      const label = followed.number === reference.number ? `CR ${followed.number}` : `CR ${followed.number} (cited as ${reference.number})`;
      return [button(openRuleId(ownerId, followed.number, at), label)];
    }
    const doc = reference.doc;
    const target = doc === version.kind ? version : unlessUserError(() => docVersionAt(db, doc, at || undefined));
    const exists = target !== null && documentOutline(db, target).sections.some((candidate) => candidate.number === reference.number);
    return exists ? [button(openSectionId(doc, ownerId, reference.number, at), sectionLabel(doc, reference.number), { style: ButtonStyle.Primary })] : [];
  });
}
