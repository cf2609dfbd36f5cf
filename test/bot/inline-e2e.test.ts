/**
 * Inline lookups end to end: the real bot process (`arbiter start`, INLINE_LOOKUPS=true) with the
 * real discord.js client, against the fake Discord sending MESSAGE_CREATE, MESSAGE_UPDATE and
 * MESSAGE_DELETE on its gateway and recording the bot's posts, edits and deletes over REST.
 *
 * "No reply" is shown with a later message that does get one (a barrier): both are read the same
 * way up to the point where the first is dropped, and the second still has the state store, the
 * handler pool and Discord's REST before it, so once its reply is posted the first would have been.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIEmbed, APIMessage } from 'discord-api-types/v10';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord, type RecordedRequest, type SentMessageInput } from '../support/fake-discord/index.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../support/cards-db-fixture.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import path from 'node:path';
import { crPath, SHARED_DIR } from '../support/shared-data.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

interface PostedBody {
  embeds: APIEmbed[];
  allowed_mentions: unknown;
  message_reference?: { message_id: string; fail_if_not_exists: boolean };
}

const dbPath = tempDbPath();
let fake: FakeDiscord;
let bot: ArbiterProcess;
/** What the bot printed before it was restarted. */
let outputBeforeRestart = '';
let channels = 0;
/** A channel of the test server no test used yet: its own rate-limit count (eight replies a minute). */
function freshChannel(): string {
  channels += 1;
  return `1300000000000001${String(channels).padStart(3, '0')}`;
}

function startBot(): ArbiterProcess {
  return spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    INLINE_LOOKUPS: 'true',
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
  });
}

beforeAll(async () => {
  for (const file of ['cr-20240202.txt', 'cr-20250606.txt', 'cr-20260116.txt']) await runArbiter(['rules', 'import', crPath(file), '--db', dbPath]);
  for (const file of ['data/cr/mtr-20250421.pdftotext.txt', 'data/cr/ipg-20240923.pdftotext.txt']) await runArbiter(['docs', 'import', path.join(SHARED_DIR, file), '--db', dbPath]);
  await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', SAMPLE_UPDATED_AT.slice(0, 10), '--db', dbPath]);
  fake = await startFakeDiscord();
  bot = startBot();
  await bot.waitForOutput('Logged in to Discord');
}, 120_000);

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

async function settings(options: Record<string, string>): Promise<APIEmbed> {
  const handle = await fake.sendInteraction(chatInputInteraction({ name: 'settings', options }));
  const callback = (await handle.callback(15_000)) as { data: { embeds: APIEmbed[] } };
  return callback.data.embeds[0]!;
}

const isPost = (request: RecordedRequest) => request.method === 'POST' && request.route === '/channels/:channelId/messages';

/** The bot's reply to `message`: the POST that answers it. */
async function replyTo(message: APIMessage): Promise<PostedBody> {
  const request = await fake.waitForRequest((candidate) => isPost(candidate) && (candidate.body as PostedBody).message_reference?.message_id === message.id, 15_000);
  expect(request.status).toBe(200);
  return request.body as PostedBody;
}

/** Sends a message, in a channel of its own unless said. */
async function send(content: string, input: Omit<SentMessageInput, 'content'> = {}): Promise<APIMessage> {
  return fake.sendMessage({ content, channelId: freshChannel(), ...input });
}

/** Sends `content` and waits for the reply's one embed. */
async function ask(content: string, channelId = freshChannel()): Promise<APIEmbed> {
  const body = await replyTo(await send(content, { channelId }));
  expect(body.embeds).toHaveLength(1);
  return body.embeds[0]!;
}

/** Asserts the messages got no reply, once a later message (the barrier) in `channelId` got one. */
async function expectNoReplies(messages: APIMessage[], barrierChannelId?: string): Promise<void> {
  await ask('[[Consider]]', barrierChannelId);
  for (const message of messages) {
    expect(fake.repliesTo(message.id)).toEqual([]);
    expect(fake.requests.filter((request) => isPost(request) && (request.body as PostedBody).message_reference?.message_id === message.id)).toEqual([]);
  }
}

describe('a server that has not turned inline lookups on', () => {
  it('gets no reply, and /settings inline:on turns them on', async () => {
    const before = await send('what does [[Delver of Secrets]] do? {{702.19b}}');
    const turnedOn = await settings({ inline: 'on' });
    expect(turnedOn.description).toContain('off (default) → on');
    await expectNoReplies([before]);
  });
});

