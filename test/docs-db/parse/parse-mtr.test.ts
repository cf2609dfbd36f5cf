import { describe, expect, it } from 'vitest';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';
import type { DocSection, TournamentDocument } from '../../../docs-db/tournament-document.js';

/** Every numbered section of the MTR effective April 21, 2025, as its contents page and headings print them. */
const MTR_2025_SECTIONS = `
1.1 Tournament Types
1.2 Publishing Tournament Information
1.3 Tournament Roles
1.4 Participation Eligibility
1.5 Registration
1.6 Tournament Organizer
1.7 Head Judge
1.8 Floor Judges
1.9 Scorekeeper
1.10 Players
1.11 Spectators
1.12 Rules Enforcement Levels
2.1 Match Structure
2.2 Play/Draw Rule
2.3 Pregame Procedures
2.4 End-of-Match Procedure
2.5 Conceding or Intentionally Drawing Games or Matches
2.6 Time Extensions
2.7 Deck Registration
2.8 Deck Checks
2.9 Appeals to the Head Judge
2.10 Dropping from a Tournament
2.11 Taking Notes
2.12 Electronic Devices
2.13 Video Coverage
3.1 Tiebreakers
3.2 Format Categories
3.3 Authorized Cards
3.4 Proxy Cards
3.5 Substitute Cards
3.6 Card Identification and Interpretation
3.7 New Releases
3.8 Game Markers
3.9 Die Rolling
3.10 Card Shuffling
3.11 Sleeves
3.12 Marked Cards
3.13 Hidden Information
3.14 Tapped/Flipped Cards
3.15 Graveyard Order
3.16 Sideboard
4.1 Player Communication
4.2 Tournament Shortcuts
4.3 Out-of-Order Sequencing
4.4 Loops
4.5 Triggered Abilities
4.6 Team/Two-Headed Giant Communication
4.7 Game Layout
4.8 Reversing Decisions
4.9 Day/Night
5.1 Cheating
5.2 Bribery
5.3 Wagering
5.4 Unsporting Conduct
5.5 Slow Play
5.6 Outside Assistance
6.1 Deck Construction Restrictions
6.2 Card Legality
6.3 Standard Format Deck Construction
6.4 Modern Format Deck Construction
6.5 Vintage Format Deck Construction
6.6 Legacy Format Deck Construction
6.7 Pioneer Format Deck Construction
7.1 Deck Construction Restrictions
7.2 Card Use in Limited Tournaments
7.3 Continuous Construction
7.4 Abnormal Product
7.5 Sealed Deck Pool Registration
7.6 Draft Pod Assembly
7.7 Booster Draft Procedures
8.1 Team Names
8.2 Team Composition and Identification
8.3 Team Communication Rules
8.4 Unified Deck Construction Rules
8.5 Team Rochester Draft Tournaments
8.6 Team Sealed Deck Tournaments
9.1 Match Structure
9.2 Communication Rules
9.3 Play-Draw Rule
9.4 Pregame Procedure
9.5 Two-Headed Giant Constructed Rules
9.6 Two-Headed Giant Limited Rules
9.7 Two-Headed Giant Booster Draft Tournaments
10.1 Participation Minimums
10.2 Number of Rounds
10.3 Invitation-Only Tournaments
10.4 Pairing Algorithm
`
  .trim()
  .split('\n')
  .map((line) => {
    const [, number, title] = /^(\S+) (.+)$/.exec(line)!;
    return { number, title };
  });

const MTR_2025_CHAPTERS = [
  { number: '1', title: 'Tournament Fundamentals' },
  { number: '2', title: 'Tournament Mechanics' },
  { number: '3', title: 'Tournament Rules' },
  { number: '4', title: 'Communication' },
  { number: '5', title: 'Tournament Violations' },
  { number: '6', title: 'Constructed Tournament Rules' },
  { number: '7', title: 'Limited Tournament Rules' },
  { number: '8', title: 'Team Tournament Rules' },
  { number: '9', title: 'Two-Headed Giant Tournament Rules' },
  { number: '10', title: 'Sanctioning Rules' },
];

const MTR_2025_APPENDICES = [
  { number: 'Appendix A', title: 'Changes From Previous Versions' },
  { number: 'Appendix B', title: 'Time Limits' },
  { number: 'Appendix C', title: 'Tiebreaker Explanation' },
  { number: 'Appendix D', title: 'Recommended Play Booster Mix for Limited Tournaments' },
  { number: 'Appendix E', title: 'Recommended Number of Rounds in Swiss Tournaments' },
  { number: 'Appendix F', title: 'Rules Enforcement Levels of Programs' },
];

function headings(document: TournamentDocument, level: DocSection['level']) {
  return document.sections.filter((section) => section.level === level).map(({ number, title }) => ({ number, title }));
}

