/**
 * Plain data holding views over shared memory, written to a file and read back over
 * SharedArrayBuffers of the reader's own (common/shared-memory/shared-snapshot.ts): how the index
 * builder process hands its indexes to the service. Node's own deserializer cannot give a
 * SharedArrayBuffer back, so this is what keeps the indexes shared once they arrive.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSharedSnapshot, writeSharedSnapshot } from '../../../common/shared-memory/shared-snapshot.js';

const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-snapshot-'));

/** Reads the snapshot in `file`. */
async function readFile(file: string): Promise<unknown> {
  const fd = openSync(file, 'r');
  try {
    return await readSharedSnapshot(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes `value` to a file and reads it back. */
async function throughFile(value: unknown, name = 'snapshot'): Promise<unknown> {
  const file = path.join(workDir, name);
  const fd = openSync(file, 'w');
  writeSharedSnapshot(fd, value);
  closeSync(fd);
  return readFile(file);
}

function sample() {
  const buffer = new SharedArrayBuffer(64);
  const ints = new Int32Array(buffer, 8, 4);
  ints.set([1, -2, 3, 2_000_000_000]);
  const floats = new Float64Array(buffer, 32, 2);
  floats.set([0.5, -1e300]);
  const view = new DataView(buffer, 48, 16);
  view.setUint16(0, 513);
  const other = new SharedArrayBuffer(24);
  const bigs = new BigInt64Array(other);
  bigs.set([1n, -(2n ** 62n), 7n]);
  return {
    ints,
    again: ints,
    floats,
    view,
    bigs,
    empty: new Uint8Array(new SharedArrayBuffer(0)),
    ordinary: new Uint16Array([7, 8, 9]),
    names: new Map([['trample', 702]]),
    nested: [{ title: 'Trample', numbers: new Uint8Array(new SharedArrayBuffer(3)).fill(5) }],
  };
}

describe('a snapshot with shared memory', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("arrives whole: its views over shared memory of the reader's own, sharing as they did", async () => {
    const sent = sample();
    const received = (await throughFile(sent)) as ReturnType<typeof sample>;
    expect(received).toEqual(sent);
    expect([...received.ints]).toEqual([1, -2, 3, 2_000_000_000]);
    expect(received.view.getUint16(0)).toBe(513);
    for (const view of [received.ints, received.floats, received.view, received.bigs, received.empty, received.nested[0]!.numbers]) {
      expect(view.buffer).toBeInstanceOf(SharedArrayBuffer);
    }
    // The same offsets in one buffer, as sent: the same view twice is one view.
    expect(received.again).toBe(received.ints);
    expect(received.floats.buffer).toBe(received.ints.buffer);
    expect(received.view.buffer).toBe(received.ints.buffer);
    expect([received.ints.byteOffset, received.floats.byteOffset, received.view.byteOffset]).toEqual([8, 32, 48]);
    expect(received.bigs.buffer).not.toBe(received.ints.buffer);
    // The reader's memory, not the writer's: a write to one is not seen in the other.
    sent.ints[0] = 99;
    expect(received.ints[0]).toBe(1);
    received.floats[0] = 4;
    expect(new Float64Array(received.ints.buffer as SharedArrayBuffer, 32, 1)[0]).toBe(4);
    // An array not in shared memory arrives as one not in shared memory.
    expect(received.ordinary.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect([...received.ordinary]).toEqual([7, 8, 9]);
  });

  it('is refused when the file ends before it is whole', async () => {
    await throughFile(sample(), 'whole');
    const whole = readFileSync(path.join(workDir, 'whole'));
    const cut = path.join(workDir, 'cut');
    writeFileSync(cut, whole.subarray(0, whole.length - 1));
    await expect(readFile(cut)).rejects.toThrow('The snapshot file ended before its snapshot was whole.');
  });
});
