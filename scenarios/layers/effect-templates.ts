/**
 * The table of effect templates (effect-templates.json): every wording of a continuous effect the
 * layers helper understands, typed or Oracle, with the layer it belongs to and why. Loaded and
 * validated with zod once; the patterns' {slots} become named regex groups.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../../common/project-path.js';

/** What a template makes; parse-effect.ts builds each. */
export const TEMPLATE_CHANGES = [
  'control',
  'control-to',
  'switch-pt',
  'define-pt',
  'copy',
  'text',
  'face-down',
  'modify-pt',
  'modify-pt-each',
  'set-pt',
  'set-pt-value',
  'remove-all-abilities',
  'remove-abilities',
  'add-abilities',
  'cant-have',
  'still',
  'becomes',
  'rules-effect',
] as const;
export type TemplateChange = (typeof TEMPLATE_CHANGES)[number];

/** Each slot's text; its meaning is checked by the slot's reader, so a failed reading tries the next template. */
const SLOTS: Record<string, string> = {
  subject: '(?<subject>.+?)',
  object: '(?<object>.+?)',
  mod: '(?<mod>[+-]\\d+/[+-]\\d+)',
  pt: '(?<pt>\\d+/\\d+)',
  value: '(?<value>.+)',
  count: '(?<count>.+)',
  abilities: '(?<abilities>.+)',
  typephrase: '(?<typephrase>.+)',
  word: "(?<word>[A-Za-z'’-]+)",
  word2: "(?<word2>[A-Za-z'’-]+)",
};

const templateSchema = z
  .object({
    form: z.enum(['sentence', 'predicate']),
    pattern: z
      .string()
      .min(3)
      .refine((pattern) => [...pattern.matchAll(/\{(\w+)\}/g)].every((slot) => slot[1]! in SLOTS), 'uses an unknown {slot}'),
    change: z.enum(TEMPLATE_CHANGES),
    reason: z.string().min(20),
    example: z.string().min(3),
  })
  .strict();

/** The shape of effect-templates.json. */
export const templatesFileSchema = z.object({ $comment: z.string().optional(), templates: z.array(templateSchema).min(1) }).strict();

export type TemplateEntry = z.infer<typeof templateSchema>;

export interface EffectTemplate extends TemplateEntry {
  /** The pattern as an anchored, case-insensitive regex with a named group per slot. */
  regex: RegExp;
}

/** Where the table lives: beside this module, shipped with the code. */
export const TEMPLATES_FILE = projectPath('scenarios/layers/effect-templates.json');

let loaded: EffectTemplate[] | undefined;

/** The templates, validated and compiled once. */
export function effectTemplates(): EffectTemplate[] {
  loaded ??= compileTemplates(templatesFileSchema.parse(JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8'))).templates);
  return loaded;
}

/** Turns each pattern's {slots} into named groups; a pattern that isn't a valid regex fails loudly here. */
export function compileTemplates(entries: readonly TemplateEntry[]): EffectTemplate[] {
  return entries.map((entry) => {
    const source = entry.pattern.replace(/'/g, "['’]").replace(/\{(\w+)\}/g, (_, slot: string) => SLOTS[slot]!);
    return { ...entry, regex: new RegExp(`^${source}$`, 'i') };
  });
}
