/**
 * Bounds a Comprehensive Rules file must stay within, so a damaged or hostile file is refused with
 * a sentence naming what was broken, before it costs gigabytes of memory or minutes of CPU. Each is
 * the maximum measured over the 31 published releases (2003–2026) in their published encodings,
 * with generous headroom for the rules to grow.
 */
import { UserError } from '../../common/user-error.js';

/** Largest real file: 1,707,002 bytes (2022-11-18 as published, UTF-16BE). Also the download cap. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** Longest real line: 3,525 characters (2005-10-01). */
export const MAX_LINE_LENGTH = 20_000;
/** Longest real rule text (its paragraphs together): 2,804 characters. */
export const MAX_RULE_LENGTH = 20_000;
/** Most rules (with subrules) in one real section: 752 (702 Keyword Abilities, 2025-11-14). */
export const MAX_RULES_PER_SECTION = 4000;

/**
 * Control characters, and U+FFFD for bytes that decoded to nothing: no real release has a single
 * one (tab and form feed aside), while a file with flipped bits or a bad transfer usually does.
 */
const DAMAGE_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufffd]/;

function refused(reason: string): UserError {
  return new UserError('bad-cr-file', `This file cannot be imported: ${reason}.`);
}

const thousands = (value: number) => value.toLocaleString('en-US');

/** Refuses a file larger than any release could be, before decoding it. */
export function checkFileSize(byteLength: number): void {
  if (byteLength > MAX_FILE_BYTES) {
    throw refused(`it is ${thousands(byteLength)} bytes, and a Comprehensive Rules file is never more than ${MAX_FILE_BYTES / 1024 / 1024} MB (the largest release is 1.7 MB)`);
  }
}

/** Refuses an overlong line or a damaged character, naming the line (1-based). */
export function checkLines(lines: readonly string[]): void {
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE_LENGTH) {
      throw refused(`line ${index + 1} is ${thousands(line.length)} characters long, and no line of a release is longer than ${thousands(MAX_LINE_LENGTH)}`);
    }
    const damage = DAMAGE_CHARACTER.exec(line);
    if (damage) {
      const code = damage[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw refused(`line ${index + 1} holds the character U+${code} (a control character or an undecodable byte), which no release has: the file looks damaged`);
    }
  });
}

/** Refuses an overlong rule. */
export function checkRuleLength(number: string, text: string): void {
  if (text.length > MAX_RULE_LENGTH) {
    throw refused(`rule ${number} is ${thousands(text.length)} characters long, and no rule is longer than ${thousands(MAX_RULE_LENGTH)}`);
  }
}

/** Refuses a section with implausibly many rules. */
export function checkRulesPerSection(section: string, count: number): void {
  if (count > MAX_RULES_PER_SECTION) {
    throw refused(`section ${section} has ${thousands(count)} rules, and no section has more than ${thousands(MAX_RULES_PER_SECTION)}`);
  }
}

/** The refusal of a rule number printed twice, naming both lines (1-based). */
export function duplicateRule(number: string, firstLine: number, secondLine: number): UserError {
  return refused(`rule ${number} appears twice, on line ${firstLine} and on line ${secondLine}; a release numbers each rule once`);
}
