/**
 * View state used to live in the bot's memory: after a restart, /search's "More results" answered
 * "these results have expired". It now lives in the database, so the button works after a restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buttonInteraction, chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { crPath } from '../support/shared-data.js';
import { spawnArbiter } from '../support/spawn-arbiter.js';

interface CallbackBody {
  type: number;
  data: { embeds: { title?: string; footer?: { text: string } }[]; components: { components: { custom_id?: string; label?: string }[] }[] };
}

let fake: FakeDiscord;

/** The reply's message: the callback's, or the edit that follows a deferral (type 5 or 6). */
async function answer(interaction: Parameters<FakeDiscord['sendInteraction']>[0]): Promise<CallbackBody['data']> {
  const handle = await fake.sendInteraction(interaction);
  const body = (await handle.callback()) as CallbackBody;
  return body.type === 5 || body.type === 6 ? ((await handle.nextEdit()) as CallbackBody['data']) : body.data;
}
afterAll(() => fake?.stop());

describe('a button pressed after the bot restarted', () => {
  it('pages /search results from the view state kept in the database', async () => {
    const dbPath = tempDbPath();
    await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
    fake = await startFakeDiscord();
    const env = { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', DOCS_CHECK_INTERVAL: 'off' };

    const first = spawnArbiter(['start'], env);
    await first.waitForOutput('Logged in to Discord');
    const search = await answer(chatInputInteraction({ name: 'search', options: { query: 'legend rule' } }));
    const more = search.components.flatMap((row) => row.components).find((component) => component.label === 'More results ▶')!.custom_id!;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = spawnArbiter(['start'], env);
    await second.waitForOutput('Logged in to Discord');
    const page = await answer(buttonInteraction({ customId: more }));
    expect(page.embeds[0]!.footer!.text).toMatch(/Page 2\/\d+$/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
