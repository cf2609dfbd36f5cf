/** Card data the day after the shared sample, with one card's Oracle text reworded (an errata), for staleness tests. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { ContentDb } from '../../database/open-database.js';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from './cards-db-fixture.js';

const directories: string[] = [];
afterAll(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

/** Imports the sample again as of `updatedAt`, with `name`'s Oracle text passed through `reword`. */
export async function importErrata(db: ContentDb, name: string, reword: (text: string) => string, updatedAt: string): Promise<void> {
  const cards = JSON.parse(readFileSync(ORACLE_CARDS_FILE, 'utf8')) as { name: string; oracle_text?: string }[];
  const card = cards.find((candidate) => candidate.name === name);
  if (!card?.oracle_text) throw new Error(`No single-faced ${name} in the sample`);
  card.oracle_text = reword(card.oracle_text);
  const directory = mkdtempSync(path.join(tmpdir(), 'arbiter-errata-'));
  directories.push(directory);
  const file = path.join(directory, 'oracle-cards.json');
  writeFileSync(file, JSON.stringify(cards));
  await importCardFiles(db, file, RULINGS_FILE, { updatedAt });
}
