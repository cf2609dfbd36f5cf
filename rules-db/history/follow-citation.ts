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
import { getRule } from '../store/rule-queries.js';
import { isFillerWord } from '../search/filler-words.js';
import { stem } from '../search/stem.js';
import { followRuleNumber, type FollowedRuleNumber } from './follow-rule-number.js';

/** Words of a citation that name the document, not the subject ("Rules on mulligans can be found in the Magic Comprehensive Rules"). */
const CITATION_WORDS = new Set(['comprehensive', 'magic', 'found', 'see', 'section', 'cr', 'mtr', 'ipg', 'tournament', 'document']);

/** The distinct content words of a text, stemmed. */
function contentStems(text: string): Set<string> {
  const words = text.toLowerCase().replace(/[’']/g, '').match(/[a-z]+/g) ?? [];
  return new Set(words.filter((word) => !isFillerWord(word) && !CITATION_WORDS.has(word)).map(stem));
}

interface Holder {
  /** The release in which this rule had the cited number. */
  release: ReleaseSummary;
  /** The rule's number in the document's release, or the date it was removed before then: tells holders apart. */
  identity: string;
  text: string;
}

/** The distinct rules that had `number` in releases up to `last`, newest first. */
function holders(db: ContentDb, releases: ReleaseSummary[], number: string, last: ReleaseSummary): Holder[] {
  const found = new Map<string, Holder>();
  for (const release of releases) {
    if (release.effectiveDate > last.effectiveDate) continue;
    const rule = getRule(db, release, number);
    if (!rule) continue;
    const followed = followRuleNumber(db, number, { fromDate: release.effectiveDate, toDate: last.effectiveDate })!;
    const identity = followed.number ?? `removed ${followed.steps.at(-1)!.effectiveDate}`;
    if (!found.has(identity)) found.set(identity, { release, identity, text: [rule.text, ...rule.examples].join('\n') });
  }
  return [...found.values()];
}

/**
 * Follows CR `number`, cited in a document effective `fromDate` amid the words `context`, to the
 * release in effect on `toDate` (the newest by default); null when no release up to `fromDate` had it.
 * @example followCitation(db, '103.4', { fromDate: '2025-04-21', context: 'Rules on mulligans can be found in … rule 103.4' })?.number // '103.5'
 */
export function followCitation(db: ContentDb, number: string, options: { fromDate: string; toDate?: string; context: string }): FollowedRuleNumber | null {
  const releases = listReleases(db);
  if (releases.length === 0) releaseAt(db); // throws the "import a release first" error
  // A document older than every imported release is read in the oldest: the nearest numbering there is.
  const documentRelease = releases.find((release) => release.effectiveDate <= options.fromDate) ?? releases.at(-1)!;
  const candidates = holders(db, releases, number, documentRelease);
  if (candidates.length === 0) return followRuleNumber(db, number, { fromDate: documentRelease.effectiveDate, toDate: options.toDate });
  const words = contentStems(options.context);
  const score = (holder: Holder) => [...contentStems(holder.text)].filter((word) => words.has(word)).length;
  // Newest first: the holder on the document's date (if any) stands unless an older one fits the
  // words better, and then the newest such one (the writer's numbering is as little out of date as
  // explains the citation: MTR 9.4's "103.4c" is the 2020 rule, not a better-worded one of 2013).
  const [first, ...older] = candidates;
  const meant = older.find((candidate) => score(candidate) > score(first!)) ?? first!;
  return followRuleNumber(db, number, { fromDate: meant.release.effectiveDate, toDate: options.toDate });
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
