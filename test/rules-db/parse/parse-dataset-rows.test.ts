import { describe, expect, it } from 'vitest';
import { parseReleaseFile } from '../../../rules-db/parse/parse-release-file.js';
import { compareRuleNumbers } from '../../../rules-db/rule-number.js';
import { readShared } from '../../support/shared-data.js';

const parseRows = (file: string, effectiveDate?: string) =>
  parseReleaseFile(readShared(`seeds/rows/${file}`), { source: file, ...(effectiveDate ? { effectiveDate } : {}) });

describe('dataset rows (number, text, examples)', () => {
  it('reads JSON, JSON Lines and CSV into the same release', () => {
    const json = parseRows('seed-rows.json', '2024-02-02');
    expect(json.rules).toHaveLength(400);
    expect(parseRows('seed-rows.jsonl', '2024-02-02')).toEqual(json);
    expect(parseRows('seed-rows.csv', '2024-02-02')).toEqual(json);
  });

  it('sorts rows into true order although the source lists 700.10 before 700.2', () => {
    const numbers = parseRows('seed-rows.json', '2024-02-02').rules.map((rule) => rule.number);
    expect(numbers.indexOf('700.2')).toBeLessThan(numbers.indexOf('700.10'));
    expect([...numbers].sort(compareRuleNumbers)).toEqual(numbers);
  });

  it('keeps examples as a list (a JSON-encoded string in the CSV)', () => {
    const withExamples = parseRows('seed-rows.csv', '2024-02-02').rules.filter((rule) => rule.examples.length > 0);
    expect(withExamples.length).toBeGreaterThan(0);
    expect(withExamples[0]!.examples[0]).not.toMatch(/^Example:/);
  });

  it('reads quoted CSV cells holding commas, doubled quotes and line breaks, whatever the line endings', () => {
    const csv = 'number,text,examples\r\n100.1,"One, two ""three""\nfour",[]\r\n\r\n100.2,Short row\r100.3,"x",""\n';
    const { rules } = parseReleaseFile(Buffer.from(csv), { source: 'rows.csv', effectiveDate: '2024-01-01' });
    expect(rules).toEqual([
      { number: '100.1', text: 'One, two "three"\nfour', examples: [] },
      { number: '100.2', text: 'Short row', examples: [] },
      { number: '100.3', text: 'x', examples: [] },
    ]);
  });

  it('refuses a CSV whose quote is never closed, naming the line', () => {
    const csv = Buffer.from('number,text,examples\n100.1,"never closed,[]\n');
    expect(() => parseReleaseFile(csv, { source: 'rows.csv', effectiveDate: '2024-01-01' })).toThrow(
      /^The dataset is not valid CSV: .*line 2/,
    );
  });

  it('requires an effective date and says how to give one', () => {
    expect(() => parseRows('seed-rows.jsonl')).toThrow('pass --effective YYYY-MM-DD');
  });

  it('names the row and column of a bad row', () => {
    const bad = Buffer.from('[{"number":"100.1","text":"ok","examples":[]},{"number":"one","text":"x","examples":[]}]');
    expect(() => parseReleaseFile(bad, { source: 'bad.json', effectiveDate: '2024-01-01' })).toThrow(
      'Row 2: `number`: number must look like 100.1 or 100.1a.',
    );
  });
});
