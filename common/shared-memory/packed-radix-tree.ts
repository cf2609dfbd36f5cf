/**
 * MiniSearch's radix tree of words (SearchableMap) packed into shared memory (shared-arrays.ts),
 * so every handler thread looks words up, by prefix and by near spelling, in one copy: the card
 * names' 16,707 words took 4.6 MB of each thread's heap as a SearchableMap of JavaScript Maps.
 *
 * Hand-written: no package keeps a radix tree in a SharedArrayBuffer. The tree is MiniSearch's own,
 * built by SearchableMap and copied node for node with each node's entries in its Map's order, and
 * read by the same walks as SearchableMap's (lookup, trackDown and TreeIterator for `atPrefix`,
 * fuzzySearch for `fuzzyKeys`), so every lookup finds the same words in the same order as the
 * SearchableMap it was packed from: callers that keep the first N words found keep the same ones.
 */
import type SearchableMap from 'minisearch/SearchableMap';
import { sharedFrom } from './shared-arrays.js';
import { StringList, type StringListData } from './string-table.js';

/** A PackedRadixTree as plain data. Node 0 is the root. */
export interface PackedRadixTreeData {
  /** Where each node's entries start; one more entry, the end of the last node's. */
  nodeEntries: Int32Array;
  /** Each entry's child node, or LEAF_ENTRY for the entry that ends a word at its node (SearchableMap's LEAF key). */
  entryChild: Int32Array;
  /** Each entry's edge label ('' for a leaf entry). */
  labels: StringListData;
}

const LEAF_ENTRY = -1;

/** A radix tree's node as SearchableMap keeps it: edge label → child node, '' → the value of the word ending here (not kept: only the words are). */
type TreeNode = Map<string, unknown>;

/** The words a prefix leads to (SearchableMap.atPrefix): the subtree under a node, each word the prefix + the labels below it. */
export interface PrefixView {
  keys(): IterableIterator<string>;
}

export class PackedRadixTree {
  private readonly nodeEntries: Int32Array;
  private readonly entryChild: Int32Array;
  private readonly labels: StringList;
  private readonly chars: Uint8Array | Uint16Array;
  private readonly starts: Int32Array;

  constructor(private readonly packed: PackedRadixTreeData) {
    this.nodeEntries = packed.nodeEntries;
    this.entryChild = packed.entryChild;
    this.labels = new StringList(packed.labels);
    this.chars = packed.labels.chars;
    this.starts = packed.labels.starts;
  }

  /** `map`'s words copied into shared memory as its tree, node for node, each node's entries in its Map's order. */
  static from(map: SearchableMap<unknown>): PackedRadixTree {
    // SearchableMap's tree is its public `_tree` field: the only way to read its structure.
    const root = (map as unknown as { _tree: TreeNode })._tree;
    const nodes: TreeNode[] = [root];
    const labels: string[] = [];
    const children: number[] = [];
    const nodeEntries: number[] = [];
    for (let node = 0; node < nodes.length; node++) {
      nodeEntries.push(labels.length);
      for (const [label, child] of nodes[node]!) {
        labels.push(label);
        if (label === '') children.push(LEAF_ENTRY);
        else {
          children.push(nodes.length);
          nodes.push(child as TreeNode);
        }
      }
    }
    nodeEntries.push(labels.length);
    return new PackedRadixTree({ nodeEntries: sharedFrom(Int32Array, nodeEntries), entryChild: sharedFrom(Int32Array, children), labels: StringList.from(labels).data() });
  }

  /** The tree as plain data, for a snapshot. */
  data(): PackedRadixTreeData {
    return this.packed;
  }

  /** Whether `key` is a word of the tree (SearchableMap.has). */
  has(key: string): boolean {
    const node = this.lookup(key);
    return node !== -1 && this.leafOf(node) !== -1;
  }

  /** The words beginning with `prefix`, in SearchableMap.atPrefix's order (its TreeIterator's). */
  atPrefix(prefix: string): PrefixView {
    const { node, at } = this.descend(prefix);
    if (at === prefix.length) return this.view(node, prefix);
    // SearchableMap's trackDown: the prefix ends inside an edge, and the first child whose label begins with the rest is the subtree.
    const rest = prefix.slice(at);
    for (let entry = this.nodeEntries[node]!; entry < this.nodeEntries[node + 1]!; entry++) {
      if (this.entryChild[entry] !== LEAF_ENTRY && this.labels.get(entry).startsWith(rest)) {
        return this.view(this.entryChild[entry]!, prefix + this.labels.get(entry).slice(rest.length));
      }
    }
    return this.view(-1, prefix);
  }

