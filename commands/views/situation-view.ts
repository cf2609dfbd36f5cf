/**
 * `/penalty situation:` — what a described situation reads as (docs-db/lookup/situation-infractions.ts):
 * the infraction(s) and, at the walker's REL, the IPG's penalty or what Judging at Regular REL says;
 * what decides between each and its near neighbours; an MTR section when one reads better; and a
 * button opening each infraction in the walker. Said to be a reading, never a ruling.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { SituationReading } from '../../search/situation-infractions.js';
import type { StoredSection } from '../../docs-db/store/section-queries.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { REL_LABELS } from '../../docs-db/rel.js';
import { sectionLabel } from '../../docs-db/tournament-document.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten } from '../payload/components.js';
import { COLORS, docFooter } from '../payload/reply-helpers.js';
import { openSectionId, sectionKey } from './doc-section-ids.js';
import { penaltyId, type PenaltyWalk } from './penalty-view.js';

/** What the walker's REL answers for one infraction: the IPG's penalty, or at Regular REL the JAR section that applies. */
export type RelAnswer = (section: StoredSection) => string;

/** The reading of `situation` as one message. */
export function situationView(situation: string, reading: SituationReading, walk: PenaltyWalk, answer: RelAnswer): Reply {
  const [best, ...close] = reading.infractions;
  const line = (section: StoredSection) => `**${sectionLabel('ipg', section.number)} ${escapeMarkdown(section.title)}** — ${answer(section)}`;
  const description = [
    `> ${escapeMarkdown(situation).replace(/\n/g, '\n> ')}`,
    '',
    `Reads as ${line(best!.section)}`,
    ...(close.length > 0 ? ['', `Or, as closely: ${close.map((infraction) => line(infraction.section)).join('; ')}`] : []),
    ...(reading.mtr
      ? ['', `Perhaps no infraction at all: **${sectionLabel('mtr', reading.mtr.section)} ${escapeMarkdown(reading.mtr.title)}** reads closer.`]
      : []),
  ].join('\n');
  const fields = reading.neighbours.map((note) => ({
    name: shorten(`${best!.section.infraction!.name} or ${note.other.infraction!.name}?`, 256),
    value: `${escapeMarkdown(note.decides)}\n*${escapeMarkdown(note.why)}*`,
  }));
  const open = reading.infractions.map(({ section }) =>
    button(penaltyId(walk, 'infraction', section.number), shorten(`${sectionLabel('ipg', section.number)} ${section.infraction!.name}`, 80), { style: ButtonStyle.Primary }),
  );
  const mtr = reading.mtr ? [button(openSectionId('mtr', walk.ownerId, sectionKey({ number: reading.mtr.section, title: reading.mtr.title }), walk.at), shorten(`${sectionLabel('mtr', reading.mtr.section)} ${reading.mtr.title}`, 80))] : [];
  return {
    embeds: [
      {
        title: `What this reads as, at ${REL_LABELS[walk.rel]} REL`,
        description,
        color: COLORS.document,
        fields: fields.slice(0, 25),
        footer: { text: `A reading of the situation, not a ruling: check the facts against each section. ${docFooter('ipg', reading.ipg.effectiveDate).text}` },
      },
    ],
    components: [actionRow(...open, ...mtr)],
  };
}
