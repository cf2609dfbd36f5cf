/**
 * Any replica answers any press: the view state behind /search's "More results" lives in the shared
 * store (here the one SQLite file two endpoints share), never in a process's memory — so a press
 * served by another replica, or by a replica started after the one that answered, works.
 */
import { describe, expect, it } from 'vitest';
import { buttonInteraction, chatInputInteraction } from '../support/fake-discord/index.js';
import { endpointsForThisFile, type TestEndpoint } from '../support/http-mode.js';
import { createTestDb } from '../support/rules-db-fixture.js';

interface MessageData {
  embeds: { footer?: { text: string } }[];
  components: { components: { custom_id?: string; label?: string }[] }[];
}

const endpoints = endpointsForThisFile(() => createTestDb('cr-20260116.txt'));
const { start } = endpoints;

/** The message an answer shows: the response's, or the webhook edit after a deferral. */
async function messageOf(sent: Awaited<ReturnType<TestEndpoint['send']>>): Promise<MessageData> {
  const answer = sent.json as { type: number; data: MessageData };
  return answer.type === 5 || answer.type === 6 ? ((await sent.handle.nextEdit(10_000)) as MessageData) : answer.data;
}

describe('a button pressed on another replica', () => {
  it('pages /search results answered by the first replica, on the second, and on one started after it stopped', async () => {
    const first = await start();
    const second = await start();
    const search = await messageOf(await first.send(chatInputInteraction({ name: 'search', options: { query: 'legend rule' } })));
    const more = search.components.flatMap((row) => row.components).find((component) => component.label === 'More results ▶')!.custom_id!;

    const onSecond = await messageOf(await second.send(buttonInteraction({ customId: more })));
    expect(onSecond.embeds[0]!.footer!.text).toMatch(/Page 2\/\d+$/);

    await endpoints.stop(second);
    const third = await start();
    const afterRestart = await messageOf(await third.send(buttonInteraction({ customId: more })));
    expect(afterRestart.embeds[0]!.footer!.text).toMatch(/Page 2\/\d+$/);
  });
});
