/**
 * The first start: a database with no Comprehensive Rules gets the current CR, MTR, IPG and JAR
 * and Scryfall's card data downloaded before Arbiter answers (RULES_AUTO_UPDATE, on by default),
 * with their progress shown. What cannot be downloaded (no network) is named with its cause and
 * the import command that works instead; Arbiter then starts with what it has.
 */
import { updateCardsFromListing } from '../cards-db/update/update-cards.js';
import type { Config } from '../bot/config.js';
import { isUserError, type UserError } from '../common/user-error.js';
import type { ContentDb } from '../database/open-database.js';
import { updateFromDocumentsPage } from '../docs-db/update/update-documents.js';
import { DOC_TITLES } from '../docs-db/tournament-document.js';
import { listReleases } from '../rules-db/store/release-queries.js';
import { updateFromRulesPage } from '../rules-db/update/update-release.js';
import { describeCardImport } from './cards/describe-card-import.js';
import { describeDocImport } from './docs/docs-import.js';
import type { ProgressDisplay } from './framework/progress-display.js';
import { updateProgress } from './framework/update-progress.js';
import { describeImport } from './rules/rules-import.js';

/** Where the first start's sentences and progress go: the terminal, or the bot's log. */
export interface FirstStartOutput {
  say(text: string): void;
  warn(text: string): void;
  progress: ProgressDisplay;
}

/** The commands that import each kind of content from files, for when downloading fails. */
export const IMPORT_INSTEAD = {
  rules: 'npx arbiter rules import <cr.txt>  (the text file from https://magic.wizards.com/en/rules)',
  docs: 'npx arbiter docs import <mtr.pdf> <ipg.pdf> <jar.pdf>  (from https://wpn.wizards.com/en/rules-documents)',
  cards: 'npx arbiter cards import <oracle-cards.json> <rulings.json>  (from https://scryfall.com/docs/api/bulk-data)',
};

type Settings = Pick<Config, 'RULES_AUTO_UPDATE' | 'RULES_PAGE_URL' | 'DOCS_PAGE_URL' | 'CARDS_BULK_URL'>;

/** True when the database holds no CR release: nothing has been imported yet. */
export function isFirstStart(db: ContentDb): boolean {
  return listReleases(db).length === 0;
}

/**
 * On a first start with RULES_AUTO_UPDATE on, downloads and imports everything; with it off,
 * says how to import. Never throws for a failed download: it is reported, and the start goes on.
 */
export async function setUpFirstStart(db: ContentDb, dbPath: string, settings: Settings, output: FirstStartOutput): Promise<void> {
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
  const progress = updateProgress(output.progress);
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
