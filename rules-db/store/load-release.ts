/** Reads a whole release back out of the database as a plain Release (for export and diffs). */
import type { ContentDb } from '../../database/open-database.js';
import type { Release } from '../release.js';
import type { ReleaseSummary } from './release-queries.js';
import { statement } from '../../database/statement-cache.js';

/** The release as it was imported: headings, rules with examples in order, glossary. */
export function loadRelease(db: ContentDb, release: ReleaseSummary): Release {
  const headings = statement(db, 'SELECT number, kind, title FROM headings WHERE release_id = ?').all(release.id) as {
    number: string;
    kind: string;
    title: string;
  }[];
  const byNumber = (a: { number: string }, b: { number: string }) => Number(a.number) - Number(b.number);
  const rules = statement(
    db,
    `SELECT r.number, r.text,
       (SELECT json_group_array(text) FROM (SELECT text FROM examples WHERE rule_id = r.id ORDER BY position)) AS examples
     FROM rules r WHERE r.release_id = ? ORDER BY r.position`,
  ).all(release.id) as { number: string; text: string; examples: string }[];
  const glossary = statement(
    db,
    'SELECT term, terms, definition, examples FROM glossary WHERE release_id = ? ORDER BY position',
  ).all(release.id) as { term: string; terms: string; definition: string; examples: string }[];
  return {
    effectiveDate: release.effectiveDate,
    parts: headings.filter((h) => h.kind === 'part').sort(byNumber).map(({ number, title }) => ({ number, title })),
    sections: headings.filter((h) => h.kind === 'section').sort(byNumber).map(({ number, title }) => ({ number, title })),
    rules: rules.map((rule) => ({ number: rule.number, text: rule.text, examples: JSON.parse(rule.examples) as string[] })),
    glossary: glossary.map((entry) => ({
      term: entry.term,
      terms: JSON.parse(entry.terms) as string[],
      definition: entry.definition,
      examples: JSON.parse(entry.examples) as string[],
    })),
  };
}
