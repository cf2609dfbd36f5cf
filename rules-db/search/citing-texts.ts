/**
 * What other rules say about a rule when they point to it: the CR's cross-references used as
 * anchor text, as web search uses the words of the links to a page. A question names the
 * situation; the rule that decides it is often written for the general case and reached from the
 * situation's rules. "Damage dealt to a creature … doesn't destroy it … state-based actions may"
 * (120.5, "See rule 704") gives the state-based actions their situations: "my indestructible
 * creature has toughness 0, does it die?" finds 704.5f.
 */
import { parentRuleNumber, sectionNumberOf } from '../rule-number.js';

/** A cross-reference: the citing rule's text and what it points to (a rule, a section such as "805", or a part such as "8"). */
export interface CrossReference {
  target: string;
  citingNumber: string;
  citingText: string;
}

/**
 * A cited section or rule stands for the rules in it; one larger than this (a part, "702 Keyword
 * Abilities") says too little about each of them. Measured with `npm run eval:search`: 20 loses
 * sections such as 704 and 805 (held-out CR R@5 0.738 → 0.667); 50 and 200 rank alike.
 */
const MAX_RULES_PER_REFERENCE = 50;

/** Rule number → the texts of the rules citing it, its section or its parent rule. */
export function citingTexts(numbers: readonly string[], references: readonly CrossReference[]): Map<string, string[]> {
  const inSection = new Map<string, string[]>();
  const subrules = new Map<string, string[]>();
  for (const number of numbers) {
    append(inSection, sectionNumberOf(number), number);
    const parent = parentRuleNumber(number);
    if (parent) append(subrules, parent, number);
  }
  const known = new Set(numbers);
  const texts = new Map<string, string[]>();
  for (const { target, citingNumber, citingText } of references) {
    const rules = known.has(target) ? [target, ...(subrules.get(target) ?? [])] : (inSection.get(target) ?? []);
    // A rule inside what it cites says nothing new about it.
    if (rules.length > MAX_RULES_PER_REFERENCE || rules.includes(citingNumber)) continue;
    for (const rule of rules) append(texts, rule, citingText);
  }
  return texts;
}

function append(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
