/**
 * Strings in shared memory (shared-arrays.ts): a StringList holds them by number, a StringTable
 * also finds a string's number, through an open-addressing hash table, so every handler thread
 * looks words up in one copy. A JavaScript Map of the same words costs each thread 60–80 bytes a
 * word in its own heap (measured: the dictionary's 274,000 words took 21 MB per thread as a Set;
 * as a StringTable, 6 MB once).
 *
 * Hand-written: no package keeps strings in a SharedArrayBuffer. Characters are stored one byte
 * each when every string is Latin-1 (the search vocabularies, the dictionary), else as UTF-16.
 */
import { sharedArray } from './shared-arrays.js';

/** A StringList as plain data: what a snapshot carries to another thread. */
export interface StringListData {
  /** The characters of every string, one after another: bytes when all are Latin-1, else UTF-16 code units. */
  chars: Uint8Array | Uint16Array;
  /** Where each string starts in `chars`; one more entry, the end of the last. */
  starts: Int32Array;
}

/** A StringTable as plain data: a StringList and its hash slots. */
export interface StringTableData extends StringListData {
  /** Hash slots, a power of two of them: a string's number + 1, or 0 for none. */
  slots: Int32Array;
}

/** Strings by number, in shared memory; duplicates allowed. */
export class StringList {
  readonly size: number;
  protected readonly chars: Uint8Array | Uint16Array;
  protected readonly starts: Int32Array;
  /** `chars` as a Buffer, which decodes a run of characters natively (3–20 times faster than String.fromCharCode). */
  private readonly bytes: Buffer;
  private readonly encoding: 'latin1' | 'utf16le';

  constructor(data: StringListData) {
    this.chars = data.chars;
    this.starts = data.starts;
    this.size = data.starts.length - 1;
    this.bytes = Buffer.from(data.chars.buffer, data.chars.byteOffset, data.chars.byteLength);
    this.encoding = data.chars instanceof Uint8Array ? 'latin1' : 'utf16le';
  }

  /** `strings`, in order, copied into shared memory. */
  static from(strings: readonly string[]): StringList {
    return new StringList(listData(strings));
  }

  /** The string numbered `id` (0 ≤ id < size). */
  get(id: number): string {
    const width = this.chars.BYTES_PER_ELEMENT;
    return this.bytes.toString(this.encoding, this.starts[id]! * width, this.starts[id + 1]! * width);
  }

  /** The strings in order. */
  *[Symbol.iterator](): IterableIterator<string> {
    for (let id = 0; id < this.size; id++) yield this.get(id);
  }

  /** The list as plain data, for a snapshot. */
  data(): StringListData {
    return { chars: this.chars, starts: this.starts };
  }
}

/** Distinct strings by number, each found by its text (`id`); numbered in the order first given. */
export class StringTable extends StringList implements ReadonlySet<string> {
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(data: StringTableData) {
    super(data);
    this.slots = data.slots;
    this.mask = data.slots.length - 1;
  }

  /** The distinct strings of `strings`, numbered in the order of their first appearance. */
  static override from(strings: Iterable<string>): StringTable {
    const distinct = [...new Set(strings)];
    const list = listData(distinct);
    const slots = sharedArray(Int32Array, slotCount(distinct.length));
    const mask = slots.length - 1;
    distinct.forEach((text, id) => {
      let slot = hash(text) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    });
    return new StringTable({ ...list, slots });
  }

  /** The number of `text`, or -1 when the table does not hold it. */
  id(text: string): number {
    if (this.chars instanceof Uint8Array && !isLatin1(text)) return -1;
    for (let slot = hash(text) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]!;
      if (entry === 0) return -1;
      if (this.holdsAt(entry - 1, text)) return entry - 1;
    }
  }

  has(text: string): boolean {
    return this.id(text) !== -1;
  }

  /** True when string `id` is `text`, compared in place (no string made). */
  private holdsAt(id: number, text: string): boolean {
    const start = this.starts[id]!;
    if (this.starts[id + 1]! - start !== text.length) return false;
    for (let at = 0; at < text.length; at++) if (this.chars[start + at] !== text.charCodeAt(at)) return false;
    return true;
  }

  forEach(callback: (value: string, key: string, set: ReadonlySet<string>) => void): void {
    for (const text of this) callback(text, text, this);
  }

  *entries(): IterableIterator<[string, string]> {
    for (const text of this) yield [text, text];
  }

  keys(): IterableIterator<string> {
    return this[Symbol.iterator]();
  }

  values(): IterableIterator<string> {
    return this[Symbol.iterator]();
  }

  override data(): StringTableData {
    return { ...super.data(), slots: this.slots };
  }
}

/** Hash slots for `count` strings: a power of two, at most two thirds full, so a probe is short. */
function slotCount(count: number): number {
  let slots = 2;
  while (slots * 2 < count * 3) slots *= 2;
  return slots;
}

/** FNV-1a over UTF-16 code units: cheap to compute on the string a caller holds. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) value = Math.imul(value ^ text.charCodeAt(at), 0x01000193);
  return value >>> 0;
}

function isLatin1(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) > 0xff) return false;
  return true;
}

function listData(strings: readonly string[]): StringListData {
  const starts = sharedArray(Int32Array, strings.length + 1);
  let length = 0;
  let latin1 = true;
  strings.forEach((text, id) => {
    starts[id] = length;
    length += text.length;
    latin1 &&= isLatin1(text);
  });
  starts[strings.length] = length;
  const chars = latin1 ? sharedArray(Uint8Array, length) : sharedArray(Uint16Array, length);
  strings.forEach((text, id) => {
    const start = starts[id]!;
    for (let at = 0; at < text.length; at++) chars[start + at] = text.charCodeAt(at);
  });
  return { chars, starts };
}
