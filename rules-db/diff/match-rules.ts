/**
 * Pairs every rule of one release with the same rule in another, whatever its number has become.
 * Rules keep their document order from release to release, so most of the work is an alignment
 * (a longest common subsequence of exact contents). What it leaves unpaired is matched, in this
 * order, by:
 *  1. the same normalised content anywhere (moved out of order, or only references renumbered);
 *  2. text similarity within a small gap whose neighbours kept their order (reworded in place);
 *  3. text similarity anywhere, most similar first (reworded and moved); then 2 again;
 *  4. for headings, where their subrules went ("701.9. Double" is too short to match on words);
 *  5. the same number (rewritten beyond recognition, but still the rule judges cite by that number).
 */
import type { Rule } from '../release.js';
import { parentRuleNumber } from '../rule-number.js';
import { commonSubsequence } from './common-subsequence.js';
import { jaccard, normalizeForMatching, similarPairs, Vocabulary } from './text-similarity.js';

/** Two rewordings of one rule within the same changed stretch: a rewrite keeps half its words. */
const SIMILAR_NEARBY = 0.5;
/** A rule found far from where it was (another stretch, another section) needs more evidence. */
const SIMILAR_ELSEWHERE = 0.65;
/**
 * Between neighbours that kept their places a little in common is enough (unrelated rules share
 * a fifth of their words through "the", "player", "creature"…) …
 */
const SIMILAR_IN_GAP = 0.25;
/** … unless the rule has a clearly better match elsewhere. */
const BETTER_ELSEWHERE_BY = 0.2;
/** Between two near-equal choices in a gap, the one that kept its number. */
const SAME_NUMBER_BONUS = 0.02;
/** Gaps larger than this are wholesale rewrites, where pairing by position would be guesswork. */
const MAX_GAP = 8;
/** Headings and other texts this short ("Double", "Partner with") say too little to match on similarity anywhere. */
const MIN_WORDS_FOR_SIMILARITY = 4;

export interface RulePairing {
  /** For each rule of `from`, the index in `to` of the same rule, or -1 when it is gone. */
  toIndexOf: Int32Array;
  /** For each rule of `to`, the index in `from` of the same rule, or -1 when it is new. */
  fromIndexOf: Int32Array;
}

/** Pairs the rules of two releases (each in true rule order) by identity, not by number. */
export function matchRules(from: readonly Rule[], to: readonly Rule[]): RulePairing {
  const matcher = new RuleMatcher(from, to);
  matcher.pairExactElsewhere();
  const similar = matcher.similarCandidates();
  matcher.pairWithinGaps(similar);
  matcher.pairMostSimilar(similar);
  // The pairs just found are new fixed points that split large gaps into small ones.
  matcher.pairWithinGaps(similar);
  matcher.pairHeadingsThroughSubrules();
  matcher.pairSameNumber();
  return matcher.pairing;
}

interface Candidate {
  fromIndex: number;
  toIndex: number;
  similarity: number;
}

class RuleMatcher {
  readonly pairing: RulePairing;
  /** The changed stretch of the alignment each unpaired rule sits in. */
  private readonly fromHunk: Int32Array;
  private readonly toHunk: Int32Array;
  /** Normalised content, computed only for the rules the alignment left unpaired (normalising is the costly part). */
  private readonly fromKeys: string[];
  private readonly toKeys: string[];
  private readonly vocabulary = new Vocabulary();
  private readonly fromWords = new Map<number, Int32Array>();
  private readonly toWords = new Map<number, Int32Array>();

  constructor(
    private readonly from: readonly Rule[],
    private readonly to: readonly Rule[],
  ) {
    this.pairing = { toIndexOf: new Int32Array(from.length).fill(-1), fromIndexOf: new Int32Array(to.length).fill(-1) };
    this.fromHunk = new Int32Array(from.length).fill(-1);
    this.toHunk = new Int32Array(to.length).fill(-1);
    this.alignByContent();
    this.fromKeys = from.map((rule, index) => (this.isFromPaired(index) ? '' : matchKey(rule)));
    this.toKeys = to.map((rule, index) => (this.isToPaired(index) ? '' : matchKey(rule)));
  }

