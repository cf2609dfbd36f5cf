/** Splitting long content into pages, so nothing is ever cut off to fit Discord. */

/** Room for the description with title, footer and a full "See also" field still under 6000. */
export const PAGE_BUDGET = 4000;

/**
 * Splits `text` into pieces of at most `budget` characters, at a paragraph, sentence or word
 * boundary where one exists.
 */
export function splitText(text: string, budget: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > budget) {
    const window = rest.slice(0, budget);
    const cut = [window.lastIndexOf('\n'), window.lastIndexOf('. ') + 1, window.lastIndexOf(' ')].find((index) => index > budget / 2) ?? budget;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

/**
 * Packs blocks into pages of at most `budget` characters (blocks joined by `separator`), keeping
 * blocks whole unless one alone is longer than a page.
 */
export function paginate(blocks: string[], budget: number, separator = '\n\n'): string[] {
  const pages: string[] = [];
  let page = '';
  for (const block of blocks.flatMap((candidate) => splitText(candidate, budget))) {
    if (page === '') page = block;
    else if (page.length + separator.length + block.length <= budget) page += separator + block;
    else {
      pages.push(page);
      page = block;
    }
  }
  if (page !== '' || pages.length === 0) pages.push(page);
  return pages;
}
