/** What every page handler is given, and the responses they build. */
import type { ContentDb } from '../database/open-database.js';
import { webUrl } from '../common/web-paths.js';
import type { CachePolicy, PageRequest, PageResponse, WebSettings } from './page.js';

export interface PageContext {
  db: ContentDb;
  request: PageRequest;
  settings: WebSettings;
}

/** The canonical address of `path`: absolute under PUBLIC_URL when it is set. */
export function canonicalUrl(context: PageContext, path: string): string {
  return context.settings.publicUrl ? webUrl(context.settings.publicUrl, path) : path;
}

/** A page: a dated one (`immutable`) never changes; one that moves with new releases is kept briefly (`short`). */
export function htmlPage(html: string, cache: CachePolicy): PageResponse {
  return { status: 200, html, cache };
}

/**
 * A redirect to `location`: permanent where the answer cannot change (a dated old number), else
 * temporary (`latest`, a date that falls inside a release, which a newly imported one could claim).
 */
export function redirect(location: string, permanent = false): PageResponse {
  return { status: permanent ? 301 : 302, location, cache: permanent ? 'immutable' : 'short' };
}
