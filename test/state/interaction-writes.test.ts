/**
 * Writes made once per interaction (regression: the same signed /ruling log submission sent three
 * times stored rulings #1, #2 and #3).
 */
import { expect, it } from 'vitest';
import { rulingLog } from '../../rulings/store/rulings-repository.js';
import { INTERACTION_RECORD_MAX_AGE_MS, InteractionWrites } from '../../state/interaction-writes.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

const GUILD = '1300000000000000100';
const text = { question: 'Doubling life at 7?', ruling: 'They gain 7.' };

describeEachStateStore('writes once per interaction', (stores) => {
  it('answers a replay with the first result and writes nothing more', async () => {
    const store = await stores.open();
    const logOnce = () => store.interactionWrites.once('1400000000000000001', async (db) => (await rulingLog(db).log(GUILD, '1', text, [])).number);
    expect(await logOnce()).toEqual({ result: 1, replayed: false });
    expect(await logOnce()).toEqual({ result: 1, replayed: true });
    expect(await logOnce()).toEqual({ result: 1, replayed: true });
    expect((await rulingLog(store.db).list(GUILD)).map((ruling) => ruling.number)).toEqual([1]);
  });

  it('writes once when the same interaction arrives at two connections (two replicas), on PostgreSQL at the same moment', async () => {
    const first = await stores.open();
    const second = await stores.open({ shared: true });
    const logOnce = (store: typeof first) => store.interactionWrites.once('1400000000000000002', async (db) => (await rulingLog(db).log(GUILD, '1', text, [])).number);
    const attempts = [first, second, first, second];
    // SQLite connections wait for each other's lock synchronously: two in one thread would wait on each other, so they take turns here.
    const results =
      stores.kind === 'postgres' ? await Promise.all(attempts.map(logOnce)) : await attempts.reduce(async (done, store) => [...(await done), await logOnce(store)], Promise.resolve([] as Awaited<ReturnType<typeof logOnce>>[]));
    expect(results.map((result) => result.result)).toEqual([1, 1, 1, 1]);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await rulingLog(first.db).list(GUILD)).toHaveLength(1);
  });

  it('keeps no record of a write that failed, so the interaction may try again', async () => {
    const store = await stores.open();
    const failing = store.interactionWrites.once('1400000000000000003', async (db) => {
      await rulingLog(db).log(GUILD, '1', text, []);
      throw new Error('refused after writing');
    });
    await expect(failing).rejects.toThrow('refused after writing');
    expect(await rulingLog(store.db).list(GUILD)).toEqual([]);
    expect(await store.interactionWrites.once('1400000000000000003', async () => 'written')).toEqual({ result: 'written', replayed: false });
  });

  it('writes every time without an interaction id (the terminal), and prunes records older than a day', async () => {
    const store = await stores.open();
    let now = 1_000_000;
    const writes = new InteractionWrites(store.db, () => now);
    await writes.once('1400000000000000004', async () => 'old');
    now += INTERACTION_RECORD_MAX_AGE_MS + 1;
    // The first write of a process prunes: the old record is gone with it.
    await new InteractionWrites(store.db, () => now).once('1400000000000000005', async () => 'new');
    expect((await store.db.selectFrom('interaction_writes').select('interaction_id').execute()).map((row) => row.interaction_id)).toEqual(['1400000000000000005']);
    expect((await writes.once(undefined, async () => 'a')).replayed).toBe(false);
    expect((await writes.once(undefined, async () => 'a')).replayed).toBe(false);
  });
});
