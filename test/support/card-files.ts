/** The shared card sample's files (../shared/data/cards), for tests and benchmarks alike (no test runner needed). */
import path from 'node:path';
import { SHARED_DIR } from './shared-data.js';

export const CARDS_DIR = path.join(SHARED_DIR, 'data/cards');
/** 956 real card objects, every layout. */
export const ORACLE_CARDS_FILE = path.join(CARDS_DIR, 'oracle-cards.json');
/**
 * The sample's 956 objects and 125 cards real rules questions name (Oracle text from Forge's card
 * scripts; ids, legalities and set are placeholders): search is measured with the cards a question
 * names present, as Scryfall's full file would have them.
 */
export const ORACLE_CARDS_PLUS_NAMED_FILE = path.join(CARDS_DIR, 'oracle-cards-plus-named.json');
/** 75 real rulings, 54 of them for cards in ORACLE_CARDS_FILE. */
export const RULINGS_FILE = path.join(CARDS_DIR, 'rulings.json');
/** The data date the sample is imported with. */
export const SAMPLE_UPDATED_AT = '2025-11-01T09:00:00.000Z';
