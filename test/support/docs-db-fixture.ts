/** Databases holding real MTR and IPG versions from ../shared, each file parsed once per test file. */
import { importDocument } from '../../docs-db/store/import-document.js';
import type { ContentDb } from '../../database/open-database.js';
import { sha256Hex } from '../../rules-db/store/import-release.js';
import { copyOfCachedAsync, createTestDb } from './rules-db-fixture.js';
import { readShared } from './shared-data.js';
import { sharedTournamentDocument, TOURNAMENT_FILES, type TournamentFile } from './tournament-documents.js';

/** Imports the shared files into `db` as `arbiter docs import` would (source: the file name). */
export async function importSharedDocuments(db: ContentDb, ...files: TournamentFile[]): Promise<void> {
  for (const file of files) {
    const relativePath = TOURNAMENT_FILES[file];
    const bytes = readShared(relativePath);
    const origin = { source: relativePath.split('/').pop()!, sha256: sha256Hex(bytes), bytes };
    importDocument(db, await sharedTournamentDocument(file), origin);
  }
}

/** A new database on disk with the given MTR/IPG files and CR releases (../shared/data/cr file names) imported. */
export async function createDocsTestDb(files: TournamentFile[], crFiles: string[] = []): Promise<ContentDb> {
  return copyOfCachedAsync(`docs:${files.join(',')};cr:${crFiles.join(',')}`, async () => {
    const db = createTestDb(...crFiles);
    await importSharedDocuments(db, ...files);
    return db;
  });
}
