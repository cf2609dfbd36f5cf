/** One step of a scenario answer, and the helpers every engine uses to write steps. */
import type { CitationKey, CitationNumbers } from './citations.js';

/** A complete sentence a judge can read, and the numbers of the rules that decide it (each a `/rule` button). */
export interface ScenarioStep {
  text: string;
  rules: string[];
}

/** The rule numbers for `keys` in the active release, in the order given, without repeats. */
export function citeRules(citations: CitationNumbers, keys: readonly CitationKey[]): string[] {
  return [...new Set(keys.map((key) => citations[key]))];
}

/** "A1", "A1 and A2", "A1, A2 and B1": names joined the way a sentence lists them. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "1 poison counter", "3 poison counters". */
export function countOf(amount: number, noun: string): string {
  return `${amount} ${noun}${amount === 1 ? '' : 's'}`;
}

/** Starts a sentence with a capital, whatever name it starts with ("me is dealt…" → "Me is dealt…"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
