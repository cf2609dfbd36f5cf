#!/usr/bin/env -S node --v8-pool-size=1
// Runs the compiled JavaScript in dist/, which `npm install` builds (the `prepare` script):
// starting from JavaScript takes a fraction of compiling the TypeScript on every run.
import { existsSync } from 'node:fs';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('Error: Arbiter is not built yet. Run `npm install` (or `npm run build`) in its folder first.\n');
  process.exit(1);
}
const { runCliProcess } = await import(main.href);
process.exitCode = await runCliProcess(process.argv.slice(2));
