/**
 * Parses the official Comprehensive Rules text file (any release, 2003 to today) into a Release.
 * Bytes in, structure out: no I/O, no database. The format quirks it survives (encodings, bare-CR
 * line endings, numbering typos) are listed in the test data's SOURCES.md; the tests run it over
 * every real release.
 */
import { decodeText, splitLines } from '../../common/decode-text.js';
import { EXAMPLE_LINE, stripExamplePrefix } from './example-line.js';
import { parseLongDate } from '../../common/parse-date.js';
import { compareRuleNumbers, sectionNumberOf } from '../rule-number.js';
import { parseGlossary } from './parse-glossary.js';
import type { Heading, Release, Rule } from '../release.js';
import { UserError } from '../../common/user-error.js';
import { checkFileSize, checkLines, checkRuleLength, checkRulesPerSection, duplicateRule } from './input-bounds.js';

/**
 * A rule line: `100.1.`, `100.1a`, with the official typos `606.5 If`, `119.1d.`, `901.4.All`.
 * A letter directly followed by another letter is the text, not a subrule letter.
 */
const RULE_LINE = /^(\d{3})\.(\d{1,3})([a-z](?![a-z]))?\.?\s*(.*)$/;
const PART_HEADING = /^(\d)\.\s+([^\d\s].*)$/;
/** A title never starts with a digit: `606. 8b Players…` (2005 typo) is a rule paragraph, not a heading. */
const SECTION_HEADING = /^(\d{3})\.\s+([^\d\s].*)$/;
const EFFECTIVE_DATE = /(?:effective|current) as of ([A-Za-z]+ \d{1,2}, \d{4})/;

/** Fewer rules than this is not a release (the 2003 release, the smallest, has 514). */
const MIN_RULES = 300;
const HEADER_LINES = 30;

/**
 * Parses a Comprehensive Rules text file; throws a UserError when the bytes are not one. A caller
 * that has decoded the bytes already passes the `text`, so a large file is not held twice.
 */
export function parseComprehensiveRules(bytes: Uint8Array, text?: string): Release {
  checkFileSize(bytes.length);
  const lines = splitLines(text ?? decodeText(bytes).text);
  checkLines(lines);
  const effectiveDate = findEffectiveDate(lines);

  const firstRule = lines.findIndex((line) => RULE_LINE.test(line));
  if (firstRule < 0) throw notCr('it contains no numbered rules such as "100.1."');
  const glossaryStart = lines.findIndex((line, index) => index > firstRule && line.trim() === 'Glossary');
  if (glossaryStart < 0) throw notCr('it has no Glossary after the rules (a truncated download?)');
  const creditsStart = lines.findLastIndex((line) => line.trim() === 'Credits');
  if (creditsStart < glossaryStart) throw notCr('it has no Credits after the Glossary (a truncated download?)');

  const start = bodyStart(lines, firstRule);
  const body = parseBody(lines.slice(start, glossaryStart), start);
  if (body.rules.length < MIN_RULES) {
    throw notCr(`it has only ${body.rules.length} rules; every release has at least ${MIN_RULES}`);
  }
  const glossary = parseGlossary(lines.slice(glossaryStart + 1, creditsStart));
  if (glossary.length === 0) throw notCr('its Glossary is empty');

  return { effectiveDate, ...body, glossary };
}

function notCr(reason: string): UserError {
  return new UserError('not-a-cr', `This is not a Comprehensive Rules text file: ${reason}.`);
}

function findEffectiveDate(lines: string[]): string {
  for (const line of lines.slice(0, HEADER_LINES)) {
    const match = EFFECTIVE_DATE.exec(line);
    const date = match ? parseLongDate(match[1]!) : null;
    if (date) return date;
  }
  throw notCr('its header has no "These rules are effective as of <Month D, YYYY>" line');
}

/** The body starts at the headings just above the first rule (`1. Game Concepts`, `100. General`), after the contents. */
function bodyStart(lines: string[], firstRule: number): number {
  let start = firstRule;
  for (let index = firstRule - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    if (!PART_HEADING.test(line) && !SECTION_HEADING.test(line)) break;
    start = index;
  }
  return start;
}

interface Body {
  parts: Heading[];
  sections: Heading[];
  rules: Rule[];
}

/** Parses the body; `offset` is the index of its first line in the file, for messages naming lines. */
function parseBody(lines: string[], offset: number): Body {
  const parts: Heading[] = [];
  const sections: Heading[] = [];
  const rules: Rule[] = [];
  /** The (1-based) line each rule number was first seen on: a second one is refused, naming both. */
  const lineOf = new Map<string, number>();
  let current: { number: string; paragraphs: string[]; examples: string[] } | null = null;

  const finish = () => {
    if (!current) return;
    const text = current.paragraphs.join('\n');
    checkRuleLength(current.number, text);
    rules.push({ number: current.number, text, examples: current.examples });
    current = null;
  };

  for (const [index, raw] of lines.entries()) {
    const line = raw.trimEnd();
    if (line.trim() === '') continue;
    const rule = RULE_LINE.exec(line);
    if (rule) {
      finish();
      const [, section, ruleNumber, letter = '', text = ''] = rule;
      const number = `${section}.${Number(ruleNumber)}${letter}`;
      const lineNumber = offset + index + 1;
      const first = lineOf.get(number);
      if (first !== undefined) throw duplicateRule(number, first, lineNumber);
      lineOf.set(number, lineNumber);
      current = { number, paragraphs: [text.trim()], examples: [] };
      continue;
    }
    if (!current || !/^\s/.test(line)) {
      const section = SECTION_HEADING.exec(line);
      if (section) {
        finish();
        sections.push({ number: section[1]!, title: section[2]!.trim() });
        continue;
      }
      const part = PART_HEADING.exec(line);
      if (part) {
        finish();
        parts.push({ number: part[1]!, title: part[2]!.trim() });
        continue;
      }
    }
    if (!current) continue;
    if (EXAMPLE_LINE.test(line)) current.examples.push(stripExamplePrefix(line));
    // Any other line is a continuation paragraph of the rule above (indented in every release).
    else current.paragraphs.push(line.trim());
  }
  finish();

  const perSection = new Map<string, number>();
  for (const rule of rules) perSection.set(sectionNumberOf(rule.number), (perSection.get(sectionNumberOf(rule.number)) ?? 0) + 1);
  for (const [section, count] of perSection) checkRulesPerSection(section, count);
  rules.sort((a, b) => compareRuleNumbers(a.number, b.number));
  return { parts, sections, rules };
}
