/** The sentences of a tournament document's text, for picking out the ones that say one thing. */

/**
 * The text's sentences, each paragraph and list item apart, list bullets dropped.
 * @example sectionSentences('• Fix it. Then educate.\nMove on.') // ['Fix it.', 'Then educate.', 'Move on.']
 */
export function sectionSentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((paragraph) => paragraph.replace(/^•\s*/, '').split(/(?<=[.!?])\s+(?=[“"(]?\p{Lu})/u))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
