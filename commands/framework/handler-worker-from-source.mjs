// A handler worker started from the TypeScript source (vitest, tsx), for handler-pool.ts: tsx's
// loader is registered in this thread first, as a worker's --import flags do not reach it there.
// Compiled runs never load this file: their workers start dist/…/handler-worker.js directly.
import { register } from 'tsx/esm/api';

register();
export default (await import('./handler-worker.ts')).default;
