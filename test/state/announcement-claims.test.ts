/** Which copy of the bot announces an update: the first to claim it, on SQLite and on PostgreSQL. */
import { expect, it } from 'vitest';
import { AnnouncementClaims, CLAIM_LEASE_MS } from '../../state/announcement-claims.js';
import { stateMigrationProvider } from '../../state/migrate-state.js';
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

  it('lets a claim whose posts all failed be taken again by the next check, and none once posted', async () => {
    const store = await stores.open();
    let clock = 1_000_000_000;
    const copyA = new AnnouncementClaims(store.db, () => clock);
    const copyB = new AnnouncementClaims((await stores.open({ shared: true })).db, () => clock);
    // B's check imported nothing new and nobody claimed this update: nothing to retry.
    expect(await copyB.claimUnposted('cr', '2026-01-16')).toBe(false);
    expect(await copyA.claim('cr', '2026-01-16')).toBe(true);
    // A is posting: B neither claims nor retries it.
    expect(await copyB.claim('cr', '2026-01-16')).toBe(false);
    expect(await copyB.claimUnposted('cr', '2026-01-16')).toBe(false);
    // Every post failed: A gives the claim back, and B's next check takes it once.
    await copyA.release('cr', '2026-01-16');
    expect(await copyB.claimUnposted('cr', '2026-01-16')).toBe(true);
    expect(await copyA.claimUnposted('cr', '2026-01-16')).toBe(false);
    await copyB.posted('cr', '2026-01-16');
    await copyB.release('cr', '2026-01-16');
    clock += 2 * CLAIM_LEASE_MS;
    expect(await copyA.claim('cr', '2026-01-16')).toBe(false);
    expect(await copyA.claimUnposted('cr', '2026-01-16')).toBe(false);
  });

  it('frees the claim of a copy that stopped mid-post once the lease runs out', async () => {
    const store = await stores.open();
    let clock = 1_000_000_000;
    const copyA = new AnnouncementClaims(store.db, () => clock);
    const copyB = new AnnouncementClaims(store.db, () => clock);
    expect(await copyA.claim('cards', '2025-11-01')).toBe(true);
    clock += CLAIM_LEASE_MS - 1;
    expect(await copyB.claimUnposted('cards', '2025-11-01')).toBe(false);
    clock += 2;
    const granted = await Promise.all([copyB.claimUnposted('cards', '2025-11-01'), copyA.claim('cards', '2025-11-01'), copyB.claim('cards', '2025-11-01')]);
    expect(granted.filter(Boolean)).toHaveLength(1);
  });

  it('counts announcements made before posts were recorded as posted', async () => {
    const all = await stateMigrationProvider().getMigrations();
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name < '0005'));
    const old = await stores.open({ migrations: { getMigrations: async () => before } });
    await old.db.insertInto('announcements').values({ subject: 'cr', version: '2025-11-14', announced_at: 0 } as never).execute();
    const upgraded = await stores.open({ shared: true });
    expect(await upgraded.announcements.claimUnposted('cr', '2025-11-14')).toBe(false);
    expect(await upgraded.announcements.claim('cr', '2025-11-14')).toBe(false);
  });
});
