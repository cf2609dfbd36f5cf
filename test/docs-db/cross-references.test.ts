import { describe, expect, it } from 'vitest';
import { crossReferences } from '../../docs-db/cross-references.js';
import { sharedTournamentDocument } from '../support/tournament-documents.js';

describe('crossReferences', () => {
  it.each([
    ['consider a simple backup (see section 1.4).', [{ doc: 'ipg', number: '1.4' }]],
    ['Out-of-Order Sequencing rules (MTR section 4.3) may also be applicable', [{ doc: 'mtr', number: '4.3' }]],
    ['Refer to section 5.2 of the Magic Tournament Rules for a', [{ doc: 'mtr', number: '5.2' }]],
    ['detailed in section 4 of the Magic Tournament Rules and the', [{ doc: 'mtr', number: '4' }]],
    ['(IPG 3.9) and (MTR 3.10)', [{ doc: 'ipg', number: '3.9' }, { doc: 'mtr', number: '3.10' }]],
    ['is listed in Appendix F.', [{ doc: 'ipg', number: 'Appendix F' }]],
    ['the Magic Comprehensive Rules, rule 103.4c)', [{ doc: 'cr', number: '103.4c' }]],
    ['Section 7 applies; see section 7 and section 2.5', [{ doc: 'ipg', number: '7' }, { doc: 'ipg', number: '2.5' }]],
  ])('reads %j', (text, expected) => {
    expect(crossReferences('ipg', text)).toEqual(expected);
  });

  it.each(['section 123', 'this appendix.', 'sections of the venue', 'Comprehensive Rules 2026', 'see section 2.5'])(
    'finds no reference in %j from section 2.5 itself',
    (text) => {
      expect(crossReferences('ipg', text, '2.5')).toEqual([]);
    },
  );

  it('reads the references of the 2025 MTR, in order of mention', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdftotext');
    const section = (number: string) => mtr.sections.find((candidate) => candidate.number === number)!;
    expect(crossReferences('mtr', section('2.3').text, '2.3')).toEqual([{ doc: 'mtr', number: '2.2' }, { doc: 'cr', number: '103.4' }]);
    expect(crossReferences('mtr', section('8.6').text, '8.6')).toEqual([{ doc: 'mtr', number: '7' }, { doc: 'mtr', number: 'Appendix D' }]);
  });
});
