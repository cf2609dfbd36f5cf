/**
 * Judging at Regular REL's paragraphs → its sections. The JAR numbers nothing: under its title and
 * date come a few paragraphs of approach (kept as front matter under the document's title), then
 * headings of two kinds: parts in title case ("Common Issues", "General Unwanted Behaviors",
 * "Serious Problems", "Resources"), stored as chapters, and the situations judges are called for,
 * a sentence without its full stop ("A player sees a card in a library that they shouldn’t have
 * seen"), stored as sections of the part before them.
 */
import { endsSentence } from '../extract/sentence-end.js';
import type { DocSection, TournamentDocument } from '../tournament-document.js';
import { findEffectiveDate } from './effective-date.js';
import { unrecognisedDocument } from './unrecognised-document.js';

/** A part's heading: a few words, each capitalised. */
const MAX_PART_WORDS = 5;
/** A situation's heading is one clause, however long its bracketed aside. */
const MAX_SITUATION_WORDS = 40;
const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
/** Fewer than these means a fragment: every JAR has its common issues and its serious problems. */
const MIN_PARTS = 3;
const MIN_SITUATIONS = 4;

/** Parses the paragraphs of a JAR (from any source: PDF, pdftotext, plain text, HTML); throws a UserError when they are not one. */
export function parseJar(paragraphs: string[]): TournamentDocument {
  const effectiveDate = findEffectiveDate(paragraphs);
  if (!effectiveDate) throw unrecognisedDocument('the Judging at Regular REL cover has no "Updated <Month D, YYYY>" line');
  const dateIndex = paragraphs.findIndex((paragraph) => findEffectiveDate([paragraph]) === effectiveDate);
  const title = paragraphs.slice(0, dateIndex + 1).find((paragraph) => /judging at regular/i.test(paragraph))?.trim() ?? 'Judging at Regular REL';

  const sections: DocSection[] = [{ number: '', level: 'front', title, text: '' }];
  const body: string[][] = [[]];
  paragraphs.slice(dateIndex + 1).forEach((paragraph, index, rest) => {
    const text = paragraph.trim();
    const level = isPartHeading(text) ? 'chapter' : isSituationHeading(text, rest[index + 1]) ? 'section' : null;
    if (level) {
      sections.push({ number: '', level, title: text, text: '' });
      body.push([]);
    } else {
      body.at(-1)!.push(text);
    }
  });
  sections.forEach((section, index) => (section.text = body[index]!.join('\n')));

  const parts = sections.filter((section) => section.level === 'chapter').length;
  const situations = sections.filter((section) => section.level === 'section').length;
  if (parts < MIN_PARTS || situations < MIN_SITUATIONS) {
    throw unrecognisedDocument(
      `only ${parts} parts and ${situations} situations were found in Judging at Regular REL (a complete one has at least ${MIN_PARTS} parts, such as Common Issues and Serious Problems, and ${MIN_SITUATIONS} situations): is the file cut short?`,
    );
  }
  return { kind: 'jar', effectiveDate, sections };
}

/** "Common Issues", "General Unwanted Behaviors": a few capitalised words, no full stop. */
function isPartHeading(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length <= MAX_PART_WORDS &&
    !endsSentence(text) &&
    !text.startsWith('•') &&
    words.every((word, index) => /^\p{Lu}/u.test(word) || (index > 0 && MINOR_WORDS.has(word.toLowerCase())))
  );
}

/**
 * "A player forgets a triggered ability (…)": a capitalised clause that is no sentence (no full
 * stop), not a list item or a link, and has text under it.
 */
function isSituationHeading(text: string, next: string | undefined): boolean {
  return (
    /^\p{Lu}/u.test(text) &&
    !endsSentence(text) &&
    !/^•|https?:\/\//.test(text) &&
    text.split(/\s+/).length <= MAX_SITUATION_WORDS &&
    next !== undefined
  );
}
