/** The Magic Tournament Rules' paragraphs → its sections: chapters "1." to "10.", sections "1.1" to "10.4", appendices. */
import { outlineSections } from './numbered-outline.js';
import { findEffectiveDate } from './effective-date.js';
import type { TournamentDocument } from '../tournament-document.js';
import { unrecognisedDocument } from './unrecognised-document.js';

/**
 * Parses the paragraphs of an MTR (from any source: PDF, pdftotext, plain text, HTML), or of the
 * Digital MTR (`kind` dmtr, which has no table of contents); throws a UserError when they are not one.
 */
export function parseMtr(paragraphs: string[], kind: 'mtr' | 'dmtr' = 'mtr'): TournamentDocument {
  const effectiveDate = findEffectiveDate(paragraphs);
  if (!effectiveDate) throw unrecognisedDocument('the Tournament Rules cover has no "Effective <Month D, YYYY>" line');
  const outline = outlineSections(paragraphs);
  if (!outline) throw unrecognisedDocument('the Tournament Rules have no table of contents to find the sections by');
  return {
    kind,
    effectiveDate,
    sections: outline.map(({ number, level, title, paragraphs: text }) => ({
      number,
      level,
      title: title.split('\t')[0]!,
      text: text.join('\n'),
    })),
  };
}
