/**
 * The ruling log's messages: one ruling (question, ruling, citations with the versions they were
 * made against, and what changed since when it needs review), lists of rulings (a find, the
 * review list), and the lines a changelog post lists. Long text is paged, never cut.
 */
import { ButtonStyle, type APIEmbed } from 'discord-api-types/v10';
import { escapeMarkdown } from '../../common/markdown.js';
import { wordDiffMarkdown } from '../../rules-db/diff/word-diff.js';
import { citationKey, citationLabel, citationVersion, needsReview, type Citation, type CitationChange, type Ruling } from '../../rulings/ruling.js';
import { actionRow, button, shorten, type ActionRow } from '../payload/components.js';
import type { Reply } from '../payload/message-payload.js';
import { paginate, PAGE_BUDGET } from '../payload/paginate.js';
import { COLORS } from '../payload/reply-helpers.js';
import { openCitationId, rulingId } from './ruling-ids.js';
import { citedRuleTarget } from './cited-rule-button.js';
import { openRuleId } from './rule-ids.js';
import type { ContentDb } from '../../database/open-database.js';

/** How long a ruling's question is in a list line. */
const SUMMARY = 90;

/** Rulings listed per page of a find or the review list: one button each, two rows. */
export const RULINGS_PER_PAGE = 10;

const ORACLE = 'Oracle text';

/**
 * "CR 701.9d (2024-02-02) is now 701.10d (renumbered between 2024-02-02 and 2025-06-06)": what
 * happened, in one line, dated between the version cited and the first version in use that shows it.
 */
export function changeSummary(change: CitationChange): string {
  const cited = `${escapeMarkdown(citationLabel(change.citation))} (${citationVersion(change.citation)})`;
  const what = change.citation.kind === 'card' ? `${cited}: its ${ORACLE}` : cited;
  const when = `between ${citationVersion(change.citation)} and ${change.version}`;
  switch (change.kind) {
    case 'renumbered':
      return `${cited} is now **${escapeMarkdown(change.now!)}** (renumbered ${when})`;
    case 'renumbered-and-changed':
      return `${cited} is now **${escapeMarkdown(change.now!)}** and its words changed (${when})`;
    case 'changed':
      return `${what} changed (${when})`;
    case 'removed':
      return `${cited} was removed (${when})`;
  }
}

/** A change in full: its summary, then the words that changed (~~old~~ **new**). */
function changeBlock(change: CitationChange): string {
  const diff = change.diff.length > 0 ? `\n${wordDiffMarkdown(change.diff)}` : '';
  return `• ${changeSummary(change)}${diff}`;
}

/** When and by whom: "Logged by <@1> on 2026-01-16 · edited by <@2> on 2026-02-01". Mentions in embeds never ping. */
function byline(ruling: Ruling): string {
  const logged = `Logged by <@${ruling.authorId}> on ${ruling.createdAt.slice(0, 10)}`;
  return ruling.updatedAt ? `${logged} · reviewed by <@${ruling.updatedBy}> on ${ruling.updatedAt.slice(0, 10)}` : logged;
}

/** The text of a ruling, as blocks for paging. */
function rulingBlocks(ruling: Ruling): string[] {
  const citations =
    ruling.citations.length === 0
      ? '**Cites** nothing the rules, documents or cards know.'
      : `**Cites** ${ruling.citations.map((citation) => `${escapeMarkdown(citationLabel(citation))} (${citationVersion(citation)})`).join(' · ')}`;
  const review = needsReview(ruling) ? [`⚠️ **Needs review** — what it cites changed:`, ...ruling.changes.map(changeBlock)] : [];
  return [`**Question**\n${ruling.question}`, `**Ruling**\n${ruling.ruling}`, citations, ...review, byline(ruling)];
}

/** The pages of a ruling, each within an embed's description. */
export function rulingPages(ruling: Ruling): string[] {
  return paginate(rulingBlocks(ruling), PAGE_BUDGET);
}

/**
 * The button opening a citation. A rule goes through the one path every cited CR number takes
 * (cited-rule-button.ts): read in the release the ruling was made against and carried to today's
 * ("CR 701.10d (cited as 701.9d)"), a removed rule opening its last text; a number the database no
 * longer knows opens as cited. Terms, sections and cards open as cited.
 */
function citationButton(db: ContentDb, citation: Citation, ownerId: string) {
  if (citation.kind === 'rule') {
    const target = citedRuleTarget(db, { number: citation.number, documentDate: citation.release, text: citation.text }, '');
    if (target) return button(openRuleId(ownerId, target.number, target.at), target.label);
  }
  return button(openCitationId(ownerId, citation), citationLabel(citation));
}

/**
 * One ruling at `page`: its citations as buttons opening them, paging, and Confirm / Edit while it
 * needs review.
 */