  /** Pairs the rules the alignment finds identical and in order; the rest fall into numbered stretches between them. */
  private alignByContent(): void {
    let hunk = -1;
    let fromNext = 0;
    let toNext = 0;
    const closeStretch = (fromEnd: number, toEnd: number) => {
      if (fromEnd === fromNext && toEnd === toNext) return;
      hunk++;
      this.fromHunk.fill(hunk, fromNext, fromEnd);
      this.toHunk.fill(hunk, toNext, toEnd);
    };
    for (const [fromIndex, toIndex] of commonSubsequence(this.from.map(exactKey), this.to.map(exactKey))) {
      closeStretch(fromIndex, toIndex);
      this.pair(fromIndex, toIndex);
      fromNext = fromIndex + 1;
      toNext = toIndex + 1;
    }
    closeStretch(this.from.length, this.to.length);
  }

  /** A rule moved out of order with its content intact (or only its references renumbered): the nearest copy. */
  pairExactElsewhere(): void {
    const unpairedTo = new Map<string, number[]>();
    this.toKeys.forEach((key, toIndex) => {
      if (this.isToPaired(toIndex)) return;
      const list = unpairedTo.get(key);
      if (list) list.push(toIndex);
      else unpairedTo.set(key, [toIndex]);
    });
    this.fromKeys.forEach((key, fromIndex) => {
      if (this.isFromPaired(fromIndex)) return;
      const candidates = unpairedTo.get(key)?.filter((toIndex) => !this.isToPaired(toIndex));
      if (!candidates?.length) return;
      const nearest = candidates.reduce((best, toIndex) => (this.distance(fromIndex, toIndex) < this.distance(fromIndex, best) ? toIndex : best));
      this.pair(fromIndex, nearest);
    });
  }

  /** Every unpaired pair at least SIMILAR_NEARBY alike (texts of MIN_WORDS_FOR_SIMILARITY words or more). */
  similarCandidates(): Candidate[] {
    const eligible = (count: number, isPaired: (index: number) => boolean, words: (index: number) => Int32Array) => {
      const indices: number[] = [];
      for (let index = 0; index < count; index++) {
        if (!isPaired(index) && words(index).length >= MIN_WORDS_FOR_SIMILARITY) indices.push(index);
      }
      return indices;
    };
    const left = eligible(this.from.length, (i) => this.isFromPaired(i), (i) => this.fromWordSet(i));
    const right = eligible(this.to.length, (i) => this.isToPaired(i), (i) => this.toWordSet(i));
    return similarPairs(
      left.map((i) => this.fromWordSet(i)),
      right.map((i) => this.toWordSet(i)),
      SIMILAR_NEARBY,
    ).map(({ left: l, right: r, similarity }) => ({ fromIndex: left[l]!, toIndex: right[r]!, similarity }));
  }

