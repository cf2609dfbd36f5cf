/**
 * Plain data holding typed arrays over SharedArrayBuffers, written to a file by one process and read
 * by another over SharedArrayBuffers of its own: how the index builder, a child process, hands the
 * indexes it built to the service (commands/framework/index-builder-process.ts).
 *
 * Node's v8 serializer copies a typed array's bytes into its output, and its deserializer cannot
 * take a SharedArrayBuffer back ("Unable to deserialize cloned data": it does not answer V8's
 * request for one). So a view over shared memory is written as a marker (its buffer's number, its
 * type, offset and length), each buffer's bytes follow the serialized value, and the reader copies
 * them straight into SharedArrayBuffers it allocates, then remakes the views over them: one copy
 * of the bytes, and views that shared a buffer in the writer share one in the reader.
 *
 * The file: the serialized value's length and the buffers' count (uint32 each), each buffer's
 * length (uint32), the serialized value, then each buffer's bytes in order.
 */
import { read, writeSync } from 'node:fs';
import v8 from 'node:v8';

type ViewType = (new (buffer: ArrayBufferLike, byteOffset: number, length: number) => ArrayBufferView) & { BYTES_PER_ELEMENT?: number };
/** The views a marker can stand for, by number (the order is the file's). A DataView's length is in bytes. */
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

/**
 * Writes `value` to the file descriptor `fd`, synchronously (the writer, the index builder, has
 * nothing else to do), from the descriptor's current position.
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
  for (const bytes of [head, serialized, ...buffers.map((buffer) => new Uint8Array(buffer))]) {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written, bytes.length - written);
  }
}

/**
 * Reads the snapshot writeSharedSnapshot wrote at the start of the file open as `fd`, each shared
 * buffer's bytes straight into a SharedArrayBuffer allocated here (nothing in between: reading the
 * file whole first kept its 22 MB in the reader until a collection, and a pipe's chunks left 15 MB
 * more in the reader's resident memory than this: docs/memory.md, fifth round). The indexes' 24 MB
 * in 516 buffers take 100–200 ms on a busy machine, most of it faulting in and filling new memory
 * (one readv for all of them instead: within the noise). Rejects if the file ends before the snapshot does.
 */
export async function readSharedSnapshot(fd: number): Promise<unknown> {
  let position = 0;
  const readAll = async (target: Uint8Array) => {
    for (let at = 0; at < target.length; ) {
      const bytesRead = await new Promise<number>((resolve, reject) => read(fd, target, at, target.length - at, position, (error, count) => (error ? reject(error) : resolve(count))));
      if (bytesRead === 0) throw new Error('The snapshot file ended before its snapshot was whole.');
      at += bytesRead;
      position += bytesRead;
    }
  };
  const head = Buffer.alloc(8);
  await readAll(head);
  const table = Buffer.alloc(4 * head.readUInt32LE(4));
  await readAll(table);
  // Allocated together, before any of their bytes are read.
  const buffers = Array.from({ length: table.length / 4 }, (_, number) => new SharedArrayBuffer(table.readUInt32LE(4 * number)));
  const serialized = Buffer.alloc(head.readUInt32LE(0));
  await readAll(serialized);
  for (const buffer of buffers) await readAll(new Uint8Array(buffer));
  const deserializer = new SharedViewDeserializer(serialized, buffers);
  deserializer.readHeader();
  return deserializer.readValue();
}
