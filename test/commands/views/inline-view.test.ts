/** The inline reply: within Discord's limits for every card, never cut, the rest counted. */
import { describe, expect, it } from 'vitest';
import { getCard, cardRulings } from '../../../cards-db/store/card-queries.js';
import { importCardFiles } from '../../../cards-db/update/import-card-files.js';
import { limitViolations } from '../../../commands/payload/discord-limits.js';
import { toChannelMessagePayload } from '../../../commands/payload/message-payload.js';
import { inlineReply, inlineView, INLINE_LIMIT } from '../../../commands/views/inline-view.js';
import { inlineRateLimitedReply } from '../../../commands/views/inline-rate-limited-view.js';
import type { InlineLookup } from '../../../explain/inline/resolve-inline.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../../support/cards-db-fixture.js';
import { createDocsTestDb } from '../../support/docs-db-fixture.js';

const db = await createDocsTestDb(['ipg2024Pdftotext'], ['cr-20260116.txt']);
await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
const settings = { ruleLinkTemplate: 'https://example.org/cr#{ruleNoDot}', docsPageUrl: 'https://example.org/docs' };
const oracleIds = db.prepare('SELECT oracle_id FROM cards ORDER BY oracle_id').pluck().all() as string[];
const sources: InlineLookup['sources'] = { cr: null, cards: '2025-11-01', docs: {} };

describe('inlineView', () => {
  it('shows every card of the sample whole, its Oracle text and its rulings, within Discord’s limits', () => {
    expect(oracleIds.length).toBeGreaterThan(900);
    for (const oracleId of oracleIds) {
      const card = getCard(db, oracleId)!;
      for (const answer of [{ kind: 'card', request: '', card, ignored: null } as const, { kind: 'rulings', request: '', card, rulings: cardRulings(db, oracleId) } as const]) {
        const reply = inlineView({ answers: [answer], more: 0, sources }, settings);
        const description = reply.embeds[0]!.description!;
        expect(description, card.name).not.toContain('more not shown');
        for (const face of card.faces.length > 0 ? card.faces : [card]) {
          if (answer.kind === 'card' && face.oracleText) expect(description).toContain(face.oracleText.split('\n')[0]!.replace(/[*_~`|[\]\\]/g, (char) => `\\${char}`));
        }
        expect(limitViolations(toChannelMessagePayload(reply, '1'))).toEqual([]);
      }
    }
  });

  it('shows as many of the longest cards as fit and counts the rest, never cutting one', () => {
    const longest = oracleIds.map((id) => getCard(db, id)!).sort((a, b) => JSON.stringify(b.faces).length + (b.oracleText?.length ?? 0) - JSON.stringify(a.faces).length - (a.oracleText?.length ?? 0)).slice(0, INLINE_LIMIT);
    const reply = inlineView({ answers: longest.map((card) => ({ kind: 'card', request: '', card, ignored: null })), more: 3, sources }, settings);
    const blocks = reply.embeds[0]!.description!.split('\n\n');
    const shown = blocks.length - 1;
    expect(shown).toBeLessThan(INLINE_LIMIT);
    expect(blocks.at(-1)).toBe(`…and ${INLINE_LIMIT - shown + 3} more not shown: right-click the message → Apps → **Explain rules & cards** lists everything it cites.`);
    expect(limitViolations(toChannelMessagePayload(reply))).toEqual([]);
  });

  it('pages a card’s rulings to /rulings past its share of the reply', () => {
    const jace = oracleIds.map((id) => getCard(db, id)!).find((card) => card.name.startsWith("Jace, Vryn's Prodigy"))!;
    const reply = inlineView({ answers: [{ kind: 'rulings', request: '', card: jace, rulings: cardRulings(db, jace.oracleId) }], more: 0, sources }, settings);
    const lines = reply.embeds[0]!.description!.split('\n');
    expect(lines[0]).toMatch(/ — 16 rulings$/);
    const shown = lines.filter((line) => line.startsWith('• ')).length;
    expect(shown).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`…${16 - shown} more: \`/rulings name:${jace.name}\``);
  });

  it('shows what a user typed as text: no mentions, no markdown', () => {
    const reply = inlineReply(db, '[[@everyone **now** <@123456789012345678>]] {{<@&123456789012345678> here}}', settings)!;
    const description = reply.embeds[0]!.description!;
    expect(description).not.toMatch(/@everyone|<@\d|<@&\d/);
    expect(description).toContain('@\u200beveryone \\*\\*now\\*\\*');
  });

  it('links each rule and section, and names the sources in the footer', () => {
    const reply = inlineReply(db, '{{CR 702.19b}} {{IPG 2.5}} [[Consider]]', settings)!;
    expect(reply.embeds[0]!.description).toContain('**[CR 702.19b](https://example.org/cr#70219b)** — ');
    expect(reply.embeds[0]!.description).toContain('**[IPG 2.5](https://example.org/docs)** — ');
    expect(reply.embeds[0]!.footer).toEqual({ text: 'CR 2026-01-16 · IPG 2024-09-23 · Cards: Scryfall 2025-11-01' });
    expect(inlineReply(db, 'no references, 702.19b', settings)).toBeNull();
  });
});

describe('inlineRateLimitedReply', () => {
  it('says the rate, when the next is answered, and what answers meanwhile', () => {
    expect(inlineRateLimitedReply(8, 60, 41.2).embeds[0]!.description).toBe(
      'This channel has had its 8 inline lookups every 60 seconds; the next are answered in 42 s. `/card`, `/rule`, `/mtr` and `/ipg` answer at any time.',
    );
  });
});
