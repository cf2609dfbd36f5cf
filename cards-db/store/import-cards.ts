/**
 * Replaces the card data in one transaction: readers see the old cards until it commits, and a
 * refused or failed import changes nothing. What is replaced stays restorable: the source files of
 * the newest KEPT_CARD_IMPORTS imports are kept gzip-compressed in imported_files (kinds
 * 'oracle_cards' and 'rulings'). Unlike a CR release, card data is refreshed daily at about 30 MB
 * compressed a time, so keeping every import would grow the database by gigabytes a year.
 */
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import type { Card, Ruling } from '../card.js';
import { keepCompressedFile } from '../../database/imported-files.js';
import type { BulkFile } from '../parse/read-bulk-file.js';
import { cardDataInUse, type CardDataSummary } from './card-data.js';
import { storeCardNames } from './card-names.js';

/**
 * How many imports' source files stay restorable: two weeks of daily refreshes, far more than the
 * time it takes to notice a bad one, at about 0.4 GB.
 */
export const KEPT_CARD_IMPORTS = 14;

export interface CardDataInput {
  cards: BulkFile<Card>;
  rulings: BulkFile<Ruling>;
  /** When Scryfall made the files (the listing's updated_at), ISO. */
  updatedAt: string;
  /** The listing URL or the files' names. */
  source: string;
}

export interface CardImportResult {
  status: 'imported' | 'unchanged';
  data: CardDataSummary;
}

/**
 * How many stored cards (or rulings) an import may drop without `replace`: Scryfall merges or
 * withdraws a few a day, while a damaged or partial file loses thousands.
 */
export function allowedLoss(stored: number): number {
  return Math.max(25, Math.floor(stored * 0.02));
}

/**
 * Imports `input` unless the same files are already in use. Refuses (a UserError naming what
 * would be lost, changing nothing) a file that would drop more stored cards or rulings than
 * allowedLoss, unless `replace` is set.
 */
export function importCardData(db: ContentDb, input: CardDataInput, options: { replace?: boolean } = {}): CardImportResult {
  return db.transaction((): CardImportResult => {
    const current = cardDataInUse(db);
    if (current && current.cardsSha256 === input.cards.source.sha256 && current.rulingsSha256 === input.rulings.source.sha256) {
      return { status: 'unchanged', data: current };
    }
    if (current && !options.replace) refuseLoss(db, input, current);
    for (const source of [input.cards.source, input.rulings.source]) {
      const { kind, sha256, size, gzip } = source;
      keepCompressedFile(db, { kind, effectiveDate: input.updatedAt.slice(0, 10), sha256, source: input.source, size }, gzip);
    }
    db.prepare('DELETE FROM card_name_words').run();
    db.prepare('DELETE FROM card_names').run();
    db.prepare('DELETE FROM card_faces').run();
    db.prepare('DELETE FROM cards').run();
    db.prepare('DELETE FROM card_rulings').run();
    insertCards(db, input.cards.items);
    storeCardNames(db, input.cards.items.map((card) => ({ oracleId: card.oracleId, name: card.name, layout: card.layout, faces: card.faces.map((face) => face.name) })));
    insertRulings(db, input.rulings.items);
    db.prepare(
      `INSERT INTO card_imports (updated_at, source, cards_sha256, rulings_sha256, imported_at, card_count, ruling_count, skipped)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      input.updatedAt, input.source, input.cards.source.sha256, input.rulings.source.sha256, new Date().toISOString(),
      input.cards.items.length, input.rulings.items.length, JSON.stringify(input.cards.skipped),
    );
    forgetOldSourceFiles(db);
    return { status: 'imported', data: cardDataInUse(db)! };
  }).immediate();
}

/** Deletes the kept card files no longer used by any of the newest KEPT_CARD_IMPORTS imports. */
function forgetOldSourceFiles(db: ContentDb): void {
  db.prepare(
    `DELETE FROM imported_files WHERE kind IN ('oracle_cards', 'rulings') AND sha256 NOT IN (
       SELECT cards_sha256 FROM (SELECT * FROM card_imports ORDER BY id DESC LIMIT ?)
       UNION SELECT rulings_sha256 FROM (SELECT * FROM card_imports ORDER BY id DESC LIMIT ?))`,
  ).run(KEPT_CARD_IMPORTS, KEPT_CARD_IMPORTS);
}

function refuseLoss(db: ContentDb, input: CardDataInput, current: CardDataSummary): void {
  const incoming = new Set(input.cards.items.map((card) => card.oracleId));
  const stored = db.prepare('SELECT oracle_id, name FROM cards').raw().all() as [string, string][];
  const lost = stored.filter(([oracleId]) => !incoming.has(oracleId));
  const problems: string[] = [];
  if (lost.length > allowedLoss(stored.length)) {
    const examples = lost.slice(0, 3).map(([, name]) => name).join(', ');
    problems.push(`${lost.length} of the ${stored.length} stored cards would be lost (${examples}…)`);
  }
  const rulingsLost = current.rulings - input.rulings.items.length;
  if (rulingsLost > allowedLoss(current.rulings)) problems.push(`${rulingsLost} of the ${current.rulings} stored rulings would be lost`);
  if (problems.length > 0) {
    throw new UserError(
      'cards-would-lose-data',
      `Refused: ${problems.join(', and ')}. A damaged or partial download? The card data of ${current.dataDate} stays in use. ` +
        'If the new files are right, import them with --replace (the data they replace stays restorable).',
    );
  }
}

function json(value: unknown): string | null {
  return value === null ? null : JSON.stringify(value);
}

function insertCards(db: ContentDb, cards: Card[]): void {
  const insertCard = db.prepare(
    `INSERT INTO cards (oracle_id, name, layout, mana_cost, mana_value, type_line, oracle_text, power, toughness, loyalty, defense,
       colors, color_identity, keywords, legalities, scryfall_uri, image_uri)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFace = db.prepare(
    `INSERT INTO card_faces (oracle_id, position, name, mana_cost, type_line, oracle_text, power, toughness, loyalty, defense, colors, image_uri)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const card of cards) {
    insertCard.run(
      card.oracleId, card.name, card.layout, card.manaCost, card.manaValue, card.typeLine, card.oracleText, card.power, card.toughness,
      card.loyalty, card.defense, json(card.colors), JSON.stringify(card.colorIdentity), JSON.stringify(card.keywords),
      JSON.stringify(card.legalities), card.scryfallUri, card.imageUri,
    );
    card.faces.forEach((face, position) =>
      insertFace.run(
        card.oracleId, position, face.name, face.manaCost, face.typeLine, face.oracleText, face.power, face.toughness, face.loyalty,
        face.defense, json(face.colors), face.imageUri,
      ),
    );
  }
}

function insertRulings(db: ContentDb, rulings: Ruling[]): void {
  const insert = db.prepare('INSERT INTO card_rulings (oracle_id, position, source, published_at, comment) VALUES (?, ?, ?, ?, ?)');
  const positions = new Map<string, number>();
  for (const ruling of rulings) {
    const position = positions.get(ruling.oracleId) ?? 0;
    positions.set(ruling.oracleId, position + 1);
    insert.run(ruling.oracleId, position, ruling.source, ruling.publishedAt, ruling.comment);
  }
}
