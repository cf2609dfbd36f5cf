// The index builder process started from the TypeScript source (vitest, tsx), for
// index-builder-process.ts, as handler-worker-from-source.mjs starts a handler thread: tsx's loader
// is registered first. Compiled runs start dist/…/index-builder.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./index-builder.ts');
