/**
 * The web view's addresses (web/), in one place: the pages build their links with these, and the
 * commands build their "Open on the web" buttons and title links with them when PUBLIC_URL is set.
 * A date is an effective date (YYYY-MM-DD) or `latest`; a dated address never changes what it shows.
 */

/** `latest`, or an effective date. */
export type WebDate = string;

const segment = (text: string) => encodeURIComponent(text);

/** A rule, range (`616.1a-c`) or section (`702`) of the CR: `/cr/2026-01-16/702.19b`. */
export function crPath(date: WebDate, number: string): string {
  return `/cr/${date}/${segment(number)}`;
}

/** A release's contents: `/cr/latest`. */
export function crContentsPath(date: WebDate): string {
  return `/cr/${date}`;
}

/** A glossary entry: `/cr/latest/glossary/Dies`. */
export function glossaryPath(date: WebDate, term: string): string {
  return `/cr/${date}/glossary/${segment(term)}`;
}

/** A rule's timeline through every release: `/cr/history/702.19b`. */
export function historyPath(number: string): string {
  return `/cr/history/${segment(number)}`;
}

/** What changed between two releases, or for one rule: `/cr/diff/2025-11-14/2026-01-16?rule=702.19b`. */
export function diffPath(from: WebDate, to: WebDate, rule?: string): string {
  return `/cr/diff/${from}/${to}${rule ? `?rule=${segment(rule)}` : ''}`;
}

/** A section of a tournament document, by number or (unnumbered sections) title: `/ipg/latest/2.5`. */
export function docPath(doc: string, date: WebDate, section?: string): string {
  return `/${doc}/${date}${section ? `/${segment(section)}` : ''}`;
}

/** A card by name: `/cards/Delver%20of%20Secrets`. */
export function cardPath(name: string): string {
  return `/cards/${segment(name)}`;
}

/** A search: `/search?q=legend+rule&doc=all`. */
export function searchPath(query: string, doc = 'cr', page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (doc !== 'cr') params.set('doc', doc);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

/** `path` under the public address (PUBLIC_URL, with or without a final slash). */
export function webUrl(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + path;
}
