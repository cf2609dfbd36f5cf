import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules } from '../../../rules-db/parse/parse-cr.js';
import { countRelease, type Release } from '../../../rules-db/release.js';
import { compareRuleNumbers } from '../../../rules-db/rule-number.js';
import { CR_DIR, crFileNames, crPath, readShared } from '../../support/shared-data.js';

/** The answer key: per file, rules (main + sub), Example: lines and glossary entries from SOURCES.md. */
function answerKey(): Map<string, { rules: number; examples: number; glossary: number }> {
  const sources = readFileSync(`${CR_DIR}/SOURCES.md`, 'utf8');
  const key = new Map<string, { rules: number; examples: number; glossary: number }>();
  for (const line of sources.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const file = /^`(cr-\d{8}\.txt)`$/.exec(cells[1] ?? '')?.[1];
    if (!file) continue;
    const number = (cell: string) => Number(cell.split(' ')[0]!.replace(/,/g, ''));
    key.set(file, { rules: number(cells[9]!), examples: number(cells[10]!), glossary: number(cells[11]!) });
  }
  return key;
}

const parsed = new Map<string, Release>();
function parse(file: string): Release {
  if (!parsed.has(file)) parsed.set(file, parseComprehensiveRules(readFileSync(crPath(file))));
  return parsed.get(file)!;
}
const rule = (release: Release, number: string) => release.rules.find((candidate) => candidate.number === number);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('parseComprehensiveRules on every release', () => {
  const key = answerKey();

  it('has an answer-key row for each of the 31 releases', () => {
    expect(crFileNames()).toHaveLength(31);
    expect([...key.keys()].sort()).toEqual(crFileNames());
  });

  it.each(crFileNames())('%s: counts of rules, examples and glossary entries equal SOURCES.md', (file) => {
    const release = parse(file);
    expect(countRelease(release)).toEqual(key.get(file));
    expect(release.effectiveDate).toBe(`${file.slice(3, 7)}-${file.slice(7, 9)}-${file.slice(9, 11)}`);
  });

  it.each(crFileNames())('%s: rules come out in true order without duplicates', (file) => {
    const numbers = parse(file).rules.map((candidate) => candidate.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort(compareRuleNumbers)).toEqual(numbers);
  });
});

describe('parseComprehensiveRules against the independent parse of 2026-01-16 (rulesraker)', () => {
  const keyFile = JSON.parse(readShared('data/cr/cr-20260116.rulesraker.json').toString('utf8')) as {
    Rules: { Number: string; Type: string; Body: string[]; Examples?: string[] }[];
    Glossary: { KeyText: string; Body: string }[];
  };
  const release = () => parse('cr-20260116.txt');

  it('has the same rules in the same order with the same text and examples', () => {
    const expected = keyFile.Rules.filter((entry) => entry.Type === 'Rule' || entry.Type === 'SubRule').map((entry) => ({
      number: entry.Number.replace(/\.$/, ''),
      text: collapse(entry.Body.join(' ')),
      examples: (entry.Examples ?? []).map(collapse),
    }));
    const actual = release().rules.map((candidate) => ({
      number: candidate.number,
      text: collapse(candidate.text),
      examples: candidate.examples.map(collapse),
    }));
    expect(actual).toEqual(expected);
  });

  it('has the same parts, sections and glossary', () => {
    const headings = (type: string) =>
      keyFile.Rules.filter((entry) => entry.Type === type).map((entry) => ({ number: entry.Number.replace(/\.$/, ''), title: entry.Body[0] }));
    expect(release().parts).toEqual(headings('Part'));
    expect(release().sections).toEqual(headings('Chapter'));
    expect(release().glossary.map((entry) => [entry.term, collapse(entry.definition)])).toEqual(
      keyFile.Glossary.map((entry) => [entry.KeyText, collapse(entry.Body)]),
    );
  });
});

