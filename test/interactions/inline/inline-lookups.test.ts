/**
 * InlineLookups in this process, where the order of events can be arranged: the real reply builder
 * over real rules and cards, a real state store, and a poster that keeps the channel's messages as
 * Discord would (the end-to-end tests run the same through the gateway and REST: test/bot/inline-e2e).
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelMessagePayload, Reply } from '../../../commands/payload/message-payload.js';
import { inlineReply } from '../../../commands/views/inline-view.js';
import { inlineLogFields, InlineLookups, type InlineRecord, type MessagePoster } from '../../../interactions/inline/inline-lookups.js';
import { snowflakeTime, type InlineMessage } from '../../../interactions/inline/read-message.js';
import { createStateStore, type StateStore } from '../../../state/create-state-store.js';
import { INLINE_REPLY_MAX_AGE_MS } from '../../../state/inline-replies-repository.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { nextSnowflake } from '../../support/fake-discord/index.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';

const GUILD = '1300000000000000100';
const USER = '1300000000000000300';
const db = await createCardsTestDb('cr-20260116.txt');
const settings = { ruleLinkTemplate: 'https://example.org/cr#{ruleNoDot}', docsPageUrl: 'https://example.org/docs' };

/** The bot's messages in the channels, as Discord keeps them: posted, edited, deleted. */
class ChannelPoster implements MessagePoster {
  readonly messages = new Map<string, { channelId: string; payload: ChannelMessagePayload }>();
  readonly calls: string[] = [];
  failNextPost = false;

  async post(channelId: string, payload: ChannelMessagePayload): Promise<string> {
    this.calls.push(`post ${payload.message_reference?.message_id}`);
    if (this.failNextPost) {
      this.failNextPost = false;
      throw Object.assign(new Error('Missing Permissions'), { code: 50013, status: 403, requestBody: { json: payload } });
    }
    const id = nextSnowflake();
    this.messages.set(id, { channelId, payload });
    return id;
  }

  async edit(channelId: string, messageId: string, payload: ChannelMessagePayload): Promise<'edited' | 'gone'> {
    this.calls.push(`edit ${messageId}`);
    const old = this.messages.get(messageId);
    if (!old) return 'gone';
    // An edit keeps what the message replies to.
    this.messages.set(messageId, { channelId, payload: { ...payload, ...(old.payload.message_reference ? { message_reference: old.payload.message_reference } : {}) } });
    return 'edited';
  }

  async delete(_channelId: string, messageId: string): Promise<void> {
    this.calls.push(`delete ${messageId}`);
    this.messages.delete(messageId);
  }

  /** The bot's replies now to `messageId`, each as its description. */
  repliesTo(messageId: string): string[] {
    return [...this.messages.values()].filter((message) => message.payload.message_reference?.message_id === messageId).map((message) => message.payload.embeds[0]!.description!);
  }
}

let state: StateStore;
let poster: ChannelPoster;
let records: InlineRecord[];
/** Builds held until released, to arrange what arrives while a reply is built. */
let gate: Promise<void> | null;
let lookups: InlineLookups;

beforeEach(async () => {
  state = await createStateStore({ sqlitePath: tempDbPath() });
  await state.guildSettings.update(GUILD, { inlineLookups: 'on' }, USER);
  poster = new ChannelPoster();
  records = [];
  gate = null;
  lookups = new InlineLookups({
    async build(content): Promise<Reply | null> {
      await gate;
      return inlineReply(db, content, settings);
    },
    guildSettings: state.guildSettings,
    replies: state.inlineReplies,
    rateLimit: state.inlineRateLimit,
    poster,
    observe: (record) => records.push(record),
  });
});

afterAll(() => state?.destroy());

function message(content: string, fields: Partial<InlineMessage> = {}): InlineMessage {
  const id = fields.id ?? nextSnowflake();
  return { id, guildId: GUILD, channelId: nextSnowflake(), authorId: USER, content, sentAt: snowflakeTime(id), ...fields };
}

/** A gate the test opens: builds started before wait for it. */
function closeGate(): () => void {
  let open!: () => void;
  gate = new Promise((resolve) => (open = resolve));
  return open;
}

