import { describe, expect, it } from 'vitest';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';
import type { DocSection, InfractionParts, TournamentDocument } from '../../../docs-db/tournament-document.js';

/** The 23 infractions of the IPG effective September 23, 2024, with the penalty printed beside each heading. */
const IPG_2024_INFRACTIONS = [
  ['2.1', 'Game Play Error', 'Missed Trigger', 'No Penalty'],
  ['2.2', 'Game Play Error', 'Looking at Extra Cards', 'Warning'],
  ['2.3', 'Game Play Error', 'Hidden Card Error', 'Warning'],
  ['2.4', 'Game Play Error', 'Mulligan Procedure Error', 'Warning'],
  ['2.5', 'Game Play Error', 'Game Rule Violation', 'Warning'],
  ['2.6', 'Game Play Error', 'Failure to Maintain Game State', 'Warning'],
  ['3.1', 'Tournament Error', 'Tardiness', 'Game Loss'],
  ['3.2', 'Tournament Error', 'Outside Assistance', 'Match Loss'],
  ['3.3', 'Tournament Error', 'Slow Play', 'Warning'],
  ['3.4', 'Tournament Error', 'Decklist Problem', 'Game Loss'],
  ['3.5', 'Tournament Error', 'Deck Problem', 'Warning'],
  ['3.6', 'Tournament Error', 'Limited Procedure Violation', 'Warning'],
  ['3.7', 'Tournament Error', 'Communication Policy Violation', 'Warning'],
  ['3.8', 'Tournament Error', 'Marked Cards', 'Warning'],
  ['3.9', 'Tournament Error', 'Insufficient Shuffling', 'Warning'],
  ['4.1', 'Unsporting Conduct', 'Minor', 'Warning'],
  ['4.2', 'Unsporting Conduct', 'Major', 'Match Loss'],
  ['4.3', 'Unsporting Conduct', 'Improperly Determining a Winner', 'Match Loss'],
  ['4.4', 'Unsporting Conduct', 'Bribery and Wagering', 'Match Loss'],
  ['4.5', 'Unsporting Conduct', 'Aggressive Behavior', 'Disqualification'],
  ['4.6', 'Unsporting Conduct', 'Theft of Tournament Material', 'Disqualification'],
  ['4.7', 'Unsporting Conduct', 'Stalling', 'Disqualification'],
  ['4.8', 'Unsporting Conduct', 'Cheating', 'Disqualification'],
].map(([number, infractionClass, name, penalty]) => ({
  number: number!,
  title: `${infractionClass} — ${name}`,
  class: infractionClass!,
  name: name!,
  penalty: penalty!,
}));

type Part = keyof InfractionParts;
const ALL: Part[] = ['definition', 'examples', 'philosophy', 'additionalRemedy'];

/** Which parts each 2024 infraction prints, read off the document's headings and "Upgrade:"/"Downgrade:" labels. */
const IPG_2024_PARTS: Record<string, Part[]> = {
  '2.1': [...ALL, 'upgrade'],
  '2.2': ALL,
  '2.3': [...ALL, 'upgrade'],
  '2.4': ALL,
  '2.5': ALL,
  '2.6': ['definition', 'examples', 'philosophy'],
  '3.1': [...ALL, 'upgrade', 'downgrade'],
  '3.2': ['definition', 'examples', 'philosophy', 'downgrade'],
  '3.3': ALL,
  '3.4': ALL,
  '3.5': [...ALL, 'upgrade'],
  '3.6': ['definition', 'examples', 'philosophy'],
  '3.7': ALL,
  '3.8': [...ALL, 'upgrade'],
  '3.9': ALL,
  '4.1': ALL,
  '4.2': [...ALL, 'upgrade'],
  '4.3': ['definition', 'examples', 'philosophy'],
  '4.4': ['definition', 'examples', 'philosophy'],
  '4.5': ALL,
  '4.6': ALL,
  '4.7': ['definition', 'examples'],
  '4.8': ['definition', 'examples'],
};

function infractions(document: TournamentDocument) {
  return document.sections.flatMap(({ number, title, infraction }) =>
    infraction ? [{ number, title, class: infraction.class, name: infraction.name, penalty: infraction.penalty }] : [],
  );
}

function section(document: TournamentDocument, number: string): DocSection {
  const found = document.sections.find((candidate) => candidate.number === number);
  if (!found) throw new Error(`no section ${number}`);
  return found;
}

