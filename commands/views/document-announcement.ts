/** The changelog post for new Magic Tournament Rules or Infraction Procedure Guide versions. */
import type { Reply } from '../payload/message-payload.js';
import { COLORS } from '../payload/reply-helpers.js';

const TITLES = { mtr: 'Magic Tournament Rules', ipg: 'Infraction Procedure Guide' } as const;
const COMMANDS = { mtr: '/mtr', ipg: '/ipg' } as const;

/** One line per new version: "Magic Tournament Rules effective 2025-04-21: /mtr answers from it now." */
export function documentAnnouncement(documents: { doc: 'mtr' | 'ipg'; effectiveDate: string }[], docsPageUrl: string): Reply {
  return {
    embeds: [
      {
        title: documents.length === 1 ? `New ${TITLES[documents[0]!.doc]}` : 'New tournament documents',
        url: docsPageUrl,
        color: COLORS.document,
        description: documents.map((document) => `**${TITLES[document.doc]}** effective **${document.effectiveDate}**: ${COMMANDS[document.doc]} answers from it now.`).join('\n'),
      },
    ],
  };
}
