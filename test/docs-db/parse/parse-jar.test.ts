import { describe, expect, it } from 'vitest';
import { parseTournamentDocument } from '../../../docs-db/parse/parse-tournament-document.js';
import { importDocumentFile } from '../../../docs-db/store/import-document.js';
import { UserError } from '../../../common/user-error.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';
import { tableCounts } from '../../support/table-counts.js';
import { sharedTournamentDocument, TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const jarHtml = () => readShared(TOURNAMENT_FILES.jar2024Html).toString('utf8');
const encode = (text: string) => new TextEncoder().encode(text);

async function refusal(bytes: Uint8Array, fileName = 'jar.html'): Promise<UserError> {
  const error = await parseTournamentDocument(bytes, fileName).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UserError);
  return error as UserError;
}

describe('Judging at Regular REL (the real 2024-09-23 copy, a PDF-to-HTML conversion)', () => {
  it('is dated by its "Updated September 23, 2024", not by the app’s 2024-09-01 line above the HTML', async () => {
    const jar = await sharedTournamentDocument('jar2024Html');
    expect({ kind: jar.kind, effectiveDate: jar.effectiveDate }).toEqual({ kind: 'jar', effectiveDate: '2024-09-23' });
  });

  it('finds every section: the opening, its parts and the situations of Common Issues, in order', async () => {
    const jar = await sharedTournamentDocument('jar2024Html');
    expect(jar.sections.map(({ number, level, title }) => ({ number, level, title }))).toEqual([
      { number: '', level: 'front', title: 'Judging at Regular Rules Enforcement Level (REL)' },
      { number: '', level: 'chapter', title: 'Common Issues' },
      {
        number: '',
        level: 'section',
        title: 'A player forgets a triggered ability (one that uses the words “when,” “whenever,” or “at the beginning”, usually at the start of the ability\'s text)',
      },
      { number: '', level: 'section', title: 'A player sees a card in a library that they shouldn’t have seen' },
      { number: '', level: 'section', title: 'A player accidentally draws more cards or has more cards in their hand than they were supposed to' },
      { number: '', level: 'section', title: 'A player makes an in-game error not mentioned above' },
      { number: '', level: 'section', title: 'A player has illegal, insufficient, or another player’s cards in their deck' },
      { number: '', level: 'chapter', title: 'General Unwanted Behaviors' },
      { number: '', level: 'chapter', title: 'Serious Problems' },
      { number: '', level: 'chapter', title: 'Resources' },
    ]);
  });

  it('keeps paragraphs whole across the page break, lists as lists, and drops the base64 page images', async () => {
    const jar = await sharedTournamentDocument('jar2024Html');
    const byTitle = (start: string) => jar.sections.find((section) => section.title.startsWith(start))!;
    expect(byTitle('A player makes an in-game error').text).toBe(
      'This will cover the bulk of player errors, and usually the least disruptive option is to leave the game as it is after fixing anything that is currently illegal (e.g. an Aura enchanting an illegal permanent). ' +
        'If the error involved a player forgetting to draw or discard cards, have them perform the appropriate action now. ' +
        'Otherwise, if the error was caught quickly and backing up is relatively easy, you may undo all the actions back to the point that the illegal action happened. ' +
        'This can include returning random cards from the hand to the library to undo card draws (though don\'t shuffle the library if you do this), untapping permanents and undoing combat. ' +
        'This can be very disruptive where lots of decisions have been made or hidden information has been revealed since the illegal action, so don\'t go crazy with this!',
    );
    expect(byTitle('General Unwanted Behaviors').text.split('\n')).toEqual([
      '• Inadequate shuffling.',
      '• Taking unreasonable amounts of time making play decisions or sideboarding.',
      '• Asking for or providing strategic advice during a match or draft.',
      '• Tardiness (a player who is more than 10 minutes late to a match has forfeited and should be dropped from the tournament at the end of the round if still absent.)',
      '• Determining match outcomes by incentives, coercion, or outside-the-game methods, or gambling on any part of a tournament.',
      'The priority is to educate players who exhibit these behaviors. It can be useful to reinforce this education with a Game Loss should the unwanted behaviour continue. Intentionally taking any of these actions when the player knows it is against the rules, or trying to trick their opponent into doing so, is a Serious Problem.',
    ]);
    expect(byTitle('Judging at Regular').text).toMatch(/^Most Magic™ players play for fun/);
    expect(byTitle('Judging at Regular').text).toContain('If a player continues to repeat a mistake despite multiple reminders, you may warn them that the next occurrence will result in a Game Loss.');
    expect(jar.sections.every((section) => !/base64|iVBOR/.test(section.text))).toBe(true);
  });

  it('reads the same document from a one-paragraph-a-line text copy', async () => {
    const html = await sharedTournamentDocument('jar2024Html');
    const text = [
      'Judging at Regular Rules Enforcement Level (REL)',
      'Updated September 23, 2024',
      ...html.sections.flatMap((section, index) => [...(index === 0 ? [] : [section.title]), ...section.text.split('\n')]),
    ].join('\n');
    const parsed = await parseTournamentDocument(encode(text), 'jar.txt');
    expect(parsed.sections.map(({ level, title }) => ({ level, title }))).toEqual(html.sections.map(({ level, title }) => ({ level, title })));
  });
});

describe('damaged Judging at Regular REL input', () => {
  it.each([
    ['cut after its first page', () => jarHtml().slice(0, jarHtml().indexOf('<div id="page2-div"')), /only 1 parts and 4 situations were found in Judging at Regular REL.*is the file cut short\?/],
    ['without its date', () => jarHtml().replace('Updated September 23, 2024', 'September 2024'), /has no "Updated <Month D, YYYY>" line/],
    ['emptied of its text', () => jarHtml().replace(/<p [^>]*>[\s\S]*?<\/p>/g, ''), /it is an HTML page that is none of these documents/],
    ['an empty file', () => '', /the file is empty/],
  ])('refuses a JAR %s with a sentence saying what was wrong', async (_what, bytes, message) => {
    const error = await refusal(encode(bytes()));
    expect(error.code).toBe('not-a-tournament-document');
    expect(error.message).toMatch(/^jar\.html: /);
    expect(error.message).toMatch(message);
  });

  it('refuses random bytes under a JAR’s name', async () => {
    const bytes = new Uint8Array(4096).map((_, index) => (index * 7919 + 13) % 256);
    expect((await refusal(bytes, 'MTG_JAR_2024Sep23_EN.pdf')).message).toMatch(/^MTG_JAR_2024Sep23_EN\.pdf: This is not a tournament document Arbiter reads/);
  });

  it('changes nothing in the database when a damaged JAR is refused', async () => {
    const db = createTestDb();
    await importDocumentFile(db, encode(jarHtml()), 'jar-20240923.html');
    const before = tableCounts(db);
    const cut = encode(jarHtml().slice(0, jarHtml().indexOf('<div id="page2-div"')));
    await expect(importDocumentFile(db, cut, 'jar-cut.html')).rejects.toThrow(/is the file cut short/);
    expect(tableCounts(db)).toEqual(before);
  });
});
