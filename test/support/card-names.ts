/** Card names for matcher tests: the real sample's, and Scryfall's full 26,482-name catalog. */
import { readFileSync } from 'node:fs';
import { CardNameIndex } from '../../cards-db/lookup/card-name-index.js';
import { storeCardNames } from '../../cards-db/store/card-names.js';
import { openDatabase } from '../../database/open-database.js';
import { parseScryfallCard } from '../../cards-db/parse/scryfall-card.js';
import type { CardName } from '../../cards-db/store/card-queries.js';
import { ORACLE_CARDS_FILE } from './cards-db-fixture.js';
import { readShared } from './shared-data.js';

/** The 956 cards of the sample as the matcher knows them. */
export function sampleCardNames(): CardName[] {
  return (JSON.parse(readFileSync(ORACLE_CARDS_FILE, 'utf8')) as unknown[]).flatMap((object) => {
    const parsed = parseScryfallCard(object);
    return parsed.ok ? [{ oracleId: parsed.value.oracleId, name: parsed.value.name, layout: parsed.value.layout, faces: parsed.value.faces.map((face) => face.name) }] : [];
  });
}

/** Scryfall's card-names catalog (2023): every name, multi-face names with their faces. */
export function catalogCardNames(): CardName[] {
  const names = (JSON.parse(readShared('data/cards/card-names-2023.json').toString('utf8')) as { data: string[] }).data;
  return names.map((name, index) => ({ oracleId: `catalog-${index}`, name, layout: 'normal', faces: name.includes(' // ') ? name.split(' // ') : [] }));
}

/**
 * The name matcher over `cards` alone: a new in-memory database holding just their names, as an
 * import stores them.
 */
export function nameIndexOf(cards: CardName[], nicknames: readonly { nickname: string; card: string }[] = []): CardNameIndex {
  const db = openDatabase(':memory:');
  const insertCard = db.prepare("INSERT INTO cards (oracle_id, name, layout, color_identity, keywords, legalities) VALUES (?, ?, ?, '[]', '[]', '{}')");
  const insertFace = db.prepare('INSERT INTO card_faces (oracle_id, position, name) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const card of cards) {
      insertCard.run(card.oracleId, card.name, card.layout);
      card.faces.forEach((face, position) => insertFace.run(card.oracleId, position, face));
    }
    storeCardNames(db, cards);
  })();
  return new CardNameIndex(db, nicknames);
}