describe('format details', () => {
  it('parses the three raw encodings (UTF-16LE, UTF-16BE, Windows-1252) exactly like their UTF-8 twins', () => {
    const twins = [
      ['raw/MagicCompRules_20160826.utf16le.txt', 'cr-20160826.txt'],
      ['raw/MagicCompRules_20221118.utf16be.txt', 'cr-20221118.txt'],
      ['raw/MagicCompRules_20221007.cp1252.txt', 'cr-20221007.txt'],
    ];
    for (const [raw, twin] of twins) {
      const fromRaw = parseComprehensiveRules(readFileSync(`${CR_DIR}/${raw}`));
      expect(fromRaw).toEqual(parse(twin!));
      expect(JSON.stringify(fromRaw)).not.toContain('\uFFFD');
    }
  });

  it('keeps indented continuation paragraphs with their rule and examples without the prefix', () => {
    const release = parse('cr-20260116.txt');
    expect(rule(release, '205.4c')!.text.split('\n')).toHaveLength(2);
    expect(rule(release, '205.4c')!.text).toContain('Cards printed in sets prior to the Eighth Edition core set');
    expect(rule(release, '509.1b')!.examples).toEqual([
      'An attacking creature with flying and shadow can’t be blocked by a creature with flying but without shadow.',
    ]);
    expect(rule(release, '613.6')!.examples).toHaveLength(4);
  });

  it('keeps keyword headings as rules whose text is the title', () => {
    expect(rule(parse('cr-20260116.txt'), '702.19')).toEqual({ number: '702.19', text: 'Trample', examples: [] });
  });

  it('reads the official numbering typos: 606.5 without period, 119.1d., 901.4.All, two spaces', () => {
    const release = parse('cr-20221007.txt');
    expect(rule(release, '606.5')!.text).toMatch(/^If the total cost/);
    expect(rule(release, '119.1d')!.text).toMatch(/^In a two-player Brawl game/);
    expect(rule(release, '901.4')!.text).toMatch(/^All plane and phenomenon cards/);
    expect(rule(release, '201.3')!.text).toMatch(/^Some cards/);
  });

  it('reads header dates with "current as of" and without a final period', () => {
    expect(parse('cr-20030315.txt').effectiveDate).toBe('2003-03-15');
    expect(parse('cr-20231117.txt').effectiveDate).toBe('2023-11-17');
  });

  it('does not take a misprinted rule number (2005: "606. 8b") for a section heading', () => {
    const release = parse('cr-20051001.txt');
    expect(release.sections.filter((section) => /^\d/.test(section.title))).toEqual([]);
    expect(release.rules.find((candidate) => candidate.text.includes('606. 8b Players win and lose'))).toBeDefined();
  });

  it('stops the glossary at Credits: credits and legal text are neither rules nor entries', () => {
    const release = parse('cr-20260116.txt');
    expect(release.glossary.at(-1)!.term).toBe('Zone-Change Triggers');
    expect(JSON.stringify(release)).not.toContain('Richard Garfield');
  });

  it('keeps numbered senses and splits comma headings only when they name several terms', () => {
    const glossary = parse('cr-20260116.txt').glossary;
    const entry = (term: string) => glossary.find((candidate) => candidate.term === term)!;
    expect(entry('Ability').definition).toMatch(/^1\. Text on an object.*\n2\. An activated or triggered ability/s);
    expect(entry('Base Power, Base Toughness').terms).toEqual(['Base Power', 'Base Toughness']);
    expect(entry('Kicker, Kicked').terms).toEqual(['Kicker', 'Kicked']);
    expect(entry('Banding, “Bands with Other”').terms).toEqual(['Banding', 'Bands with Other']);
    expect(entry('Active Player, Nonactive Player Order').terms).toEqual(['Active Player, Nonactive Player Order']);
  });

  it('reads older glossaries with indented paragraphs and examples', () => {
    const glossary = parse('cr-20081001.txt').glossary;
    const activationCost = glossary.find((candidate) => candidate.term === 'Activation Cost')!;
    expect(activationCost.examples).toHaveLength(1);
    expect(activationCost.examples[0]).toMatch(/^The activation cost of an ability that reads/);
    const ability = glossary.find((candidate) => candidate.term === 'Ability')!;
    expect(ability.definition.split('\n')).toHaveLength(3);
  });
});
