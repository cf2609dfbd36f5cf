/** The `arbiter` program as a shell runs it: compiled JavaScript started by bin/arbiter.js. */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from '../../common/service-node-flags.js';
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

  it("runs under the service's node options as a program (its first line) and from npm start", async () => {
    const db = createTestDb('cr-20260116.txt');
    const file = db.name;
    db.close();
    // Run as a shell runs it: the kernel reads the first line. The export waits on its full pipe
    // while the process's command line is read.
    const child = spawn(BIN, ['rules', 'export', '--json', '--db', file]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    child.stdout.pause();
    const commandLine = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
    child.kill();
    expect(commandLine.slice(1, 1 + SERVICE_NODE_FLAGS.length)).toEqual(SERVICE_NODE_FLAGS);
    expect(commandLine[1 + SERVICE_NODE_FLAGS.length]).toBe(BIN);
    const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(['node', ...SERVICE_NODE_FLAGS, 'bin/arbiter.js', 'start'].join(' '));
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
