/**
 * How long importing each official MTR/IPG PDF takes:
 * - cold: fresh Node processes that load the TypeScript sources through tsx as bin/arbiter.js
 *   does, then parse the one PDF (what `arbiter docs import file.pdf` will cost); fastest and
 *   slowest of a few, as a busy machine makes single runs vary a lot;
 * - warm: the median of further parses in one process, pdfjs-dist already loaded.
 * Run: node --import tsx bench/tournament-docs-timing.ts
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, SHARED_DIR, readShared } from '../test/support/shared-data.js';
import { parseTournamentDocument } from '../tournament-docs/parse-tournament-document.js';

const PDFS = [
  'data/tournament/mtr-20250421.pdf',
  'data/tournament/mtr-20210723.pdf',
  'data/tournament/ipg-20240923.pdf',
  'data/tournament/ipg-20210205.pdf',
];
const WARM_RUNS = 5;
const COLD_RUNS = 3;

/** Milliseconds a fresh process takes to load the parser (through tsx) and parse the file. */
function coldImport(relativePath: string): number {
  const parser = pathToFileURL(path.join(REPO_ROOT, 'tournament-docs/parse-tournament-document.ts')).href;
  const script = `
    import { register } from 'tsx/esm/api';
    import { readFileSync } from 'node:fs';
    register();
    const start = performance.now();
    const { parseTournamentDocument } = await import(${JSON.stringify(parser)});
    await parseTournamentDocument(new Uint8Array(readFileSync(${JSON.stringify(path.join(SHARED_DIR, relativePath))})));
    console.log(performance.now() - start);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO_ROOT, encoding: 'utf8' }));
}

for (const relativePath of PDFS) {
  const bytes = new Uint8Array(readShared(relativePath));
  const cold = Array.from({ length: COLD_RUNS }, () => coldImport(relativePath)).sort((a, b) => a - b);
  await parseTournamentDocument(bytes);
  const warm: number[] = [];
  let sections = 0;
  for (let run = 0; run < WARM_RUNS; run++) {
    const start = performance.now();
    sections = (await parseTournamentDocument(bytes)).sections.length;
    warm.push(performance.now() - start);
  }
  const median = warm.sort((a, b) => a - b)[Math.floor(WARM_RUNS / 2)]!;
  const name = relativePath.split('/').pop()!;
  console.log(
    `${name.padEnd(18)} ${(bytes.length / 1024).toFixed(0).padStart(4)} KB  ${String(sections).padStart(3)} sections  ` +
      `cold ${cold[0]!.toFixed(0).padStart(5)}–${cold.at(-1)!.toFixed(0)} ms  warm median ${median.toFixed(0).padStart(4)} ms`,
  );
}
