/**
 * Plain data holding typed arrays over SharedArrayBuffers, sent through a byte stream to another
 * process, which receives it over SharedArrayBuffers of its own: how the index builder, a child
 * process, hands the indexes it built to the service (commands/framework/index-builder.ts).
 *
 * Node's v8 serializer copies a typed array's bytes into its output, and its deserializer cannot
 * take a SharedArrayBuffer back ("Unable to deserialize cloned data": it does not answer V8's
 * request for one). So a view over shared memory is written as a marker (its buffer's number, its
 * type, offset and length), each buffer's bytes follow the serialized value, and the reader copies
 * them straight into SharedArrayBuffers it allocates, then remakes the views over them: one copy
 * of the bytes, and views that shared a buffer in the writer share one in the reader.
 *
 * The stream: the serialized value's length and the buffers' count (uint32 each), each buffer's
 * length (uint32), the serialized value, then each buffer's bytes in order.
 */
import { writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import v8 from 'node:v8';

type ViewType = (new (buffer: ArrayBufferLike, byteOffset: number, length: number) => ArrayBufferView) & { BYTES_PER_ELEMENT?: number };
/** The views a marker can stand for, by number (the order is the stream's). A DataView's length is in bytes. */
const VIEW_TYPES: ViewType[] = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, Float64Array, BigInt64Array, BigUint64Array, DataView];
/** What a host object written by SharedViewSerializer starts with: an ordinary view (Node's own record follows), or a marker. */
const ORDINARY = 0;
const SHARED = 1;

// Node documents these two hooks (v8.Serializer#_writeHostObject, v8.Deserializer#_readHostObject);
// its type definitions leave them out.
const HostObjectSerializer = v8.DefaultSerializer as unknown as new () => v8.Serializer & { _writeHostObject(object: object): void };
const HostObjectDeserializer = v8.DefaultDeserializer as unknown as new (data: Buffer) => v8.Deserializer & { _readHostObject(): unknown };

class SharedViewSerializer extends HostObjectSerializer {
  readonly buffers: SharedArrayBuffer[] = [];
  private readonly numbers = new Map<SharedArrayBuffer, number>();

  override _writeHostObject(object: object): void {
    const view = object as ArrayBufferView;
    if (!(view.buffer instanceof SharedArrayBuffer)) {
      this.writeUint32(ORDINARY);
      super._writeHostObject(view);
      return;
    }
    let number = this.numbers.get(view.buffer);
    if (number === undefined) this.numbers.set(view.buffer, (number = this.buffers.push(view.buffer) - 1));
    const type = VIEW_TYPES.findIndex((Type) => view instanceof Type);
    if (type < 0) throw new Error(`A ${view.constructor.name} over shared memory cannot be sent.`);
    this.writeUint32(SHARED);
    this.writeUint32(number);
    this.writeUint32(type);
    this.writeDouble(view.byteOffset);
    this.writeDouble(view.byteLength);
  }
}

class SharedViewDeserializer extends HostObjectDeserializer {
  constructor(
    data: Buffer,
    private readonly buffers: SharedArrayBuffer[],
  ) {
    super(data);
  }

  override _readHostObject(): unknown {
    if (this.readUint32() === ORDINARY) return super._readHostObject();
    const buffer = this.buffers[this.readUint32()];
    const Type = VIEW_TYPES[this.readUint32()];
    const byteOffset = this.readDouble();
    const byteLength = this.readDouble();
    if (!buffer || !Type) throw new Error('The snapshot names a shared buffer or a view type it does not hold.');
    return new Type(buffer, byteOffset, byteLength / (Type.BYTES_PER_ELEMENT ?? 1));
  }
}

/** How long a write waits before trying again when the stream's reader is behind (a non-blocking descriptor said EAGAIN). */
const WRITE_RETRY_MS = 1;

/**
 * Writes `value` to the file descriptor `fd` (a pipe to the reader), synchronously: the writer has
 * nothing else to do, and a reader that has gone (EPIPE) fails the write, which ends the writer.
 */
export function writeSharedSnapshot(fd: number, value: unknown): void {
  const serializer = new SharedViewSerializer();
  serializer.writeHeader();
  serializer.writeValue(value);
  const serialized = serializer.releaseBuffer();
  const { buffers } = serializer;
  const head = Buffer.alloc(8 + 4 * buffers.length);
  head.writeUInt32LE(serialized.length, 0);
  head.writeUInt32LE(buffers.length, 4);
  buffers.forEach((buffer, number) => head.writeUInt32LE(buffer.byteLength, 8 + 4 * number));
  writeAll(fd, head);
  writeAll(fd, serialized);
  for (const buffer of buffers) writeAll(fd, new Uint8Array(buffer));
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let written = 0; written < bytes.length; ) {
    try {
      written += writeSync(fd, bytes, written, bytes.length - written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WRITE_RETRY_MS);
    }
  }
}

/**
 * Reads one snapshot writeSharedSnapshot wrote from `stream`, its shared buffers allocated here;
 * resolves once it is whole, rejects if the stream fails or ends before.
 */
export function readSharedSnapshot(stream: Readable): Promise<unknown> {
  return new Promise((resolve, reject) => {
    /** Bytes of the part being read (the lengths, or the serialized value) received so far. */
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let valueLength = -1;
    let bufferCount = -1;
    let lengths: number[] | undefined;
    let serialized: Buffer | undefined;
    let buffers: Uint8Array[] = [];
    /** The buffer being filled, and how much of it is. */
    let filling = 0;
    let filled = 0;
    let done = false;

    const take = (bytes: number): Buffer | undefined => {
      if (pendingBytes < bytes) return undefined;
      const all = Buffer.concat(pending, pendingBytes);
      pending = all.length > bytes ? [all.subarray(bytes)] : [];
      pendingBytes = all.length - bytes;
      return all.subarray(0, bytes);
    };
    const finish = () => {
      done = true;
      try {
        const deserializer = new SharedViewDeserializer(serialized!, buffers.map((bytes) => bytes.buffer as SharedArrayBuffer));
        deserializer.readHeader();
        resolve(deserializer.readValue());
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };

    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      // Shared buffers' bytes go straight into them, never gathered.
      if (serialized) return fill(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (bufferCount < 0) {
        const head = take(8);
        if (!head) return;
        valueLength = head.readUInt32LE(0);
        bufferCount = head.readUInt32LE(4);
      }
      if (!lengths) {
        const table = take(4 * bufferCount);
        if (!table) return;
        lengths = Array.from({ length: bufferCount }, (_, number) => table.readUInt32LE(4 * number));
        // Allocated together, before any of their bytes arrive.
        buffers = lengths.map((length) => new Uint8Array(new SharedArrayBuffer(length)));
      }
      serialized = take(valueLength);
      if (!serialized) return;
      fill(take(pendingBytes)!);
    });

    /** Moves past the buffers already whole; finishes when none is left. */
    const skipEmpty = () => {
      while (filling < buffers.length && filled === buffers[filling]!.length) {
        filling++;
        filled = 0;
      }
      if (filling === buffers.length && !done) finish();
    };
    const fill = (chunk: Buffer) => {
      let at = 0;
      skipEmpty();
      while (at < chunk.length && !done) {
        const target = buffers[filling]!;
        const count = Math.min(chunk.length - at, target.length - filled);
        target.set(chunk.subarray(at, at + count), filled);
        at += count;
        filled += count;
        skipEmpty();
      }
    };

    stream.on('error', reject);
    stream.on('end', () => reject(new Error('The snapshot stream ended before its snapshot was whole.')));
  });
}
