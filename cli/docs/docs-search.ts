/** `arbiter docs search <words> [--doc mtr|ipg|jar|dmtr|dipg] [--limit N] [--at DATE] [--json]` */
import { searchableVersions, searchDocuments } from '../../docs-db/search/search-documents.js';
import { UserError } from '../../common/user-error.js';
import { plainSnippet } from '../../common/highlight.js';
import { DOC_LABELS, sectionLabel } from '../../docs-db/tournament-document.js';
import type { CliCommand } from '../framework/cli-context.js';
import { parseDocKind } from './doc-kind.js';
import { parseLimit } from '../rules/rules-search.js';

const USAGE = 'arbiter docs search <words> [--doc mtr|ipg|jar|dmtr|dipg] [--limit N] [--at YYYY-MM-DD] [--json]';

export const docsSearch: CliCommand = {
  name: 'docs search',
  summary: 'Search every tournament document imported (MTR, IPG, JAR, Digital MTR and IPG), or one of them with --doc.',
  usage: USAGE,
  writes: false,
  options: { doc: { type: 'string' }, limit: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const limit = parseLimit(values.limit as string | undefined);
    const doc = values.doc === undefined ? undefined : parseDocKind(values.doc as string, USAGE);
    const query = positionals.join(' ');
    if (query.trim() === '') throw new UserError('usage', `Give some words to search for. Usage: ${USAGE}`);
    const db = context.db();
    const versions = searchableVersions(db, doc, values.at as string | undefined);
    const hits = searchDocuments(db, versions, query, limit);
    if (values.json) {
      // Plain text for programs: no bold marks or markdown escapes.
      context.stdout(JSON.stringify(hits.map((hit) => ({ ...hit, snippet: plainSnippet(hit.snippet()) })), null, 2) + '\n');
      return 0;
    }
    const searched = versions.map((version) => `${DOC_LABELS[version.kind]} ${version.effectiveDate}`).join(', ');
    if (hits.length === 0) {
      context.stdout(`No sections match "${query}" in ${searched}.\n`);
      return 0;
    }
    context.stdout(`${searched}:\n`);
    for (const hit of hits) {
      const label = hit.doc === 'jar' ? DOC_LABELS.jar : sectionLabel(hit.doc, hit.section || hit.title);
      // One line per snippet: its paragraphs, list items and table cells run together.
      const snippet = plainSnippet(hit.snippet()).replace(/\s+/g, ' ');
      context.stdout(`${label.padEnd(15)} ${hit.title}\n${' '.repeat(16)}${snippet}\n`);
    }
    return 0;
  },
};
