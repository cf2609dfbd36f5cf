import { describe, expect, it } from 'vitest';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../../support/cards-db-fixture.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { crPath } from '../../support/shared-data.js';

async function importedDb(): Promise<string> {
  const db = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', db]);
  const run = await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', '2025-11-01', '--db', db]);
  expect(run).toEqual({ code: 0, stdout: '956 cards, 75 rulings, data of 2025-11-01: imported\n', stderr: '' });
  return db;
}

describe('arbiter cards', () => {
  it('imports local files once, then says they are unchanged', async () => {
    const db = await importedDb();
    const again = await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', '2025-11-01', '--json', '--db', db]);
    expect(JSON.parse(again.stdout)).toMatchObject({ status: 'unchanged', cards: 956, rulings: 75, dataDate: '2025-11-01' });
  });

  it('refuses a file that is not card data, with the reason, exit 1', async () => {
    const db = tempDbPath();
    const run = await runArbiter(['cards', 'import', RULINGS_FILE, RULINGS_FILE, '--db', db]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Error: rulings.json holds no Scryfall card objects (75 × a "ruling" object, not a card): is it the right file?\n');
  });

  it('reports status as JSON', async () => {
    const db = await importedDb();
    const status = JSON.parse((await runArbiter(['cards', 'status', '--json', '--db', db])).stdout);
    expect(status).toMatchObject({ cards: 956, rulings: 75, dataDate: '2025-11-01', source: 'oracle-cards.json + rulings.json', earlierImports: [] });
    expect(JSON.parse((await runArbiter(['cards', 'status', '--json', '--db', tempDbPath()])).stdout)).toMatchObject({ cards: 0, rulings: 0, dataDate: null, source: null });
  });

  it('shows a card as JSON, keywords with their rules, rulings with date and source', async () => {
    const db = await importedDb();
    const run = await runArbiter(['cards', 'show', 'brutl cathar', '--json', '--db', db]);
    expect(run.code).toBe(0);
    const card = JSON.parse(run.stdout);
    expect(card).toMatchObject({
      name: 'Brutal Cathar // Moonrage Brute',
      oracleId: '1ed2d8e0-462b-468e-8fd3-1f3c6d99fb8a',
      layout: 'transform',
      manaCost: null,
      faces: [
        { name: 'Brutal Cathar', manaCost: '{2}{W}', typeLine: 'Creature — Human Soldier Werewolf', power: '2', toughness: '2' },
        { name: 'Moonrage Brute', manaCost: '', power: '3', toughness: '3' },
      ],
      keywords: [
        { name: 'Daybound', rule: '702.145' },
        { name: 'First strike', rule: '702.7' },
        { name: 'Ward', rule: '702.21' },
        { name: 'Nightbound', rule: '702.145' },
      ],
      legalities: { pioneer: 'legal' },
      scryfallUri: expect.stringContaining('scryfall.com/card/'),
      dataDate: '2025-11-01',
    });
    expect(card.rulings).toEqual([]);
    const jace = JSON.parse((await runArbiter(['cards', 'show', 'jace vryns prodigy', '--json', '--db', db])).stdout);
    expect(jace.rulings).toHaveLength(16);
    expect(jace.rulings[0]).toEqual({
      date: '2015-06-22',
      source: 'wotc',
      text: 'A double-faced card enters the battlefield with its front face up by default, unless a spell or ability instructs you to put it onto the battlefield transformed, in which case it enters with its back face up.',
    });
  });

  it('gives a single-faced card one face holding its stats', async () => {
    const db = await importedDb();
    const card = JSON.parse((await runArbiter(['cards', 'show', 'Voldaren Duelist', '--json', '--db', db])).stdout);
    expect(card.faces).toEqual([{ name: 'Voldaren Duelist', manaCost: '{3}{R}', typeLine: 'Creature — Vampire Warrior', oracleText: expect.any(String), power: '3', toughness: '2', loyalty: null, defense: null }]);
  });

  it('exits 1 with the error and suggestions when no single card matches', async () => {
    const db = await importedDb();
    const run = await runArbiter(['cards', 'show', 'voldaren', '--json', '--db', db]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({
      error: 'Which card do you mean by "voldaren"? Did you mean: Voldaren Duelist; Voldaren Stinger; Voldaren Ambusher?',
      suggestions: ['Voldaren Duelist', 'Voldaren Stinger', 'Voldaren Ambusher'],
    });
    const text = await runArbiter(['cards', 'show', 'qwertyuiop', '--db', db]);
    expect(text).toMatchObject({ code: 1, stderr: 'Error: No card is named anything like "qwertyuiop".\n' });
  });

  it('reads one name per line with --stdin and writes one JSON line each, in order', async () => {
    const db = await importedDb();
    const run = await runArbiter(['cards', 'show', '--stdin', '--db', db], { stdin: 'insectile aberration\nqwertyuiop\ndusk/dawn\n' });
    const lines = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.name ?? line.error)).toEqual([
      'Delver of Secrets // Insectile Aberration',
      'No card is named anything like "qwertyuiop".',
      'Dusk // Dawn',
    ]);
  });

  it('shows a card as text', async () => {
    const db = await importedDb();
    const run = await runArbiter(['cards', 'show', 'delver', '--db', db]);
    expect(run.stdout).toContain('Delver of Secrets // Insectile Aberration   (transform; card data: Scryfall, 2025-11-01)');
    expect(run.stdout).toContain('Keywords: Flying (702.9), Transform (701.27)');
  });

  it('restores the data an import replaced', async () => {
    const db = await importedDb();
    const forced = await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', '2025-11-02', '--db', db]);
    expect(forced.stdout).toBe('956 cards, 75 rulings, data of 2025-11-01: unchanged (already in use)\n');
    const restore = await runArbiter(['cards', 'restore', '7', '--db', db]);
    expect(restore).toMatchObject({ code: 1, stderr: 'Error: No card import #7. Stored imports: #1 (2025-11-01).\n' });
    const same = await runArbiter(['cards', 'restore', '1', '--db', db]);
    expect(same.stdout).toBe('956 cards, 75 rulings, data of 2025-11-01: unchanged (already in use)\n');
  });

  it('runs /card through ask', async () => {
    const db = await importedDb();
    const run = await runArbiter(['ask', '/card name:bonecrusher giant', '--db', db]);
    expect(run.stdout).toContain('Bonecrusher Giant // Stomp');
    expect(run.stdout).toContain('Stomp {1}{R}');
  });
});
