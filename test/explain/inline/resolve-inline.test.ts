/** What a message's [[…]] and {{…}} are, looked up in real rules, documents and cards. */
import { describe, expect, it } from 'vitest';
import { importCardFiles } from '../../../cards-db/update/import-card-files.js';
import { findInlineReferences } from '../../../explain/inline/inline-references.js';
import { resolveInlineReferences, type InlineAnswer } from '../../../explain/inline/resolve-inline.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../../support/cards-db-fixture.js';
import { createDocsTestDb } from '../../support/docs-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';

const db = await createDocsTestDb(['ipg2024Pdftotext', 'mtr2025Pdftotext'], ['cr-20240202.txt', 'cr-20260116.txt']);
await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });

const resolve = (text: string, limit = 10) => resolveInlineReferences(db, findInlineReferences(text), limit);

/** Each answer in a line: its kind and what it is. */
function summary(answer: InlineAnswer): string {
  switch (answer.kind) {
    case 'card':
      return `card ${answer.card.name}${answer.ignored ? ` (ignored ${answer.ignored})` : ''}`;
    case 'rulings':
      return `rulings ${answer.card.name}: ${answer.rulings.length}`;
    case 'no-card':
      return `no-card ${answer.name}${answer.doubt ? ' (did you mean)' : ''}: ${answer.suggestions.join('; ')}`;
    case 'cited':
      return `${answer.item.kind} ${answer.item.ref}: ${answer.sentence}`;
    case 'missing':
      return `missing ${answer.request}: ${answer.why}`;
    case 'unread':
      return `unread ${answer.request}: ${answer.words}`;
  }
}

describe('resolveInlineReferences', () => {
  it('reads rules, sections, shorthand and cards, each with what it says', () => {
    const lookup = resolve('[[delvr of secrts]] {{CR 702.19b}} {{702.19}} {{702}} {{MTR 4.2}} {{GRV}}');
    expect(lookup.answers.map(summary)).toEqual([
      'card Delver of Secrets // Insectile Aberration',
      'rule 702.19b: The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.',
      'rule 702.19: Trample: Trample is a static ability that modifies the rules for assigning an attacking creature’s combat damage.',
      'rule 702: Keyword Abilities',
      'mtr 4.2: Tournament Shortcuts — A tournament shortcut is an action taken by players to skip parts of the technical play sequence without explicitly announcing them.',
      'ipg 2.5: Game Play Error — Game Rule Violation · Warning — This infraction covers the majority of game situations in which a player makes an error or fails to follow a game procedure correctly.',
    ]);
    expect(lookup.more).toBe(0);
    expect(lookup.sources).toEqual({ cr: '2026-01-16', cards: '2025-11-01', docs: { mtr: '2025-04-21', ipg: '2024-09-23' } });
  });

  it('reads an everyday keyword in braces as the keyword, and a card only by its name as written', () => {
    expect(resolve('{{trample}} {{first strike and flying}} {{Delver of Secrets}}').answers.map((answer) => summary(answer).split(':')[0])).toEqual([
      'keyword 702.19',
      'keyword 702.7',
      'keyword 702.9',
      'card Delver of Secrets // Insectile Aberration',
    ]);
    expect(resolve('{{delver of secrets}}').answers.map(summary)).toEqual(['unread {{delver of secrets}}: delver of secrets']);
  });

  it('carries an old rule number to today’s, with a note', () => {
    const [answer] = resolve('{{701.13b}}').answers;
    expect(answer).toMatchObject({ kind: 'cited', item: { ref: '701.17b', note: '701.13b was renumbered 701.17b between 2024-02-02 and 2026-01-16' } });
  });

  it('says what it could not find or read, never guessing', () => {
    expect(resolve('{{702.99z}} {{MTR 99.9}} {{702.19b and the like}} {{hello there}} [[zzzqqqxx]] [[Lightning]]').answers.map(summary)).toEqual([
      'missing {{702.99z}}: No rule 702.99z in the Comprehensive Rules (effective 2026-01-16) or any earlier release imported.',
      'missing {{MTR 99.9}}: No MTR section 99.9 in the Magic Tournament Rules this bot holds.',
      'rule 702.19b: The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.',
      'unread {{702.19b and the like}}: and the like',
      'unread {{hello there}}: hello there',
      'no-card zzzqqqxx: ',
      expect.stringMatching(/^no-card Lightning \(did you mean\): Lightning /),
    ]);
  });

  it('reads several references in one pair of braces, each once', () => {
    expect(resolve('{{702.19b, 702.19c and IPG 2.5}} {{CR 702.19b}}').answers.map((answer) => summary(answer).split(':')[0])).toEqual([
      'rule 702.19b',
      'rule 702.19c',
      'ipg 2.5',
    ]);
  });

  it('gives a card’s rulings, and a card named twice one answer', () => {
    expect(resolve("[[Jace, Vryn's Prodigy|rulings]] [[jace vryns prodigy]] [[Jace, Vryn's Prodigy]] [[Consider|SET]]").answers.map(summary)).toEqual([
      "rulings Jace, Vryn's Prodigy // Jace, Telepath Unbound: 16",
      "card Jace, Vryn's Prodigy // Jace, Telepath Unbound",
      'card Consider (ignored SET)',
    ]);
  });

  it('looks up no more than the limit, and counts the references left over', () => {
    const text = Array.from({ length: 30 }, (_, index) => `{{702.${index + 2}}}`).join(' ');
    const lookup = resolve(text, 5);
    expect(lookup.answers.map((answer) => (answer.kind === 'cited' ? answer.item.ref : answer.kind))).toEqual(['702.2', '702.3', '702.4', '702.5', '702.6']);
    expect(lookup.more).toBe(25);
  });

  it('says once that there is no card data, and that there are no rules, before they are imported', () => {
    const empty = createTestDb();
    const lookup = resolveInlineReferences(empty, findInlineReferences('[[Opt]] [[Consider]] {{702.19b}}'), 5);
    expect(lookup.answers.map(summary)).toEqual([
      'missing [[Opt]]: No card data is imported on this bot yet, so it cannot look cards up.',
      'missing {{702.19b}}: No Comprehensive Rules are imported on this bot yet.',
    ]);
  });
});
