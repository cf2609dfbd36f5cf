/**
 * A shortest edit script between two sequences: Myers' O(ND) algorithm in its linear-space form
 * (find the middle snake, split there, recurse). Used for words within a rule and for the rules
 * of two releases, so it works on item keys and never holds more than O(N + M) memory, even when
 * two releases twenty years apart differ almost everywhere.
 */

export type EditKind = 'same' | 'removed' | 'added';

/** A run of consecutive items: `length` items from `a` at `aStart` and/or from `b` at `bStart`. */
export interface EditRun {
  kind: EditKind;
  aStart: number;
  bStart: number;
  length: number;
}

/**
 * The runs that turn `a` into `b`, in order; items are equal when `key` gives the same value.
 * Runs of 'same' consume both sides, 'removed' only `a`, 'added' only `b`.
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], key: (item: T) => string | number): EditRun[] {
  // Interning keys to small integers keeps the inner loop to integer comparisons.
  const ids = new Map<string | number, number>();
  const intern = (item: T) => {
    const itemKey = key(item);
    let id = ids.get(itemKey);
    if (id === undefined) ids.set(itemKey, (id = ids.size));
    return id;
  };
  const builder = new RunBuilder(Int32Array.from(a, intern), Int32Array.from(b, intern));
  builder.diff(0, a.length, 0, b.length);
  return builder.runs;
}

class RunBuilder {
  readonly runs: EditRun[] = [];

  constructor(
    private readonly a: Int32Array,
    private readonly b: Int32Array,
  ) {}

  diff(aLo: number, aHi: number, bLo: number, bHi: number): void {
    let prefix = 0;
    while (aLo + prefix < aHi && bLo + prefix < bHi && this.a[aLo + prefix] === this.b[bLo + prefix]) prefix++;
    let suffix = 0;
    while (
      aHi - suffix > aLo + prefix &&
      bHi - suffix > bLo + prefix &&
      this.a[aHi - suffix - 1] === this.b[bHi - suffix - 1]
    ) {
      suffix++;
    }
    this.push('same', aLo, bLo, prefix);
    this.diffMiddle(aLo + prefix, aHi - suffix, bLo + prefix, bHi - suffix);
    this.push('same', aHi - suffix, bHi - suffix, suffix);
  }

  /** The ranges share no first or last item. */
  private diffMiddle(aLo: number, aHi: number, bLo: number, bHi: number): void {
    if (aLo === aHi || bLo === bHi) {
      this.push('removed', aLo, bLo, aHi - aLo);
      this.push('added', aHi, bLo, bHi - bLo);
      return;
    }
    const split = this.middleSnake(aLo, aHi, bLo, bHi);
    if (!split) {
      this.push('removed', aLo, bLo, aHi - aLo);
      this.push('added', aHi, bLo, bHi - bLo);
      return;
    }
    this.diff(aLo, aLo + split.x, bLo, bLo + split.y);
    this.diff(aLo + split.x, aHi, bLo + split.y, bHi);
  }

  /**
   * Runs the forward and backward searches until their furthest-reaching paths overlap on a
   * diagonal; the overlap point splits the problem into two smaller ones. `vf[k]` is the furthest
   * x on diagonal k (x − y) from the start, `vb[k]` the furthest distance walked back from the end
   * on diagonal k (counted from the end). Null when the ranges have nothing in common.
   */
  private middleSnake(aLo: number, aHi: number, bLo: number, bHi: number): { x: number; y: number } | null {
    const n = aHi - aLo;
    const m = bHi - bLo;
    const maxD = Math.ceil((n + m) / 2);
    const offset = maxD + 1;
    const vf = new Int32Array(2 * offset + 2).fill(-1);
    const vb = new Int32Array(2 * offset + 2).fill(-1);
    vf[offset + 1] = 0;
    vb[offset + 1] = 0;
    const delta = n - m;
    // With an odd delta the paths can only meet during a forward step, otherwise a backward one.
    const checkForward = (delta & 1) === 1;
    // Diagonals that ran off the grid are skipped on later rounds.
    let forwardStart = 0, forwardEnd = 0, backwardStart = 0, backwardEnd = 0;
    const { a, b } = this;

    for (let d = 0; d < maxD; d++) {
      for (let k = -d + forwardStart; k <= d - forwardEnd; k += 2) {
        let x = k === -d || (k !== d && vf[offset + k - 1]! < vf[offset + k + 1]!) ? vf[offset + k + 1]! : vf[offset + k - 1]! + 1;
        let y = x - k;
        while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
          x++;
          y++;
        }
        vf[offset + k] = x;
        if (x > n) forwardEnd += 2;
        else if (y > m) forwardStart += 2;
        else if (checkForward) {
          const backK = offset + delta - k;
          if (backK >= 0 && backK < vb.length && vb[backK]! !== -1 && x >= n - vb[backK]!) return { x, y };
        }
      }
      for (let k = -d + backwardStart; k <= d - backwardEnd; k += 2) {
        let x = k === -d || (k !== d && vb[offset + k - 1]! < vb[offset + k + 1]!) ? vb[offset + k + 1]! : vb[offset + k - 1]! + 1;
        let y = x - k;
        while (x < n && y < m && a[aHi - x - 1] === b[bHi - y - 1]) {
          x++;
          y++;
        }
        vb[offset + k] = x;
        if (x > n) backwardEnd += 2;
        else if (y > m) backwardStart += 2;
        else if (!checkForward) {
          const forwardK = offset + delta - k;
          if (forwardK >= 0 && forwardK < vf.length && vf[forwardK]! !== -1) {
            const forwardX = vf[forwardK]!;
            const forwardY = forwardX - (delta - k);
            if (forwardX >= n - x) return { x: forwardX, y: forwardY };
          }
        }
      }
    }
    return null;
  }

  private push(kind: EditKind, aStart: number, bStart: number, length: number): void {
    if (length === 0) return;
    const last = this.runs.at(-1);
    if (last && last.kind === kind && last.aStart + (kind === 'added' ? 0 : last.length) === aStart && last.bStart + (kind === 'removed' ? 0 : last.length) === bStart) {
      last.length += length;
      return;
    }
    this.runs.push({ kind, aStart, bStart, length });
  }
}
