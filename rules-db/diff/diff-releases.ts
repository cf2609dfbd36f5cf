/**
 * What changed between two Comprehensive Rules releases, rule by rule: added, removed, changed
 * (same number, new text or examples), moved (same rule, new number, perhaps reworded), plus
 * part and section headings and the glossary. Plain data in, plain data out.
 *
 * Every rule of `from` is exactly one of: unchanged, `changed`, a `moved[].from`, `removed`; every
 * rule of `to` exactly one of: unchanged, `changed`, a `moved[].to`, `added`. So a moved rule is
 * never also added or removed — but one number can be a move's `from` and `added` (a new rule took
 * the place of one that moved on), or a move's `to` and `removed`.
 *
 * A change to the examples alone counts as `changed`: examples are part of what a judge reads and
 * cites. A number kept with wholly different text, where neither text went to or came from another
 * number, is `changed` too (see match-rules.ts): judges look rules up by number. `referencesOnly`
 * marks the many changes that merely follow a renumbering ("see rule 701.15" → "see rule 701.19"),
 * `typographyOnly` those that only swap quotes, dashes or spacing (2019-05-03 curled every apostrophe).
 */
import { diffGlossary, type GlossaryDiff } from './diff-glossary.js';
import { diffHeadings, type HeadingDiff } from './diff-headings.js';
import { matchRules } from './match-rules.js';
import type { Release, Rule } from '../release.js';
import { ruleBody, sameContent } from '../rule-content.js';
import { compareRuleNumbers } from '../rule-number.js';
import { onlyReferencesRenumbered } from './rule-references.js';
import { ruleTypographyOnly } from './typography.js';

export interface RuleChange {
  number: string;
  before: Rule;
  after: Rule;
  /** The only differences are cross-references rewritten to the new numbers of their targets. */
  referencesOnly: boolean;
  /** The only differences are quotes, dashes and spacing (typography.ts). */
  typographyOnly: boolean;
}

/** The same rule under a new number; `before`, `after`, `referencesOnly` and `typographyOnly` are present when its content changed too. */
export interface RuleMove {
  from: string;
  to: string;
  changed: boolean;
  referencesOnly?: boolean;
  typographyOnly?: boolean;
  before?: Rule;
  after?: Rule;
}

export interface ReleaseDiff {
  /** Effective dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Rule numbers in true rule order (compareRuleNumbers), as are all the lists below. */
  added: string[];
  removed: string[];
  changed: RuleChange[];
  /** In the order of their old numbers. */
  moved: RuleMove[];
  /** Part (`7`) and section (`701`) headings. */
  sections: HeadingDiff;
  glossary: GlossaryDiff;
}

/** Compares two releases (normally older → newer; the other way round gives the inverse diff). */
export function diffReleases(from: Release, to: Release): ReleaseDiff {
  const { toIndexOf, fromIndexOf } = matchRules(from.rules, to.rules);
  const pairs: [Rule, Rule][] = [];
  toIndexOf.forEach((toIndex, fromIndex) => {
    if (toIndex !== -1) pairs.push([from.rules[fromIndex]!, to.rules[toIndex]!]);
  });
  const sections = diffHeadings(
    [...from.parts, ...from.sections],
    [...to.parts, ...to.sections],
    pairs.map(([before, after]) => [before.number, after.number]),
  );
  const renumbered = new Map([
    ...pairs.filter(([before, after]) => before.number !== after.number).map(([before, after]) => [before.number, after.number] as const),
    ...sections.moved.map((move) => [move.from, move.to] as const),
  ]);
  const referencesOnly = (before: Rule, after: Rule) => onlyReferencesRenumbered(ruleBody(before), ruleBody(after), renumbered);

  const diff: ReleaseDiff = {
    from: from.effectiveDate,
    to: to.effectiveDate,
    added: to.rules.filter((_, toIndex) => fromIndexOf[toIndex] === -1).map((rule) => rule.number),
    removed: from.rules.filter((_, fromIndex) => toIndexOf[fromIndex] === -1).map((rule) => rule.number),
    changed: [],
    moved: [],
    sections,
    glossary: diffGlossary(from.glossary, to.glossary, renumbered),
  };
  for (const [before, after] of pairs) {
    const changed = !sameContent(before, after);
    if (before.number !== after.number) {
      diff.moved.push(
        changed
          ? { from: before.number, to: after.number, changed, referencesOnly: referencesOnly(before, after), typographyOnly: ruleTypographyOnly(before, after), before, after }
          : { from: before.number, to: after.number, changed },
      );
    } else if (changed) {
      diff.changed.push({ number: before.number, before, after, referencesOnly: referencesOnly(before, after), typographyOnly: ruleTypographyOnly(before, after) });
    }
  }
  // The parser returns rules in true order; sorting keeps the promise for releases from elsewhere.
  diff.added.sort(compareRuleNumbers);
  diff.removed.sort(compareRuleNumbers);
  diff.changed.sort((a, b) => compareRuleNumbers(a.number, b.number));
  diff.moved.sort((a, b) => compareRuleNumbers(a.from, b.from));
  return diff;
}
