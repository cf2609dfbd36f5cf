/**
 * /ruling through the real bot process and discord.js against a fake Discord: a slash command that
 * answers with a modal (callback type 9), and the modal submission (interaction type 5) routed
 * back to the command, which logs the ruling in the state store.
 */
import { InteractionType, PermissionFlagsBits, type APIChatInputApplicationCommandInteraction } from 'discord-api-types/v10';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatInputInteraction, nextSnowflake, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

let fake: FakeDiscord;
let bot: ArbiterProcess;
const dbPath = tempDbPath();

/** `/ruling <subcommand>` sent by a member who can manage the server. */
function asManager(subcommand: string, options: Record<string, string> = {}): APIChatInputApplicationCommandInteraction {
  const payload = chatInputInteraction({ name: 'ruling', subcommand, options });
  payload.member!.permissions = (BigInt(payload.member!.permissions) | PermissionFlagsBits.ManageGuild).toString();
  return payload;
}

beforeAll(async () => {
  await runArbiter(['rules', 'import', crPath('cr-20240202.txt'), '--db', dbPath]);
  fake = await startFakeDiscord();
  bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off', DOCS_CHECK_INTERVAL: 'off' });
  await bot.waitForOutput('Logged in to Discord');
}, 60_000);

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

it('opens the form for /ruling log and logs what the form sends back', async () => {
  const command = asManager('log');
  const form = (await (await fake.sendInteraction(command)).callback()) as { type: number; data: { custom_id: string; title: string } };
  expect(form.type).toBe(9);
  expect(form.data).toMatchObject({ custom_id: `ruling:${command.member!.user.id}:log`, title: 'Log a ruling' });

  const field = (custom_id: string, value: string) => ({ type: 1, components: [{ type: 4, custom_id, value }] });
  const submission = {
    ...command,
    id: nextSnowflake(),
    token: `${command.token}-form`,
    type: InteractionType.ModalSubmit,
    data: { custom_id: form.data.custom_id, components: [field('question', 'Doubling life at 7?'), field('ruling', 'They gain 7 (701.9d).'), field('citations', '')] },
  };
  const logged = (await (await fake.sendInteraction(submission as never)).callback()) as { type: number; data: { embeds: { title?: string; description?: string }[]; allowed_mentions: unknown } };
  expect(logged.type).toBe(4);
  expect(logged.data.embeds[0]!.description).toBe('Logged as ruling #1.');
  expect(logged.data.embeds[1]!.description).toContain('**Cites** CR 701.9d (2024-02-02)');
  expect(logged.data.allowed_mentions).toEqual({ parse: [] });

  const found = (await (await fake.sendInteraction(chatInputInteraction({ name: 'ruling', subcommand: 'find', options: { words: 'doubling' } }))).callback()) as {
    data: { embeds: { description?: string }[] };
  };
  expect(found.data.embeds[0]!.description).toBe('**#1** Doubling life at 7?');
}, 60_000);
