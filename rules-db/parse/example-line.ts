/** `Example:` lines, which follow their rule (or, before 2009, their glossary entry). */

export const EXAMPLE_LINE = /^\s*Example:/;

/** Strips `Example: ` (once, or repeated as in the 2015-01-23 typo `Example:Example:`). */
export function stripExamplePrefix(line: string): string {
  return line.replace(/^\s*(?:Example:\s*)+/, '').trim();
}
