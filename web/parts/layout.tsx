/** Every page's frame: head (title, canonical address, link preview), the site bar with search, main, footer. */
import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import { searchPath } from '../../common/web-paths.js';
import { STYLE } from '../style.js';

export interface PageMeta {
  /** The page's own title, without the site's name. */
  title: string;
  /** One sentence or two for link previews and search engines: plain text. */
  description: string;
  /** The page's canonical address (absolute with PUBLIC_URL, else a path). */
  canonical: string;
  /** A wider main column (the side-by-side diff). */
  wide?: boolean;
  /** What the site bar's search box holds. */
  query?: string;
  doc?: string;
}

const SITE = 'Arbiter';
/** Link previews cut descriptions around here; longer ones are shortened at a word. */
const DESCRIPTION_LENGTH = 200;

/** `text` cut at a word to at most `length` characters, with an ellipsis when cut. */
export function shortened(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function Layout({ meta, children }: { meta: PageMeta; children?: Child }) {
  const description = shortened(meta.description);
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${meta.title} · ${SITE}`}</title>
        <meta name="description" content={description} />
        <link rel="canonical" href={meta.canonical} />
        <meta property="og:type" content="article" />
        <meta property="og:site_name" content={SITE} />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={meta.canonical} />
        <meta name="twitter:card" content="summary" />
        <style>{raw(STYLE)}</style>
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="site">
          <a class="name" href="/">
            {SITE}
          </a>
          <nav aria-label="Site">
            <ul>
              <li>
                <a href="/cr/latest">Comprehensive Rules</a>
              </li>
              <li>
                <a href="/mtr/latest">MTR</a>
              </li>
              <li>
                <a href="/ipg/latest">IPG</a>
              </li>
              <li>
                <a href="/jar/latest">JAR</a>
              </li>
            </ul>
          </nav>
          <SearchForm query={meta.query ?? ''} doc={meta.doc ?? 'all'} label="Search the rules" idPrefix="site-" />
        </header>
        <main id="main" class={meta.wide ? 'wide' : undefined}>
          {children}
        </main>
        <footer class="site">
          Rules text © Wizards of the Coast. Card data from Scryfall. Arbiter is unofficial.
        </footer>
      </body>
    </html>
  );
}

const SEARCH_ACTION = searchPath('').split('?')[0];

const DOC_CHOICES: [string, string][] = [
  ['all', 'Every document'],
  ['cr', 'Comprehensive Rules'],
  ['mtr', 'Magic Tournament Rules'],
  ['ipg', 'Infraction Procedure Guide'],
  ['jar', 'Judging at Regular REL'],
  ['dmtr', 'Digital MTR'],
  ['dipg', 'Digital IPG'],
];

/** A plain GET form: works without JavaScript, and its result is an address to share. */
export function SearchForm({ query, doc, label, idPrefix = '' }: { query: string; doc: string; label: string; idPrefix?: string }) {
  return (
    <form class="search" role="search" action={SEARCH_ACTION} method="get">
      <label class="visually-hidden" for={`${idPrefix}q`}>
        {label}
      </label>
      <input type="search" id={`${idPrefix}q`} name="q" value={query} placeholder="Words, a rule number or a question" maxlength={200} />
      <label class="visually-hidden" for={`${idPrefix}doc`}>
        In
      </label>
      <select id={`${idPrefix}doc`} name="doc">
        {DOC_CHOICES.map(([value, name]) => (
          <option value={value} selected={value === doc}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit">Search</button>
    </form>
  );
}