describe('inline lookups', () => {
  it('answers a card with its Oracle text, in reply to the message, pinging no one', async () => {
    const message = await send('@everyone is [[Delver of Secrets]] good?');
    const body = await replyTo(message);
    expect(body.allowed_mentions).toEqual({ parse: [], replied_user: false });
    expect(body.message_reference).toEqual({ message_id: message.id, fail_if_not_exists: false });
    const [embed] = body.embeds;
    expect(embed!.description).toContain('**[Delver of Secrets // Insectile Aberration](https://scryfall.com/card/mid/47/');
    expect(embed!.description).toContain('At the beginning of your upkeep, look at the top card of your library.');
    expect(embed!.footer!.text).toMatch(/^Cards: Scryfall \d{4}-\d{2}-\d{2}$/);
    expect(fake.repliesTo(message.id)).toHaveLength(1);
  });

  it('answers rules with their first sentence and a link, old numbers carried to today’s', async () => {
    const embed = await ask('trample? {{702.19b}} and {{CR 701.13b}}');
    expect(embed.description!.split('\n\n')).toEqual([
      '**[CR 702.19b](https://yawgatog.com/resources/magic-rules/#R70219b)** — The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.',
      '**[CR 701.17b](https://yawgatog.com/resources/magic-rules/#R70117b)** — A player can’t mill a number of cards greater than the number of cards in their library.\n↳ *701.13b was renumbered 701.17b between 2024-02-02 and 2025-06-06*',
    ]);
    expect(embed.footer!.text).toBe('CR 2026-01-16');
  });

  it('answers MTR and IPG sections with their title, first sentence and a link', async () => {
    const embed = await ask('{{MTR 4.2}} vs {{IPG 2.5}}');
    const [mtr, ipg] = embed.description!.split('\n\n');
    expect(mtr).toBe(
      '**[MTR 4.2](https://wpn.wizards.com/en/rules-documents)** — Tournament Shortcuts — A tournament shortcut is an action taken by players to skip parts of the technical play sequence without explicitly announcing them.',
    );
    expect(ipg).toMatch(/^\*\*\[IPG 2\.5\]\(https:\/\/wpn\.wizards\.com\/en\/rules-documents\)\*\* — Game Play Error — Game Rule Violation · Warning — This infraction covers/);
    expect(embed.footer!.text).toBe('MTR 2025-04-21 · IPG 2024-09-23');
  });

  it('finds a typo’d card as /card does, and asks "did you mean" when unsure', async () => {
    const embed = await ask('[[delvr of secrts]] and [[Lightning]]');
    const [found, unsure] = embed.description!.split('\n\n');
    expect(found).toMatch(/^\*\*\[Delver of Secrets \/\/ Insectile Aberration\]/);
    expect(unsure).toMatch(/^\\\[\\\[Lightning\\\]\\\] — which card\? Did you mean: Lightning /);
  });

  it('answers a card’s rulings with [[name|rulings]]', async () => {
    const embed = await ask("[[Jace, Vryn's Prodigy|rulings]]");
    expect(embed.description).toMatch(/^\*\*\[Jace, Vryn's Prodigy \/\/ Jace, Telepath Unbound\]\(.*\)\*\* — 16 rulings\n• \d{4}-\d{2}-\d{2}: /);
    expect(embed.description).toMatch(/\n…\d+ more: `\/rulings name:Jace, Vryn's Prodigy \/\/ Jace, Telepath Unbound`$/);
  });

  it('answers a message of 30 references with one reply: five, and how many more', async () => {
    const numbers = Array.from({ length: 30 }, (_, index) => `{{702.${index + 2}}}`);
    const message = await send(numbers.join(' '));
    const body = await replyTo(message);
    const blocks = body.embeds[0]!.description!.split('\n\n');
    expect(blocks).toHaveLength(6);
    expect(blocks.slice(0, 5).map((block) => /\[CR (702\.\d+)\]/.exec(block)?.[1])).toEqual(['702.2', '702.3', '702.4', '702.5', '702.6']);
    expect(blocks[5]).toBe('…and 25 more not shown: right-click the message → Apps → **Explain rules & cards** lists everything it cites.');
    await ask('[[Consider]]');
    expect(fake.repliesTo(message.id)).toHaveLength(1);
  });

  it('leaves plain rule numbers in running text, bots, webhooks and code alone', async () => {
    const ignored = [
      await send('that is 702.19b, see also CR 613.1 and MTR 4.2'),
      await send('[[Delver of Secrets]]', { author: { id: '1300000000000000777', username: 'otherbot', bot: true } }),
      await send('{{702.19b}}', { webhookId: '1300000000000000888' }),
      await send('type `[[card name]]` to look a card up'),
    ];
    await expectNoReplies(ignored);
  });

  it('answers nowhere in a channel the server excluded', async () => {
    const channelId = freshChannel();
    const changed = await settings({ 'inline-channels': `except <#${channelId}>` });
    expect(changed.description).toContain(`every channel (default) → every channel but <#${channelId}>`);
    const excluded = await send('[[Delver of Secrets]]', { channelId });
    await expectNoReplies([excluded]);
    await settings({ reset: 'inline-channels' });
  });

  it('answers a channel eight times a minute, then says so once, then stays quiet', async () => {
    const channelId = freshChannel();
    const answered: APIMessage[] = [];
    for (let index = 0; index < 8; index++) {
      const message = await send(`{{100.${(index % 6) + 1}}}`, { channelId });
      await replyTo(message);
      answered.push(message);
    }
    const limited = await send('{{702.19b}}', { channelId });
    const sentence = (await replyTo(limited)).embeds[0]!.description!;
    expect(sentence).toMatch(/^This channel has had its 8 inline lookups every 60 seconds; the next are answered in \d+ s\. `\/card`, `\/rule`, `\/mtr` and `\/ipg` answer at any time\.$/);
    const quiet = await send('{{702.19c}}', { channelId });
    // Another channel is not held back: it is the barrier.
    await expectNoReplies([quiet]);
    expect(answered.every((message) => fake.repliesTo(message.id).length === 1)).toBe(true);
  });

  it('edits the reply when the message’s references change, and deletes it when they go', async () => {
    const channelId = freshChannel();
    const message = await send('[[Delver of Secrets]]', { channelId });
    await replyTo(message);
    const [reply] = fake.repliesTo(message.id);
    const isEdit = (request: RecordedRequest) => request.method === 'PATCH' && request.path === `/channels/${channelId}/messages/${reply!.id}`;

    await fake.editMessage(message.id, 'sorry, I meant {{702.19b}}');
    const edit = await fake.waitForRequest(isEdit, 15_000);
    expect((edit.body as PostedBody).embeds[0]!.description).toMatch(/^\*\*\[CR 702\.19b\]/);
    expect((edit.body as PostedBody).allowed_mentions).toEqual({ parse: [], replied_user: false });
    expect(fake.message(reply!.id)!.embeds[0]!.description).toMatch(/^\*\*\[CR 702\.19b\]/);

    // Other words edited, the same reference: nothing to change.
    await fake.editMessage(message.id, 'sorry, I really meant {{702.19b}}');
    await expectNoReplies([]);
    expect(fake.requests.filter(isEdit)).toHaveLength(1);

    await fake.editMessage(message.id, 'never mind');
    await fake.waitForRequest((request) => request.method === 'DELETE' && request.path === `/channels/${channelId}/messages/${reply!.id}`, 15_000);
    expect(fake.message(reply!.id)).toBeUndefined();
    expect(fake.message(message.id)!.content).toBe('never mind');
  });

  it('deletes the reply when the message is deleted, after a restart too', async () => {
    const message = await send('{{IPG 2.5}}');
    await replyTo(message);
    const [reply] = fake.repliesTo(message.id);
    bot.child.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
    outputBeforeRestart = bot.output();
    bot = startBot();
    await bot.waitForOutput('Logged in to Discord');
    await fake.deleteMessage(message.id);
    await fake.waitForRequest((request) => request.method === 'DELETE' && request.path === `/channels/${message.channel_id}/messages/${reply!.id}`, 15_000);
    expect(fake.message(reply!.id)).toBeUndefined();
  });

  it('logs what it did with each message, never the message’s words', async () => {
    await bot.waitForOutput('"outcome":"deleted"');
    const lines = `${outputBeforeRestart}\n${bot.output()}`.split('\n').filter((line) => line.includes('"msg":"inline"'));
    const outcomes = lines.map((line) => (JSON.parse(line) as { outcome: string }).outcome);
    expect(new Set(outcomes)).toEqual(new Set(['posted', 'edited', 'deleted', 'rate_limited', 'rate_quiet']));
    for (const words of ['Delver', 'IPG', '702.19', 'never mind', 'everyone']) expect(lines.join('\n')).not.toContain(words);
  });
});
