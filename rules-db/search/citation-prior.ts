/**
 * A prior from the CR's cross-references: how many rules point to a rule, as web search weighs a
 * page by the links to it. The rules that many others send the reader to ("see rule 601.2f", "see
 * rule 704.3") are the general ones situations are decided by: casting, costs, state-based
 * actions, the layers. A question about a situation matches its specific rules' words as well as
 * those, and the links are the CR's own judgement of which rule is consulted. The count comes from
 * the document's structure, the same in every release, not from any question.
 */
import type { CrossReference } from './citing-texts.js';

/**
 * How much a rule's score grows per unit of √(rules citing it): a rule no rule cites keeps its
 * score, one cited once gets ×1.04, one cited by 57 (601.2b) ×1.3. Measured with `npm run
 * eval:search` (R@5 / MRR@10, none → 0.04): dev CR 0.900 / 0.694 → 0.900 / 0.712, held-out 0.857 /
 * 0.683 → 0.857 / 0.684, validation 0.792 / 0.598 → 0.800 / 0.608, card questions 0.517 / 0.401 →
 * 0.517 / 0.406, own 0.925 / 0.832 → 0.950 / 0.849, community unchanged, keyword set 1.000 / 0.880 →
 * 1.000 / 0.870 ("mana value of a transformed permanent": 712.8c, cited, above 712.8e), synthetic
 * 0.709 / 0.530 → 0.706 / 0.528. From 0.03 to 0.05 dev MRR is 0.700–0.712 and validation
 * 0.604–0.608; at 0.08 dev R@5 falls to 0.867. The log of the count instead of its root was
 * measured too: no weight did better on the validation set (0.600–0.608), and dev fell below 0.70
 * on either side of the best one. Chosen by 5-fold cross-validation on dev (`npm run eval:search --
 * --cross-validate`), dev CR scores 0.900 / 0.700.
 */
export const CITATION_PRIOR_WEIGHT = 0.04;

/**
 * Each rule's prior, in the order of `numbers`: 1 + weight × √(distinct rules citing it).
 * Citations of a section ("see rule 704") count for the section's own entry only; its rules are
 * reached through the citing words (citing-texts.ts).
 */
export function citationPriors(numbers: readonly string[], references: readonly CrossReference[], weight = CITATION_PRIOR_WEIGHT): Float64Array {
  const citing = new Map<string, Set<string>>();
  for (const { target, citingNumber } of references) {
    if (target === citingNumber) continue;
    let rules = citing.get(target);
    if (!rules) citing.set(target, (rules = new Set()));
    rules.add(citingNumber);
  }
  return Float64Array.from(numbers, (number) => 1 + weight * Math.sqrt(citing.get(number)?.size ?? 0));
}
