/** Runs code as if the machine had no temporary folder to write to. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDirectory } from './rules-db-fixture.js';

/**
 * Runs `run` with TMPDIR naming a file, where no folder can be made, and puts TMPDIR back after.
 * Only around what is started synchronously: threads started from source run through tsx, which needs the folder.
 */
export function withoutTemporaryFolder<T>(run: () => T): T {
  const notAFolder = path.join(tempDirectory(), 'not-a-folder');
  writeFileSync(notAFolder, '');
  const tmp = process.env.TMPDIR;
  process.env.TMPDIR = notAFolder;
  try {
    return run();
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
}
