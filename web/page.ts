/**
 * What a web page is to the transport: a request in (path and query), plain data out (status, HTML
 * or a redirect, how long it may be cached). It crosses the handler pool's thread boundary, so it
 * holds nothing but strings and numbers.
 */

export interface PageRequest {
  /** The decoded path: `/cr/latest/702.19b`. */
  path: string;
  /** The query string's parameters, each the first value given. */
  query: Record<string, string>;
}

/**
 * How long a response may be kept: `immutable` for a dated page (a release's rules never change
 * once imported), `short` for one whose content moves with new releases (`latest`, history,
 * search, cards), `none` for errors.
 */
export type CachePolicy = 'immutable' | 'short' | 'none';

export interface PageResponse {
  status: 200 | 301 | 302 | 404 | 500;
  /** The document; absent for a redirect. */
  html?: string;
  /** For a redirect: where to, a path on this site. */
  location?: string;
  cache: CachePolicy;
  /** A strong validator of the HTML (its SHA-1), for conditional requests. */
  etag?: string;
  /** An error the page met that is not the user's: the transport logs it. */
  error?: { message: string; stack?: string | undefined };
}

/** Where the site is served from, for canonical addresses (PUBLIC_URL); relative without it. */
export interface WebSettings {
  publicUrl?: string | undefined;
}
