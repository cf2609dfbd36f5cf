/**
 * `/search?q=…&doc=cr|mtr|ipg|jar|dmtr|dipg|all&at=YYYY-MM-DD&page=N`: the same results as /search
 * (searchEverything, the same number of them), ten to a page, each a link to its page at the
 * version searched, the matched words marked.
 */
import { searchEverything } from '../../search/search-everything.js';
import { SEARCH_DOCS, SEARCH_RESULTS, type SearchResult, type SearchScope, type SearchSource } from '../../search/search-result.js';
import { DOC_LABELS, DOC_TITLES, sectionLabel } from '../../docs-db/tournament-document.js';
import { runOnSnippet, snippetSegments } from '../../common/highlight.js';
import { UserError } from '../../common/user-error.js';
import { crPath, docPath, glossaryPath, searchPath } from '../../common/web-paths.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout, SearchForm } from '../parts/layout.js';
import { Pager } from '../parts/pager.js';

const PER_PAGE = 10;
/** As /search's option allows. */
const QUERY_LENGTH = 200;
const SCOPES: readonly SearchScope[] = [...SEARCH_DOCS, 'all'];

function scopeOf(doc: string | undefined): SearchScope {
  if (doc === undefined || doc === '') return 'cr';
  if (!(SCOPES as readonly string[]).includes(doc)) throw new UserError('bad-doc', `"${doc}" is not a document to search; doc= takes ${SCOPES.join(', ')}.`);
  return doc as SearchScope;
}

/** Where a result opens: its page in the version searched. */
function resultLink(result: SearchResult, sources: SearchSource[]): string {
  const date = sources.find((source) => source.doc === result.doc)?.effectiveDate ?? 'latest';
  if (result.kind === 'glossary') return glossaryPath(date, result.ref);
  if (result.doc === 'cr') return crPath(date, result.ref);
  return docPath(result.doc, date, result.ref);
}

function resultLabel(result: SearchResult, labelled: boolean): string {
  if (result.kind === 'glossary') return 'Glossary';
  if (result.doc === 'cr') return labelled ? `CR ${result.ref}` : result.ref;
  return result.doc === 'jar' ? DOC_LABELS.jar : sectionLabel(result.doc, result.ref);
}

function describeSources(sources: SearchSource[]): string {
  return sources.map(({ doc, effectiveDate }) => `${doc === 'cr' ? 'Comprehensive Rules' : DOC_TITLES[doc]} ${effectiveDate}`).join(' · ');
}

/** `/search`. */
export function searchPage(context: PageContext): PageResponse {
  const query = (context.request.query.q ?? '').trim();
  const scope = scopeOf(context.request.query.doc);
  const at = context.request.query.at || undefined;
  if (query === '') {
    return htmlPage(
      renderDocument(
        <Layout meta={{ title: 'Search', description: 'Search the Comprehensive Rules, the tournament rules and the JAR by words, shorthand or a question.', canonical: canonicalUrl(context, '/search'), doc: scope }}>
          <h1>Search</h1>
          <SearchForm query="" doc={scope} label="Search for" />
        </Layout>,
      ),
      'short',
    );
  }
  if (query.length > QUERY_LENGTH) throw new UserError('query-too-long', `A search is at most ${QUERY_LENGTH} characters; this one has ${query.length}.`);
  const { results, sources, cards } = searchEverything(context.db, scope, query, SEARCH_RESULTS, at);
  const pageCount = Math.max(1, Math.ceil(results.length / PER_PAGE));
  const page = Math.min(Math.max(Number.parseInt(context.request.query.page ?? '1', 10) || 1, 1), pageCount);
  const shown = results.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  const link = (target: number) => searchPath(query, scope, target) + (at ? `&at=${at}` : '');
  const html = renderDocument(
    <Layout meta={{ title: `Search: ${query}`, description: `${results.length} results for “${query}” in ${describeSources(sources)}.`, canonical: canonicalUrl(context, link(page)), query, doc: scope }}>
      <h1>Search: {query}</h1>
      <p class="meta">
        {results.length} results in {describeSources(sources)}
        {cards.length > 0 ? ` · Cards read: ${cards.join(', ')}` : ''}
      </p>
      {results.length === 0 ? (
        <p>Nothing matches these words. Try fewer or other words.</p>
      ) : (
        <ol class="results" start={(page - 1) * PER_PAGE + 1}>
          {shown.map((result) => (
            <li>
              <a href={resultLink(result, sources)}>
                <strong>{resultLabel(result, scope === 'all')}</strong> · {result.title}
              </a>
              <br />
              {snippetSegments(runOnSnippet(result.snippet())).map((segment) => (segment.hit ? <mark>{segment.text}</mark> : segment.text))}
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? <Pager page={page} pageCount={pageCount} link={link} summary={`Page ${page} of ${pageCount}`} previous="Previous results" next="More results" /> : null}
    </Layout>,
  );
  return htmlPage(html, 'short');
}
