/**
 * The first start: a database with no Comprehensive Rules gets the current CR, MTR, IPG and JAR
 * and Scryfall's card data downloaded before Arbiter answers (RULES_AUTO_UPDATE, on by default),
 * with their progress shown (first-start-downloads.ts). What cannot be downloaded (no network) is
 * named with its cause and the import command that works instead; Arbiter then starts with what
 * it has.
 */
import type { ContentDb } from '../database/open-database.js';
import { listReleases } from '../rules-db/store/release-queries.js';
import type { FirstStartOutput } from './first-start-output.js';
import type { FirstStartSettings } from './first-start-downloads.js';
import { IMPORT_INSTEAD } from './framework/import-instead.js';

/** True when the database holds no CR release: nothing has been imported yet. */
export function isFirstStart(db: ContentDb): boolean {
  return listReleases(db).length === 0;
}

/**
 * On a first start with RULES_AUTO_UPDATE on, downloads and imports everything; with it off,
 * says how to import. Never throws for a failed download: it is reported, and the start goes on.
 */
export async function setUpFirstStart(db: ContentDb, dbPath: string, settings: FirstStartSettings, output: FirstStartOutput): Promise<void> {
  if (!isFirstStart(db)) return;
  if (!settings.RULES_AUTO_UPDATE) {
    output.warn(
      `The database ${dbPath} holds no Comprehensive Rules yet, and RULES_AUTO_UPDATE is off. Import them with ` +
        `\`npx arbiter rules update\` (downloads the current one) or \`${IMPORT_INSTEAD.rules}\`.`,
    );
    return;
  }
  output.say(
    `First start: ${dbPath} holds no rules yet, so Arbiter downloads the current Comprehensive Rules, the MTR, IPG and JAR, ` +
      "and Scryfall's card data (about 160 MB) once; later they are checked for updates on their own.",
  );
  // The downloads and importers (pdfjs among them) load only on a first start: every other start is a second faster.
  const { downloadEverything } = await import('./first-start-downloads.js');
  await downloadEverything(db, settings, output);
}