  /**
   * A rule rewritten where it stood: when the rules just before and just after a stretch kept
   * their order, the unpaired rules between them are the same few rules reworded (310.7 → 311.7
   * in 2023: planes shifted by the new battles section, their chaos rule rewritten). Within each
   * small gap the pairs are chosen for the greatest total similarity, not greedily, so that two
   * rules written alike (510.1c "A blocked creature…", 510.1d "A blocking creature…") are not
   * crossed, while rules that really swapped places (510.3 and 510.4 in 2017) still can be.
   */
  pairWithinGaps(similar: readonly Candidate[]): void {
    const bestFrom = new Map<number, number>();
    const bestTo = new Map<number, number>();
    for (const { fromIndex, toIndex, similarity } of similar) {
      bestFrom.set(fromIndex, Math.max(similarity, bestFrom.get(fromIndex) ?? 0));
      bestTo.set(toIndex, Math.max(similarity, bestTo.get(toIndex) ?? 0));
    }
    for (let start = 0; start < this.from.length; start++) {
      if (this.isFromPaired(start)) continue;
      let end = start;
      while (end < this.from.length && !this.isFromPaired(end)) end++;
      const toStart = start === 0 ? 0 : this.pairing.toIndexOf[start - 1]! + 1;
      const toEnd = end === this.from.length ? this.to.length : this.pairing.toIndexOf[end]!;
      const fromGap = range(start, end);
      const toGap = range(toStart, toEnd).filter((toIndex) => !this.isToPaired(toIndex));
      start = end;
      if (fromGap.length > MAX_GAP || toGap.length === 0 || toGap.length > MAX_GAP) continue;

      const gain = (fromIndex: number, toIndex: number) => {
        const similarity = jaccard(this.fromWordSet(fromIndex), this.toWordSet(toIndex));
        const betterElsewhere = Math.max(bestFrom.get(fromIndex) ?? 0, bestTo.get(toIndex) ?? 0) - BETTER_ELSEWHERE_BY;
        if (similarity < SIMILAR_IN_GAP || similarity < betterElsewhere) return 0;
        const sameNumber = this.from[fromIndex]!.number === this.to[toIndex]!.number;
        return similarity - SIMILAR_IN_GAP + (sameNumber ? SAME_NUMBER_BONUS : 0) + 1e-9;
      };
      for (const [fromIndex, toIndex] of bestMatching(fromGap, toGap, gain)) this.pair(fromIndex, toIndex);
    }
  }

  /**
   * A reworded rule, perhaps renumbered too: the most similar pairs first, a rule in the same
   * changed stretch preferred; between equals, the same number, then the nearer one. Nearby
   * first, because a rule split in two keeps its number for the part that stays (217.5b in
   * 2005 kept its first sentences; its last one, slightly reworded, became 415.5 and matches
   * it better on words).
   */
  pairMostSimilar(similar: readonly Candidate[]): void {
    const scored = similar
      .map((candidate) => ({
        ...candidate,
        nearby: this.fromHunk[candidate.fromIndex] === this.toHunk[candidate.toIndex],
        sameNumber: this.from[candidate.fromIndex]!.number === this.to[candidate.toIndex]!.number,
      }))
      .filter(({ similarity, nearby }) => nearby || similarity >= SIMILAR_ELSEWHERE);
    scored.sort(
      (a, b) =>
        Number(b.nearby) - Number(a.nearby) ||
        b.similarity - a.similarity ||
        Number(b.sameNumber) - Number(a.sameNumber) ||
        this.distance(a.fromIndex, a.toIndex) - this.distance(b.fromIndex, b.toIndex),
    );
    for (const { fromIndex, toIndex } of scored) {
      if (!this.isFromPaired(fromIndex) && !this.isToPaired(toIndex)) this.pair(fromIndex, toIndex);
    }
  }

  /**
   * A renamed or renumbered keyword heading ("701.9. Double" → "701.10. Double") says too little
   * to match on its words once anything about it changed, but its subrules say where it went:
   * the heading most of them now sit under.
   */
  pairHeadingsThroughSubrules(): void {
    let toIndexByNumber: Map<string, number> | undefined;
    this.from.forEach((heading, fromIndex) => {
      if (this.isFromPaired(fromIndex) || parentRuleNumber(heading.number) !== null) return;
      // Subrules follow their rule directly (true rule order).
      const votes = new Map<number, number>();
      let subrules = 0;
      for (let index = fromIndex + 1; index < this.from.length && parentRuleNumber(this.from[index]!.number) === heading.number; index++) {
        subrules++;
        const toIndex = this.pairing.toIndexOf[index]!;
        const toParent = toIndex === -1 ? null : parentRuleNumber(this.to[toIndex]!.number);
        toIndexByNumber ??= new Map(this.to.map((rule, position) => [rule.number, position]));
        const toParentIndex = toParent ? toIndexByNumber.get(toParent) : undefined;
        if (toParentIndex !== undefined && !this.isToPaired(toParentIndex)) votes.set(toParentIndex, (votes.get(toParentIndex) ?? 0) + 1);
      }
      if (votes.size === 0) return;
      const [toIndex, count] = [...votes].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
      if (count * 2 > subrules && !this.isToPaired(toIndex)) this.pair(fromIndex, toIndex);
    });
  }

