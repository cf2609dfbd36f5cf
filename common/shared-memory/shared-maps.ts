/**
 * Maps keyed by strings, in shared memory (string-table.ts): the same reading interface as a
 * JavaScript Map (ReadonlyMap), keys in the order the map was given in, so code written against
 * Maps reads them unchanged, in any thread, from one copy.
 */
import { sharedArray, sharedFrom } from './shared-arrays.js';
import { StringList, StringTable, type StringListData, type StringTableData } from './string-table.js';

/** Lists of integers, one after another, in shared memory ("compressed sparse rows"). */
export interface IntListsData {
  /** Where list i starts in `values`; one more entry, the end of the last. */
  offsets: Int32Array;
  values: Int32Array;
}

/** `lists` packed into shared memory. */
export function packIntLists(lists: readonly ArrayLike<number>[]): IntListsData {
  const offsets = sharedArray(Int32Array, lists.length + 1);
  let length = 0;
  lists.forEach((list, index) => {
    offsets[index] = length;
    length += list.length;
  });
  offsets[lists.length] = length;
  const values = sharedArray(Int32Array, length);
  lists.forEach((list, index) => values.set(list, offsets[index]!));
  return { offsets, values };
}

/** List `index` of packed lists, as a view of the shared memory (no copy). */
export function intList(lists: IntListsData, index: number): Int32Array {
  return lists.values.subarray(lists.offsets[index]!, lists.offsets[index + 1]!);
}

/** A NumberMap as plain data. */
export interface NumberMapData {
  keys: StringTableData;
  values: Int32Array | Float64Array;
}

/** String → number, in shared memory. Integer values are kept as Int32, others as Float64: both exact. */
export class NumberMap implements ReadonlyMap<string, number> {
  readonly keyTable: StringTable;
  private readonly numbers: Int32Array | Float64Array;

  constructor(data: NumberMapData) {
    this.keyTable = new StringTable(data.keys);
    this.numbers = data.values;
  }

  /** The entries of `map`, in its order, copied into shared memory. */
  static from(map: ReadonlyMap<string, number>): NumberMap {
    const keys = StringTable.from(map.keys());
    const numbers = [...map.values()];
    const values = numbers.every((value) => Number.isInteger(value) && value >= -0x80000000 && value <= 0x7fffffff) ? sharedFrom(Int32Array, numbers) : sharedFrom(Float64Array, numbers);
    return new NumberMap({ keys: keys.data(), values });
  }

  get size(): number {
    return this.keyTable.size;
  }

  get(key: string): number | undefined {
    const id = this.keyTable.id(key);
    return id === -1 ? undefined : this.numbers[id]!;
  }

  has(key: string): boolean {
    return this.keyTable.id(key) !== -1;
  }

  forEach(callback: (value: number, key: string, map: ReadonlyMap<string, number>) => void): void {
    for (const [key, value] of this) callback(value, key, this);
  }

  *entries(): IterableIterator<[string, number]> {
    for (let id = 0; id < this.keyTable.size; id++) yield [this.keyTable.get(id), this.numbers[id]!];
  }

  keys(): IterableIterator<string> {
    return this.keyTable[Symbol.iterator]();
  }

  *values(): IterableIterator<number> {
    for (let id = 0; id < this.keyTable.size; id++) yield this.numbers[id]!;
  }

  [Symbol.iterator](): IterableIterator<[string, number]> {
    return this.entries();
  }

  data(): NumberMapData {
    return { keys: this.keyTable.data(), values: this.numbers };
  }
}

/** A ListMap as plain data: each key's strings, as numbers in a list of members. */
export interface ListMapData {
  keys: StringTableData;
  lists: IntListsData;
  members: StringListData;
}

/**
 * String → list of strings, in shared memory: the members are numbers in a StringList (often the
 * keys of another map, such as a vocabulary's words), so each string is stored once.
 */
export class ListMap implements ReadonlyMap<string, readonly string[]> {
  readonly keyTable: StringTable;
  private readonly lists: IntListsData;
  private readonly members: StringList;

  constructor(data: ListMapData) {
    this.keyTable = new StringTable(data.keys);
    this.lists = data.lists;
    this.members = new StringList(data.members);
  }

  /**
   * The entries of `map`, in its order, each member given as its number in `members` (memberId);
   * `keys`, a table of the map's keys in its order that another map already holds, is shared.
   */
  static from(map: ReadonlyMap<string, readonly string[]>, members: StringTable, keys = StringTable.from(map.keys())): ListMap {
    const lists = packIntLists([...map.values()].map((list) => list.map((member) => memberId(members, member))));
    return new ListMap({ keys: keys.data(), lists, members: members.data() });
  }

  get size(): number {
    return this.keyTable.size;
  }

  get(key: string): readonly string[] | undefined {
    const id = this.keyTable.id(key);
    return id === -1 ? undefined : this.listAt(id);
  }

  has(key: string): boolean {
    return this.keyTable.id(key) !== -1;
  }

  private listAt(id: number): string[] {
    return Array.from(intList(this.lists, id), (member) => this.members.get(member));
  }

  forEach(callback: (value: readonly string[], key: string, map: ReadonlyMap<string, readonly string[]>) => void): void {
    for (const [key, value] of this) callback(value, key, this);
  }

  *entries(): IterableIterator<[string, readonly string[]]> {
    for (let id = 0; id < this.keyTable.size; id++) yield [this.keyTable.get(id), this.listAt(id)];
  }

  keys(): IterableIterator<string> {
    return this.keyTable[Symbol.iterator]();
  }

  *values(): IterableIterator<readonly string[]> {
    for (let id = 0; id < this.keyTable.size; id++) yield this.listAt(id);
  }

  [Symbol.iterator](): IterableIterator<[string, readonly string[]]> {
    return this.entries();
  }

  data(): ListMapData {
    return { keys: this.keyTable.data(), lists: this.lists, members: this.members.data() };
  }
}

function memberId(members: StringTable, member: string): number {
  const id = members.id(member);
  if (id === -1) throw new Error(`"${member}" is not among the members the list map was given`);
  return id;
}
