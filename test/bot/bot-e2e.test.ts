/**
 * The real bot process (`arbiter start`, as `npm start` runs it) logged in to a fake Discord with
 * the real discord.js client: slash commands, buttons, select menus, paging, errors, shutdown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.js';
import { commandDefinitions } from '../../commands/framework/dispatch.js';
import {
  autocompleteInteraction,
  buttonInteraction,
  chatInputInteraction,
  startFakeDiscord,
  stringSelectInteraction,
  type FakeDiscord,
} from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';
import { crPath } from '../support/shared-data.js';
import { freePort } from '../support/free-port.js';

interface CallbackBody {
  type: number;
  data: {
    embeds: { title?: string; description?: string; footer?: { text: string } }[];
    components: { components: { custom_id?: string; label?: string; disabled?: boolean; options?: { value: string }[] }[] }[];
    allowed_mentions: unknown;
    flags?: number;
  };
}

let fake: FakeDiscord;
let bot: ArbiterProcess;
let healthPort: number;
let webPort: number;
const dbPath = tempDbPath();

/** The custom id of the enabled component labelled `label` (a button) or of the first select menu. */
function componentId(body: CallbackBody, label?: string): string {
  for (const row of body.data.components) {
    for (const component of row.components) {
      if (label ? component.label === label && !component.disabled : component.options) return component.custom_id!;
    }
  }
  throw new Error(`no component ${label ?? 'select'} in ${JSON.stringify(body.data.components)}`);
}

async function slash(name: string, options: Record<string, string | boolean>): Promise<CallbackBody> {
  const handle = await fake.sendInteraction(chatInputInteraction({ name, options }));
  return (await handle.callback()) as CallbackBody;
}

beforeAll(async () => {
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  fake = await startFakeDiscord();
  healthPort = await freePort();
  webPort = await freePort();
  bot = spawnArbiter(['start'], {
    DISCORD_TOKEN: fake.token,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    HEALTH_PORT: String(healthPort),
    WEB_PORT: String(webPort),
  });
  await bot.waitForOutput('Logged in to Discord');
});

afterAll(async () => {
  if (bot.child.exitCode === null) bot.child.kill('SIGKILL');
  await fake.stop();
});

