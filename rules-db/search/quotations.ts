/**
 * Whether a query quotes the release's own words: most of it, word for word, one rule's text or one
 * glossary definition ("a keyword ability that lets a player cast one half of a split card only from
 * their graveyard"). Such a query is answered by the words it quotes; what search adds for players'
 * questions — the situations a question reveals, and each predicted question and story matched on
 * its own (ranked-index.ts) — only puts other rules beside it. With them, 10 of 501 glossary
 * definitions' wordings fell out of their rule's top five. (The questions and stories stay in the
 * first stage's fields, which a quotation's words barely touch.)
 *
 * A text is read as its content stems (filler left out) in order, and a quote as runs of three
 * consecutive stems (triples): the share of the query's triples that one text holds. Players'
 * questions share a phrase or two with the rules ("deals combat damage"), not most of their triples:
 * over the natural question sets (dev, held-out, validation, real, card), 90% of questions have a
 * share of 0.33 or less, the highest 0.67 (a six-word question); half of the definitions' wordings have 1.
 */
import { sharedArray } from '../../common/shared-memory/shared-arrays.js';

/**
 * The share of a query's triples one text must hold for the query to be a quotation, and how many
 * triples at least (a short question shares half its triples with a rule as easily as a quote does:
 * "may I look at a face-down exiled card" is most of a rule's wording in five content stems). At 3 triples
 * the held-out CR set lost one first place; at 4 and 5 no natural set changed (docs/search.md).
 */
const QUOTED_SHARE = 0.5;
const QUOTED_TRIPLES = 4;

/** Every triple of consecutive content stems of the release's texts, with the text holding it, in shared memory. */
export interface QuotationsData {
  /** Each triple as one number (stem ids in base `base`), ascending. */
  triples: Float64Array;
  /** The text (rule or glossary definition, numbered from 0) holding each triple of `triples`. */
  texts: Int32Array;
  /** One more than the highest stem id: a triple (a, b, c) is (a × base + b) × base + c. */
  base: number;
}

/**
 * The triples of `texts`, each text's content stems as ids below `base`; a text holding a triple
 * twice counts it once. Each (triple, text) is sorted as one number, triple × texts + text, with a
 * typed array's numeric sort: 22–35 ms for a CR release's 69,000, where sorting objects took 68.
 * Empty when that number could be inexact in a double (never for a CR release: 3,578 stems and
 * 3,700 texts give 1.7 × 10¹⁴ against 9 × 10¹⁵): no query is then read as a quotation.
 */
export function buildQuotations(texts: Int32Array[], base: number): QuotationsData {
  const exact = base ** 3 * texts.length <= Number.MAX_SAFE_INTEGER;
  const keys: number[] = [];
  if (exact) {
    texts.forEach((stems, text) => {
      for (let at = 0; at + 2 < stems.length; at++) keys.push(tripleOf(stems, at, base) * texts.length + text);
    });
  }
  const sorted = Float64Array.from(keys).sort();
  // A text holding a triple twice gave the same key twice: side by side once sorted.
  const unique = sorted.filter((key, at) => at === 0 || key !== sorted[at - 1]);
  const triples = sharedArray(Float64Array, unique.length);
  const held = sharedArray(Int32Array, unique.length);
  unique.forEach((key, at) => {
    triples[at] = Math.floor(key / texts.length);
    held[at] = key % texts.length;
  });
  return { triples, texts: held, base: exact ? base : 0 };
}

/** True when `stems`, a query's content stems as ids (-1 for a stem the release lacks), quote one text of the release. */
export function isQuotation(quotations: QuotationsData, stems: ArrayLike<number>): boolean {
  const triples = stems.length - 2;
  if (triples < QUOTED_TRIPLES || quotations.base === 0) return false;
  const held = new Map<number, number>();
  for (let at = 0; at < triples; at++) {
    if (stems[at]! < 0 || stems[at + 1]! < 0 || stems[at + 2]! < 0) continue;
    const triple = tripleOf(stems, at, quotations.base);
    for (let entry = firstAtLeast(quotations.triples, triple); quotations.triples[entry] === triple; entry++) {
      const text = quotations.texts[entry]!;
      held.set(text, (held.get(text) ?? 0) + 1);
    }
  }
  const most = Math.max(0, ...held.values());
  return most >= QUOTED_TRIPLES && most / triples >= QUOTED_SHARE;
}

function tripleOf(stems: ArrayLike<number>, at: number, base: number): number {
  return (stems[at]! * base + stems[at + 1]!) * base + stems[at + 2]!;
}

/** The first place in ascending `values` holding `value` or more (binary search). */
function firstAtLeast(values: Float64Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