describe('InlineLookups', () => {
  it('answers a message delivered twice once', async () => {
    const sent = message('[[Consider]]');
    await Promise.all([lookups.created(sent), lookups.created(sent)]);
    await lookups.created(sent);
    expect(poster.repliesTo(sent.id)).toHaveLength(1);
    expect(records.map((record) => record.outcome)).toEqual(['posted']);
  });

  it('applies an edit that arrives while the reply is built after it, not before', async () => {
    const open = closeGate();
    const sent = message('[[Consider]]');
    const created = lookups.created(sent);
    const edited = lookups.updated({ ...sent, content: '{{702.19b}}' });
    open();
    await Promise.all([created, edited]);
    expect(poster.repliesTo(sent.id)).toEqual([expect.stringMatching(/^\*\*\[CR 702\.19b\]/)]);
    expect(poster.calls).toEqual([`post ${sent.id}`, expect.stringMatching(/^edit \d+$/)]);
  });

  it('deletes the reply of a message deleted while its reply was built', async () => {
    const open = closeGate();
    const sent = message('[[Consider]]');
    const created = lookups.created(sent);
    const deleted = lookups.deleted([sent.id]);
    open();
    await Promise.all([created, deleted]);
    expect(poster.repliesTo(sent.id)).toEqual([]);
    expect(records.map((record) => record.outcome)).toEqual(['posted', 'deleted']);
    expect(await state.inlineReplies.get(sent.id)).toBeUndefined();
  });

  it('answers an edit that adds a reference, unless the message is older than replies are remembered', async () => {
    const recent = message('no reference yet');
    await lookups.created(recent);
    await lookups.updated({ ...recent, content: 'now [[Consider]]' });
    expect(poster.repliesTo(recent.id)).toHaveLength(1);

    const oldId = nextSnowflake(Date.now() - INLINE_REPLY_MAX_AGE_MS - 60_000);
    await lookups.updated(message('an old message, now with [[Consider]]', { id: oldId }));
    expect(poster.repliesTo(oldId)).toEqual([]);
  });

  it('logs a reply Discord refused without the message’s words, and answers the message when it is edited', async () => {
    poster.failNextPost = true;
    const sent = message('[[secret wordz]]');
    await lookups.created(sent);
    expect(records).toEqual([expect.objectContaining({ outcome: 'failed', references: 1, user: USER })]);
    // What is logged of the error is what it says of itself, not the request it carried (which quotes the message).
    expect(inlineLogFields(records[0]!).error).toEqual({ name: 'Error', message: 'Missing Permissions', code: 50013, status: 403 });
    expect(JSON.stringify(records[0]!.error)).toContain('secret wordz');
    expect(JSON.stringify(inlineLogFields(records[0]!))).not.toContain('secret wordz');
    expect(poster.repliesTo(sent.id)).toEqual([]);
    await lookups.updated({ ...sent, content: '[[secret wordz]], again' });
    expect(poster.repliesTo(sent.id)).toHaveLength(1);
  });

  it('leaves a reply someone deleted gone when the message is edited', async () => {
    const sent = message('[[Consider]]');
    await lookups.created(sent);
    poster.messages.clear();
    await lookups.updated({ ...sent, content: '{{702.19b}}' });
    expect(poster.repliesTo(sent.id)).toEqual([]);
    expect(records.map((record) => record.outcome)).toEqual(['posted', 'reply_gone']);
    expect(await state.inlineReplies.get(sent.id)).toMatchObject({ replyId: null });
  });

  it('leaves replies as they are once the server turned inline lookups off, and answers nothing new', async () => {
    const sent = message('[[Consider]]');
    await lookups.created(sent);
    await state.guildSettings.update(GUILD, { inlineLookups: 'off' }, USER);
    await lookups.updated({ ...sent, content: 'never mind' });
    const later = message('[[Consider]]');
    await lookups.created(later);
    expect(poster.repliesTo(sent.id)).toHaveLength(1);
    expect(poster.repliesTo(later.id)).toEqual([]);
  });

  it('answers nowhere in a channel the server excluded, nor in its threads, and only in the channels it listed', async () => {
    const [excluded, listed] = [nextSnowflake(), nextSnowflake()];
    await state.guildSettings.update(GUILD, { inlineChannels: { mode: 'except', channelIds: [excluded] } }, USER);
    const inChannel = message('[[Consider]]', { channelId: excluded });
    const inThread = message('[[Consider]]', { parentChannelId: excluded });
    const elsewhere = message('[[Consider]]');
    for (const sent of [inChannel, inThread, elsewhere]) await lookups.created(sent);
    expect([inChannel, inThread, elsewhere].map((sent) => poster.repliesTo(sent.id).length)).toEqual([0, 0, 1]);

    await state.guildSettings.update(GUILD, { inlineChannels: { mode: 'only', channelIds: [listed] } }, USER);
    const inListed = message('[[Consider]]', { channelId: listed });
    const outside = message('[[Consider]]');
    for (const sent of [inListed, outside]) await lookups.created(sent);
    expect([inListed, outside].map((sent) => poster.repliesTo(sent.id).length)).toEqual([1, 0]);
  });

  it('waits for every event in flight when asked to be idle', async () => {
    const open = closeGate();
    const sent = message('[[Consider]]');
    void lookups.created(sent);
    let idle = false;
    const idled = lookups.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    open();
    await idled;
    expect(poster.repliesTo(sent.id)).toHaveLength(1);
  });
});
