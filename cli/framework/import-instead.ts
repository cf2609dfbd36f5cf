/**
 * What to do when a download fails: the command that imports the same content from a file,
 * fetched elsewhere. Said by the first start and by `rules|docs|cards update`.
 */
import { UserError } from '../../common/user-error.js';

export type ContentKind = 'rules' | 'docs' | 'cards';

/** The commands that import each kind of content from files. */
export const IMPORT_INSTEAD: Record<ContentKind, string> = {
  rules: 'npx arbiter rules import <cr.txt>  (the text file from https://magic.wizards.com/en/rules)',
  docs: 'npx arbiter docs import <mtr.pdf> <ipg.pdf> <jar.pdf>  (from https://wpn.wizards.com/en/rules-documents)',
  cards: 'npx arbiter cards import <oracle-cards.json> <rulings.json> --date YYYY-MM-DD  (from https://scryfall.com/docs/api/bulk-data; --date: the listing\'s updated_at)',
};

/** True for a download that got no answer or a failing one (not a file refused for its content). */
export function isDownloadFailure(error: unknown): error is UserError {
  return error instanceof UserError && (error.code === 'download-failed' || error.code === 'download-timeout');
}

/**
 * Runs `update`; a failed download is rethrown with the import command that works instead, for a
 * person (`forPerson`). Scripts and the bot's own update process (--json) get the cause alone.
 */
export async function suggestingImport<T>(kind: ContentKind, forPerson: boolean, update: () => Promise<T>): Promise<T> {
  if (!forPerson) return update();
  try {
    return await update();
  } catch (error) {
    if (!isDownloadFailure(error)) throw error;
    throw new UserError(error.code, `${error.message} To import from a file instead: ${IMPORT_INSTEAD[kind]}`);
  }
}
