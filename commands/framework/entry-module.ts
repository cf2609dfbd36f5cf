/**
 * Where the pool finds the file a handler thread or the index builder starts on. Compiled runs start
 * the compiled module beside this one (dist/…/<name>.js, built by `npm run build`). When this module
 * itself runs from TypeScript source (vitest, tsx), that file is `<name>-from-source.mjs`, which
 * registers tsx's loader and then imports `<name>.ts`: tests and benchmarks never run stale code.
 */

/** The entry files there are, each with its compiled module and its from-source starter. */
export type EntryModule = 'handler-worker' | 'index-builder';

const fromSource = import.meta.url.endsWith('.ts');

/** The URL of the file `name` starts on, from source or compiled as this process runs. */
export function entryModule(name: EntryModule): URL {
  return new URL(fromSource ? `./${name}-from-source.mjs` : `./${name}.js`, import.meta.url);
}