describe('the bot against a fake Discord', () => {
  it('identifies with the Guilds intent only', () => {
    const identify = fake.gatewayPayloads.find((payload) => payload.op === 2) as { d: { intents: number } };
    expect(identify.d.intents).toBe(1);
  });

  it('answers /rule with the rule embed, never pinging anyone', async () => {
    const body = await slash('rule', { number: '616.1' });
    expect(body.type).toBe(4);
    expect(body.data.embeds[0]).toMatchObject({
      title: '616.1 · Interaction of Replacement and/or Prevention Effects',
      footer: { text: 'Comprehensive Rules, effective 2026-01-16' },
    });
    expect(body.data.allowed_mentions).toEqual({ parse: [] });
    expect(body.data.flags ?? 0).toBe(0);
  });

  it('answers an autocomplete with at most 25 choices, keyword titles included', async () => {
    const handle = await fake.sendInteraction(autocompleteInteraction({ name: 'rule', options: { number: 'tram' }, focused: 'number' }));
    const body = (await handle.callback()) as { type: number; data: { choices: { name: string; value: string }[] } };
    expect(body.type).toBe(8);
    expect(body.data.choices).toContainEqual({ name: '702.19 Trample', value: '702.19' });
    expect(body.data.choices.length).toBeLessThanOrEqual(25);
  });

  it('answers /define with the definition and a button to its rule', async () => {
    const body = await slash('define', { term: 'ETB' });
    expect(body.data.embeds[0]!.title).toBe('Enters the Battlefield');
    expect(componentId(body, 'See rule 403.3')).toMatch(/^rule:/);
  });

  it('edits the message when its owner presses Next rule', async () => {
    const first = await slash('rule', { number: '702.19b' });
    const press = await fake.sendInteraction(buttonInteraction({ customId: componentId(first, 'Next rule ▶'), message: { embeds: first.data.embeds as never } }));
    const body = (await press.callback()) as CallbackBody;
    expect(body.type).toBe(7);
    expect(body.data.embeds[0]!.title).toBe('702.19c · Trample');
  });

  it('opens a referenced rule from the select menu', async () => {
    const first = await slash('rule', { number: '616.1' });
    const press = await fake.sendInteraction(stringSelectInteraction({ customId: componentId(first), values: ['101.4'] }));
    const body = (await press.callback()) as CallbackBody;
    expect(body.type).toBe(7);
    expect(body.data.embeds[0]!.title).toMatch(/^101\.4 · /);
  });

  it('pages a long rule and turns the page on Page ▶', async () => {
    const first = await slash('rule', { number: '205.3' });
    expect(first.data.embeds[0]!.footer!.text).toMatch(/Page 1\/\d+$/);
    const press = await fake.sendInteraction(buttonInteraction({ customId: componentId(first, 'Page ▶') }));
    expect(((await press.callback()) as CallbackBody).data.embeds[0]!.footer!.text).toMatch(/Page 2\/\d+$/);
  });

  it('answers an unknown rule ephemerally with the nearest rules', async () => {
    const body = await slash('rule', { number: '702.19z' });
    expect(body.data.flags).toBe(64);
    expect(body.data.embeds[0]!.description).toContain('No rule 702.19z in the Comprehensive Rules effective 2026-01-16. Nearest: 702.19f');
  });

  it("answers someone else's button press with their own ephemeral copy", async () => {
    const first = await slash('rule', { number: '100.1' });
    const press = await fake.sendInteraction(buttonInteraction({ customId: componentId(first, 'Next rule ▶'), user: { id: '1300000000000000999' } }));
    const body = (await press.callback()) as CallbackBody;
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
  });

  it('serves /healthz and /metrics on HEALTH_PORT, counting what the gateway answered', async () => {
    await bot.waitForOutput('Serving /healthz and /metrics');
    const health = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      problems: [],
      crRelease: '2026-01-16',
      stateStore: 'ok',
      gateway: { connected: true, downForMs: null, shards: [{ id: 0, status: 'ready' }] },
    });
    const metrics = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    expect(metrics).toMatch(/^arbiter_interactions_total\{command="rule",outcome="ok"\} [1-9]/m);
    const interactionsEndpoint = await fetch(`http://127.0.0.1:${healthPort}/interactions`, { method: 'POST', body: '{}' });
    expect(interactionsEndpoint.status).toBe(404);
  });

  it('serves the web view on WEB_PORT, its pages rendered on the handler threads', async () => {
    await bot.waitForOutput(`Web view: http://localhost:${webPort}/`);
    const page = await fetch(`http://127.0.0.1:${webPort}/cr/latest/616.1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<title>CR 616.1 Interaction of Replacement and/or Prevention Effects · Arbiter</title>');
    expect((await fetch(`http://127.0.0.1:${webPort}/healthz`)).status).toBe(200);
    // The web view is not the health port: HEALTH_PORT stays pages-free.
    expect((await fetch(`http://127.0.0.1:${healthPort}/cr/latest/616.1`)).status).toBe(404);
  });

  it('registers the commands with deploy-commands as one PUT of every definition', async () => {
    const run = await runArbiter(['deploy-commands', '--guild', fake.ids.guildId], { env: { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl } });
    expect(run.stdout).toMatch(/^Registered \d+ commands in server/);
    const put = await fake.waitForRequest((request) => request.method === 'PUT');
    expect(put.path).toBe(`/applications/${fake.ids.applicationId}/guilds/${fake.ids.guildId}/commands`);
    expect(put.body).toEqual(commandDefinitions(COMMANDS));
  });

  it('finishes a reply in flight on SIGTERM, then exits 0', async () => {
    const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '100.1' } }));
    bot.child.kill('SIGTERM');
    expect(((await handle.callback()) as CallbackBody).type).toBe(4);
    expect(await bot.exited).toBe(0);
    expect(bot.output()).toContain('Stopped');
  });
});

describe('start-up when Discord cannot be reached', () => {
  // Regression: no network was reported as "Check DISCORD_TOKEN", sending the user to a token that was fine.
  it('names the network error, not the token, exit 1', async () => {
    const closedPort = await freePort();
    const run = await runArbiter(['start', '--db', dbPath], {
      env: { DISCORD_TOKEN: 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.fine.token', DISCORD_API_URL: `http://127.0.0.1:${closedPort}/api`, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Error: Could not reach Discord: ECONNREFUSED 127.0.0.1:${closedPort} (nothing is listening there). Check DISCORD_API_URL (see .env.example).`);
    expect(run.stderr).not.toContain('Check DISCORD_TOKEN');
  });
});

describe('start-up with a token Discord refuses', () => {
  it('says the login failed and what to check, exit 1', async () => {
    const run = await runArbiter(['start', '--db', dbPath], {
      env: { DISCORD_TOKEN: 'MTMwMDAwMDAwMDAwMDAwMDAwMQ.wrong.token', DISCORD_API_URL: fake.restUrl, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' },
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: Could not log in to Discord: .*Check DISCORD_TOKEN and DISCORD_API_URL \(see \.env\.example\)\.\n$/m);
  });
});
