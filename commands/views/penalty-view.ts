/**
 * The /penalty walker's screens: the three infraction classes, one class's infractions, and one
 * infraction at the walker's Rules Enforcement Level — at Competitive and Professional the IPG's
 * penalty and what to do about it, at Regular what Judging at Regular REL says instead. Long
 * answers are paged, never cut, and keep their lists as lists.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import type { StoredSection } from '../../docs-db/store/section-queries.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { PART_LABELS } from '../../docs-db/labelled-parts.js';
import { REL_LABELS, type Rel } from '../../docs-db/rel.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, stringSelect, type ActionRow } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { openSectionId, sectionKey } from './doc-section-ids.js';
import { textBlocks } from './doc-view.js';
import { penaltyChanges } from './penalty-changes.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS, docFooter, sourceFooter } from '../payload/reply-helpers.js';

/** The walker's state in its custom ids: whose message, the date asked for ('' for the newest) and the REL. */
export interface PenaltyWalk {
  ownerId: string;
  at: string;
  rel: Rel;
}

/** The IPG is for Competitive and Professional REL; the help desk must not apply it at Regular REL. */
export const REGULAR_REL_NOTE =
  'At **Regular REL** the IPG does not apply: follow the *Judging at Regular REL* document instead, which fixes errors without these penalties (`rel:regular`).';

/** One letter per REL in custom ids, which hold 100 characters. */
const REL_CODES: Record<Rel, string> = { regular: 'r', competitive: 'c', professional: 'p' };

/** The REL a custom id's letter stands for; Competitive for anything else (an id from before RELs). */
export function relFromCode(code: string | undefined): Rel {
  return (Object.keys(REL_CODES) as Rel[]).find((rel) => REL_CODES[rel] === code) ?? 'competitive';
}

/** `penalty:<owner>:<action>:<at>:<rel>:<args…>` */
export function penaltyId(walk: PenaltyWalk, action: string, ...args: string[]): string {
  return encodeCustomId({ command: 'penalty', ownerId: walk.ownerId, action, args: [walk.at, REL_CODES[walk.rel], ...args] });
}

/** The classes in the IPG's order, each with its infractions. */
export function infractionClasses(infractions: StoredSection[]): { name: string; infractions: StoredSection[] }[] {
  const classes = new Map<string, StoredSection[]>();
  for (const section of infractions) {
    const name = section.infraction!.class;
    classes.set(name, [...(classes.get(name) ?? []), section]);
  }
  return [...classes].map(([name, members]) => ({ name, infractions: members }));
}

/** What the walker answers from at this REL, said first on every screen. */
function relLine(rel: Rel): string {
  return rel === 'regular'
    ? '**Regular REL** — the IPG’s penalties do not apply: pick the infraction as the IPG names it, and see what *Judging at Regular REL* says to do.'
    : `**${REL_LABELS[rel]} REL** — the IPG’s penalties.`;
}

/** Buttons switching the screen to another REL; the current one is shown pressed (disabled). */
function relButtons(walk: PenaltyWalk, action: string, ...args: string[]): ActionRow {
  return actionRow(
    ...(Object.keys(REL_LABELS) as Rel[]).map((rel) =>
      button(penaltyId({ ...walk, rel }, action, ...args), `${REL_LABELS[rel]} REL`, { disabled: rel === walk.rel, style: rel === walk.rel ? ButtonStyle.Primary : ButtonStyle.Secondary }),
    ),
  );
}

/** Step 1: pick the class. */
export function classesView(version: DocVersionSummary, infractions: StoredSection[], walk: PenaltyWalk, settings: CommandSettings): Reply {
  const classes = infractionClasses(infractions);
  const lines = classes.map(({ name, infractions: members }) => `**${escapeMarkdown(name)}** — ${members.map((section) => escapeMarkdown(section.infraction!.name)).join(', ')}`);
  const note = walk.rel === 'regular' ? '' : `\n\n${REGULAR_REL_NOTE}`;
  return {
    embeds: [
      {
        title: 'Penalty walker — which kind of infraction?',
        url: settings.docsPageUrl,
        description: `${relLine(walk.rel)}\n\n${lines.join('\n\n')}${note}`,
        color: COLORS.document,
        footer: docFooter(version.kind, version.effectiveDate),
      },
    ],
    components: [
      actionRow(
        stringSelect(
          penaltyId(walk, 'class'),
          'Pick the class of the infraction',
          classes.map(({ name, infractions: members }) => ({
            label: name,
            value: name,
            description: `${members.length} infractions: ${members[0]!.number}–${members.at(-1)!.number}`,
          })),
        ),
      ),
      relButtons(walk, 'start'),
    ],
  };
}

