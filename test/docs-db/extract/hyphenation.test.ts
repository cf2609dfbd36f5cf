import { describe, expect, it } from 'vitest';
import { splitLines } from '../../../common/decode-text.js';
import { readShared } from '../../support/shared-data.js';
import { buildVocabulary, joinWrapped, restoreLostHyphens } from '../../../docs-db/extract/hyphenation.js';

const ipgLines = splitLines(readShared('data/cr/ipg-20240923.pdftotext.txt').toString('utf8'));
const ipg = buildVocabulary(ipgLines);

describe('joinWrapped', () => {
  it('joins wrapped lines with a space', () => {
    expect(joinWrapped('A player commits', 'an error', ipg)).toBe('A player commits an error');
  });

  it('keeps the hyphen of a compound broken at it', () => {
    expect(joinWrapped('any previously-', 'unknown cards', ipg)).toBe('any previously-unknown cards');
    expect(joinWrapped('a DCI-', 'sanctioned tournament', ipg)).toBe('a DCI-sanctioned tournament');
  });

  it('drops the hyphen of a word broken for the line when the document prints it whole elsewhere', () => {
    expect(ipg.counts.has('infraction')).toBe(true);
    expect(joinWrapped('the infrac-', 'tion is', ipg)).toBe('the infraction is');
  });

  it('drops a soft hyphen', () => {
    expect(joinWrapped('the infrac\u00ad', 'tion is', ipg)).toBe('the infraction is');
  });
});

describe('restoreLostHyphens', () => {
  // pdftotext joined "…previously-" and "unknown cards…" into one over-long line and dropped the hyphen.
  const joined = ipgLines.find((line) => line.includes('that many previouslyunknown cards'))!;

  it('puts back a hyphen dropped at the joint of two lines', () => {
    const start = joined.indexOf('previouslyunknown');
    expect(restoreLostHyphens(joined, ipg, start - 10, start + 10)).toContain('that many previously-unknown cards');
  });

  it('leaves words outside the joint alone', () => {
    const start = joined.indexOf('previouslyunknown');
    expect(restoreLostHyphens(joined, ipg, 0, start - 1)).toBe(joined);
  });
});
