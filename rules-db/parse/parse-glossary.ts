/** The CR glossary: blank-line-separated entries, a term line then its definition. */
import { EXAMPLE_LINE, stripExamplePrefix } from './example-line.js';
import type { GlossaryEntry } from '../release.js';

/** Parses the lines between the body's `Glossary` heading and `Credits`. */
export function parseGlossary(lines: string[]): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let block: string[] = [];
  const finish = () => {
    if (block.length > 0) entries.push(parseEntry(block));
    block = [];
  };
  for (const line of lines) {
    if (line.trim() === '') finish();
    else block.push(line.trim());
  }
  finish();
  return entries;
}

function parseEntry([term, ...body]: string[]): GlossaryEntry {
  const definition: string[] = [];
  const examples: string[] = [];
  for (const line of body) {
    if (EXAMPLE_LINE.test(line)) examples.push(stripExamplePrefix(line));
    else definition.push(line);
  }
  return { term: term!, terms: splitTerms(term!), definition: definition.join('\n'), examples };
}

/**
 * A comma-joined heading names several forms of one word ("Kicker, Kicked", "Base Power, Base
 * Toughness", "Banding, “Bands with Other”"): every part starts like the first. Otherwise the
 * comma is part of one term's name ("Active Player, Nonactive Player Order").
 * Quotes and an "(Obsolete)" note are dropped from the names.
 */
export function splitTerms(heading: string): string[] {
  const parts = splitOutsideQuotes(heading)
    .map((part) => part.replace(/\(Obsolete\)/i, '').replace(/[“”"]/g, '').replace(/,$/, '').trim())
    .filter((part) => part.length > 0);
  if (parts.length < 2) return [cleanTerm(heading)];
  const stem = firstWordStem(parts[0]!);
  return parts.every((part) => firstWordStem(part) === stem) ? parts : [cleanTerm(heading)];
}

function cleanTerm(heading: string): string {
  return heading.replace(/\(Obsolete\)/i, '').replace(/[“”"]/g, '').trim();
}

function firstWordStem(part: string): string {
  return part.toLowerCase().replace(/[^a-z]/g, '').slice(0, 3);
}

/** Splits on commas that are not inside “…” or "…" quotes. */
function splitOutsideQuotes(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let straightOpen = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '“') depth++;
    else if (char === '”') depth = Math.max(0, depth - 1);
    else if (char === '"') straightOpen = !straightOpen;
    else if (char === ',' && depth === 0 && !straightOpen) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