function infractionSelect(walk: PenaltyWalk, members: StoredSection[], placeholder: string) {
  return stringSelect(
    penaltyId(walk, 'infraction'),
    placeholder,
    members.map((section) => ({ label: `${section.number} ${section.infraction!.name}`, value: section.number, description: section.infraction!.penalty })),
  );
}

/** Step 2: pick the infraction of a class; at Regular REL each says which JAR section answers it. */
export function classView(
  version: DocVersionSummary,
  className: string,
  members: StoredSection[],
  walk: PenaltyWalk,
  settings: CommandSettings,
  jarTitleFor?: (section: StoredSection) => string,
): Reply {
  const lines = members.map((section) => {
    const answer = walk.rel === 'regular' && jarTitleFor ? `JAR: ${escapeMarkdown(jarTitleFor(section))}` : escapeMarkdown(section.infraction!.penalty);
    return `**${section.number}** ${escapeMarkdown(section.infraction!.name)} — ${answer}`;
  });
  return {
    embeds: [
      {
        title: shorten(`Penalty walker — ${className}`, LIMITS.title),
        url: settings.docsPageUrl,
        description: `${relLine(walk.rel)}\n\n${lines.join('\n')}`,
        color: COLORS.document,
        footer: docFooter(version.kind, version.effectiveDate),
      },
    ],
    components: [
      actionRow(infractionSelect(walk, members, 'Pick the infraction')),
      actionRow(button(penaltyId(walk, 'start'), '◀ Classes')),
      relButtons(walk, 'class', className),
    ],
  };
}

/** A labelled part as page blocks, its lists kept as lists. */
function partBlocks(label: string, text: string | undefined): string[] {
  const [first = 'None.', ...rest] = text ? textBlocks(text) : [];
  return [`**${label}**\n${first}`, ...rest];
}

/** The paragraphs of an infraction that speak of Professional REL: where the IPG sets it apart. */
function professionalNotes(section: StoredSection): string[] {
  return section.text.split('\n').filter((paragraph) => /\bProfessional\b/.test(paragraph) && /\bREL\b|Rules Enforcement Level/.test(paragraph));
}

/** The page `page` of `blocks`, with the number of pages and the page it really is (clamped). */
function pageOf(blocks: string[], page: number): { text: string; page: number; pages: number } {
  const pages = paginate(blocks, PAGE_BUDGET);
  const current = Math.min(Math.max(page, 0), pages.length - 1);
  return { text: pages[current]!, page: current, pages: pages.length };
}

function pageButtons(walk: PenaltyWalk, number: string, page: number, pages: number): ActionRow[] {
  if (pages <= 1) return [];
  return [
    actionRow(
      button(penaltyId(walk, 'page', number, String(page - 1)), '◀ Page', { disabled: page === 0 }),
      button(penaltyId(walk, 'page', number, String(page + 1)), 'Page ▶', { disabled: page === pages - 1, style: ButtonStyle.Primary }),
    ),
  ];
}

function backButtons(walk: PenaltyWalk, section: StoredSection) {
  const infraction = section.infraction!;
  return [button(penaltyId(walk, 'class', infraction.class), `◀ ${infraction.class}`), button(penaltyId(walk, 'start'), '◀ Classes')];
}

/**
 * Step 3 at Competitive or Professional REL: the penalty first, then the whole definition,
 * additional remedy, upgrade and downgrade, paged; at Professional what the IPG sets apart for it.
 */
