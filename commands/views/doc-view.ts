/**
 * The embed and buttons showing one tournament-document section: its text (an infraction's penalty
 * first, then its labelled parts), paged, with neighbours, cross-references and a chapter's sections to open.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIEmbed } from 'discord-api-types/v10';
import type { DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { sectionAt, sectionsOfChapter, type StoredSection } from '../../docs-db/store/section-queries.js';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { labelledParts } from '../../docs-db/labelled-parts.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from '../payload/components.js';
import { referenceButtons } from './doc-references.js';
import { penaltyChanges } from './penalty-changes.js';
import { docCustomId, docViewId, sectionKey, type DocViewState } from './doc-section-ids.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS, docFooter } from '../payload/reply-helpers.js';


/** A paragraph as Discord shows it: markdown escaped, table cells apart. */
function renderParagraph(paragraph: string): string {
  return escapeMarkdown(paragraph).replaceAll('\t', ' │ ');
}

/** Paragraphs as page blocks; a run of list items or table rows stays one block, line under line. */
export function textBlocks(text: string): string[] {
  const blocks: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length > 0) blocks.push(run.join('\n'));
    run = [];
  };
  for (const paragraph of text.split('\n').filter((line) => line.trim() !== '')) {
    if (paragraph.startsWith('• ') || paragraph.includes('\t')) {
      run.push(renderParagraph(paragraph));
    } else {
      endRun();
      blocks.push(renderParagraph(paragraph));
    }
  }
  endRun();
  return blocks;
}

/**
 * An infraction's parts as page blocks, the penalty first (it is what the help desk needs; as a
 * field it would show under the whole section): each part under its label, lists kept as lists.
 */
export function infractionBlocks(section: StoredSection): string[] {
  const infraction = section.infraction!;
  return [
    `**Penalty: ${escapeMarkdown(infraction.penalty)}**${penaltyChanges(infraction.parts).map((line) => `\n${line}`).join('')}`,
    ...labelledParts(infraction.parts).flatMap(({ label, text }) => {
      const [first = '', ...rest] = textBlocks(text);
      return [`**${label}**\n${first}`, ...rest];
    }),
  ];
}

function sectionBlocks(db: ContentDb, version: DocVersionSummary, section: StoredSection): string[] {
  if (section.infraction) return infractionBlocks(section);
  const blocks = textBlocks(section.text);
  if (section.level === 'chapter') {
    const sections = sectionsOfChapter(db, version, section);
    if (sections.length > 0) blocks.push(sections.map((child) => (child.number ? `**${child.number}** ${escapeMarkdown(child.title)}` : `• ${escapeMarkdown(child.title)}`)).join('\n'));
  }
  return blocks;
}

/** The reply showing `section` of `version`. */
export function docSectionView(db: ContentDb, version: DocVersionSummary, section: StoredSection, state: DocViewState, settings: CommandSettings): Reply {
  const pages = paginate(sectionBlocks(db, version, section), PAGE_BUDGET);
  const page = Math.min(Math.max(state.page, 0), pages.length - 1);
  // Every page of an infraction opens with its penalty (the first has it as its first block).
  if (section.infraction && page > 0) {
    // Never "No Penalty" alone: the upgrades the first page names are said here too.
    const others = [...new Set(penaltyChanges(section.infraction.parts).map((line) => /to ([^:]+):/.exec(line)![1]!))];
    const or = others.length > 0 ? `, or ${others.join(' or ')} (see page 1)` : '';
    pages[page] = `**Penalty: ${escapeMarkdown(section.infraction.penalty)}**${or} (continued)\n\n${pages[page]}`;
  }
  const embed: APIEmbed = {
    title: shorten(`${sectionLabel(version.kind, section.number)} · ${section.title}`, LIMITS.title),
    url: settings.docsPageUrl,
    ...(pages[page] ? { description: pages[page] } : {}),
    color: COLORS.document,
    footer: docFooter(version.kind, version.effectiveDate, page, pages.length),
  };
  return { embeds: [embed], components: docComponents(db, version, section, state, page, pages.length) };
}

/** Buttons for at most this many cross-references: two rows of five. */
const MAX_REFERENCE_BUTTONS = 10;

function docComponents(db: ContentDb, version: DocVersionSummary, section: StoredSection, state: DocViewState, page: number, pageCount: number): ActionRow[] {
  const kind = version.kind;
  // A disabled button still needs an id unique in the message; it is never pressed.
  const go = (neighbour: StoredSection | null, label: string) =>
    neighbour
      ? button(docViewId(kind, state, sectionKey(neighbour)), label)
      : button(docCustomId(kind, state.ownerId, 'none', [label.replace(/\W/g, '')]), label, { disabled: true });
  const rows: ActionRow[] = [
    actionRow(go(sectionAt(db, version, section.position - 1), '◀ Previous section'), go(sectionAt(db, version, section.position + 1), 'Next section ▶')),
  ];
  if (pageCount > 1) {
    rows.push(
      actionRow(
        button(docViewId(kind, state, sectionKey(section), page - 1), '◀ Page', { disabled: page === 0 }),
        button(docViewId(kind, state, sectionKey(section), page + 1), 'Page ▶', { disabled: page === pageCount - 1, style: ButtonStyle.Primary }),
      ),
    );
  }
  const references = referenceButtons(db, version, section, state.ownerId, state.at).slice(0, MAX_REFERENCE_BUTTONS);
  for (let start = 0; start < references.length; start += LIMITS.componentsPerRow) {
    rows.push(actionRow(...references.slice(start, start + LIMITS.componentsPerRow)));
  }
  const children = section.level === 'chapter' ? sectionsOfChapter(db, version, section).slice(0, LIMITS.selectOptions) : [];
  if (children.length > 0) {
    const selectId = docCustomId(kind, state.ownerId, 'sel', [state.at]);
    const options = children.map((child) => ({ label: shorten([child.number, child.title].filter(Boolean).join(' '), LIMITS.selectOptionText), value: sectionKey(child) }));
    rows.push(actionRow(stringSelect(selectId, 'Open a section', options)));
  }
  return rows;
}
