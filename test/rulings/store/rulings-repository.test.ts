import { expect, it } from 'vitest';
import { rulingLog } from '../../../rulings/store/rulings-repository.js';
import { describeEachStateStore } from '../../support/state-store-fixture.js';

const GUILD = '1300000000000000100';
const OTHER_GUILD = '1300000000000000200';
const text = { question: 'q', ruling: 'r' };

describeEachStateStore('the ruling log', (stores) => {
  it('numbers rulings logged at the same time one after another, each server from 1 (PostgreSQL: from two connections)', async () => {
    const store = await stores.open();
    const first = rulingLog(store.db);
    // SQLite's connections are synchronous: two in one thread would wait on each other's lock for good.
    // The bot's threads each have their own; in one thread, Kysely takes one transaction at a time.
    const second = stores.kind === 'postgres' ? rulingLog((await stores.open({ shared: true })).db) : first;
    const logged = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? first : second).log(GUILD, 'u', text, [])));
    expect(logged.map((ruling) => ruling.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await first.log(OTHER_GUILD, 'u', text, [])).number).toBe(1);
  });

  it('reads back what was logged, and walks every server in batches for the sweep', async () => {
    const log = rulingLog((await stores.open()).db, () => Date.parse('2026-01-16T12:00:00.000Z'));
    const logged = await log.log(GUILD, 'u', { question: 'Q?', ruling: 'R.' }, [{ kind: 'card', oracleId: 'x', name: 'X', dataDate: '2025-11-01', text: 'Flying' }]);
    expect(await log.get({ guildId: GUILD, number: 1 })).toEqual({
      guildId: GUILD,
      number: 1,
      authorId: 'u',
      createdAt: '2026-01-16T12:00:00.000Z',
      updatedAt: null,
      updatedBy: null,
      question: 'Q?',
      ruling: 'R.',
      citations: [{ kind: 'card', oracleId: 'x', name: 'X', dataDate: '2025-11-01', text: 'Flying' }],
      changes: [],
    });
    expect(logged.number).toBe(1);
    await log.log(OTHER_GUILD, 'u', text, []);
    const batches: string[][] = [];
    for await (const batch of log.everyRuling()) batches.push(batch.map((ruling) => `${ruling.guildId}#${ruling.number}`));
    expect(batches).toEqual([[`${GUILD}#1`, `${OTHER_GUILD}#1`]]);
  });
});
