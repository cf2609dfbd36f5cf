/**
 * Typed arrays over SharedArrayBuffers: what every handler thread of a process reads without a
 * copy of its own. A structured clone (postMessage) of a plain object holding them hands the other
 * thread views of the same memory, so an index built once is shared by passing its snapshot.
 */

type TypedArrayConstructor<T> = { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number };

/** A zeroed typed array of `length` elements in shared memory. */
export function sharedArray<T>(Type: TypedArrayConstructor<T>, length: number): T {
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT));
}

/** `values` copied into shared memory as a typed array of `Type`. */
export function sharedFrom<T extends { set(values: ArrayLike<number>): void }>(Type: TypedArrayConstructor<T>, values: ArrayLike<number>): T {
  const array = sharedArray(Type, values.length);
  array.set(values);
  return array;
}

/**
 * The bytes of shared memory a snapshot holds: every SharedArrayBuffer reachable from it through
 * plain objects and arrays, each counted once.
 */
export function sharedBytes(snapshot: unknown): number {
  const buffers = new Set<SharedArrayBuffer>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if (ArrayBuffer.isView(value)) {
      if (value.buffer instanceof SharedArrayBuffer) buffers.add(value.buffer);
      return;
    }
    if (value instanceof SharedArrayBuffer) {
      buffers.add(value);
      return;
    }
    for (const member of Object.values(value)) visit(member);
  };
  visit(snapshot);
  let bytes = 0;
  for (const buffer of buffers) bytes += buffer.byteLength;
  return bytes;
}
