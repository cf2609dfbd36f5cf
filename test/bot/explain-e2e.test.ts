/**
 * "Explain rules & cards" end to end: registered by `deploy-commands` as a message command, run by
 * the real bot process (`arbiter start`) with the real discord.js client on a message the fake
 * Discord delivers with the interaction, answered privately, then posted to the channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonInteraction, messageCommandInteraction, startFakeDiscord, type FakeDiscord, type InteractionHandle } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';
import { crPath } from '../support/shared-data.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../support/cards-db-fixture.js';

interface MessageBody {
  embeds: { title?: string; description?: string; footer?: { text: string } }[];
  components: { components: { custom_id: string; label: string }[] }[];
  allowed_mentions: unknown;
  flags?: number;
}

const NAME = 'Explain rules & cards';
let fake: FakeDiscord;
let bot: ArbiterProcess;
const dbPath = tempDbPath();

beforeAll(async () => {
  for (const file of ['cr-20240202.txt', 'cr-20250606.txt', 'cr-20260116.txt']) await runArbiter(['rules', 'import', crPath(file), '--db', dbPath]);
  await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--date', '2025-11-01', '--db', dbPath]);
  fake = await startFakeDiscord();
  bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' });
  await bot.waitForOutput('Logged in to Discord');
});

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

/**
 * The message the bot answered with: the callback's, or — when it deferred first (a machine busy
 * enough that the first explanation took over 2 s) — the edit or follow-up that came after.
 */
async function answer(handle: InteractionHandle): Promise<MessageBody> {
  const callback = (await handle.callback(30_000)) as { type: number; data: MessageBody };
  if (callback.type === 4) return callback.data;
  const never = new Promise<never>(() => undefined);
  return (await Promise.race([handle.nextEdit(30_000).catch(() => never), handle.nextFollowUp(30_000).catch(() => never)])) as MessageBody;
}

async function explainMessage(content: string, timestamp?: string): Promise<MessageBody> {
  return answer(await fake.sendInteraction(messageCommandInteraction({ name: NAME, content, ...(timestamp ? { timestamp } : {}) })));
}

async function press(customId: string, message?: { flags: number }): Promise<MessageBody> {
  return answer(await fake.sendInteraction(buttonInteraction({ customId, ...(message ? { message } : {}) })));
}

function labels(body: MessageBody): string[] {
  return body.components.flatMap((row) => row.components).map((component) => component.label);
}

function buttonId(body: MessageBody, label: string): string {
  const found = body.components.flatMap((row) => row.components).find((component) => component.label === label);
  if (!found) throw new Error(`no button ${label} in ${JSON.stringify(body.components)}`);
  return found.custom_id;
}

describe('the message command against a fake Discord', () => {
  it('is registered by deploy-commands beside the slash commands', async () => {
    const run = await runArbiter(['deploy-commands', '--guild', fake.ids.guildId], { env: { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl } });
    expect(run.code).toBe(0);
    const put = await fake.waitForRequest((request) => request.method === 'PUT');
    expect(put.body).toContainEqual({ type: 3, name: NAME });
    expect(put.body).toContainEqual(expect.objectContaining({ name: 'explain' }));
  });

  it('explains a message from 2024 privately, carrying its old rule numbers to today’s', async () => {
    const body = await explainMessage(
      'Per 701.13b you can’t mill more than your library; SBAs then check 704.5b. [[Delver of Secrets]] has no trample.',
      '2024-03-01T18:30:00.000Z',
    );
    expect(body.flags).toBe(64);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    const [embed] = body.embeds;
    expect(embed!.title).toBe('Explained: 4 items');
    expect(embed!.description).toContain('1. **CR 701.17b** — A player can’t mill');
    expect(embed!.description).toContain('↳ *701.13b was renumbered 701.17b between 2024-02-02 and 2025-06-06*');
    expect(embed!.description).toContain('**State-Based Actions** (term)');
    expect(embed!.description).toContain('**Delver of Secrets // Insectile Aberration** (card)');
    expect(labels(body)).toEqual(['1. CR 701.17b', '2. State-Based Actions', '3. CR 704.5b', '4. Delver of Secrets // Insectile Aberration', 'Post to channel']);
  });

  it('posts the same list to the channel when asked, and the buttons open each item', async () => {
    const reply = await explainMessage('Trample: CR 702.19b. @everyone <@1300000000000000123> **read this**');
    const posted = await press(buttonId(reply, 'Post to channel'), { flags: 64 });
    expect(posted.flags ?? 0).toBe(0);
    expect(posted.allowed_mentions).toEqual({ parse: [] });
    expect(posted.embeds[0]!.description).toBe(reply.embeds[0]!.description);
    expect(labels(posted)).toEqual(['1. Keyword 702.19', '2. CR 702.19b']);
    expect((await press(buttonId(posted, '2. CR 702.19b'))).embeds[0]!.title).toMatch(/^702\.19b/);
  });

  it('says what it looks for when a message names nothing, without echoing it', async () => {
    const body = await explainMessage('@everyone gg, see you next week <@&1300000000000000555>');
    expect(body.flags).toBe(64);
    expect(body.embeds[0]!.title).toBe('Nothing to explain');
    expect(body.embeds[0]!.description).toContain('[[double brackets]]');
    expect(JSON.stringify(body)).not.toContain('@everyone');
  });
});
