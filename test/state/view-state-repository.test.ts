import { expect, it } from 'vitest';
import { ViewStateRepository, VIEW_STATE_MAX_AGE_MS } from '../../state/view-state-repository.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

describeEachStateStore('view state in the state store', (stores) => {
  it('loads what was saved, by token, and leaves out unknown tokens', async () => {
    const { viewState } = await stores.open();
    await viewState.save({ '~aaaaaaaaaa': { query: 'legend rule', doc: 'cr' }, '~bbbbbbbbbb': [1, 2] });
    expect(await viewState.load(['~aaaaaaaaaa', '~cccccccccc', '~bbbbbbbbbb'])).toEqual({ '~aaaaaaaaaa': { query: 'legend rule', doc: 'cr' }, '~bbbbbbbbbb': [1, 2] });
    expect(await viewState.load([])).toEqual({});
  });

  it('saves a token again with its new value', async () => {
    const { viewState } = await stores.open();
    await viewState.save({ '~aaaaaaaaaa': 'first' });
    await viewState.save({ '~aaaaaaaaaa': 'second' });
    expect(await viewState.load(['~aaaaaaaaaa'])).toEqual({ '~aaaaaaaaaa': 'second' });
  });

  it('forgets entries older than 30 days, and prunes them from the table', async () => {
    const { db } = await stores.open();
    let now = 1_000_000;
    const viewState = new ViewStateRepository(db, () => now);
    await viewState.save({ '~oldoldoldo': 'old' });
    now += VIEW_STATE_MAX_AGE_MS + 1;
    expect(await viewState.load(['~oldoldoldo'])).toEqual({});
    await viewState.save({ '~newnewnewn': 'new' });
    expect(await db.selectFrom('view_state').select('token').execute()).toEqual([{ token: '~newnewnewn' }]);
  });

  it('prunes on its own, as a service does before its first answer: entries past their age go, the rest stay', async () => {
    const { db } = await stores.open();
    let now = 1_000_000;
    const saving = new ViewStateRepository(db, () => now);
    await saving.save({ '~oldoldoldo': 'old' });
    now += VIEW_STATE_MAX_AGE_MS / 2;
    await saving.save({ '~midmidmidm': 'mid' });
    now += VIEW_STATE_MAX_AGE_MS / 2 + 1;
    // A new process's repository: it prunes before anything is saved.
    await new ViewStateRepository(db, () => now).prune();
    expect(await db.selectFrom('view_state').select('token').execute()).toEqual([{ token: '~midmidmidm' }]);
  });

  it('shares view state between two connections to one store, as replicas do', async () => {
    const first = await stores.open();
    const second = await stores.open({ shared: true });
    await first.viewState.save({ '~sharedshar': { page: 2 } });
    expect(await second.viewState.load(['~sharedshar'])).toEqual({ '~sharedshar': { page: 2 } });
  });
});
