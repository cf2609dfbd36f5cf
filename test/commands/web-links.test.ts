/**
 * With PUBLIC_URL set, answers link to the web view: an "Open on the web" button and the embed's
 * title (rule titles unless RULE_LINK_TEMPLATE says otherwise). Without it, nothing changes.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { MessagePayload } from '../../commands/payload/message-payload.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { slashHarness } from '../support/run-slash.js';

const db = await createDocsTestDb(['ipg2024Pdftotext'], ['cr-20250404.txt', 'cr-20250606.txt']);
const PUBLIC_URL = 'https://rules.example.org';

/** The URL of the reply's link buttons. */
function webLinks(payload: MessagePayload): string[] {
  return payload.components.flatMap((row) => row.components.flatMap((component) => (component.type === ComponentType.Button && component.style === ButtonStyle.Link ? [`${component.label} ${component.url}`] : [])));
}

describe('with PUBLIC_URL', () => {
  const { slash } = slashHarness(db, { PUBLIC_URL });

  it('links a rule to its dated page, by title and button, an old number to the rule it became', async () => {
    const reply = await slash('/rule number:701.13b');
    expect(reply.embeds[0]!.url).toBe('https://rules.example.org/cr/2025-06-06/701.17b');
    expect(webLinks(reply)).toEqual(['Open on the web https://rules.example.org/cr/2025-06-06/701.17b']);
  });

  it('links a section, a range, a history, a diff, a search and an IPG section', async () => {
    expect(webLinks(await slash('/rule number:702'))).toEqual(['Open on the web https://rules.example.org/cr/2025-06-06/702']);
    expect(webLinks(await slash('/rule number:616.1a-c'))).toEqual(['Open on the web https://rules.example.org/cr/2025-06-06/616.1a-616.1c']);
    const history = await slash('/history rule:701.17b');
    expect(history.embeds[0]!.url).toBe('https://rules.example.org/cr/history/701.17b');
    expect(webLinks(history)).toEqual(['Open on the web https://rules.example.org/cr/history/701.17b']);
    expect(webLinks(await slash('/diff from:2025-04-04 to:2025-06-06 rule:701.13b'))).toEqual(['Open on the web https://rules.example.org/cr/diff/2025-04-04/2025-06-06?rule=701.13b']);
    expect(webLinks(await slash('/diff from:2025-04-04 to:2025-06-06'))).toEqual(['Open on the web https://rules.example.org/cr/diff/2025-04-04/2025-06-06']);
    const search = await slash('/search query:legend rule');
    expect(search.embeds[0]!.url).toBe('https://rules.example.org/search?q=legend+rule');
    expect(webLinks(search)).toEqual(['Open on the web https://rules.example.org/search?q=legend+rule']);
    const ipg = await slash('/ipg infraction:GRV');
    // The title linked Wizards' documents page; the web view's section is more precise.
    expect(ipg.embeds[0]!.url).toBe('https://rules.example.org/ipg/2024-09-23/2.5');
    expect(webLinks(ipg)).toEqual(['Open on the web https://rules.example.org/ipg/2024-09-23/2.5']);
  });

  it('adds no link to an error', async () => {
    const reply = await slash('/rule number:999.9');
    expect(webLinks(reply)).toEqual([]);
  });

  it('leaves rule titles to RULE_LINK_TEMPLATE when it is set, the button still opening the web view', async () => {
    const reply = await slashHarness(db, { PUBLIC_URL, RULE_LINK_TEMPLATE: 'https://example.com/{date}/#R{ruleNoDot}' }).slash('/rule number:702.19b');
    expect(reply.embeds[0]!.url).toBe('https://example.com/2025-06-06/#R70219b');
    expect(webLinks(reply)).toEqual(['Open on the web https://rules.example.org/cr/2025-06-06/702.19b']);
  });
});

describe('without PUBLIC_URL', () => {
  it('links rule titles as before and adds no button', async () => {
    const reply = await slashHarness(db).slash('/rule number:702.19b');
    expect(reply.embeds[0]!.url).toBe('https://yawgatog.com/resources/magic-rules/#R70219b');
    expect(webLinks(reply)).toEqual([]);
  });
});
