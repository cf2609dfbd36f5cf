/**
 * What every `… import <file|url>...` command does with its sources: read each, import it, print
 * one line per source, and go on after a source that fails. The command then checks the ruling
 * logs if anything changed (cli/rulings/check-after-import.ts, which imports this folder).
 */
import path from 'node:path';
import { isUrl } from '../../common/download.js';
import { UserError } from '../../common/user-error.js';
import type { CliContext } from './cli-context.js';
import { readSource } from './read-source.js';

/** An import's outcome: 'unchanged' when these bytes were already imported. */
interface ImportOutcome {
  status: string;
}

/**
 * Imports each of `sources` with `importOne` (its bytes, and the name to record: a URL as given,
 * a file by its base name), printing `describe`'s line for each; says whether any import changed
 * the database and how many sources failed.
 */
export async function importSources<Result extends ImportOutcome>(
  sources: string[],
  context: CliContext,
  importOne: (bytes: Uint8Array, name: string) => Result | Promise<Result>,
  describe: (result: Result, source: string) => string,
): Promise<{ changed: boolean; failures: number }> {
  let failures = 0;
  let changed = false;
  for (const source of sources) {
    try {
      const result = await importOne(await readSource(source), isUrl(source) ? source : path.basename(source));
      context.stdout(describe(result, source) + '\n');
      changed ||= result.status !== 'unchanged';
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      // One bad file does not stop the others; each import is its own transaction.
      context.stderr(`Error: ${error.message}\n`);
      failures++;
    }
  }
  return { changed, failures };
}
