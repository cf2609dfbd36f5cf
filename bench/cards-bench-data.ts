/**
 * Full-size Scryfall bulk files for `npm run bench:cards`, made from the 956 real cards and 75
 * real rulings in ../shared/data/cards: each card is copied with a new Oracle ID and a new name
 * (a word from a real card's name put before its own, "Ashen Delver of Secrets"), until the
 * file holds as many cards as the real `oracle_cards` file (≈ 35,000, ≈ 165 MB); each copy gets
 * two rulings, like the real `rulings` file (≈ 24 MB).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { readShared } from '../test/support/shared-data.js';

interface SampleCard {
  id: string;
  oracle_id?: string;
  name: string;
  card_faces?: { name: string; oracle_id?: string }[];
  [key: string]: unknown;
}

/** A UUID made from `seed`, so every run writes the same files. */
function uuidFrom(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Writes lines to `file`, waiting whenever the stream asks to. */
async function writeLines(file: string, lines: Iterable<string>): Promise<number> {
  const stream = createWriteStream(file);
  let bytes = 0;
  for (const line of lines) {
    bytes += Buffer.byteLength(line);
    if (!stream.write(line)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
  return bytes;
}

export interface BenchFiles {
  cards: number;
  rulings: number;
  cardBytes: number;
  rulingBytes: number;
  /** Every generated card's name, for lookup benchmarks. */
  names: string[];
}

/** Writes an oracle_cards file of `count` cards and a rulings file to the given paths. */
export async function writeBenchFiles(cardsPath: string, rulingsPath: string, count = 35_000): Promise<BenchFiles> {
  const sample = JSON.parse(readShared('data/cards/oracle-cards.json').toString('utf8')) as SampleCard[];
  const sampleRulings = JSON.parse(readShared('data/cards/rulings.json').toString('utf8')) as Record<string, unknown>[];
  // Words from Scryfall's 26,482-name catalog, so the names hold as many different words as real ones do (the name matcher keeps them in memory).
  const catalog = (JSON.parse(readShared('data/cards/card-names-2023.json').toString('utf8')) as { data: string[] }).data;
  const words = [...new Set(catalog.flatMap((name) => name.split(/[\s,/]+/)).filter((word) => /^[A-Z][a-z]{3,}$/.test(word)))];
  const names: string[] = [];
  const oracleIds: string[] = [];
  const taken = new Set(sample.map((card) => card.name));

  function* cardLines(): Generator<string> {
    yield '[\n';
    for (let index = 0; index < count; index++) {
      const original = sample[index % sample.length]!;
      const copy = Math.floor(index / sample.length);
      const card = structuredClone(original);
      if (copy > 0) {
        // A new name that no other card has: another card's word before each face's name.
        let attempt = 0;
        let prefix: string;
        do prefix = words[(index * 7 + copy * 13 + attempt++ * 31) % words.length]!;
        while (taken.has(`${prefix} ${original.name}`));
        card.name = original.name.split(' // ').map((face) => `${prefix} ${face}`).join(' // ');
        taken.add(card.name);
        for (const face of card.card_faces ?? []) face.name = `${prefix} ${face.name}`;
        card.id = uuidFrom(`id ${index}`);
        const oracleId = uuidFrom(`oracle ${index}`);
        if (card.oracle_id) card.oracle_id = oracleId;
        for (const face of card.card_faces ?? []) if (face.oracle_id) face.oracle_id = oracleId;
      }
      names.push(card.name);
      oracleIds.push(card.oracle_id ?? card.card_faces?.[0]?.oracle_id ?? '');
      yield JSON.stringify(card) + (index < count - 1 ? ',\n' : '\n');
    }
    yield ']\n';
  }
  const cardBytes = await writeLines(cardsPath, cardLines());

  let rulings = 0;
  function* rulingLines(): Generator<string> {
    yield '[\n';
    for (const [index, oracleId] of oracleIds.entries()) {
      for (const offset of [0, 1]) {
        const ruling = { ...sampleRulings[(index * 2 + offset) % sampleRulings.length]!, oracle_id: oracleId };
        yield (rulings++ > 0 ? ',\n' : '') + JSON.stringify(ruling);
      }
    }
    yield '\n]\n';
  }
  const rulingBytes = await writeLines(rulingsPath, rulingLines());
  return { cards: count, rulings, cardBytes, rulingBytes, names };
}
