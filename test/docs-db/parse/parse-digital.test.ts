import { describe, expect, it } from 'vitest';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';

describe('the Digital MTR (2021-11-15, a PDF-to-HTML conversion without a table of contents)', () => {
  it('is its own document, dated by its cover', async () => {
    const dmtr = await sharedTournamentDocument('dmtr2021Html');
    expect({ kind: dmtr.kind, effectiveDate: dmtr.effectiveDate }).toEqual({ kind: 'dmtr', effectiveDate: '2021-11-15' });
  });

  it('finds its introduction, chapters 1–7 with every section in order, and appendices A–D, by their numbering', async () => {
    const dmtr = await sharedTournamentDocument('dmtr2021Html');
    const counts = { 1: 11, 2: 12, 3: 4, 4: 4, 5: 6, 6: 4, 7: 4 };
    const expected = [
      'Introduction',
      ...Object.entries(counts).flatMap(([chapter, sections]) => [chapter, ...Array.from({ length: sections }, (_, index) => `${chapter}.${index + 1}`)]),
      'Appendix A', 'Appendix B', 'Appendix C', 'Appendix D',
    ];
    expect(dmtr.sections.map((section) => section.number || section.title)).toEqual(expected);
    const titled = (number: string) => dmtr.sections.find((section) => section.number === number)!.title;
    expect([titled('1'), titled('2.3'), titled('5.6'), titled('Appendix D')]).toEqual([
      'Tournament Fundamentals', 'Pregame Procedures — MTG Arena Challenge Info', 'Outside Assistance', 'Recommended Number of Rounds in Swiss Tournaments',
    ]);
  });

  it('keeps a numbered list inside a section as its text, not as chapters (3.1’s tiebreakers, 2.3’s challenge steps)', async () => {
    const dmtr = await sharedTournamentDocument('dmtr2021Html');
    const tiebreakers = dmtr.sections.find((section) => section.number === '3.1')!.text;
    expect(tiebreakers).toContain('4. Opponents’ game-win percentage');
    expect(dmtr.sections.find((section) => section.number === '2.3')!.text).toContain('1. Find the MTG Arena ID of your opponent.');
  });
});

describe('the Digital IPG (2021-11-15)', () => {
  it('is its own document, with its front matter, chapters and appendix', async () => {
    const dipg = await sharedTournamentDocument('dipg2021Html');
    expect({ kind: dipg.kind, effectiveDate: dipg.effectiveDate }).toEqual({ kind: 'dipg', effectiveDate: '2021-11-15' });
    expect(dipg.sections.map((section) => section.number || section.title)).toEqual([
      'Introduction', 'Framework of this Document', '1', '1.1', '1.2', '2', '2.1', '2.2', '2.3', '2.4', '2.5',
      '3', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9', 'Appendix A',
    ]);
  });

  it('reads each infraction’s penalty from the brackets after its heading, and its parts', async () => {
    const dipg = await sharedTournamentDocument('dipg2021Html');
    const infractions = dipg.sections.filter((section) => section.infraction).map((section) => [section.number, section.infraction!.class, section.infraction!.name, section.infraction!.penalty]);
    expect(infractions).toEqual([
      ['2.1', 'Tournament Error', 'Late Arrival to Match', 'Warning'],
      ['2.2', 'Tournament Error', 'Outside Assistance', 'Match Loss'],
      ['2.3', 'Tournament Error', 'Slow Play', 'Warning'],
      ['2.4', 'Tournament Error', 'Deck Submission Issue', 'Game Loss'],
      ['3.1', 'Unsporting Conduct', 'Minor', 'Warning'],
      ['3.2', 'Unsporting Conduct', 'Moderate', 'Game Loss'],
      ['3.3', 'Unsporting Conduct', 'Major', 'Match Loss'],
      ['3.4', 'Unsporting Conduct', 'Improperly Determining a Winner', 'Match Loss'],
      ['3.5', 'Unsporting Conduct', 'Bribery and Wagering', 'Match Loss'],
      ['3.6', 'Unsporting Conduct', 'Aggressive Behavior', 'Disqualification'],
      ['3.7', 'Unsporting Conduct', 'Theft of Tournament Material', 'Disqualification'],
      ['3.8', 'Unsporting Conduct', 'Stalling', 'Disqualification'],
      ['3.9', 'Unsporting Conduct', 'Cheating', 'Disqualification'],
    ]);
    const slowPlay = dipg.sections.find((section) => section.number === '2.3')!.infraction!.parts;
    expect(slowPlay.definition).toMatch(/^In a Challenge Match a player takes longer than is reasonable/);
    expect(slowPlay.examples).toContain('A. A player spends an excessive amount of time to perform game actions.');
  });
});
