import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDb } from '../../../database/open-database.js';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { openContentDb } from '../../../rules-db/store/open-content-db.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { ruleCitation } from '../../../rulings/cite/snapshot-citation.js';
import { rulingLog } from '../../../rulings/store/rulings-repository.js';
import { createStateStore, type StateStore } from '../../../state/create-state-store.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { crPath } from '../../support/shared-data.js';

const GUILD = '1300000000000000100';
const OTHER_GUILD = '1300000000000000200';
const dbPath = tempDbPath();
let db: ContentDb;
let store: StateStore;

beforeAll(async () => {
  db = openContentDb(dbPath);
  importReleaseFile(db, readFileSync(crPath('cr-20240202.txt')), { source: 'cr-20240202.txt' });
  store = await createStateStore({ sqlitePath: dbPath });
  const log = rulingLog(store.db);
  await log.log(GUILD, '1300000000000000301', { question: 'Doubling life at 7?', ruling: 'Gain 7.' }, [ruleCitation(db, releaseAt(db), '701.9d')!]);
  await log.log(OTHER_GUILD, '1300000000000000301', { question: 'Elsewhere', ruling: 'Not here.' }, []);
});
afterAll(async () => {
  await store.destroy();
  db.close();
});

describe('arbiter rulings export', () => {
  it("prints one server's log as JSON, and only that server's", async () => {
    const { code, stdout } = await runArbiter(['rulings', 'export', '--guild', GUILD, '--json', '--db', dbPath]);
    expect(code).toBe(0);
    const exported = JSON.parse(stdout) as { guildId: string; rulings: { number: number; question: string; citations: unknown[] }[] };
    expect(exported.guildId).toBe(GUILD);
    expect(exported.rulings.map(({ number, question, citations }) => ({ number, question, citations: citations.length }))).toEqual([
      { number: 1, question: 'Doubling life at 7?', citations: 1 },
    ]);
  });

  it('says what works without --json or a server id', async () => {
    expect(await runArbiter(['rulings', 'export', '--guild', GUILD, '--db', dbPath])).toMatchObject({ code: 1, stderr: expect.stringContaining('add --json') });
    expect(await runArbiter(['rulings', 'export', '--json', '--db', dbPath])).toMatchObject({ code: 1, stderr: expect.stringContaining('--guild') });
  });
});

describe('arbiter rulings check', () => {
  it('marks the rulings a new release made stale and prints them by server', async () => {
    expect(JSON.parse((await runArbiter(['rulings', 'check', '--json', '--db', dbPath])).stdout)).toEqual({ checked: 2, guilds: [] });
    importReleaseFile(db, readFileSync(crPath('cr-20250606.txt')), { source: 'cr-20250606.txt' });
    const { code, stdout } = await runArbiter(['rulings', 'check', '--json', '--db', dbPath]);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { guilds: { guildId: string; newlyFlagged: number[]; needsReview: { number: number; changes: { now: string }[] }[] }[] };
    expect(result.guilds.map((guild) => [guild.guildId, guild.newlyFlagged, guild.needsReview.map((ruling) => ruling.changes.map((change) => change.now))])).toEqual([
      [GUILD, [1], [['701.10d']]],
    ]);
    expect((await runArbiter(['rulings', 'check', '--db', dbPath])).stdout).toBe(`Checked 2 rulings: 1 need review (0 newly) in 1 servers.\n  ${GUILD}: #1\n`);
  }, 30_000);
});

describe('importing by hand', () => {
  it('checks the ruling logs after an import that changed the rules, unless told to skip (the bot checks itself)', async () => {
    // Regression: only the bot's scheduled imports re-checked rulings; a release imported by hand left them unflagged.
    const file = tempDbPath();
    const content = openContentDb(file);
    importReleaseFile(content, readFileSync(crPath('cr-20240202.txt')), { source: 'cr-20240202.txt' });
    const state = await createStateStore({ sqlitePath: file });
    await rulingLog(state.db).log(GUILD, '1300000000000000301', { question: 'Doubling life at 7?', ruling: 'Gain 7.' }, [ruleCitation(content, releaseAt(content), '701.9d')!]);
    content.close();

    const skipped = await runArbiter(['rules', 'import', crPath('cr-20250404.txt'), '--skip-rulings-check', '--db', file]);
    expect(skipped.code).toBe(0);
    expect(skipped.stderr).toBe('');
    expect(await rulingLog(state.db).needingReview(GUILD)).toEqual([]);

    const imported = await runArbiter(['rules', 'import', crPath('cr-20250606.txt'), '--db', file]);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toBe('Checked 1 logged rulings against the new data: 1 need review (1 newly); /ruling review lists them.\n');
    expect((await rulingLog(state.db).needingReview(GUILD)).map((ruling) => ruling.number)).toEqual([1]);

    const again = await runArbiter(['rules', 'import', crPath('cr-20250606.txt'), '--db', file]);
    expect(again.stderr).toBe('');
    await state.destroy();
  }, 60_000);
});
