/** The changelog post for new tournament document versions (MTR, IPG, JAR, and the digital ones imported by hand). */
import { DOC_TITLES, type DocKind } from '../../docs-db/tournament-document.js';
import type { Reply } from '../payload/message-payload.js';
import { COLORS } from '../payload/reply-helpers.js';

const TITLES = DOC_TITLES;
const COMMANDS: Record<DocKind, string> = { mtr: '/mtr', ipg: '/ipg', jar: '/jar', dmtr: '/mtr digital:true', dipg: '/ipg digital:true' };

/** One line per new version: "Magic Tournament Rules effective 2025-04-21: /mtr answers from it now." */
export function documentAnnouncement(documents: { doc: DocKind; effectiveDate: string }[], docsPageUrl: string): Reply {
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
