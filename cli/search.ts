/** `arbiter search <words> [--doc cr|mtr|ipg|jar|dmtr|dipg|all] [--limit N] [--at DATE] [--json]`: the CLI twin of /search. */
import { plainSnippet } from '../common/highlight.js';
import { UserError } from '../common/user-error.js';
import { searchEverything } from '../search/search-everything.js';
import { SEARCH_DOCS, type SearchScope } from '../search/search-result.js';
import { DOC_LABELS } from '../docs-db/tournament-document.js';
import type { CliCommand } from './framework/cli-context.js';
import { parseLimit } from './rules/rules-search.js';

const USAGE = 'arbiter search <words> [--doc cr|mtr|ipg|jar|dmtr|dipg|all] [--limit N] [--at YYYY-MM-DD] [--json]';
const SCOPES: SearchScope[] = [...SEARCH_DOCS, 'all'];

export const search: CliCommand = {
  name: 'search',
  summary: 'Search the CR (rules and glossary), the MTR, the IPG, the JAR, the digital MTR or IPG, or all of them: what /search does.',
  usage: USAGE,
  writes: false,
  options: { doc: { type: 'string' }, limit: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const limit = parseLimit(values.limit as string | undefined);
    const scope = (values.doc ?? 'cr') as SearchScope;
    if (!SCOPES.includes(scope)) throw new UserError('bad-doc', `--doc "${String(values.doc)}" must be ${SCOPES.slice(0, -1).join(', ')} or all. Usage: ${USAGE}`);
    const query = positionals.join(' ');
    if (query.trim() === '') throw new UserError('usage', `Give some words to search for. Usage: ${USAGE}`);
    const { results, sources, cards } = searchEverything(context.db(), scope, query, limit, values.at as string | undefined);
    if (values.json) {
      const plain = results.map((result) => ({ doc: result.doc, ref: result.ref, title: result.title, snippet: plainSnippet(result.snippet()), score: result.score }));
      context.stdout(JSON.stringify(plain, null, 2) + '\n');
      return 0;
    }
    const label = (doc: (typeof SCOPES)[number]) => (doc === 'cr' || doc === 'all' ? doc.toUpperCase() : DOC_LABELS[doc]);
    const searched = sources.map((source) => `${label(source.doc)} ${source.effectiveDate}`).join(', ');
    if (results.length === 0) {
      context.stdout(`Nothing matches "${query}" in ${searched}.\n`);
      return 0;
    }
    context.stdout(`${searched}${cards.length > 0 ? ` (cards read: ${cards.join(', ')})` : ''}:\n`);
    for (const result of results) {
      const cited = result.kind === 'glossary' ? 'CR glossary' : result.ref === result.title ? label(result.doc) : `${label(result.doc)} ${result.ref}`;
      const title = result.kind === 'glossary' ? result.ref : result.title;
      // One line per snippet: paragraphs, list items and table cells run together.
      context.stdout(`${cited.padEnd(15)} ${title}\n${' '.repeat(16)}${plainSnippet(result.snippet()).replace(/\s+/g, ' ')}\n`);
    }
    return 0;
  },
};
