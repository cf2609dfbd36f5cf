/**
 * Vitest's global set-up for the database fixtures' cache: one temporary folder per run, where
 * each set of imported releases and documents is built once and copied by every test file that
 * asks for it (rules-db-fixture.ts). Importing all 31 CR releases takes about 20 s and several
 * files ask for them; a copy takes milliseconds. The folder lives only for the run, so a change
 * to the importers is always what the tests exercise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureCacheDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const directory = mkdtempSync(path.join(tmpdir(), 'arbiter-fixture-cache-'));
  project.provide('fixtureCacheDir', directory);
  return () => rmSync(directory, { recursive: true, force: true });
}