function section(document: TournamentDocument, number: string): DocSection {
  const found = document.sections.find((candidate) => candidate.number === number);
  if (!found) throw new Error(`no section ${number}`);
  return found;
}

describe('parseMtr on the MTR PDF effective 2025-04-21', () => {
  it('reads the effective date from the cover', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(mtr.kind).toBe('mtr');
    expect(mtr.effectiveDate).toBe('2025-04-21');
  });

  it('finds all 87 numbered sections with their titles exactly as printed', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(MTR_2025_SECTIONS).toHaveLength(87);
    expect(headings(mtr, 'section')).toEqual(MTR_2025_SECTIONS);
  });

  it('finds the introduction, the ten chapters and the six appendices in document order', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(headings(mtr, 'front')).toEqual([{ number: '', title: 'Introduction' }]);
    expect(headings(mtr, 'chapter')).toEqual(MTR_2025_CHAPTERS);
    expect(headings(mtr, 'appendix')).toEqual(MTR_2025_APPENDICES);
    expect(mtr.sections.map((candidate) => candidate.number).slice(0, 4)).toEqual(['', '1', '1.1', '1.2']);
    expect(mtr.sections.at(-1)!.number).toBe('Appendix F');
  });

  it('keeps each section to its own text, paragraphs and list items on their own lines', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(section(mtr, '1.3').text).toBe(
      [
        'The following roles are defined for tournament purposes:',
        '• Tournament Organizer',
        '• Head Judge',
        '• Floor Judge`',
        '• Scorekeeper',
        '• Player',
        '• Spectator',
        'The first four roles above are considered tournament officials. The Head Judge and floor judges are collectively considered judges. ' +
          'A single individual may act in any combination of tournament official roles. Individuals who are not judges at a tournament are ' +
          'spectators in any match in which they are not playing. Members of the press are also considered spectators.',
      ].join('\n'),
    );
  });

  it('joins a list item broken across a page and a sentence broken across lines', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    const eligibility = section(mtr, '1.4').text.split('\n');
    expect(eligibility).toContain(
      '• Anyone prohibited by federal, state, or local laws, the rules of the Tournament Organizer, or by a venue’s management.',
    );
    // "invitation-" ends one line and "only" starts the next: a real compound keeps its hyphen.
    expect(section(mtr, '1.4').text).toContain('(e.g., invitation-only tournaments, such as Pro Tour and Regional Championships)');
  });

  it('reads a list set in two columns column by column', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    const sets = section(mtr, '6.4').text.split('\n');
    const origins = sets.indexOf('• Magic Origins™');
    expect(sets.slice(origins, origins + 3)).toEqual(['• Magic Origins™', '• Battle for Zendikar™', '• Oath of the Gatewatch™']);
    expect(sets.slice(1, 3)).toEqual(['• Eighth Edition', '• Mirrodin']);
  });

  it('puts a superscript back on its line and keeps table rows as tab-separated cells', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(section(mtr, '10.4').text).toContain('seeded in order from 1st through 8th.');
    expect(section(mtr, 'Appendix B').text.split('\n')).toContain('15 cards\t40 seconds');
    expect(section(mtr, 'Appendix F').text.split('\n')).toContain('Eternal Weekend\tCompetitive');
  });

  it('leaves chapters that are only a heading without text', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    expect(section(mtr, '1').text).toBe('');
  });
});

describe('parseMtr on other versions', () => {
  it('parses the 2021-07-23 PDF, whose sections 2.4 and 2.5 come in the other order', async () => {
    const mtr = await sharedTournamentDocument('mtr2021Pdf');
    expect(mtr.effectiveDate).toBe('2021-07-23');
    expect(section(mtr, '2.4').title).toBe('Conceding or Intentionally Drawing Games or Matches');
    expect(section(mtr, '2.5').title).toBe('End-of-Match Procedure');
    expect(headings(mtr, 'section')).toHaveLength(86);
    expect(headings(mtr, 'appendix').map(({ number }) => number)).toEqual(MTR_2025_APPENDICES.map(({ number }) => number));
  });

  it('parses the 2009-07-01 plain text with its tab-separated headings and "*" lists', async () => {
    const mtr = await sharedTournamentDocument('mtr2009Text');
    expect(mtr.effectiveDate).toBe('2009-07-01');
    expect(headings(mtr, 'section')).toHaveLength(78);
    expect(section(mtr, '1.5').title).toBe('DCI Membership Number');
    expect(section(mtr, '5.2').title).toBe('Collusion and Bribery');
    expect(section(mtr, '7.3').title).toBe('Card Use in Limited Tournaments');
    expect(section(mtr, 'Appendix C').title).toBe('DCI Rating and Ranking Systems');
    expect(section(mtr, '1.3').text.split('\n').slice(1, 3)).toEqual(['• Tournament Organizer', '• Head Judge']);
  });
});
