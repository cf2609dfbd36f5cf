/** Keyword and keyword-action headings (`702.19. Trample`) are rules whose whole text is a title. */

/** True for a title-only rule text such as "Trample" or "Double". */
export function isTitleOnly(text: string): boolean {
  return text.length <= 80 && !/[.:;!?)]$/.test(text) && !text.includes('\n');
}
