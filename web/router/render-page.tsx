/**
 * The web view's one entry: a request in, a page out. Routes the address to its page, answers a
 * UserError (a rule that does not exist, a bad date) with a page saying what was wrong and what
 * works, and anything else with an apology, the error handed back for the log. Runs on a handler
 * thread (the transport hands it over), so a slow page never delays an interaction.
 */
import { createHash } from 'node:crypto';
import type { ContentDb } from '../../database/open-database.js';
import { isUserError } from '../../common/user-error.js';
import { DOC_KINDS, type DocKind } from '../../docs-db/tournament-document.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, redirect, type PageContext } from '../page-context.js';
import type { PageRequest, PageResponse, WebSettings } from '../page.js';
import { Layout } from '../parts/layout.js';
import { cardPage } from '../pages/card-page.js';
import { crPage } from '../pages/cr-pages.js';
import { diffPage } from '../pages/diff-page.js';
import { docPage } from '../pages/doc-pages.js';
import { glossaryPage } from '../pages/glossary-pages.js';
import { historyPage } from '../pages/history-page.js';
import { homePage, releasesPage } from '../pages/home-page.js';
import { searchPage } from '../pages/search-page.js';

/** The page for `path`, or null when no page has that shape. */
function route(context: PageContext, segments: string[]): PageResponse | null {
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined) return homePage(context);
  if (first === 'search' && second === undefined) return searchPage(context);
  if (first === 'cards' && second !== undefined && third === undefined) return cardPage(context, second);
  if (first === 'cr') {
    if (second === undefined) return redirect('/cr/latest');
    if (second === 'releases' && third === undefined) return releasesPage(context);
    if (second === 'history' && third !== undefined && fourth === undefined) return historyPage(context, third);
    if (second === 'diff' && third !== undefined && fourth !== undefined) return diffPage(context, third, fourth);
    if (third === 'glossary') return glossaryPage(context, second, fourth);
    if (fourth === undefined) return crPage(context, second, third);
    return null;
  }
  if ((DOC_KINDS as readonly string[]).includes(first) && fourth === undefined) {
    if (second === undefined) return redirect(`/${first}/latest`);
    return docPage(context, first as DocKind, second, third);
  }
  return null;
}

/** The segments of a path, decoded; null when one is not valid percent-encoding. */
function pathSegments(path: string): string[] | null {
  try {
    return path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function messagePage(context: PageContext, status: 404 | 500, title: string, message: string): PageResponse {
  const html = renderDocument(
    <Layout meta={{ title, description: message, canonical: canonicalUrl(context, context.request.path) }}>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        Try the search box above, or start from <a href="/cr/latest">the contents of the rules</a>.
      </p>
    </Layout>,
  );
  return { status, html, cache: 'none' };
}

/** Renders the page `request` asks for from `db`, with its ETag. Never throws. */
export function renderPage(db: ContentDb, request: PageRequest, settings: WebSettings = {}): PageResponse {
  const page = routedPage(db, request, settings);
  return page.html === undefined ? page : { ...page, etag: `"${createHash('sha1').update(page.html).digest('base64url')}"` };
}

function routedPage(db: ContentDb, request: PageRequest, settings: WebSettings): PageResponse {
  const context: PageContext = { db, request, settings };
  try {
    const segments = pathSegments(request.path);
    const page = segments && route(context, segments);
    return page ?? messagePage(context, 404, 'Not found', `There is no page at ${request.path}.`);
  } catch (error) {
    if (isUserError(error)) return messagePage(context, 404, 'Not found', error.message);
    const failure = error instanceof Error ? error : new Error(String(error));
    return { ...messagePage(context, 500, 'Something went wrong', 'Sorry: this page failed to render. The error is logged.'), error: { message: failure.message, stack: failure.stack } };
  }
}
