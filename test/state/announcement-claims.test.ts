/** Which copy of the bot announces an update: the first to claim it, on SQLite and on PostgreSQL. */
import { expect, it } from 'vitest';
import { describeEachStateStore } from '../support/state-store-fixture.js';

describeEachStateStore('announcement claims', (stores) => {
  it('grants the first claim of an update and refuses the same update again, even to another connection', async () => {
    const store = await stores.open();
    expect(await store.announcements.claim('cr', '2026-01-16')).toBe(true);
    expect(await store.announcements.claim('cr', '2026-01-16')).toBe(false);
    const replica = await stores.open({ shared: true });
    expect(await replica.announcements.claim('cr', '2026-01-16')).toBe(false);
    // Another version, or another subject at the same date, is another announcement.
    expect(await replica.announcements.claim('cr', '2026-02-27')).toBe(true);
    expect(await store.announcements.claim('mtr', '2026-01-16')).toBe(true);
  });

  it('grants exactly one of many claims made at once', async () => {
    const store = await stores.open();
    const replicas = [store, await stores.open({ shared: true }), await stores.open({ shared: true })];
    const granted = await Promise.all(replicas.flatMap((replica) => [replica.announcements.claim('cards', '2025-11-01'), replica.announcements.claim('cards', '2025-11-01')]));
    expect(granted.filter(Boolean)).toHaveLength(1);
  });
});
