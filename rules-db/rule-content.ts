/** A rule's content as one text (its paragraphs, then its examples as printed), for comparing and diffing. */
import type { GlossaryEntry, Rule } from './release.js';

/** The rule's text followed by its examples, each on its own line as printed: `Example: …`. */
export function ruleBody(rule: Pick<Rule, 'text' | 'examples'>): string {
  return [rule.text, ...rule.examples.map((example) => `Example: ${example}`)].join('\n');
}

/** A glossary entry's definition followed by its examples, as printed. */
export function glossaryBody(entry: Pick<GlossaryEntry, 'definition' | 'examples'>): string {
  return ruleBody({ text: entry.definition, examples: entry.examples });
}

/** True when text and examples are identical, character for character. */
export function sameContent(a: Pick<Rule, 'text' | 'examples'>, b: Pick<Rule, 'text' | 'examples'>): boolean {
  return a.text === b.text && a.examples.length === b.examples.length && a.examples.every((example, i) => example === b.examples[i]);
}
