/** Card names for matcher tests: the real sample's, and Scryfall's full 26,482-name catalog. */
import { readFileSync } from 'node:fs';
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
