/** explainMessage on real releases, the MTR and IPG, and the Scryfall sample, with messages as judges write them. */
import { describe, expect, it } from 'vitest';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { explainMessage } from '../../explain/explain-message.js';
import { diffReleases } from '../../rules-db/diff/diff-releases.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../support/cards-db-fixture.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { release } from '../support/releases.js';

const db = await createDocsTestDb(['mtr2025Pdftotext', 'ipg2024Pdftotext'], ['cr-20240202.txt', 'cr-20250404.txt', 'cr-20250606.txt', 'cr-20260116.txt']);
await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });

/** The items as the CLI's JSON gives them. */
function explained(text: string, writtenAt?: string) {
  return explainMessage(db, text, writtenAt ? { writtenAt } : {}).items.map(({ kind, text: words, ref, note }) => ({ kind, text: words, ref, note }));
}

describe('explainMessage', () => {
  it('explains a ruling citing several rules, each once, in order, with a one-line summary', () => {
    const text =
      'Trample with deathtouch: the attacker only needs to assign 1 damage to each blocker (CR 702.2c, 702.19c) and the rest can go to the player. ' +
      'Combat damage is dealt simultaneously (rule 510.2), then SBAs put the blockers into the graveyard (704.5h). See also 510.1c-d, section 702 and 702.19c again.';
    expect(explained(text)).toEqual([
      { kind: 'keyword', text: 'Trample', ref: '702.19', note: null },
      { kind: 'keyword', text: 'deathtouch', ref: '702.2', note: null },
      { kind: 'rule', text: 'CR 702.2c', ref: '702.2c', note: null },
      { kind: 'rule', text: '702.19c', ref: '702.19c', note: null },
      { kind: 'term', text: 'Combat damage', ref: 'Combat Damage', note: null },
      { kind: 'rule', text: 'rule 510.2', ref: '510.2', note: null },
      { kind: 'term', text: 'SBAs', ref: 'State-Based Actions', note: null },
      { kind: 'rule', text: '704.5h', ref: '704.5h', note: null },
      { kind: 'rule', text: '510.1c-d', ref: '510.1c–510.1d', note: null },
      { kind: 'rule', text: 'section 702', ref: '702', note: null },
    ]);
    const summaries = explainMessage(db, text).items.map((item) => item.summary);
    expect(summaries[0]).toBe('Trample: Trample is a static ability that modifies the rules for assigning an attacking creature’s combat damage.');
    expect(summaries[6]).toBe('Game actions that happen automatically whenever certain conditions are met.');
    expect(summaries[9]).toBe('Keyword Abilities');
  });

  it('reads an old post’s rule numbers in the release of its date and carries them to today’s, saying what happened', () => {
    const text =
      'Mill more than your library? Per 701.13b you mill what you can. For "attacks and isn\'t blocked" triggers see 509.5g, and 609.8 for look-back effects. APNAP decides the order (101.4).';
    expect(explained(text, '2024-03-01')).toEqual([
      { kind: 'rule', text: '701.13b', ref: '701.17b', note: '701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06' },
      { kind: 'term', text: "attacks and isn't blocked", ref: 'Attacks and Isn’t Blocked', note: null },
      { kind: 'rule', text: '509.5g', ref: '509.3g', note: '509.5g was renumbered 509.3g between 2024-02-02 and 2025-04-04' },
      { kind: 'rule', text: '609.8', ref: '608.2i', note: '609.8 was renumbered 608.2i and changed between 2024-02-02 and 2025-04-04' },
      { kind: 'term', text: 'APNAP', ref: 'Active Player, Nonactive Player Order', note: null },
      { kind: 'rule', text: '101.4', ref: '101.4', note: null },
    ]);
  });

  it('explains a help-desk note: infraction shorthand, MTR and IPG sections, cards in brackets however typed', () => {
    const explanation = explainMessage(
      db,
      "Help desk, table 12: AP cast [[Consider]] and saw an extra card — HCE or LEC (IPG 2.2)? Opp didn't notice: FtMGS. Comp REL, so see MTR 4.2 on shortcuts and section 3.8 of the MTR. Also [[delvr of secrets]] and [[Lightning Bolt]].",
    );
    expect(explanation.items.map(({ kind, text, ref, summary }) => ({ kind, text, ref, summary }))).toEqual([
      { kind: 'term', text: 'AP', ref: 'Active Player', summary: 'The player whose turn it is.' },
      { kind: 'card', text: '[[Consider]]', ref: 'Consider', summary: 'Instant · {U}' },
      { kind: 'ipg', text: 'HCE', ref: '2.3', summary: 'Game Play Error — Hidden Card Error · Warning' },
      { kind: 'ipg', text: 'LEC', ref: '2.2', summary: 'Game Play Error — Looking at Extra Cards · Warning' },
      { kind: 'ipg', text: 'FtMGS', ref: '2.6', summary: 'Game Play Error — Failure to Maintain Game State · Warning' },
      { kind: 'mtr', text: 'REL', ref: '1.12', summary: 'Rules Enforcement Levels' },
      { kind: 'mtr', text: 'MTR 4.2', ref: '4.2', summary: 'Tournament Shortcuts' },
      { kind: 'mtr', text: 'section 3.8 of the MTR', ref: '3.8', summary: 'Game Markers' },
      { kind: 'card', text: '[[delvr of secrets]]', ref: 'Delver of Secrets // Insectile Aberration', summary: 'Creature — Human Wizard // Creature — Human Insect' },
    ]);
    // The sample holds no Lightning Bolt: the judge is told, with the closest names.
    expect(explanation.unknownCards).toEqual([{ name: 'Lightning Bolt', suggestions: expect.arrayContaining(['Lightning Mare']) }]);
  });

  it('takes no ordinary words for cards: only exact names with their own capitals', () => {
    expect(
      explained("i'm hungry for more, no way out of this one. consider that we play with fire when we flip the switch on the forest. Consider the stack first. I cast Consider, then Play with Fire on the Island."),
    ).toEqual([
      { kind: 'card', text: 'Consider', ref: 'Consider', note: null },
      { kind: 'card', text: 'Play with Fire', ref: 'Play with Fire', note: null },
      { kind: 'card', text: 'Island', ref: 'Island', note: null },
    ]);
  });

  it('finds only what hostile text names, and fails on none of it', () => {
    const explanation = explainMessage(db, "@everyone <@1300000000000000123> **[[<@&123>]]** __ETB__ `702.19b` ||spoiler|| # x = X\n> quote [[]] [[" + 'a'.repeat(150) + ']]');
    expect(explanation.items.map((item) => item.ref)).toEqual(['Enters the Battlefield', '702.19b']);
    expect(explanation.unknownCards.map((card) => card.name)).toEqual(['<@&123>', 'a'.repeat(150)]);
  });

  it('finds a keyword named as its trigger: "he forgot the ward trigger" is Ward, 702.21 (regression: it found nothing)', () => {
    expect(explained('he forgot the ward trigger')).toEqual([{ kind: 'keyword', text: 'ward', ref: '702.21', note: null }]);
    expect(explained('two prowess triggers and a flash ability')).toEqual([
      { kind: 'keyword', text: 'prowess', ref: '702.108', note: null },
      { kind: 'keyword', text: 'flash', ref: '702.8', note: null },
    ]);
    // Without "trigger", "ability" or another sign, an everyday word is no keyword.
    expect(explained('keep ward over the flash of light')).toEqual([]);
  });

  it('explains common player slang, leading to /define: "bounced", "chump blocked", "tutored"', () => {
    const items = explainMessage(db, 'he bounced my Bear, so I chump blocked and tutored').items;
    expect(items.map(({ kind, text, ref, open }) => ({ kind, text, ref, open }))).toEqual([
      { kind: 'term', text: 'bounced', ref: 'bounce', open: 'bounce' },
      { kind: 'term', text: 'chump blocked', ref: 'chump', open: 'chump' },
      { kind: 'term', text: 'tutored', ref: 'tutor', open: 'tutor' },
    ]);
    expect(items[0]!.summary).toBe('slang for returning a permanent to its owner\'s hand');
  });

  it('returns nothing for a message that names nothing', () => {
    expect(explainMessage(db, 'gg, see you next week!')).toEqual({ items: [], unknownCards: [], effectiveDate: '2026-01-16' });
  });
});

describe('old rule numbers', () => {
  // Only the two releases: their lineage is the diff between them.
  const twoReleases = createTestDb('cr-20240202.txt', 'cr-20260116.txt');

  it('carries every rule the 2024-02-02 → 2026-01-16 diff renumbered to its new number', () => {
    const moved = diffReleases(release('2024-02-02'), release('2026-01-16')).moved;
    const text = moved.map((move) => `rule ${move.from}`).join(', ');
    const items = explainMessage(twoReleases, text, { writtenAt: '2024-02-02' }).items;
    const wrong = moved.filter((move) => !items.some((item) => item.text === `rule ${move.from}` && item.ref === move.to && item.note?.startsWith(`${move.from} was renumbered ${move.to}`)));
    expect(moved.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
