/**
 * Judge shorthand ("GRV", "FtMGS", "B&W") and common spellings ("drawing extra cards") for MTR
 * and IPG sections, kept as data in shorthand.json and checked with zod when first used.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../../common/project-path.js';
import { foldTitle } from '../fold-title.js';
import { DOC_KINDS, type DocKind } from '../tournament-document.js';

const ShorthandEntrySchema = z.object({
  doc: z.enum(DOC_KINDS as [DocKind, ...DocKind[]]),
  /**
   * The section's title, or an IPG infraction's name after the dash ("Game Rule Violation"); a
   * JAR situation by the words its title starts with ("A player forgets a triggered ability").
   */
  title: z.string().trim().min(1),
  shorthand: z.array(z.string().trim().min(1)).min(1),
  /** Where the shorthand comes from. */
  note: z.string().trim().min(1),
});

export type ShorthandEntry = z.infer<typeof ShorthandEntrySchema>;

const ShorthandFileSchema = z
  .object({ about: z.string(), entries: z.array(ShorthandEntrySchema).min(1) })
  .superRefine((file, context) => {
    // Spellings that fold to the same key may repeat within an entry, never point two ways.
    const targets = new Map<string, string>();
    file.entries.forEach((entry, index) => {
      for (const spelling of entry.shorthand) {
        const key = `${entry.doc} ${shorthandKey(spelling)}`;
        const title = foldTitle(entry.title);
        if (shorthandKey(spelling) === '') {
          context.addIssue({ code: 'custom', path: ['entries', index, 'shorthand'], message: `"${spelling}" has no letters or digits` });
        } else if (targets.has(key) && targets.get(key) !== title) {
          context.addIssue({
            code: 'custom',
            path: ['entries', index, 'shorthand'],
            message: `"${spelling}" already stands for "${targets.get(key)}" in the ${entry.doc.toUpperCase()}`,
          });
        } else {
          targets.set(key, title);
        }
      }
    });
  });

/** How shorthand is compared: letters and digits only, any case, spaces and punctuation ignored ("B & W" = "B&W"). */
export function shorthandKey(text: string): string {
  return foldTitle(text).replaceAll(' ', '');
}

/** Validates shorthand data (the parsed JSON); throws a ZodError naming the bad entry. */
export function parseShorthand(data: unknown): ShorthandEntry[] {
  return ShorthandFileSchema.parse(data).entries;
}

let loaded: ShorthandEntry[] | null = null;

/** The shorthand shipped in shorthand.json beside this file, read and validated once. */
export function loadShorthand(): ShorthandEntry[] {
  loaded ??= parseShorthand(JSON.parse(readFileSync(projectPath('docs-db/lookup/shorthand.json'), 'utf8')));
  return loaded;
}

let titlesByKey: Map<string, string> | null = null;

/**
 * The title that `typed` is shorthand for in a document, or null: a lookup in a table built once,
 * so resolving shorthand needs no parsed document.
 * @example shorthandTitle('ipg', 'grv') // 'Game Rule Violation'
 */
export function shorthandTitle(doc: DocKind, typed: string): string | null {
  if (!titlesByKey) {
    titlesByKey = new Map();
    for (const entry of loadShorthand()) {
      for (const spelling of entry.shorthand) titlesByKey.set(`${entry.doc} ${shorthandKey(spelling)}`, entry.title);
    }
  }
  return titlesByKey.get(`${doc} ${shorthandKey(typed)}`) ?? null;
}
