/**
 * The process that builds the indexes every handler thread reads (build-indexes.ts) and hands them
 * to the service that started it (index-builder-process.ts) in a file, then exits. Building
 * allocates far more short-lived objects than the indexes keep: a handler thread that built them
 * itself kept its heap committed at 190 MB, 29 MB of it live, and a thread that built them and
 * exited still left its malloc arena (about 30 MB) in the process. A process returns all of it
 * (docs/memory.md, fifth round).
 *
 * Run as `node index-builder.js <content database>`, with the file as descriptor 3. A failure ends it
 * with code 1 and one line on stderr saying why.
 */
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { indexesHeld } from '../../common/shared-memory/shared-indexes.js';
import { writeSharedSnapshot } from '../../common/shared-memory/shared-snapshot.js';
import { buildIndexes } from './build-indexes.js';
import { INDEX_SNAPSHOT_FD } from './index-builder-process.js';

const [dbPath] = process.argv.slice(2);
try {
  if (!dbPath) throw new Error('Usage: index-builder <content database>');
  const db = openContentDb(dbPath, { readonly: true });
  buildIndexes(db);
  db.close();
  writeSharedSnapshot(INDEX_SNAPSHOT_FD, indexesHeld());
} catch (error) {
  // One line the parent logs as the reason (index-builder-process.ts keeps stderr's last line), not
  // a stack trace. Written synchronously: stderr is a pipe.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// The parent reads the file once this process has exited: at once, rather than after Node's orderly
// teardown of a 250 MB process (about 90 ms sooner, measured; the writes above are synchronous).
process.exit(0);
