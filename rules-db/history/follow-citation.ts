/**
 * A Comprehensive Rules number cited by a dated document (an MTR or IPG section, a judge's post),
 * read as the writer meant it and carried to a later release. It is read in the release in effect
 * on the document's date, unless the number was already stale there: MTR 2025-04-21 section 2.3
 * sends mulligans to "rule 103.4", which was the mulligan rule until 2022-10-07 and has been
 * starting life totals since. So every rule that held the number up to that date is a candidate,
 * and the words around the citation pick among them: an older holder is taken only when it shares
 * more of those words than the rule holding the number on the document's date (the newest such one).
 */
import type { ContentDb } from '../../database/open-database.js';
import { listReleases, releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { getRule, ruleTexts } from '../store/rule-queries.js';
import { lineageForward } from '../store/lineage-queries.js';
import { isFillerWord } from '../search/filler-words.js';
import { stem } from '../search/stem.js';
import { followRuleNumber, type FollowedRuleNumber } from './follow-rule-number.js';

/** Words of a citation that name the document, not the subject ("Rules on mulligans can be found in the Magic Comprehensive Rules"). */
const CITATION_WORDS = new Set(['comprehensive', 'magic', 'found', 'see', 'section', 'cr', 'mtr', 'ipg', 'tournament', 'document', 'rule', 'rules']);

/** The distinct content words of a text, stemmed; rule numbers are no words ("702.21b" has no word "b"). */
function contentStems(text: string): Set<string> {
  const words = text.toLowerCase().replace(/[’']/g, '').replace(/\b\d+(?:\.\d+)*[a-z]?\b/g, ' ').match(/[a-z]{2,}/g) ?? [];
  return new Set(words.filter((word) => !isFillerWord(word) && !CITATION_WORDS.has(word)).map(stem));
}

interface Holder {
  /** The release in which this rule had the cited number. */
  release: ReleaseSummary;
  /** The rule's number in the document's release, or the date it was removed before then: tells holders apart. */
  identity: string;
  text: string;
}

/**
 * The texts of a rule's parent and its parent's parent: a subrule is about its parent's subject
 * without naming it ("Ward is a triggered ability (see rule 702.21b)": 702.21b never says "ward").
 */
function ancestorTexts(db: ContentDb, release: ReleaseSummary, parent: string | null): string[] {
  const texts: string[] = [];
  for (let number = parent, depth = 0; number !== null && depth < 2; depth++) {
    const rule = getRule(db, release, number);
    if (!rule) break;
    texts.push(rule.text);
    number = rule.parent;
  }
  return texts;
}

/** The distinct rules that had `number` in releases up to `last`, newest first. */
function holders(db: ContentDb, releases: ReleaseSummary[], number: string, last: ReleaseSummary): Holder[] {
  const found: Holder[] = [];
  let newer: ReleaseSummary | null = null; // the release after this one in the loop, if it had the number
  for (const release of releases) {
    if (release.effectiveDate > last.effectiveDate) continue;
    const rule = getRule(db, release, number);
    if (!rule) {
      newer = null;
      continue;
    }
    // Kept under its number into the next release: the same holder as there, nothing to follow (most releases).
    const step = newer ? lineageForward(db, release, number) : null;
    const sameAsNewer = newer !== null && (step === null || step.number === number);
    newer = release;
    if (sameAsNewer) continue;
    const followed = followRuleNumber(db, number, { fromDate: release.effectiveDate, toDate: last.effectiveDate })!;
    const identity = followed.number ?? `removed ${followed.steps.at(-1)!.effectiveDate}`;
    if (!found.some((holder) => holder.identity === identity)) found.push({ release, identity, text: [rule.text, ...rule.examples, ...ancestorTexts(db, release, rule.parent)].join('\n') });
  }
  return found;
}

/**
 * How a citation was read:
 * - `number`: as the rule that had the number on the document's date (or, when the words fit an
 *   older holder better, as that one), which the words fit, or there were no words to judge by;
 * - `neighbour`: no rule that ever had the number in the imported releases fits the words, but one
 *   next to it does (103.4 → 103.5 for mulligans, when no imported release is old enough to have
 *   had mulligans at 103.4): a numbering older than every imported release, moved by an insertion;
 * - `unsure`: neither the number's rules nor its neighbours fit the words. The number is read in
 *   the document's release, and whoever shows it must say the words do not fit.
 */
export type CitationFit = 'number' | 'neighbour' | 'unsure';

export interface FollowedCitation extends FollowedRuleNumber {
  fit: CitationFit;
  /** The number as the document printed it (`asked` is the neighbour's for a `neighbour` reading). */
  cited: string;
}

/**
 * Follows CR `number`, cited in a document effective `fromDate` amid the words `context`, to the
 * release in effect on `toDate` (the newest by default); null when no release up to `fromDate` had it.
 * @example followCitation(db, '103.4', { fromDate: '2025-04-21', context: 'Rules on mulligans can be found in … rule 103.4' })?.number // '103.5'
 */
export function followCitation(db: ContentDb, number: string, options: { fromDate: string; toDate?: string; context: string }): FollowedCitation | null {
  const releases = listReleases(db);
  if (releases.length === 0) releaseAt(db); // throws the "import a release first" error
  // A document older than every imported release is read in the oldest: the nearest numbering there is.
  const documentRelease = releases.find((release) => release.effectiveDate <= options.fromDate) ?? releases.at(-1)!;
  const candidates = holders(db, releases, number, documentRelease);
  const read = (asked: string, from: string, fit: CitationFit): FollowedCitation | null => {
    const followed = followRuleNumber(db, asked, { fromDate: from, toDate: options.toDate });
    return followed && { ...followed, fit, cited: number };
  };
  if (candidates.length === 0) return read(number, documentRelease.effectiveDate, 'number');
  const words = contentStems(options.context);
  const score = (text: string) => [...contentStems(text)].filter((word) => words.has(word)).length;
  // Newest first: the holder on the document's date (if any) stands unless an older one fits the
  // words better, and then the newest such one (the writer's numbering is as little out of date as
  // explains the citation: MTR 9.4's "103.4c" is the 2020 rule, not a better-worded one of 2013).
  const [first, ...older] = candidates;
  const meant = older.find((candidate) => score(candidate.text) > score(first!.text)) ?? first!;
  // Only words that name a rules topic judge the fit: a word few rules hold ("mulligans"), not one
  // every other rule has ("per", "ability") nor one none has (a judge's "SBA", "GRV").
  const counts = ruleCountsOf(db, documentRelease);
  const topical = new Set([...words].filter((word) => word.length >= 4 && (counts.get(word) ?? 0) > 0 && counts.get(word)! <= TOPICAL_RULES));
  const fits = (text: string) => [...contentStems(text)].some((word) => topical.has(word));
  if (topical.size === 0 || fits(meant.text)) return read(number, meant.release.effectiveDate, 'number');
  const neighbour = fittingNeighbour(db, documentRelease, number, topical);
  return neighbour ? read(neighbour, documentRelease.effectiveDate, 'neighbour') : read(number, meant.release.effectiveDate, 'unsure');
}

/** A word held by at most this many rules of a release names a topic ("mulligan": 11 rules in 2026, "Giant": 24; "trigger": 381). */
const TOPICAL_RULES = 40;

/** Rules and subrules up to two places either side of `number`, nearest first (103.4 → 103.3, 103.5, 103.2, 103.6; 103.4c → 103.4b, 103.4d, 103.3c, 103.5c…). */
function neighbours(number: string): { number: string; distance: number }[] {
  const parts = /^(\d{3})\.(\d+)([a-z]?)$/.exec(number);
  if (!parts) return [];
  const [, section, rule, letter] = parts as unknown as [string, string, string, string];
  return [1, 2].flatMap((distance) =>
    [-distance, distance].flatMap((shift) => {
      const ruleNumber = Number(rule) + shift;
      const shiftedRule = ruleNumber > 0 ? [`${section}.${ruleNumber}${letter}`] : [];
      const code = letter === '' ? 0 : letter.charCodeAt(0) + shift;
      const shiftedLetter = letter !== '' && code >= 97 && code <= 122 ? [`${section}.${rule}${String.fromCharCode(code)}`] : [];
      return [...shiftedLetter, ...shiftedRule].map((candidate) => ({ number: candidate, distance }));
    }),
  );
}

/** How many rules of a release hold each stem: what makes a word of a citation tell rules apart. Kept per release (read-only between imports). */
const stemCounts = new Map<string, Map<string, number>>();

function ruleCountsOf(db: ContentDb, release: ReleaseSummary): Map<string, number> {
  const key = `${release.sha256}`;
  let counts = stemCounts.get(key);
  if (!counts) {
    counts = new Map();
    for (const rule of ruleTexts(db, release.id)) for (const word of contentStems(rule.text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    if (stemCounts.size >= 4) stemCounts.clear();
    stemCounts.set(key, counts);
  }
  return counts;
}

/**
 * The rule next to `number` in `release` (neighbours) that the citation's words point to, for a
 * number whose own rules fit none of them: an inserted rule shifts the numbers after it, so the
 * rule meant sits a place or two away. The words are tried rarest first (the one the fewest rules
 * of the release hold says most: "mulligans" in "Two-Headed Giant mulligans"), and the first word
 * some neighbour holds picks the nearest neighbour holding it (MTR 2.3's "103.4" → 103.5, not
 * 103.6, which mentions mulligans once). Null when no neighbour holds any of the words, or two
 * equally near do.
 */
function fittingNeighbour(db: ContentDb, release: ReleaseSummary, number: string, words: ReadonlySet<string>): string | null {
  const near = neighbours(number).flatMap((candidate) => {
    const rule = getRule(db, release, candidate.number);
    return rule ? [{ ...candidate, stems: contentStems([rule.text, ...rule.examples].join('\n')) }] : [];
  });
  if (near.length === 0) return null;
  const counts = ruleCountsOf(db, release);
  const rarestFirst = [...words].sort((left, right) => (counts.get(left) ?? 0) - (counts.get(right) ?? 0));
  for (const word of rarestFirst) {
    const holding = near.filter((candidate) => candidate.stems.has(word));
    if (holding.length === 0) continue;
    const nearest = holding.filter((candidate) => candidate.distance === holding[0]!.distance);
    return nearest.length === 1 ? nearest[0]!.number : null;
  }
  return null;
}
/** Where the sentence holding the character at `at` starts. */
function sentenceStart(text: string, at: number): number {
  const before = text.slice(0, at);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'), before.lastIndexOf('\n\n'));
  return stop < 0 ? 0 : stop + 2;
}

/**
 * The words about what a citation in `text` (at character `index`) cites: its parenthesis ("(Rules
 * on mulligans can be found in … rule 103.4)") or else its sentence; the sentence before too when
 * those say nothing but where to look ("(see rule 103.4)").
 */
export function citationContext(text: string, index: number): string {
  const open = text.lastIndexOf('(', index);
  const close = text.indexOf(')', index);
  const inParenthesis = open >= 0 && close >= 0 && !text.slice(open, index).includes(')') && !text.slice(index, close).includes('(');
  const start = inParenthesis ? open + 1 : sentenceStart(text, index);
  const end = inParenthesis ? close : (text.indexOf('. ', index) + 1 || text.length);
  const own = text.slice(start, end);
  return contentStems(own).size > 0 ? own : text.slice(sentenceStart(text, Math.max(0, start - 2)), end);
}
