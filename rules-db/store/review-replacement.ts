/**
 * Compares a new file for a stored effective date with the stored release (common/replacement-review.ts
 * decides): what it would lose, and how many rules it changes, by the project's own release diff.
 */
import type { ReplacementReview } from '../../common/replacement-review.js';
import { diffReleases } from '../diff/diff-releases.js';
import type { Release } from '../release.js';

/**
 * The share of rules a correction may change. Measured on the 30 release-to-release diffs of the
 * published releases since 2003: the smallest new release (2025-11-14 → 2026-01-16) changes, moves or adds 16
 * of 3,109 rules (0.51%), the next smallest 17 of 2,888 (0.59%); a corrected re-publication of the
 * same date fixes a few typos, so it stays under half the smallest release: 0.25% (7 of 3,114).
 */
const MAX_CHANGED_SHARE = 0.0025;
/** Small (old) releases still get room for a few fixes. */
const MIN_MAX_CHANGED = 5;

/** Reviews `candidate` as a replacement for `stored` (the same effective date). */
export function reviewReleaseReplacement(stored: Release, candidate: Release): ReplacementReview {
  const diff = diffReleases(stored, candidate);
  const missing = <T>(before: readonly T[], after: readonly T[], key: (item: T) => string) => {
    const kept = new Set(after.map(key));
    return before.map(key).filter((name) => !kept.has(name));
  };
  const examplesByRule = new Map(candidate.rules.map((rule) => [rule.number, rule.examples.length]));
  const examplesByTerm = new Map(candidate.glossary.map((entry) => [entry.term, entry.examples.length]));
  const changed =
    diff.changed.length + diff.moved.length + diff.added.length + diff.glossary.changed.length + diff.glossary.added.length +
    diff.sections.retitled.length + diff.sections.added.length;
  return {
    lost: [
      { what: 'rules', items: missing(stored.rules, candidate.rules, (rule) => rule.number) },
      { what: 'parts and sections', items: missing([...stored.parts, ...stored.sections], [...candidate.parts, ...candidate.sections], (heading) => heading.number) },
      { what: 'glossary entries', items: missing(stored.glossary, candidate.glossary, (entry) => entry.term) },
      {
        what: 'rules’ or glossary entries’ examples',
        items: [
          ...stored.rules.filter((rule) => rule.examples.length > (examplesByRule.get(rule.number) ?? rule.examples.length)).map((rule) => rule.number),
          ...stored.glossary.filter((entry) => entry.examples.length > (examplesByTerm.get(entry.term) ?? entry.examples.length)).map((entry) => entry.term),
        ],
      },
    ],
    changed,
    unit: 'rules, headings or glossary entries',
    maxChanged: Math.max(MIN_MAX_CHANGED, Math.floor(stored.rules.length * MAX_CHANGED_SHARE)),
  };
}
