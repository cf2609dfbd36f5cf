/**
 * Inline lookups without the Message Content intent, end to end: a bot started with
 * INLINE_LOOKUPS=true whose application Discord has not granted the intent (the fake closes its
 * IDENTIFY with 4014, as Discord does) warns at start-up, connects again without it, and answers
 * everything else as before; a bot without INLINE_LOOKUPS asks for no message intent at all, and
 * warns when servers turned inline lookups on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayIntentBits, GatewayOpcodes, type APIEmbed, type GatewayIdentify } from 'discord-api-types/v10';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';
import { createStateStore } from '../../state/create-state-store.js';

const running: { fake: FakeDiscord; bot: ArbiterProcess }[] = [];

afterEach(async () => {
  for (const { fake, bot } of running.splice(0)) {
    if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
    await fake.stop();
  }
});

async function startBot(options: { messageContentIntent: boolean; inlineLookups: boolean; prepare?: (dbPath: string) => Promise<void> }) {
  const dbPath = tempDbPath();
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  await options.prepare?.(dbPath);
  const fake = await startFakeDiscord({ messageContentIntent: options.messageContentIntent });
  const bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    ...(options.inlineLookups ? { INLINE_LOOKUPS: 'true' } : {}),
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
  });
  running.push({ fake, bot });
  await bot.waitForOutput('Logged in to Discord', 30_000);
  return { fake, bot };
}

async function slash(fake: FakeDiscord, name: string, options: Record<string, string>): Promise<APIEmbed> {
  const handle = await fake.sendInteraction(chatInputInteraction({ name, options }));
  return ((await handle.callback(15_000)) as { data: { embeds: APIEmbed[] } }).data.embeds[0]!;
}

function identifiedIntents(fake: FakeDiscord): number[] {
  return fake.gatewayPayloads.filter((payload): payload is GatewayIdentify => payload.op === GatewayOpcodes.Identify).map((payload) => payload.d.intents);
}

describe('INLINE_LOOKUPS=true without the Message Content intent', () => {
  it('warns at start-up, connects without it, and answers everything else as before', async () => {
    const { fake, bot } = await startBot({ messageContentIntent: false, inlineLookups: true });
    const messages = GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages | GatewayIntentBits.MessageContent;
    expect(identifiedIntents(fake)).toEqual([messages, GatewayIntentBits.Guilds]);
    expect(bot.output()).toContain('Inline lookups are off: Discord refused the Message Content intent (close code 4014, disallowed intents).');
    expect(bot.output()).toContain('Privileged Gateway Intents');

    expect((await slash(fake, 'rule', { number: '702.19b' })).title).toMatch(/^702\.19b/);
    const refused = await slash(fake, 'settings', { inline: 'on' });
    expect(refused.description).toContain('Inline lookups cannot be turned on here: Discord refused this bot the Message Content intent');

    // Its session asked for no messages, so Discord sends it none: nothing is posted.
    const message = await fake.sendMessage({ content: '{{702.19b}} [[Delver of Secrets]]' });
    expect((await slash(fake, 'rule', { number: '100.1' })).title).toMatch(/^100\.1/);
    expect(fake.repliesTo(message.id)).toEqual([]);
    expect(bot.child.exitCode).toBeNull();
  }, 90_000);
});

describe('without INLINE_LOOKUPS', () => {
  it('asks Discord for no message intent, and warns when servers turned inline lookups on', async () => {
    const { fake, bot } = await startBot({
      messageContentIntent: true,
      inlineLookups: false,
      async prepare(dbPath) {
        const state = await createStateStore({ sqlitePath: dbPath });
        await state.guildSettings.update('1300000000000000100', { inlineLookups: 'on' }, '1300000000000000300');
        await state.destroy();
      },
    });
    expect(identifiedIntents(fake)).toEqual([GatewayIntentBits.Guilds]);
    await bot.waitForOutput('Servers turned inline lookups on, but INLINE_LOOKUPS is not true');
    expect(bot.output()).toContain('"servers":1');
    const settings = await slash(fake, 'settings', {});
    expect(settings.fields!.find((field) => field.name.startsWith('Inline lookups ('))!.value).toBe("on, but not answered: the bot's operator has not enabled them");
  }, 90_000);
});
