/** Inline lookups' state: which reply answers which message, and each channel's rate, on SQLite and PostgreSQL. */
import { expect, it } from 'vitest';
import { InlineRateLimit } from '../../state/inline-rate-limit.js';
import { INLINE_REPLY_MAX_AGE_MS, InlineRepliesRepository } from '../../state/inline-replies-repository.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

const MESSAGE = { messageId: '1300000000000000900', guildId: '1300000000000000100', channelId: '1300000000000000200', referencesKey: '' };

describeEachStateStore('inline replies', (stores) => {
  it('lets exactly one of many claims of a message answer it, across connections', async () => {
    const store = await stores.open();
    const copies = [store, await stores.open({ shared: true }), await stores.open({ shared: true })];
    const claims = await Promise.all(copies.flatMap((copy) => [copy.inlineReplies.claim(MESSAGE), copy.inlineReplies.claim(MESSAGE)]));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('keeps the reply of a message for every connection, and gives it back once when the message is deleted', async () => {
    const store = await stores.open();
    await store.inlineReplies.claim(MESSAGE);
    expect(await store.inlineReplies.get(MESSAGE.messageId)).toEqual({ ...MESSAGE, replyId: null });
    await store.inlineReplies.record(MESSAGE.messageId, '1300000000000000901', 'key-1');
    const replica = await stores.open({ shared: true });
    expect(await replica.inlineReplies.get(MESSAGE.messageId)).toEqual({ ...MESSAGE, replyId: '1300000000000000901', referencesKey: 'key-1' });
    expect(await replica.inlineReplies.forget(MESSAGE.messageId)).toEqual({ ...MESSAGE, replyId: '1300000000000000901', referencesKey: 'key-1' });
    expect(await store.inlineReplies.forget(MESSAGE.messageId)).toBeUndefined();
    expect(await store.inlineReplies.get(MESSAGE.messageId)).toBeUndefined();
  });

  it('forgets replies older than it remembers, and prunes them', async () => {
    const store = await stores.open();
    let clock = 1_000_000_000_000;
    const replies = new InlineRepliesRepository(store.db, () => clock);
    await replies.claim(MESSAGE);
    clock += INLINE_REPLY_MAX_AGE_MS + 1;
    expect(await replies.get(MESSAGE.messageId)).toBeUndefined();
    // A later claim (of another message) prunes it.
    await new InlineRepliesRepository(store.db, () => clock).claim({ ...MESSAGE, messageId: '1300000000000000902' });
    const rows = await store.db.selectFrom('inline_replies').select('message_id').execute();
    expect(rows.map((row) => row.message_id)).toEqual(['1300000000000000902']);
  });
});

describeEachStateStore('the inline rate limit', (stores) => {
  it('allows `limit` replies a window, says so once past it, then stays quiet until the next window', async () => {
    const store = await stores.open();
    let clock = 1_000_000_000_000;
    const rate = new InlineRateLimit(store.db, { limit: 3, windowMs: 60_000 }, () => clock);
    const kinds = [];
    for (let index = 0; index < 5; index++) kinds.push((await rate.take('channel-a')).kind);
    expect(kinds).toEqual(['allowed', 'allowed', 'allowed', 'limited', 'quiet']);
    expect(await rate.take('channel-b')).toEqual({ kind: 'allowed' });
    clock += 20_000;
    expect(await rate.take('channel-a')).toEqual({ kind: 'quiet' });
    clock += 40_000;
    expect(await rate.take('channel-a')).toEqual({ kind: 'allowed' });
  });

  it('says when the next reply will be allowed', async () => {
    const store = await stores.open();
    let clock = 1_000_000_000_000;
    const rate = new InlineRateLimit(store.db, { limit: 1, windowMs: 60_000 }, () => clock);
    await rate.take('channel-a');
    clock += 15_000;
    expect(await rate.take('channel-a')).toEqual({ kind: 'limited', retryInMs: 45_000 });
  });

  it('counts replies taken at once from several connections each once', async () => {
    const store = await stores.open();
    const copies = [store, await stores.open({ shared: true }), await stores.open({ shared: true })];
    const limits = copies.map((copy) => new InlineRateLimit(copy.db, { limit: 5, windowMs: 60_000 }));
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, index) => limits[index % 3]!.take('channel-a')));
    expect(decisions.filter((decision) => decision.kind === 'allowed')).toHaveLength(5);
    expect(decisions.filter((decision) => decision.kind === 'limited')).toHaveLength(1);
    expect(decisions.filter((decision) => decision.kind === 'quiet')).toHaveLength(6);
  });
});
