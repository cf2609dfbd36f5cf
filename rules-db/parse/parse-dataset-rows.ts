/**
 * The one-row-per-rule dataset format (columns `number`, `text`, `examples`) as JSON array,
 * JSON Lines or CSV. Such files carry no effective date, so the caller must supply one.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { compareRuleNumbers } from '../rule-number.js';
import type { Release } from '../release.js';
import { describeIssue } from '../../common/describe-issues.js';
import { UserError } from '../../common/user-error.js';

const examplesSchema = z.union([
  z.array(z.string()),
  // In CSV the list arrives as a JSON-encoded string: "[]" or "[\"…\"]".
  z.string().transform((text, context) => {
    try {
      return z.array(z.string()).parse(JSON.parse(text === '' ? '[]' : text));
    } catch {
      context.addIssue({ code: 'custom', message: 'examples must be a JSON list of strings' });
      return z.NEVER;
    }
  }),
]);

const rowSchema = z.object({
  number: z.string().trim().regex(/^\d{3}\.\d{1,3}[a-z]?\.?$/, 'number must look like 100.1 or 100.1a'),
  text: z.string().min(1, 'text must not be empty'),
  examples: examplesSchema.default([]),
});

export type DatasetFormat = 'json' | 'jsonl' | 'csv';

const FORMAT_NAMES: Record<DatasetFormat, string> = { json: 'JSON', jsonl: 'JSON Lines', csv: 'CSV' };

/**
 * RFC 4180 CSV (quoted fields may hold commas, doubled quotes and line breaks), read leniently
 * where a spreadsheet export may differ: any line ending, short rows (missing cells are empty)
 * and blank lines. A quote left open or stray in a field is an error naming the line.
 */
const CSV_OPTIONS = { record_delimiter: ['\r\n', '\n', '\r'], relax_column_count: true, skip_empty_lines: true };

/** Recognises a dataset-rows file by its first characters; null when it is something else. */
export function detectDatasetFormat(text: string): DatasetFormat | null {
  const start = text.trimStart();
  if (start.startsWith('[')) return 'json';
  if (start.startsWith('{')) return 'jsonl';
  if (/^"?number"?,/.test(start)) return 'csv';
  return null;
}

/** Parses dataset rows into a release effective on `effectiveDate`; throws a UserError naming the bad row. */
export function parseDatasetRows(text: string, format: DatasetFormat, effectiveDate: string): Release {
  const records = readRecords(text, format);
  if (records.length === 0) throw new UserError('empty-dataset', 'The dataset has no rows.');
  const seen = new Set<string>();
  const rules = records.map((record, index) => {
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      throw new UserError('bad-dataset-row', `Row ${index + 1}: ${describeIssue(parsed.error.issues[0]!, record)}.`);
    }
    const number = parsed.data.number.replace(/\.$/, '');
    if (seen.has(number)) throw new UserError('bad-dataset-row', `Row ${index + 1}: rule ${number} appears twice.`);
    seen.add(number);
    return { number, text: parsed.data.text.trim(), examples: parsed.data.examples.map((example) => example.trim()) };
  });
  rules.sort((a, b) => compareRuleNumbers(a.number, b.number));
  return { effectiveDate, parts: [], sections: [], rules, glossary: [] };
}

function readRecords(text: string, format: DatasetFormat): unknown[] {
  try {
    if (format === 'json') {
      const value: unknown = JSON.parse(text);
      if (!Array.isArray(value)) throw new UserError('bad-dataset', 'A JSON dataset must be an array of rows.');
      return value;
    }
    if (format === 'jsonl') {
      return text
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown);
    }
    const [header, ...rows] = parseCsv(text, CSV_OPTIONS);
    if (!header) return [];
    return rows
      .filter((row) => row.some((cell) => cell !== ''))
      .map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ''])));
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError('bad-dataset', `The dataset is not valid ${FORMAT_NAMES[format]}: ${(error as Error).message}.`);
  }
}
