/** Finding the newest Comprehensive Rules text file linked from Wizards' rules page. */

/** The default page listing the current CR downloads. */
export const DEFAULT_RULES_PAGE_URL = 'https://magic.wizards.com/en/rules';

/**
 * The absolute URL of the newest CR `.txt` linked from `html` (newest by the YYYYMMDD date in
 * the file name, e.g. `MagicCompRules%2020260116.txt`), or null when the page links none.
 */
export function findNewestCrTextLink(html: string, pageUrl: string): string | null {
  const links = [...html.matchAll(/href\s*=\s*["']([^"']+\.txt)(?:[?#][^"']*)?["']/gi)].map((match) => match[1]!);
  const candidates = links
    .map((href) => {
      const url = new URL(href.replace(/&amp;/g, '&'), pageUrl).toString();
      const name = decodeURIComponent(url.split('/').pop() ?? '');
      const date = /(\d{8})/.exec(name)?.[1] ?? '';
      return { url, name, date };
    })
    .filter((link) => /comp(rehensive)?\s*rules/i.test(link.name));
  candidates.sort((a, b) => b.date.localeCompare(a.date));
  return candidates[0]?.url ?? null;
}
