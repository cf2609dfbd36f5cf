import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readOracleCardsFile, readRulingsFile } from '../../../cards-db/parse/read-bulk-file.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../../support/cards-db-fixture.js';

const sampleCards = readFileSync(ORACLE_CARDS_FILE);
const sampleRulings = readFileSync(RULINGS_FILE);

/** `bytes` as a stream of small chunks, as a download delivers them. */
function chunked(bytes: Uint8Array, size = 64 * 1024): Readable {
  const chunks: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks);
}

const readCards = (bytes: Uint8Array | string) => readOracleCardsFile(chunked(typeof bytes === 'string' ? Buffer.from(bytes) : bytes), 'oracle-cards.json');

describe('readOracleCardsFile', () => {
  it('reads every card of the real sample, each layout, with faces and their own stats', async () => {
    const file = await readCards(sampleCards);
    expect(file.items).toHaveLength(956);
    expect(file.skipped).toEqual({});
    expect(new Set(file.items.map((card) => card.layout))).toEqual(
      new Set(['normal', 'transform', 'adventure', 'modal_dfc', 'reversible_card', 'split', 'saga', 'leveler', 'augment']),
    );
    const delver = file.items.find((card) => card.name === 'Delver of Secrets // Insectile Aberration')!;
    expect(delver.faces.map(({ name, manaCost, power, toughness }) => ({ name, manaCost, power, toughness }))).toEqual([
      { name: 'Delver of Secrets', manaCost: '{U}', power: '1', toughness: '1' },
      { name: 'Insectile Aberration', manaCost: '', power: '3', toughness: '2' },
    ]);
    expect(delver).toMatchObject({ layout: 'transform', manaValue: 1, keywords: ['Flying', 'Transform'], legalities: { modern: 'legal', standard: 'not_legal' } });
  });

  it('takes the Oracle ID, type line and mana value of a reversible card from its faces', async () => {
    const file = await readCards(sampleCards);
    const reversible = file.items.find((card) => card.layout === 'reversible_card')!;
    expect(reversible.oracleId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reversible.typeLine).toBe('Legendary Creature — Homunculus // Legendary Creature — Homunculus');
    expect(reversible.manaValue).toBe(5);
  });

  it('keeps a digest and a gzip copy of exactly the bytes read', async () => {
    const file = await readCards(sampleCards);
    expect(file.source).toMatchObject({ kind: 'oracle_cards', size: sampleCards.length });
    expect(file.source.sha256).toMatch(/^[0-9a-f]{64}$/);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(file.source.gzip).equals(sampleCards)).toBe(true);
  });

  it('reads a gzip-compressed file the same as the plain one', async () => {
    const plain = await readCards(sampleCards);
    const zipped = await readCards(gzipSync(sampleCards));
    expect(zipped.items).toEqual(plain.items);
    expect(zipped.source.sha256).toBe(plain.source.sha256);
  });

  it('skips an odd card with its reason, and a second card with the same Oracle ID, keeping the rest', async () => {
    const cards = JSON.parse(sampleCards.toString('utf8')) as Record<string, unknown>[];
    const odd = [{ ...cards[0], name: undefined }, { ...cards[1], legalities: 'everywhere' }, cards[2], ...cards.slice(2, 10)];
    const file = await readCards(JSON.stringify(odd));
    expect(file.items).toHaveLength(8);
    expect(file.skipped).toEqual({ 'name: missing': 1, 'legalities: not a record': 1, 'a second card with an Oracle ID already read': 1 });
  });

  it.each([
    ['empty', '', /is empty/],
    ['only whitespace', '  \n', /is empty/],
    ['an HTML error page', '<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', /HTML or XML page/],
    ['an object (an API error)', '{"object":"error","status":404}', /a JSON object, not a list/],
    ['cut off', sampleCards.subarray(0, 200_000), /truncated download/],
    ['a truncated gzip file', gzipSync(sampleCards).subarray(0, 50_000), /damaged or truncated gzip/],
    ['not JSON at all', '[{"object": "card", oops}]', /not valid JSON/],
    ['the rulings file', sampleRulings, /holds no Scryfall card objects \(75 × a "ruling" object, not a card\)/],
    ['an empty list', '[]', /holds no Scryfall card objects/],
  ])('refuses a file that is %s', async (_name, bytes, message) => {
    await expect(readCards(bytes)).rejects.toThrow(message);
  });

  it('refuses a file larger than its cap while reading it', async () => {
    await expect(readOracleCardsFile(chunked(sampleCards), 'big.json', { maxBytes: 1_000_000 })).rejects.toThrow(/larger than 1 MB/);
  });
});

describe('readRulingsFile', () => {
  it('reads every ruling of the real sample', async () => {
    const file = await readRulingsFile(chunked(sampleRulings), 'rulings.json');
    expect(file.items).toHaveLength(75);
    expect(file.items[0]).toEqual({
      oracleId: '594f6881-c059-46f8-aa4e-7151d502de73',
      source: 'scryfall',
      publishedAt: '2017-07-17',
      comment: "Jace, Vryn's Prodigy is banned as a commander in Duel Commander format, but it may be part of your deck.",
    });
  });

  it('refuses the oracle_cards file given as rulings', async () => {
    await expect(readRulingsFile(chunked(sampleCards), 'rulings.json')).rejects.toThrow(/holds no Scryfall ruling objects \(956 × a "card" object, not a ruling\)/);
  });
});
