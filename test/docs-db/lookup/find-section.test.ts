import { describe, expect, it } from 'vitest';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';
import { findSection } from '../../../docs-db/lookup/find-section.js';

describe('findSection in the IPG of 2024-09-23', () => {
  it.each(['GRV', 'game rule violation', '2.5', '2.5.', 'IPG 2.5', 'Game Play Error — Game Rule Violation', 'GAME-RULE VIOLATION', 'grv'])(
    'finds 2.5 from %j',
    async (query) => {
      const ipg = await sharedTournamentDocument('ipg2024Pdf');
      expect(findSection(ipg, query)?.number).toBe('2.5');
    },
  );

  it.each([
    ['game rule violaton', '2.5'],
    ['missed triger', '2.1'],
    ['tardyness', '3.1'],
    ['failure to maintain gamestate', '2.6'],
  ])('forgives a small typo: %j is %s', async (query, number) => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, query)?.number).toBe(number);
  });

  it.each([
    ['rule violation', '2.5'],
    ['theft', '4.6'],
    ['B & W', '4.4'],
    ['usc major', '4.2'],
    ['appendix a', 'Appendix A'],
    ['B', 'Appendix B'],
    ['introduction', ''],
    ['4', '4'],
  ])('finds %j as %j', async (query, number) => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, query)?.number).toBe(number);
  });

  it.each([
    ['missed Dark Confidant trigger', '2.1'],
    ['opponent says it was a game rule violation of some kind', '2.5'],
  ])('finds a name amid other words, in order: %j is %s (regression: "missed Dark Confidant trigger" found nothing)', async (query, number) => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, query)?.number).toBe(number);
  });

  it('takes nothing when two sections’ names are equally there ("slow play and outside assistance")', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, 'was it slow play or outside assistance then')).toBeNull();
  });

  it.each(['', '   ', '9.9', '5', 'Appendix Q', 'xyzzy', 'MD', 'USC'])('finds nothing for %j', async (query) => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, query)).toBeNull();
  });

  it('does not take a short initialism for a neighbour one letter away ("MT" is not "MC")', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(findSection(ipg, 'MT')?.number).toBe('2.1');
    expect(findSection(ipg, 'MC')?.number).toBe('3.8');
  });
});

describe('findSection in the MTR', () => {
  it('finds sections by number, title and shorthand', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(findSection(mtr, '10.4')?.title).toBe('Pairing Algorithm');
    expect(findSection(mtr, 'out of order sequencing')?.number).toBe('4.3');
    expect(findSection(mtr, 'REL')?.number).toBe('1.12');
    expect(findSection(mtr, 'slow play')?.number).toBe('5.5');
    expect(findSection(mtr, 'Appendix F')?.title).toBe('Rules Enforcement Levels of Programs');
  });

  it('follows a title to its new number in another version', async () => {
    const mtr2021 = await sharedTournamentDocument('mtr2021Pdf');
    const mtr2025 = await sharedTournamentDocument('mtr2025Pdf');
    expect(findSection(mtr2021, 'ID')?.number).toBe('2.4');
    expect(findSection(mtr2025, 'ID')?.number).toBe('2.5');
  });

  it('finds IPG shorthand in the IPG only', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(findSection(mtr, 'GRV')).toBeNull();
  });
});
