/** /explain and "Explain rules & cards" through the real handlers, as the bot runs them. */
import { describe, expect, it } from 'vitest';
import { runMessageCommand } from '../../commands/framework/dispatch.js';
import { toMessagePayload } from '../../commands/payload/message-payload.js';
import { ITEMS_PER_PAGE } from '../../commands/views/explain-view.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../support/cards-db-fixture.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { buttons, registry, slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdftotext'], ['cr-20250404.txt', 'cr-20250606.txt', 'cr-20260116.txt']);
await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
const harness = slashHarness(db);
const NAME = 'Explain rules & cards';

async function messageCommand(content: string, createdAt: string, userId = '111') {
  const reply = await runMessageCommand(registry, NAME, { content, createdAt }, userId, harness.context, () => undefined);
  return toMessagePayload(reply);
}

describe('/explain', () => {
  it('answers privately with one line per item, a button opening each, and Post to channel', async () => {
    const payload = await harness.slash('/explain text:Per CR 702.19b, trample damage waits on SBAs; a GRV (IPG 2.5) if missed. [[Consider]]');
    expect(payload.flags).toBe(64);
    expect(payload.embeds[0]).toMatchObject({
      title: 'Explained: 4 items',
      description:
        '1. **CR 702.19b** — The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.\n' +
        '2. **State-Based Actions** (term) — Game actions that happen automatically whenever certain conditions are met.\n' +
        '3. **IPG 2.5** — Game Play Error — Game Rule Violation · Warning\n' +
        '4. **Consider** (card) — Instant · {U}',
      footer: { text: 'Comprehensive Rules, effective 2026-01-16' },
    });
    const ids = buttons(payload);
    expect(Object.keys(ids)).toEqual(['1. CR 702.19b', '2. State-Based Actions', '3. IPG 2.5', '4. Consider', 'Post to channel']);
    expect(ids['1. CR 702.19b']).toBe('rule:111:open:702.19b:');
    expect(ids['2. State-Based Actions']).toBe('define:111:open:State-Based Actions:');
    expect(ids['3. IPG 2.5']).toBe('ipg:111:open:2.5:');
    expect(ids['4. Consider']).toMatch(/^card:111:open:[0-9a-f-]{36}$/);
    const opened = await harness.press(ids['3. IPG 2.5']!);
    expect(opened.payload.embeds[0]!.title).toContain('Game Rule Violation');
  });

  it('posts the same list to the channel from the private reply, without another Post button', async () => {
    const reply = await harness.slash('/explain text:LKI and APNAP, see 101.4');
    const { payload, edit } = await harness.press(buttons(reply)['Post to channel']!);
    expect(edit).toBe(false);
    expect(payload.flags).toBeUndefined();
    expect(payload.embeds[0]!.description).toBe(reply.embeds[0]!.description);
    expect(Object.keys(buttons(payload))).toEqual(['1. Last Known Information', '2. Active Player, Nonactive Player Order', '3. CR 101.4']);
  });

  it('pages a long list twenty items at a time, every page within Discord’s limits', async () => {
    const numbers = Array.from({ length: 45 }, (_, index) => `100.${(index % 6) + 1}`).concat(Array.from({ length: 40 }, (_, index) => `702.${index + 2}`));
    const first = await harness.slash(`/explain text:${numbers.join(', ')}`);
    expect(first.embeds[0]!.footer!.text).toMatch(/Page 1\/\d$/);
    const labels = Object.keys(buttons(first));
    expect(labels.filter((label) => /^\d+\. /.test(label))).toHaveLength(ITEMS_PER_PAGE);
    expect(labels).toContain('Page ▶');
    const second = await harness.press(buttons(first)['Page ▶']!);
    expect(second.edit).toBe(true);
    expect(second.payload.embeds[0]!.description).toMatch(/^21\. \*\*CR /);
  });

  it('escapes what a hostile text quotes: no mentions, no markdown', async () => {
    const payload = await harness.slash('/explain text:@everyone <@123> **[[<@&456> __x__]]** ETB');
    const text = JSON.stringify(payload.embeds);
    expect(text).not.toMatch(/@everyone|<@&456>|__x__/);
    expect(payload.embeds[0]!.fields![0]!.value).toBe('[[<\u200b@&456> \\_\\_x\\_\\_]]: no card by a name like that');
    expect(payload.allowed_mentions).toEqual({ parse: [] });
  });

  it('says what it looks for when the text names nothing', async () => {
    const payload = await harness.slash('/explain text:gg wp, see you next week');
    expect(payload.flags).toBe(64);
    expect(payload.embeds[0]!.title).toBe('Nothing to explain');
    expect(payload.embeds[0]!.description).toContain('CR 702.19b');
  });

  it('refuses a blank text, saying what to give', async () => {
    const payload = await harness.slash('/explain text:   ');
    expect(payload.embeds[0]!.description).toContain('give a text to explain');
  });
});

describe('"Explain rules & cards"', () => {
  it('reads the message’s rule numbers in the release of the day it was sent', async () => {
    const payload = await messageCommand('Mill: see 701.13b.', '2025-05-01T23:59:00.000Z');
    expect(payload.flags).toBe(64);
    expect(payload.embeds[0]!.description).toBe(
      '1. **CR 701.17b** — A player can’t mill a number of cards greater than the number of cards in their library.\n   ↳ *701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06*',
    );
    expect(payload.embeds[0]!.footer!.text).toBe('Comprehensive Rules, effective 2026-01-16 · rule numbers as of 2025-05-01');
  });

  it('answers a message with no text (an image, an embed) with what it looks for', async () => {
    expect((await messageCommand('', '2026-02-01T10:00:00.000Z')).embeds[0]!.title).toBe('Nothing to explain');
  });

  it('says so for a message command the bot does not have', async () => {
    const reply = await runMessageCommand(registry, 'Translate', { content: 'x', createdAt: '2026-02-01T10:00:00.000Z' }, '111', harness.context, () => undefined);
    expect(reply.embeds[0]!.description).toContain('There is no "Translate" message command here');
  });
});
