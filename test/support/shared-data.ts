/** Paths to the read-only test data in ../shared (beside the checkout). Tests and benchmarks only. */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DIR = path.resolve(REPO_ROOT, '../shared');
export const CR_DIR = path.join(SHARED_DIR, 'data/cr');

/** `cr-YYYYMMDD.txt` file names, oldest first. */
export function crFileNames(): string[] {
  return readdirSync(CR_DIR)
    .filter((name) => /^cr-\d{8}\.txt$/.test(name))
    .sort();
}

/** The newest release file in ../shared/data/cr. */
export function newestCrPath(): string {
  return path.join(CR_DIR, crFileNames().at(-1)!);
}

export function crPath(fileName: string): string {
  return path.join(CR_DIR, fileName);
}

export function readShared(relativePath: string): Buffer {
  return readFileSync(path.join(SHARED_DIR, relativePath));
}
