/**
 * The web view over HTTP (GET and HEAD on every path the other routes leave): each page is rendered
 * on a handler thread (web/router/render-page.tsx through the dispatcher), and answered here with its
 * caching headers — a dated page for a year, immutable (a release never changes once imported);
 * `latest`, history, search and cards for five minutes — its ETag (a matching If-None-Match is 304),
 * and its server time (Server-Timing), which `npm run bench:web` reads.
 */
import { Hono } from 'hono';
import type { PageRequest, PageResponse } from '../web/page.js';

/** What renders pages: the service's dispatcher (PooledDispatcher.page). */
export interface PageSource {
  page(request: PageRequest): Promise<PageResponse>;
}

const CACHE_CONTROL: Record<PageResponse['cache'], string> = {
  immutable: 'public, max-age=31536000, immutable',
  short: 'public, max-age=300',
  none: 'no-store',
};

/** Pages carry no script and load nothing from elsewhere; the one stylesheet is inline. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A query string's parameters, a repeated one (a form's checkboxes: show=added&show=removed) joined by commas. */
function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  return query;
}

/** The routes serving the web view's pages from `pages`. */
export function webRoutes(pages: PageSource): Hono {
  const app = new Hono();
  app.get('*', async (c) => {
    const started = performance.now();
    const url = new URL(c.req.url);
    const page = await pages.page({ path: url.pathname, query: queryOf(url) });
    const headers: Record<string, string> = { ...SECURITY_HEADERS, 'cache-control': CACHE_CONTROL[page.cache] };
    if (page.etag) headers.etag = page.etag;
    const timing = () => ({ 'server-timing': `app;dur=${(performance.now() - started).toFixed(2)}` });
    if (page.location) return c.body(null, page.status as 301 | 302, { ...headers, location: page.location, ...timing() });
    if (page.etag && page.status === 200 && c.req.header('if-none-match')?.split(/\s*,\s*/).includes(page.etag)) return c.body(null, 304, { ...headers, ...timing() });
    return c.body(page.html ?? '', page.status as 200 | 404 | 500, { ...headers, 'content-type': 'text/html; charset=utf-8', ...timing() });
  });
  return app;
}
