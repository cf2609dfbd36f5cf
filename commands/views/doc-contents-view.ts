/** A document's list of sections (what /jar shows without a topic): its parts and what each covers, with a menu to open one. */
import type { DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { documentOutline } from '../../docs-db/store/section-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { DOC_TITLES } from '../../docs-db/tournament-document.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, shorten, stringSelect } from '../payload/components.js';
import { docCustomId, sectionKey } from './doc-section-ids.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET } from '../payload/paginate.js';
import { COLORS, docFooter } from '../payload/reply-helpers.js';

/** The sections of `version` in order: parts and chapters in bold, the sections under them as a list. */
export function docContentsView(db: ContentDb, version: DocVersionSummary, ownerId: string, at: string, settings: CommandSettings): Reply {
  const sections = documentOutline(db, version).sections;
  const line = (section: (typeof sections)[number]) => {
    const title = escapeMarkdown([section.number, section.title].filter(Boolean).join(' '));
    return section.level === 'section' ? `• ${title}` : `**${title}**`;
  };
  const full = sections.map(line).join('\n');
  // A long document (the MTR) is listed by its chapters; the sections are a topic away.
  const description = full.length <= PAGE_BUDGET ? full : sections.filter((section) => section.level !== 'section').map(line).join('\n');
  const options = sections.slice(0, LIMITS.selectOptions).map((section) => ({
    label: shorten([section.number, section.title].filter(Boolean).join(' '), LIMITS.selectOptionText),
    value: sectionKey(section),
  }));
  return {
    embeds: [
      {
        title: `${DOC_TITLES[version.kind]} — sections`,
        url: settings.docsPageUrl,
        description,
        color: COLORS.document,
        footer: docFooter(version.kind, version.effectiveDate),
      },
    ],
    components: [actionRow(stringSelect(docCustomId(version.kind, ownerId, 'sel', [at]), 'Open a section', options))],
  };
}
