/** The first start's downloads: the CR, the MTR, IPG and JAR, and the card data, each imported as it arrives. */
import { updateCardsFromListing } from '../cards-db/update/update-cards.js';
import { isUserError, type UserError } from '../common/user-error.js';
import type { ContentDb } from '../database/open-database.js';
import { updateFromDocumentsPage } from '../docs-db/update/update-documents.js';
import { DOC_TITLES } from '../docs-db/tournament-document.js';
import { updateFromRulesPage } from '../rules-db/update/update-release.js';
import { describeCardImport } from './cards/describe-card-import.js';
import { describeDocImport } from './docs/docs-import.js';
import type { Config } from '../bot/config.js';
import type { FirstStartOutput } from './first-start-output.js';

export type FirstStartSettings = Pick<Config, 'RULES_AUTO_UPDATE' | 'RULES_PAGE_URL' | 'DOCS_PAGE_URL' | 'CARDS_BULK_URL'>;
import { IMPORT_INSTEAD } from './framework/import-instead.js';
import { updateProgress } from './framework/update-progress.js';
import { describeImport } from './rules/rules-import.js';

/**
 * Downloads and imports everything, showing progress; then says what was imported and, for each
 * download that failed, its cause and the import command that works instead. Never throws for a
 * failed download.
 */
export async function downloadEverything(db: ContentDb, settings: FirstStartSettings, output: FirstStartOutput): Promise<void> {
  // Said once the bars are gone, so that no line is drawn over by a bar.
  const imported: string[] = [];
  const failed: string[] = [];
  /** Runs one download; a UserError (no network, a refused file) becomes a sentence with the way round it. */
  const attempt = async (what: string, instead: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (!isUserError(error)) throw error;
      failed.push(`Could not download ${what}: ${reason(error)} Import ${what === 'the card data' ? 'it' : 'them'} from files instead: ${instead}`);
    }
  };
  const progress = updateProgress(output.progress());
  try {
    await attempt('the Comprehensive Rules', IMPORT_INSTEAD.rules, async () => {
      const result = await updateFromRulesPage(db, settings.RULES_PAGE_URL, { onProgress: progress.file('Comprehensive Rules') });
      imported.push(describeImport(result, result.url));
    });
    await attempt('the MTR, IPG and JAR', IMPORT_INSTEAD.docs, async () => {
      const outcomes = await updateFromDocumentsPage(db, settings.DOCS_PAGE_URL, { timeoutMs: 120_000, onProgress: progress.document });
      for (const outcome of outcomes) {
        if (outcome.ok) imported.push(describeDocImport(outcome.result, outcome.url));
        else failed.push(`Could not import the ${DOC_TITLES[outcome.kind]}: ${reason(outcome.error)} Import it from a file instead: ${IMPORT_INSTEAD.docs}`);
      }
    });
    await attempt('the card data', IMPORT_INSTEAD.cards, async () => {
      imported.push(describeCardImport(await updateCardsFromListing(db, settings.CARDS_BULK_URL, { onProgress: progress.cards })));
    });
  } finally {
    progress.stop();
  }
  for (const line of imported) output.say(line);
  for (const sentence of failed) output.warn(sentence);
}

/** The error's sentence, ending with a full stop. */
function reason(error: UserError): string {
  return /[.?!]$/.test(error.message) ? error.message : `${error.message}.`;
}
