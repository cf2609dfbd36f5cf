/** The `arbiter` program as a shell runs it: compiled JavaScript started by bin/arbiter.js. */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../support/rules-db-fixture.js';
import { REPO_ROOT } from '../support/shared-data.js';

const BIN = path.join(REPO_ROOT, 'bin/arbiter.js');

describe('the arbiter process', () => {
  // Regression: `arbiter rules list | head` died with an unhandled EPIPE and a stack trace.
  it('exits quietly with 0 when the reader closes the pipe early', async () => {
    const db = createTestDb('cr-20260116.txt');
    const file = db.name;
    db.close();
    const child = spawn(process.execPath, [BIN, 'rules', 'export', '--json', '--db', file]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read one chunk, then close the pipe as `head` does, while the export is still writing.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('says how to build it when the compiled JavaScript is missing', async () => {
    const checkout = mkdtempSync(path.join(tmpdir(), 'arbiter-unbuilt-'));
    mkdirSync(path.join(checkout, 'bin'));
    copyFileSync(BIN, path.join(checkout, 'bin/arbiter.js'));
    const child = spawn(process.execPath, [path.join(checkout, 'bin/arbiter.js'), 'rules', 'list']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    rmSync(checkout, { recursive: true, force: true });
    expect({ code, stderr }).toEqual({ code: 1, stderr: 'Error: Arbiter is not built yet. Run `npm install` (or `npm run build`) in its folder first.\n' });
  });
});