export function rulingReply(db: ContentDb, ruling: Ruling, ownerId: string, page = 0): Reply {
  const pages = rulingPages(ruling);
  const at = Math.min(Math.max(page, 0), pages.length - 1);
  const embed: APIEmbed = {
    title: `Ruling #${ruling.number}${needsReview(ruling) ? ' — needs review' : ''}`,
    description: pages[at],
    color: needsReview(ruling) ? COLORS.error : COLORS.info,
    ...(pages.length > 1 ? { footer: { text: `Page ${at + 1}/${pages.length}` } } : {}),
  };
  const citationButtons = ruling.citations.map((citation) => citationButton(db, citation, ownerId));
  const rows: ActionRow[] = [];
  for (let index = 0; index < citationButtons.length; index += 5) rows.push(actionRow(...citationButtons.slice(index, index + 5)));
  const controls = [
    ...(pages.length > 1
      ? [
          button(rulingId(ownerId, 'show', ruling.number, at - 1), 'Previous page', { disabled: at === 0 }),
          button(rulingId(ownerId, 'show', ruling.number, at + 1), 'Next page', { disabled: at === pages.length - 1 }),
        ]
      : []),
    ...(needsReview(ruling)
      ? [
          button(rulingId(ownerId, 'confirm', ruling.number), 'Confirm: still stands', { style: ButtonStyle.Success }),
          button(rulingId(ownerId, 'edit', ruling.number), 'Edit'),
        ]
      : []),
  ];
  if (controls.length > 0) rows.push(actionRow(...controls));
  return { embeds: [embed], components: rows };
}

/** Changes named in a list line; the ruling itself shows them all. */
const CHANGES_PER_LINE = 2;

/**
 * One line of a list: "**#3** Does trample…", with what changed when `withChanges` (the review list),
 * else a mark when it needs review (a find).
 */
export function rulingLine(ruling: Pick<Ruling, 'number' | 'question' | 'changes'>, withChanges: boolean): string {
  const question = escapeMarkdown(shorten(ruling.question.replace(/\s+/g, ' ').trim(), SUMMARY));
  if (!needsReview(ruling)) return `**#${ruling.number}** ${question}`;
  if (!withChanges) return `**#${ruling.number}** ${question} ⚠️ needs review`;
  const named = ruling.changes.slice(0, CHANGES_PER_LINE).map(changeSummary);
  const more = ruling.changes.length - named.length;
  return `**#${ruling.number}** ${question} — ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** The lines split into pages of at most RULINGS_PER_PAGE lines and PAGE_BUDGET characters. */
function listPages(lines: readonly string[]): number[][] {
  const pages: number[][] = [[]];
  let length = 0;
  lines.forEach((line, index) => {
    const page = pages.at(-1)!;
    if (page.length > 0 && (page.length === RULINGS_PER_PAGE || length + line.length + 1 > PAGE_BUDGET)) {
      pages.push([index]);
      length = line.length;
    } else {
      page.push(index);
      length += line.length + 1;
    }
  });
  return pages;
}

/**
 * A page of a list of rulings (a find's results, the review list): a line each, a button to show
 * each, and paging buttons built by `pageId` when there are several pages.
 */
export function rulingListReply(
  title: string,
  rulings: readonly Ruling[],
  ownerId: string,
  page: number,
  pageId: (page: number) => string,
  empty: string,
  withChanges: boolean,
): Reply {
  if (rulings.length === 0) return { embeds: [{ title, description: empty, color: COLORS.info }] };
  const lines = rulings.map((ruling) => rulingLine(ruling, withChanges));
  const pages = listPages(lines);
  const at = Math.min(Math.max(page, 0), pages.length - 1);
  const shown = pages[at]!.map((index) => rulings[index]!);
  const buttons = shown.map((ruling) => button(rulingId(ownerId, 'show', ruling.number, 0), `#${ruling.number}`));
  const rows = [actionRow(...buttons.slice(0, 5)), ...(buttons.length > 5 ? [actionRow(...buttons.slice(5))] : [])];
  if (pages.length > 1) {
    rows.push(actionRow(button(pageId(at - 1), 'Previous', { disabled: at === 0 }), button(pageId(at + 1), 'Next', { disabled: at === pages.length - 1 })));
  }
  const embed: APIEmbed = {
    title,
    description: pages[at]!.map((index) => lines[index]).join('\n'),
    color: COLORS.info,
    ...(pages.length > 1 ? { footer: { text: `Page ${at + 1}/${pages.length} · ${rulings.length} rulings` } } : {}),
  };
  return { embeds: [embed], components: rows };
}

/**
 * A citation as a judge would type it, for an edit form's citation list: the scanner reads it back
 * as the same citation ("CR 701.10d", "MTR 4.2", "[[Lightning Bolt]]", a glossary term).
 */
export function citationAsTyped(citation: Citation): string {
  return citation.kind === 'card' ? `[[${citation.name}]]` : citation.kind === 'term' ? citation.term : citationLabel(citation);
}

/**
 * The citations of a ruling as an edit form lists them, as they are cited today: a rule since
 * renumbered under its new number (its old one may name another rule now), a section where it
 * moved, a card by its current name; what was removed is left out.
 * @example citationsAsTypedToday(stale) // "CR 701.10d, [[Soul-Guide Gryff]]"
 */
export function citationsAsTypedToday(ruling: Pick<Ruling, 'citations' | 'changes'>): string {
  return ruling.citations
    .flatMap((citation) => {
      const change = ruling.changes.find((candidate) => citationKey(candidate.citation) === citationKey(citation));
      if (!change) return [citationAsTyped(citation)];
      if (change.now === null) return [];
      switch (citation.kind) {
        case 'rule':
          return [`CR ${change.now}`];
        case 'card':
          return [`[[${change.now}]]`];
        default:
          return [change.now];
      }
    })
    .join(', ');
}
