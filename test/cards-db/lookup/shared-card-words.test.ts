/**
 * Issue 36: each handler thread built its own typo index of the card names' words (4.6 MB of heap a
 * thread on Scryfall's catalog). Now the pool's index builder packs it into shared memory once per
 * process and import, and every thread reads that copy; a new import is a new index. A question's
 * card names are read through the same words.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cardsNamedIn } from '../../../cards-db/lookup/cards-in-text.js';
import { cardNameIndex } from '../../../cards-db/lookup/find-card.js';
import { cardNameWords, cardNameWordsKey } from '../../../cards-db/lookup/fuzzy-card-names.js';
import { importCardFiles } from '../../../cards-db/update/import-card-files.js';
import { buildsOf, holdsIndex } from '../../../common/shared-memory/shared-indexes.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { createCardsTestDb, ORACLE_CARDS_FILE, RULINGS_FILE } from '../../support/cards-db-fixture.js';
import { indexStatusPool } from '../../support/index-status-pool.js';
import { describeCardMatch } from '../../support/shared-index-commands.js';

/** Misspelt and unfinished names: each answered through the typo index. */
const QUERIES = ['delvr of secrts', 'brutl cathar', 'voldaren dualist', 'bonecrusher gaint', 'lightnig bolt', 'swords to plowshars', 'thalia guardan', 'jace vryns prodgy'];

const created = await createCardsTestDb();
const dbPath = created.name;
created.close();

describe("the card names' typo index, shared across handler threads", () => {
  const { pool, cardWordsStatus } = indexStatusPool(dbPath, { threads: 2, allThreadsAtStart: true });
  afterAll(() => pool.destroy());

  it("is built once, by the pool's builder: both threads read that copy from shared memory, build nothing, and answer as an index built in place", async () => {
    await pool.ready();
    // Sent together and held a while, they run on the two threads.
    const statuses = await Promise.all([cardWordsStatus({ queries: QUERIES, holdMs: 500 }), cardWordsStatus({ queries: QUERIES, holdMs: 500 })]);
    expect(new Set(statuses.map((entry) => entry.threadId)).size).toBe(2);
    for (const entry of statuses) expect(entry).toMatchObject({ heldBefore: true, buildsBefore: 0, buildsAfter: 0, sharedWords: true });
    // The pool's thread holds the copy it hands to threads started later, and did not build it either.
    const db = openContentDb(dbPath, { readonly: true });
    const key = cardNameWordsKey(db, false);
    expect(holdsIndex(key)).toBe(true);
    expect(buildsOf(key)).toBe(0);
    db.close();
    // The same cards in a database of their own: this thread builds that one's index itself.
    const twin = await createCardsTestDb();
    const built = QUERIES.map((query) => describeCardMatch(cardNameIndex(twin).index.find(query)));
    expect(buildsOf(cardNameWordsKey(twin, false))).toBe(1);
    expect(built.filter((answer) => answer.startsWith('found')).length).toBeGreaterThanOrEqual(4);
    expect(statuses[0]!.answers).toEqual(built);
    expect(statuses[1]!.answers).toEqual(built);
    twin.close();
  });
});

describe("the card names' typo index after a new import", () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-card-words-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('is a new index under a new key, built from the new data', async () => {
    const db = await createCardsTestDb();
    const before = cardNameWordsKey(db, false);
    // A question naming the card is read through the names' words (cards-in-text.ts), and /card's
    // typo matching then reads the same index: built once.
    const question = 'if my delver of secrets flips in response, does the bolt still hit it?';
    expect(cardsNamedIn(db, question).map((card) => card.name)).toEqual(['Delver of Secrets // Insectile Aberration']);
    expect(buildsOf(before)).toBe(1);
    expect(describeCardMatch(cardNameIndex(db).index.find('delvr of secrts'))).toBe('found Delver of Secrets // Insectile Aberration (fuzzy)');
    expect(buildsOf(before)).toBe(1);
    // The same sample without Delver of Secrets, imported as newer data.
    const withoutDelver = path.join(workDir, 'oracle-cards.json');
    const cards = (JSON.parse(readFileSync(ORACLE_CARDS_FILE, 'utf8')) as { name: string }[]).filter((card) => !card.name.startsWith('Delver of Secrets'));
    writeFileSync(withoutDelver, JSON.stringify(cards));
    await importCardFiles(db, withoutDelver, RULINGS_FILE, { updatedAt: '2025-12-01T09:00:00.000Z' });
    const after = cardNameWordsKey(db, false);
    expect(after).not.toBe(before);
    expect(describeCardMatch(cardNameIndex(db).index.find('delvr of secrts'))).not.toContain('Delver of Secrets');
    expect(buildsOf(after)).toBe(1);
    // "delver" is no card's word any more: the new index is not the old one.
    expect(cardNameWords(db, false).has('delver')).toBe(false);
    expect(cardsNamedIn(db, question)).toEqual([]);
    db.close();
  });
});
