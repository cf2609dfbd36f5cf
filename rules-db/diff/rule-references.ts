/** Cross-references in rules text (`see rule 701.9a`, `rule 702`), which a renumbering rewrites. */

/** A rule, subrule or section number inside running text. */
export const RULE_REFERENCE = /\b\d{3}(?:\.\d+[a-z]?)?\b/g;

/**
 * True when `after` differs from `before` only in references, each rewritten to the new number
 * of the rule or section it pointed to (`renumbered`: old number → new number). A reference
 * pointed somewhere else on purpose is a real change, so it does not count.
 * @example onlyReferencesRenumbered('See rule 701.15.', 'See rule 701.19.', new Map([['701.15', '701.19']])) // true
 */
export function onlyReferencesRenumbered(before: string, after: string, renumbered: ReadonlyMap<string, string>): boolean {
  if (before === after || before.replace(RULE_REFERENCE, '#') !== after.replace(RULE_REFERENCE, '#')) return false;
  const afterReferences = after.match(RULE_REFERENCE) ?? [];
  return (before.match(RULE_REFERENCE) ?? []).every(
    (reference, index) => afterReferences[index] === reference || afterReferences[index] === renumbered.get(reference),
  );
}
