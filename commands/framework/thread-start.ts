/**
 * The first module a pool thread (handler-worker.ts) evaluates: in a service whose
 * young generations are fixed, it sets V8's growth factor back to 1 at once, before the rest of the
 * thread's modules run (young-generation.ts says why).
 */
import { workerData } from 'node:worker_threads';
import { holdYoungGenerations, type ThreadStart } from './young-generation.js';

if ((workerData as ThreadStart | null)?.holdYoungGenerations) holdYoungGenerations();
