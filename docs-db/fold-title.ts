/**
 * Letters and digits only, lower-cased, accents and punctuation gone: how headings, shorthand
 * and what users type are compared.
 * @example foldTitle('Game Play Error — Game Rule Violation') // 'game play error game rule violation'
 */
export function foldTitle(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
