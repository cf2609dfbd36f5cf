/**
 * "Explain rules & cards" end to end: registered by `deploy-commands` as a message command, run by
 * the real bot process (`arbiter start`) with the real discord.js client on a message the fake
 * Discord delivers with the interaction, answered privately, then posted to the channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageCommandInteraction, buttonInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';
import { crPath } from '../support/shared-data.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../support/cards-db-fixture.js';

interface CallbackBody {
  type: number;
  data: {
    embeds: { title?: string; description?: string; footer?: { text: string } }[];
    components: { components: { custom_id: string; label: string }[] }[];
    allowed_mentions: unknown;
    flags?: number;
  };
}

const NAME = 'Explain rules & cards';
let fake: FakeDiscord;
let bot: ArbiterProcess;
const dbPath = tempDbPath();

beforeAll(async () => {
  for (const file of ['cr-20240202.txt', 'cr-20250606.txt', 'cr-20260116.txt']) await runArbiter(['rules', 'import', crPath(file), '--db', dbPath]);
  await runArbiter(['cards', 'import', ORACLE_CARDS_FILE, RULINGS_FILE, '--db', dbPath]);
  fake = await startFakeDiscord();
  bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' });
  await bot.waitForOutput('Logged in to Discord');
});

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

async function explainMessage(content: string, timestamp?: string): Promise<CallbackBody> {
  const handle = await fake.sendInteraction(messageCommandInteraction({ name: NAME, content, ...(timestamp ? { timestamp } : {}) }));
  return (await handle.callback()) as CallbackBody;
}

function buttonId(body: CallbackBody, label: string): string {
  const found = body.data.components.flatMap((row) => row.components).find((component) => component.label === label);
  if (!found) throw new Error(`no button ${label} in ${JSON.stringify(body.data.components)}`);
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
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
    expect(body.data.allowed_mentions).toEqual({ parse: [] });
    const [embed] = body.data.embeds;
    expect(embed!.title).toBe('Explained: 4 items');
    expect(embed!.description).toContain('1. **CR 701.17b** — A player can’t mill');
    expect(embed!.description).toContain('↳ *701.13b was renumbered 701.17b on 2025-06-06*');
    expect(embed!.description).toContain('**State-Based Actions** (term)');
    expect(embed!.description).toContain('**Delver of Secrets // Insectile Aberration** (card)');
    expect(body.data.components.flatMap((row) => row.components).map((component) => component.label)).toEqual([
      '1. CR 701.17b',
      '2. State-Based Actions',
      '3. CR 704.5b',
      '4. Delver of Secrets // Insectile Aberration',
      'Post to channel',
    ]);
  });

  it('posts the same list to the channel when asked, and the buttons open each item', async () => {
    const reply = await explainMessage('Trample: CR 702.19b. @everyone <@1300000000000000123> **read this**');
    const post = await fake.sendInteraction(buttonInteraction({ customId: buttonId(reply, 'Post to channel'), message: { flags: 64 } }));
    const posted = (await post.callback()) as CallbackBody;
    expect(posted.type).toBe(4);
    expect(posted.data.flags ?? 0).toBe(0);
    expect(posted.data.allowed_mentions).toEqual({ parse: [] });
    expect(posted.data.embeds[0]!.description).toBe(reply.data.embeds[0]!.description);
    expect(posted.data.components.flatMap((row) => row.components).map((component) => component.label)).toEqual(['1. CR 702.19b']);

    const open = await fake.sendInteraction(buttonInteraction({ customId: buttonId(posted, '1. CR 702.19b') }));
    expect(((await open.callback()) as CallbackBody).data.embeds[0]!.title).toMatch(/^702\.19b/);
  });

  it('says what it looks for when a message names nothing, without echoing it', async () => {
    const body = await explainMessage('@everyone gg, see you next week <@&1300000000000000555>');
    expect(body.data.flags).toBe(64);
    expect(body.data.embeds[0]!.title).toBe('Nothing to explain');
    expect(body.data.embeds[0]!.description).toContain('[[double brackets]]');
    expect(JSON.stringify(body.data)).not.toContain('@everyone');
  });
});
