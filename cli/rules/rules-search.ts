/** `arbiter rules search <words> [--limit N] [--at DATE] [--json] [--stdin]` */
import { createInterface } from 'node:readline';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { searchRules, type SearchHit } from '../../rules-db/search/search-rules.js';
import { plainSnippet } from '../../common/highlight.js';
import { UserError } from '../../common/user-error.js';
import type { CliCommand } from '../framework/cli-context.js';

const USAGE = 'arbiter rules search <words> [--limit N] [--at YYYY-MM-DD] [--json] [--stdin]';

/** `--limit`: 10 when absent, else a whole number from 1 to 100. */
export function parseLimit(value: string | undefined): number {
  if (value === undefined) return 10;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new UserError('bad-limit', `--limit "${value}" must be a whole number from 1 to 100.`);
  }
  return limit;
}

export const rulesSearch: CliCommand = {
  name: 'rules search',
  summary: 'Search the rules; --stdin reads one query per line and writes one JSON array per line.',
  usage: USAGE,
  writes: false,
  options: { limit: { type: 'string' }, at: { type: 'string' }, json: { type: 'boolean' }, stdin: { type: 'boolean' } },
  async run(positionals, values, context) {
    const limit = parseLimit(values.limit as string | undefined);
    const db = context.db();
    const release = releaseAt(db, values.at as string | undefined);
    if (values.stdin) {
      for await (const line of createInterface({ input: context.stdin, crlfDelay: Infinity })) {
        context.stdout(JSON.stringify(plainHits(searchRules(db, release, line, limit))) + '\n');
      }
      return 0;
    }
    const query = positionals.join(' ');
    if (query.trim() === '') throw new UserError('usage', `Give some words to search for. Usage: ${USAGE}`);
    const hits = searchRules(db, release, query, limit);
    if (values.json) {
      context.stdout(JSON.stringify(plainHits(hits), null, 2) + '\n');
      return 0;
    }
    if (hits.length === 0) {
      context.stdout(`No rules match "${query}" in the Comprehensive Rules effective ${release.effectiveDate}.\n`);
      return 0;
    }
    context.stdout(`Comprehensive Rules effective ${release.effectiveDate}:\n`);
    for (const hit of hits) context.stdout(`${hit.number.padEnd(9)} ${plainSnippet(hit.snippet())}\n`);
    return 0;
  },
};

/** Hits with plain-text snippets: JSON is read by programs, not Discord, so no bold marks or markdown escapes. */
function plainHits(hits: SearchHit[]): { number: string; snippet: string; score: number }[] {
  return hits.map((hit) => ({ number: hit.number, snippet: plainSnippet(hit.snippet()), score: hit.score }));
}