  /**
   * The words within `maxDistance` edits (Levenshtein) of `query`, in the order SearchableMap.fuzzyGet
   * finds them: MiniSearch's fuzzySearch, a Levenshtein matrix updated row by row down the tree.
   */
  fuzzyKeys(query: string, maxDistance: number): string[] {
    const found: string[] = [];
    const n = query.length + 1;
    const m = n + maxDistance;
    const matrix = new Uint8Array(m * n).fill(maxDistance + 1);
    for (let j = 0; j < n; ++j) matrix[j] = j;
    for (let i = 1; i < m; ++i) matrix[i * n] = i;
    const queryCodes = Array.from({ length: query.length }, (_, index) => query.charCodeAt(index));
    const path: number[] = [];
    const recurse = (node: number, rowsDone: number): void => {
      const offset = rowsDone * n;
      entries: for (let entry = this.nodeEntries[node]!; entry < this.nodeEntries[node + 1]!; entry++) {
        const child = this.entryChild[entry]!;
        if (child === LEAF_ENTRY) {
          if (matrix[offset - 1]! <= maxDistance) found.push(this.pathText(path));
          continue;
        }
        // The row arithmetic is fuzzySearch's, reads past the matrix included, so the same words pass.
        let i = rowsDone;
        for (let at = this.starts[entry]!; at < this.starts[entry + 1]!; ++at, ++i) {
          const code = this.chars[at]!;
          const thisRowOffset = n * i;
          const prevRowOffset = thisRowOffset - n;
          let minDistance = matrix[thisRowOffset]!;
          const jmin = Math.max(0, i - maxDistance - 1);
          const jmax = Math.min(n - 1, i + maxDistance);
          for (let j = jmin; j < jmax; ++j) {
            const different = code !== queryCodes[j];
            const rpl = matrix[prevRowOffset + j]! + +different;
            const del = matrix[prevRowOffset + j + 1]! + 1;
            const ins = matrix[thisRowOffset + j]! + 1;
            const dist = (matrix[thisRowOffset + j + 1] = Math.min(rpl, del, ins));
            if (dist < minDistance) minDistance = dist;
          }
          if (minDistance > maxDistance) continue entries;
        }
        path.push(entry);
        recurse(child, i);
        path.pop();
      }
    };
    recurse(0, 1);
    return found;
  }

  /** The subtree under `node` (-1: none), its words beginning with `prefix`. */
  private view(node: number, prefix: string): PrefixView {
    return { keys: () => this.keysUnder(node, prefix) };
  }

  /** The words under `node` as SearchableMap's TreeIterator walks them: each node's entries last first, depth first. */
  private *keysUnder(node: number, prefix: string): Generator<string> {
    if (node === -1) return;
    // Each frame: a node's next entry to visit (counting down to its first) and the word so far.
    const stack = [{ next: this.nodeEntries[node + 1]! - 1, first: this.nodeEntries[node]!, text: prefix }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next < frame.first) {
        stack.pop();
        continue;
      }
      const entry = frame.next--;
      const child = this.entryChild[entry]!;
      if (child === LEAF_ENTRY) yield frame.text;
      else stack.push({ next: this.nodeEntries[child + 1]! - 1, first: this.nodeEntries[child]!, text: frame.text + this.labels.get(entry) });
    }
  }

  /** The node `key` leads to exactly (SearchableMap's lookup), or -1. */
  private lookup(key: string): number {
    const { node, at } = this.descend(key);
    return at === key.length ? node : -1;
  }

  /**
   * As far down as `key` leads, following at each node the first child whose label the rest of `key`
   * begins with (SearchableMap's lookup and trackDown): that node, and how much of `key` led there.
   */
  private descend(key: string): { node: number; at: number } {
    let node = 0;
    let at = 0;
    descend: while (at < key.length) {
      for (let entry = this.nodeEntries[node]!; entry < this.nodeEntries[node + 1]!; entry++) {
        if (this.entryChild[entry] !== LEAF_ENTRY && this.labelBegins(entry, key, at)) {
          at += this.labelLength(entry);
          node = this.entryChild[entry]!;
          continue descend;
        }
      }
      break;
    }
    return { node, at };
  }

  /** The leaf entry of `node`, or -1 when no word ends there. */
  private leafOf(node: number): number {
    for (let entry = this.nodeEntries[node]!; entry < this.nodeEntries[node + 1]!; entry++) if (this.entryChild[entry] === LEAF_ENTRY) return entry;
    return -1;
  }

  private labelLength(entry: number): number {
    return this.starts[entry + 1]! - this.starts[entry]!;
  }

  /** Whether `text` from `at` on begins with the label of `entry` (compared in place, no string made). */
  private labelBegins(entry: number, text: string, at: number): boolean {
    const start = this.starts[entry]!;
    const length = this.starts[entry + 1]! - start;
    if (at + length > text.length) return false;
    for (let offset = 0; offset < length; offset++) if (this.chars[start + offset] !== text.charCodeAt(at + offset)) return false;
    return true;
  }

  /** The word spelled by the labels of `path`'s entries. */
  private pathText(path: readonly number[]): string {
    let text = '';
    for (const entry of path) text += this.labels.get(entry);
    return text;
  }
}