  /**
   * Still unpaired under one number on both sides: rewritten beyond recognition in place. Judges
   * cite the number, so "903.12c now says …" serves them better than the number both removed and added.
   */
  pairSameNumber(): void {
    const unpairedTo = new Map<string, number>();
    this.to.forEach((rule, toIndex) => {
      if (!this.isToPaired(toIndex)) unpairedTo.set(rule.number, toIndex);
    });
    this.from.forEach((rule, fromIndex) => {
      const toIndex = unpairedTo.get(rule.number);
      if (!this.isFromPaired(fromIndex) && toIndex !== undefined) this.pair(fromIndex, toIndex);
    });
  }

  private pair(fromIndex: number, toIndex: number): void {
    this.pairing.toIndexOf[fromIndex] = toIndex;
    this.pairing.fromIndexOf[toIndex] = fromIndex;
  }

  private isFromPaired(fromIndex: number): boolean {
    return this.pairing.toIndexOf[fromIndex] !== -1;
  }

  private isToPaired(toIndex: number): boolean {
    return this.pairing.fromIndexOf[toIndex] !== -1;
  }

  /** How far apart two rules sit, as fractions of their documents: the tie-break between candidates. */
  private distance(fromIndex: number, toIndex: number): number {
    return Math.abs(fromIndex / this.from.length - toIndex / this.to.length);
  }

  private fromWordSet(fromIndex: number): Int32Array {
    return cached(this.fromWords, fromIndex, () => this.vocabulary.wordSet(this.fromKeys[fromIndex]!));
  }

  private toWordSet(toIndex: number): Int32Array {
    return cached(this.toWords, toIndex, () => this.vocabulary.wordSet(this.toKeys[toIndex]!));
  }
}

/** Text and examples exactly as printed (the text itself when there are no examples: its hash is computed once). */
function exactKey(rule: Rule): string {
  return rule.examples.length === 0 ? rule.text : [rule.text, ...rule.examples].join('\u0000');
}

/** Text and examples as compared for identity once the exact alignment is done (see normalizeForMatching). */
function matchKey(rule: Rule): string {
  return [rule.text, ...rule.examples].map(normalizeForMatching).join('\n');
}

/**
 * The pairs of `left` × `right`, each item used at most once, with the greatest total gain (pairs
 * with no gain are never chosen): a maximum-weight matching, found by a dynamic programme over
 * the subsets of `right` (so `right` must be small).
 */
function bestMatching(left: number[], right: number[], gain: (l: number, r: number) => number): [number, number][] {
  const gains = left.map((l) => right.map((r) => gain(l, r)));
  const subsets = 1 << right.length;
  // best[i * subsets + used]: the greatest gain from left[i…] with the rights in `used` taken.
  const best = new Float64Array((left.length + 1) * subsets);
  for (let i = left.length - 1; i >= 0; i--) {
    for (let used = 0; used < subsets; used++) {
      let value = best[(i + 1) * subsets + used]!;
      for (let j = 0; j < right.length; j++) {
        if (used & (1 << j) || gains[i]![j]! <= 0) continue;
        value = Math.max(value, gains[i]![j]! + best[(i + 1) * subsets + (used | (1 << j))]!);
      }
      best[i * subsets + used] = value;
    }
  }
  const pairs: [number, number][] = [];
  let used = 0;
  for (let i = 0; i < left.length; i++) {
    const here = best[i * subsets + used]!;
    if (here === best[(i + 1) * subsets + used]) continue;
    const j = gains[i]!.findIndex((g, k) => g > 0 && !(used & (1 << k)) && here === g + best[(i + 1) * subsets + (used | (1 << k))]!);
    used |= 1 << j;
    pairs.push([left[i]!, right[j]!]);
  }
  return pairs;
}

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(0, end - start) }, (_, offset) => start + offset);
}

function cached<K, V>(cache: Map<K, V>, key: K, compute: () => V): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = compute()));
  return value;
}
