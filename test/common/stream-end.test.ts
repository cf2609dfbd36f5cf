/** A child's output read to its end, only its end kept (the index builder's stderr, an update child's JSON and error). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { keepEndOf } from '../../common/stream-end.js';

describe('keepEndOf', () => {
  it('reads a child that writes far more than a pipe holds to its end, and keeps only its last characters', async () => {
    // 1 MB, then a last line: unread, the pipe (64 KB) would stop the child before it exits.
    const child = spawn(process.execPath, ['-e', "process.stderr.write('y'.repeat(1 << 20) + '\\nthe last line\\n')"], { stdio: ['ignore', 'ignore', 'pipe'] });
    const kept = keepEndOf(child.stderr!, 4_096);
    const [code] = (await once(child, 'close')) as [number];
    expect(code).toBe(0);
    expect(kept()).toHaveLength(4_096);
    expect(kept().endsWith('y\nthe last line\n')).toBe(true);
  });

  it('keeps a character split across two chunks whole', async () => {
    // "é" is two bytes in UTF-8: written a byte at a time, it arrives in two chunks.
    const child = spawn(process.execPath, ['-e', "const b = Buffer.from('é'); process.stdout.write(b.subarray(0, 1), () => setTimeout(() => process.stdout.write(b.subarray(1)), 50))"], { stdio: ['ignore', 'pipe', 'ignore'] });
    const kept = keepEndOf(child.stdout!, 10);
    await once(child, 'close');
    expect(kept()).toBe('é');
  });
});
