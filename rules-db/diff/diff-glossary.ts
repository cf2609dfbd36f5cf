/**
 * Glossary entries compared between two releases. An entry is found by its printed term, ignoring
 * case, or else by a name it shares with one entry only: "Tribal" became "Tribal (Obsolete)",
 * "Partner, “Partner with [name]”" became "Partner, “Partner—[text],” “Partner with [name]”".
 */
import type { GlossaryEntry } from '../release.js';
import { glossaryBody, sameContent } from '../rule-content.js';
import { onlyReferencesRenumbered } from './rule-references.js';

export interface GlossaryChange {
  /** The term as printed in the newer release. */
  term: string;
  before: GlossaryEntry;
  after: GlossaryEntry;
  /** Same term; the only differences are cross-references rewritten to the new numbers of their targets. */
  referencesOnly: boolean;
}

export interface GlossaryDiff {
  /** Terms as printed, alphabetical. */
  added: string[];
  removed: string[];
  changed: GlossaryChange[];
}

/**
 * Compares two glossaries; a change of definition, examples or the printed term is a change.
 * `renumbered` maps old rule and section numbers to new ones (see onlyReferencesRenumbered).
 */
export function diffGlossary(
  from: readonly GlossaryEntry[],
  to: readonly GlossaryEntry[],
  renumbered: ReadonlyMap<string, string>,
): GlossaryDiff {
  const pairs = new Map<GlossaryEntry, GlossaryEntry>();
  const paired = new Set<GlossaryEntry>();
  const pair = (before: GlossaryEntry, after: GlossaryEntry) => {
    pairs.set(before, after);
    paired.add(after);
  };

  const toByTerm = new Map(to.map((entry) => [entry.term.toLowerCase(), entry]));
  for (const before of from) {
    const after = toByTerm.get(before.term.toLowerCase());
    if (after) pair(before, after);
  }
  // Then by a name both entries list, when it leads to exactly one unpaired entry each way.
  const unpairedByName = (entries: readonly GlossaryEntry[], isPaired: (entry: GlossaryEntry) => boolean) => {
    const byName = new Map<string, GlossaryEntry[]>();
    for (const entry of entries.filter((candidate) => !isPaired(candidate))) {
      for (const name of new Set(entry.terms.map((term) => term.toLowerCase()))) byName.set(name, [...(byName.get(name) ?? []), entry]);
    }
    return byName;
  };
  const fromByName = unpairedByName(from, (entry) => pairs.has(entry));
  const toByName = unpairedByName(to, (entry) => paired.has(entry));
  for (const [name, [before, ...otherBefore]] of fromByName) {
    const [after, ...otherAfter] = toByName.get(name) ?? [];
    if (!before || !after || otherBefore.length > 0 || otherAfter.length > 0) continue;
    if (!pairs.has(before) && !paired.has(after)) pair(before, after);
  }

  const byTerm = (a: string, b: string) => a.localeCompare(b, 'en');
  const changed: GlossaryChange[] = [];
  for (const [before, after] of pairs) {
    if (before.term === after.term && sameContent(asContent(before), asContent(after))) continue;
    const referencesOnly = before.term === after.term && onlyReferencesRenumbered(glossaryBody(before), glossaryBody(after), renumbered);
    changed.push({ term: after.term, before, after, referencesOnly });
  }
  return {
    added: to.filter((entry) => !paired.has(entry)).map((entry) => entry.term).sort(byTerm),
    removed: from.filter((entry) => !pairs.has(entry)).map((entry) => entry.term).sort(byTerm),
    changed: changed.sort((a, b) => byTerm(a.term, b.term)),
  };
}

function asContent(entry: GlossaryEntry): { text: string; examples: string[] } {
  return { text: entry.definition, examples: entry.examples };
}
