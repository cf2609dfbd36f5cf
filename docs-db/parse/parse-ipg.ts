/**
 * The Infraction Procedure Guide's paragraphs → its sections, each infraction (2.1 to 4.8)
 * with its class, its penalty and its Definition, Examples, Philosophy, Additional Remedy,
 * Upgrade and Downgrade.
 */
import type { OutlineSection } from './document-outline.js';
import { outlineSections } from './numbered-outline.js';
import { findEffectiveDate } from './effective-date.js';
import type { DocSection, Infraction, InfractionParts, TournamentDocument } from '../tournament-document.js';
import { unrecognisedDocument } from './unrecognised-document.js';

/** The penalties as the IPG prints them beside an infraction's heading. */
const PENALTIES = ['No Penalty', 'Warning', 'Game Loss', 'Match Loss', 'Disqualification'] as const;

/** "Game Play Error — Missed Trigger": class, dash, name. */
const INFRACTION_HEADING = /^(.+?)\s*[—–]\s+(.+)$/u;
const PART_HEADINGS: Record<string, keyof InfractionParts> = {
  definition: 'definition',
  examples: 'examples',
  example: 'examples',
  philosophy: 'philosophy',
  'additional remedy': 'additionalRemedy',
};
/** Upgrades and downgrades are paragraphs labelled inline: "Upgrade: If the offense…". */
const LABELLED_PART = /^(upgrade|downgrade)\s*:\s*/i;

/**
 * Parses the paragraphs of an IPG (from any source: PDF, pdftotext, Markdown, HTML), or of the
 * Digital IPG (`kind` dipg, which has no table of contents); throws a UserError when they are not one.
 */
export function parseIpg(paragraphs: string[], kind: 'ipg' | 'dipg' = 'ipg'): TournamentDocument {
  const effectiveDate = findEffectiveDate(paragraphs);
  if (!effectiveDate) throw unrecognisedDocument('the Infraction Procedure Guide cover has no "Effective <Month D, YYYY>" line');
  const outline = outlineSections(paragraphs);
  if (!outline) throw unrecognisedDocument('the Infraction Procedure Guide has no table of contents to find the sections by');
  return { kind, effectiveDate, sections: outline.map(toSection) };
}

function toSection(section: OutlineSection): DocSection {
  const { number, level } = section;
  const withPenalty = section.level === 'section' ? splitPenalty(section) : null;
  const heading = withPenalty ? INFRACTION_HEADING.exec(withPenalty.title) : null;
  if (!withPenalty || !heading) {
    return { number, level, title: section.title.split('\t')[0]!, text: section.paragraphs.join('\n') };
  }
  const infraction: Infraction = {
    class: heading[1]!,
    name: heading[2]!,
    penalty: withPenalty.penalty,
    parts: readParts(withPenalty.body),
  };
  return { number, level, title: withPenalty.title, text: withPenalty.body.join('\n'), infraction };
}

interface HeadingWithPenalty {
  title: string;
  penalty: string;
  body: string[];
}

/**
 * The penalty printed beside the heading: after a column gap (PDF), after a space (the
 * Markdown copy joins them), or as the first paragraph (pdftotext prints it on its own line).
 */
function splitPenalty(section: OutlineSection): HeadingWithPenalty | null {
  const [head, ...columns] = section.title.split('\t').map((part) => part.trim());
  const besideHeading = columns.find(isPenalty);
  if (besideHeading) return { title: head!, penalty: besideHeading, body: section.paragraphs };
  const suffix = PENALTIES.find((penalty) => head!.endsWith(` ${penalty}`));
  if (suffix) return { title: head!.slice(0, -suffix.length).trim(), penalty: suffix, body: section.paragraphs };
  // The Digital IPG prints it in brackets: "Tournament Error — Slow Play (Warning)".
  const bracketed = PENALTIES.find((penalty) => head!.endsWith(`(${penalty})`));
  if (bracketed) return { title: head!.slice(0, -bracketed.length - 2).trim(), penalty: bracketed, body: section.paragraphs };
  const [first, ...rest] = section.paragraphs;
  if (first !== undefined && isPenalty(first.trim())) return { title: head!, penalty: first.trim(), body: rest };
  return null;
}

function isPenalty(text: string): boolean {
  return (PENALTIES as readonly string[]).includes(text);
}

function readParts(paragraphs: string[]): InfractionParts {
  const collected: Partial<Record<keyof InfractionParts, string[]>> = {};
  let current: keyof InfractionParts | null = null;
  for (const paragraph of paragraphs) {
    const heading = PART_HEADINGS[paragraph.trim().toLowerCase()];
    if (heading) {
      current = heading;
      continue;
    }
    const label = LABELLED_PART.exec(paragraph);
    if (label) current = label[1]!.toLowerCase() === 'upgrade' ? 'upgrade' : 'downgrade';
    if (current) (collected[current] ??= []).push(label ? paragraph.slice(label[0].length) : paragraph);
  }
  const parts: InfractionParts = {};
  for (const [part, texts] of Object.entries(collected) as [keyof InfractionParts, string[]][]) parts[part] = texts.join('\n');
  return parts;
}
