// The index builder started from the TypeScript source (vitest, tsx), for handler-pool.ts, as
// handler-worker-from-source.mjs starts a handler thread: tsx's loader is registered first.
import { register } from 'tsx/esm/api';

register();
await import('./index-builder.ts');
