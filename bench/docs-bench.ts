/**
 * `npm run bench:docs [-- --cold-runs N] [-- --json]`: MTR and IPG PDF import time, in-process (the
 * first import also loads pdfjs-dist) and as a fresh `arbiter docs import` process, and
 * `docs show` latency (p50, p99, in-process) for every section by number and title and every
 * shorthand spelling of both documents; the section classifiers' load time and size
 * (docs-db/search/section-classifier.ts), and search latency over each document with the same
 * words as queries.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { importDocumentFile } from '../docs-db/store/import-document.js';
import { documentOutline, requireSection } from '../docs-db/store/section-queries.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { loadShorthand } from '../docs-db/lookup/shorthand.js';
import { searchDocuments } from '../docs-db/search/search-documents.js';
import { sectionClassifier } from '../docs-db/search/section-classifier.js';
import type { DocKind } from '../docs-db/tournament-document.js';
import { REPO_ROOT, SHARED_DIR, readShared } from '../test/support/shared-data.js';
import { TOURNAMENT_FILES } from '../test/support/tournament-documents.js';
import { percentile, timeEach } from './timing.js';

const { values } = parseArgs({ options: { 'cold-runs': { type: 'string' }, json: { type: 'boolean' } } });
const coldRuns = Number(values['cold-runs'] ?? 2);
const PDFS = [TOURNAMENT_FILES.mtr2025Pdf, TOURNAMENT_FILES.ipg2024Pdf, TOURNAMENT_FILES.mtr2021Pdf, TOURNAMENT_FILES.ipg2021Pdf];
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-docs-bench-'));

/** Wall-clock milliseconds of `arbiter docs import <pdf>` in a new process, into a new database. */
function freshProcessImport(relativePath: string, run: number): number {
  const start = performance.now();
  execFileSync(process.execPath, ['bin/arbiter.js', 'docs', 'import', path.join(SHARED_DIR, relativePath), '--db', path.join(workDir, `cold-${run}.sqlite`)], {
    cwd: REPO_ROOT,
  });
  return performance.now() - start;
}

try {
  const db = openContentDb(path.join(workDir, 'docs.sqlite'));
  const imports = [];
  for (const relativePath of PDFS) {
    const bytes = new Uint8Array(readShared(relativePath));
    const start = performance.now();
    const { version } = await importDocumentFile(db, bytes, path.basename(relativePath));
    const inProcessMs = performance.now() - start;
    const fresh = Array.from({ length: coldRuns }, (_, run) => freshProcessImport(relativePath, imports.length * coldRuns + run)).sort((a, b) => a - b);
    imports.push({ file: path.basename(relativePath), sections: version.sections, inProcessMs: round(inProcessMs), freshProcessMs: fresh.map((ms) => round(ms, 0)) });
  }

  const queries: { kind: DocKind; query: string }[] = [];
  for (const kind of ['mtr', 'ipg'] as const) {
    for (const section of documentOutline(db, docVersionAt(db, kind)).sections) {
      if (section.number) queries.push({ kind, query: section.number });
      queries.push({ kind, query: section.title });
    }
    for (const entry of loadShorthand()) if (entry.doc === kind) for (const spelling of entry.shorthand) queries.push({ kind, query: spelling });
  }
  // What `docs show` does after parsing its arguments: the version in effect, then the section.
  const showTimes = timeEach(queries, ({ kind, query }) => requireSection(db, docVersionAt(db, kind), query), 5);
  // Read, parsed and decoded by the thread that builds a version's section index (then shared with it).
  const classifiers = (['ipg', 'mtr', 'jar'] as const).map((kind) => {
    const start = performance.now();
    const classifier = sectionClassifier(kind);
    return { kind, loadMs: round(performance.now() - start), kilobytes: classifier ? round((classifier.weights.byteLength + classifier.bias.byteLength) / 1024, 0) : 0 };
  });
  for (const kind of ['mtr', 'ipg'] as const) searchDocuments(db, [docVersionAt(db, kind)], 'warm up');
  const searchTimes = timeEach(queries, ({ kind, query }) => searchDocuments(db, [docVersionAt(db, kind)], query, 10), 5);
  db.close();

  const result = {
    imports, showP50Ms: round(percentile(showTimes, 50), 4), showP99Ms: round(percentile(showTimes, 99), 4), showLookups: showTimes.length, queries: queries.length,
    classifiers, searchP50Ms: round(percentile(searchTimes, 50), 3), searchP99Ms: round(percentile(searchTimes, 99), 3),
  };
  if (values.json) console.log(JSON.stringify(result));
  else {
    for (const entry of imports) {
      console.log(
        `import ${entry.file.padEnd(18)} ${String(entry.sections).padStart(3)} sections: in-process ${String(entry.inProcessMs).padStart(7)} ms` +
          `   fresh process (arbiter docs import) ${entry.freshProcessMs.join(', ')} ms`,
      );
    }
    console.log('(the first in-process import also loads pdfjs-dist)');
    console.log(`docs show p50 ${result.showP50Ms} ms  p99 ${result.showP99Ms} ms  (${result.queries} queries × 5: every section by number and title, every shorthand)`);
    for (const { kind, loadMs, kilobytes } of classifiers) console.log(`${kind} section classifier: loaded in ${loadMs} ms, ${kilobytes} KB of weights`);
    console.log(`docs search p50 ${result.searchP50Ms} ms  p99 ${result.searchP99Ms} ms  (the same queries, each in its document, stories and classifier read)`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}