export function infractionView(
  version: DocVersionSummary,
  section: StoredSection,
  classMembers: StoredSection[],
  walk: PenaltyWalk,
  settings: CommandSettings,
  page = 0,
): Reply {
  const infraction = section.infraction!;
  const { parts } = infraction;
  const professional = walk.rel === 'professional' ? professionalNotes(section) : [];
  const blocks = [
    `${relLine(walk.rel)}\n**Penalty: ${escapeMarkdown(infraction.penalty)}**${penaltyChanges(parts).map((line) => `\n${line}`).join('')}`,
    ...(walk.rel === 'professional'
      ? professional.length > 0
        ? [`**At Professional REL**\n${professional.map(escapeMarkdown).join('\n')}`]
        : ['The IPG sets this infraction no differently at Professional REL.']
      : []),
    ...partBlocks(PART_LABELS.definition, parts.definition),
    ...partBlocks(PART_LABELS.additionalRemedy, parts.additionalRemedy),
    ...partBlocks(PART_LABELS.upgrade, parts.upgrade),
    ...(parts.downgrade ? partBlocks(PART_LABELS.downgrade, parts.downgrade) : []),
    ...(walk.rel === 'competitive' ? [REGULAR_REL_NOTE] : []),
  ];
  const shown = pageOf(blocks, page);
  return {
    embeds: [
      {
        title: shorten(`${sectionLabel(version.kind, section.number)} · ${section.title}`, LIMITS.title),
        url: settings.docsPageUrl,
        description: shown.text,
        color: COLORS.document,
        footer: docFooter(version.kind, version.effectiveDate, shown.page, shown.pages),
      },
    ],
    components: [
      actionRow(infractionSelect(walk, classMembers, `Another ${infraction.class}`)),
      ...pageButtons(walk, section.number, shown.page, shown.pages),
      actionRow(button(openSectionId(version.kind, walk.ownerId, section.number, walk.at), 'Full section', { style: ButtonStyle.Primary }), ...backButtons(walk, section)),
      relButtons(walk, 'infraction', section.number),
    ],
  };
}

/** What Regular REL's answer to an infraction is made of (docs-db/lookup/regular-rel.ts finds it). */
export interface RegularRelView {
  ipg: DocVersionSummary;
  jar: DocVersionSummary;
  /** The IPG infraction picked. */
  section: StoredSection;
  /** The JAR section that answers it, with its text. */
  jarSection: StoredSection;
  reason: string;
  /** What the JAR says about the error being repeated; empty when it says nothing. */
  repeated: string[];
}

/**
 * Step 3 at Regular REL: the JAR's fix for the infraction picked (the whole section), what the JAR
 * says about repeats, why this section, and a button to the IPG's version for comparison.
 */
export function regularRelView(view: RegularRelView, classMembers: StoredSection[], walk: PenaltyWalk, settings: CommandSettings, page = 0): Reply {
  const { ipg, jar, section, jarSection, reason, repeated } = view;
  const infraction = section.infraction!;
  const blocks = [
    `${relLine('regular')}\n\n**${escapeMarkdown(jarSection.title)}**`,
    ...textBlocks(jarSection.text),
    ...(repeated.length > 0 ? [`**If it happens again**\n${repeated.map(escapeMarkdown).join(' ')}`] : []),
    `**Why this section**\n${escapeMarkdown(reason)}`,
    `At Competitive REL the IPG’s penalty would be **${escapeMarkdown(infraction.penalty)}**: the button below shows it.`,
  ];
  const shown = pageOf(blocks, page);
  return {
    embeds: [
      {
        title: shorten(`Regular REL · ${infraction.name} (${sectionLabel(ipg.kind, section.number)})`, LIMITS.title),
        url: settings.docsPageUrl,
        description: shown.text,
        color: COLORS.document,
        footer: sourceFooter(`Judging at Regular REL, effective ${jar.effectiveDate} · IPG ${ipg.effectiveDate}`, shown.page, shown.pages),
      },
    ],
    components: [
      actionRow(infractionSelect(walk, classMembers, `Another ${infraction.class}`)),
      ...pageButtons(walk, section.number, shown.page, shown.pages),
      actionRow(
        button(penaltyId({ ...walk, rel: 'competitive' }, 'infraction', section.number), 'IPG version', { style: ButtonStyle.Primary }),
        button(openSectionId('jar', walk.ownerId, sectionKey(jarSection), walk.at), 'Full JAR section'),
        ...backButtons(walk, section),
      ),
    ],
  };
}
