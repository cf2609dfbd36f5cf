/** zod schemas for option values several commands share. */
import { z } from 'zod';
import { normalizeRuleNumber } from '../../rules-db/rule-number.js';
import { parseIsoDate } from '../../common/parse-date.js';

/** An `at:` date option: YYYY-MM-DD, checked against the calendar. */
export const dateOption = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, { message: 'use a date like 2025-11-14 (YYYY-MM-DD)' })
  .transform((value) => parseIsoDate(value)!);

/** A free-text option of at most `max` characters that is not blank. */
export function textOption(what: string, max = 200) {
  return z
    .string()
    .trim()
    .min(1, `give ${what}`)
    .max(max, `keep it under ${max} characters`);
}

/** A rule number option ("701.10d", "rule 701.10d."), normalised. */
export const ruleNumberOption = z
  .string()
  .trim()
  .refine((value) => normalizeRuleNumber(value) !== null, { message: 'use a rule number such as 701.10d' })
  .transform((value) => normalizeRuleNumber(value)!);
