/**
 * The /penalty walker's screens: the three infraction classes, one class's infractions, and one
 * infraction's penalty with what to do about it (additional remedy, upgrade, downgrade).
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIEmbedField } from 'discord-api-types/v10';
import type { DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import type { StoredSection } from '../../docs-db/store/section-queries.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { PART_LABELS } from '../../docs-db/labelled-parts.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import type { CommandSettings } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten, stringSelect } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { openSectionId } from './doc-section-ids.js';
import { LIMITS } from '../payload/discord-limits.js';
import { splitText } from '../payload/paginate.js';
import { COLORS, docFooter } from '../payload/reply-helpers.js';

/** The walker's state in its custom ids: whose message, and the date the user asked for ('' for the newest). */
export interface PenaltyWalk {
  ownerId: string;
  at: string;
}

/** The IPG is for Competitive and Professional REL; the help desk must not apply it at Regular REL. */
export const REGULAR_REL_NOTE =
  'At **Regular REL** the IPG does not apply: follow the *Judging at Regular REL* document instead, which fixes errors without these penalties.';

/** The definition's opening, to confirm the right infraction was picked (the full text is one button away). */
const DEFINITION_PREVIEW = 600;

/** `penalty:<owner>:<action>:<at>:<args…>` */
export function penaltyId(walk: PenaltyWalk, action: string, ...args: string[]): string {
  return encodeCustomId({ command: 'penalty', ownerId: walk.ownerId, action, args: [walk.at, ...args] });
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

/** Step 1: pick the class. */
export function classesView(version: DocVersionSummary, infractions: StoredSection[], walk: PenaltyWalk, settings: CommandSettings): Reply {
  const classes = infractionClasses(infractions);
  const lines = classes.map(({ name, infractions: members }) => `**${escapeMarkdown(name)}** — ${members.map((section) => escapeMarkdown(section.infraction!.name)).join(', ')}`);
  return {
    embeds: [
      {
        title: 'Penalty walker — which kind of infraction?',
        url: settings.docsPageUrl,
        description: `${lines.join('\n\n')}\n\n${REGULAR_REL_NOTE}`,
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

/** Step 2: pick the infraction of a class. */
export function classView(version: DocVersionSummary, className: string, members: StoredSection[], walk: PenaltyWalk, settings: CommandSettings): Reply {
  const lines = members.map((section) => `**${section.number}** ${escapeMarkdown(section.infraction!.name)} — ${escapeMarkdown(section.infraction!.penalty)}`);
  return {
    embeds: [
      {
        title: shorten(`Penalty walker — ${className}`, LIMITS.title),
        url: settings.docsPageUrl,
        description: lines.join('\n'),
        color: COLORS.document,
        footer: docFooter(version.kind, version.effectiveDate),
      },
    ],
    components: [actionRow(infractionSelect(walk, members, 'Pick the infraction')), actionRow(button(penaltyId(walk, 'start'), '◀ Classes'))],
  };
}

/** A part as fields of at most 1024 characters: the first under the part's label, the rest "(continued)". */
function partFields(label: string, text: string | undefined): APIEmbedField[] {
  const value = text ? escapeMarkdown(text) : 'None.';
  return splitText(value, LIMITS.fieldValue).map((piece, index) => ({ name: index === 0 ? label : `${label} (continued)`, value: piece }));
}

/** Step 3: one infraction's penalty, additional remedy, upgrade and downgrade, with the full section a button away. */
export function infractionView(version: DocVersionSummary, section: StoredSection, classMembers: StoredSection[], walk: PenaltyWalk, settings: CommandSettings): Reply {
  const infraction = section.infraction!;
  const { parts } = infraction;
  const fields: APIEmbedField[] = [
    { name: 'Penalty', value: `**${escapeMarkdown(infraction.penalty)}**`, inline: true },
    ...partFields(PART_LABELS.additionalRemedy, parts.additionalRemedy),
    ...partFields(PART_LABELS.upgrade, parts.upgrade),
    ...(parts.downgrade ? partFields(PART_LABELS.downgrade, parts.downgrade) : []),
    { name: 'Regular REL', value: REGULAR_REL_NOTE },
  ];
  const definition = parts.definition ? `**${PART_LABELS.definition}:** ${shorten(escapeMarkdown(parts.definition.replace(/\n/g, ' ')), DEFINITION_PREVIEW)}` : '';
  return {
    embeds: [
      {
        title: shorten(`${sectionLabel(version.kind, section.number)} · ${section.title}`, LIMITS.title),
        url: settings.docsPageUrl,
        ...(definition ? { description: definition } : {}),
        color: COLORS.document,
        fields,
        footer: docFooter(version.kind, version.effectiveDate),
      },
    ],
    components: [
      actionRow(infractionSelect(walk, classMembers, `Another ${infraction.class}`)),
      actionRow(
        button(openSectionId(version.kind, walk.ownerId, section.number, walk.at), 'Full section', { style: ButtonStyle.Primary }),
        button(penaltyId(walk, 'class', infraction.class), `◀ ${infraction.class}`),
        button(penaltyId(walk, 'start'), '◀ Classes'),
      ),
    ],
  };
}
