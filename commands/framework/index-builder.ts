/**
 * A thread that builds the indexes every handler thread reads (build-indexes.ts), offers them to the
 * pool's thread (common/shared-memory/shared-indexes.ts), and exits. Building allocates far more
 * short-lived objects than the indexes keep: a handler thread that built them itself kept its heap
 * committed at 190 MB, 29 MB of it live (measured with npm run bench:bot's breakdown, docs/memory.md).
 * A thread that exits returns all of it; the handler threads start after it and receive the indexes.
 */
import './thread-start.js';
import { workerData } from 'node:worker_threads';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { joinSharedIndexes, offersTaken, type SharedIndexChannel } from '../../common/shared-memory/shared-indexes.js';
import { buildIndexes } from './build-indexes.js';
import type { ThreadStart } from './young-generation.js';

/** What the pool gives the builder. */
export interface IndexBuilderSetup extends ThreadStart {
  dbPath: string;
  /** The pool's shared-index channel. */
  sharedIndexes: SharedIndexChannel;
}

const setup = workerData as IndexBuilderSetup;
await joinSharedIndexes(setup.sharedIndexes);
const db = openContentDb(setup.dbPath, { readonly: true });
buildIndexes(db);
db.close();
await offersTaken();