describe('parseIpg on the IPG PDF effective 2024-09-23', () => {
  it('reads the effective date from the cover', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(ipg.kind).toBe('ipg');
    expect(ipg.effectiveDate).toBe('2024-09-23');
  });

  it('finds all 23 infractions with their class, name and penalty as printed', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(infractions(ipg)).toEqual(IPG_2024_INFRACTIONS);
  });

  it('splits each infraction into the parts the document prints for it', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    const parts = Object.fromEntries(
      ipg.sections.flatMap((candidate) => (candidate.infraction ? [[candidate.number, Object.keys(candidate.infraction.parts).sort()]] : [])),
    );
    expect(parts).toEqual(Object.fromEntries(Object.entries(IPG_2024_PARTS).map(([number, names]) => [number, [...names].sort()])));
  });

  it('gives the text of each part without its heading or label', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    const grv = section(ipg, '2.5').infraction!;
    expect(grv.parts.definition).toBe(
      'This infraction covers the majority of game situations in which a player makes an error or fails to follow a game procedure correctly. ' +
        'It handles violations of the Comprehensive Rules that are not covered by the other Game Play Errors.',
    );
    expect(grv.parts.examples!.split('\n')[0]).toBe('A. A player casts Wrath of God for 3W (actual cost 2WW).');
    expect(grv.parts.additionalRemedy!.split('\n')[0]).toBe('First, consider a simple backup (see section 1.4).');
    const tardiness = section(ipg, '3.1').infraction!;
    expect(tardiness.parts.downgrade).toBe('A player who arrives at their seat before 1 minute has elapsed in the round receives a Warning.');
    expect(tardiness.parts.upgrade).toMatch(/^A player not in their seat 10 minutes into the round will receive a Match Loss/);
  });

  it('keeps a paragraph that continues an upgrade with that upgrade', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    const upgrades = section(ipg, '3.5').infraction!.parts.upgrade!.split('\n');
    expect(upgrades).toHaveLength(4);
    expect(upgrades[0]).toMatch(/^In games before sideboarding,/);
    expect(upgrades[1]).toMatch(/^In games after sideboarding,/);
  });

  it('takes the contents page’s capitalisation for headings printed in capitals', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(ipg.sections.filter(({ level }) => level !== 'section').map(({ number, title }) => `${number} ${title}`.trim())).toEqual([
      'Introduction',
      'Framework of this Document',
      '1 General Philosophy',
      '2 Game Play Errors',
      '3 Tournament Errors',
      '4 Unsporting Conduct',
      'Appendix A Penalty Quick Reference',
      'Appendix B Changes from Previous Versions',
    ]);
    expect(section(ipg, '1.1').title).toBe('Definition of Penalties');
  });

  it('keeps the chapters’ own text', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(section(ipg, '2').text).toMatch(/^Game Play Errors are caused by incorrect or inaccurate play of the game/);
  });
});

describe('parseIpg on other versions', () => {
  it('parses the 2021-02-05 PDF with the same infractions and penalties', async () => {
    const ipg = await sharedTournamentDocument('ipg2021Pdf');
    expect(ipg.effectiveDate).toBe('2021-02-05');
    expect(infractions(ipg)).toEqual(IPG_2024_INFRACTIONS);
  });

  it('parses the 2019-01-21 Markdown, where the penalty follows the heading after a space', async () => {
    const ipg = await sharedTournamentDocument('ipg2019Markdown');
    expect(ipg.effectiveDate).toBe('2019-01-21');
    expect(infractions(ipg)).toEqual(IPG_2024_INFRACTIONS);
    const grv = section(ipg, '2.5');
    expect(grv.title).toBe('Game Play Error — Game Rule Violation');
    expect(grv.infraction!.penalty).toBe('Warning');
    expect(grv.infraction!.parts.examples!.split('\n')[0]).toBe('A. A player casts Wrath of God for 3W (actual cost 2WW).');
  });

  it('rejoins a Markdown paragraph that a page break cut mid-sentence', async () => {
    const ipg = await sharedTournamentDocument('ipg2019Markdown');
    expect(section(ipg, '2.1').text).toContain(
      'automatically resolve, but awareness of the resulting objects must be demonstrated using the same requirements',
    );
  });
});
