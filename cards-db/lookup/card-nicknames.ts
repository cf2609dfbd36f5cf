/**
 * Card nicknames ("bob" → Dark Confidant), kept as data in card-nicknames.json with a reason per
 * entry, validated with zod when first used.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { projectPath } from '../../common/project-path.js';
import { foldCardName } from '../fold-card-name.js';

const nicknameSchema = z.object({
  nickname: z.string().trim().min(1),
  /** The card's full Oracle name. */
  card: z.string().trim().min(1),
  /** Why the nickname means that card. */
  reason: z.string().trim().min(10),
});

export type CardNickname = z.infer<typeof nicknameSchema>;

const fileSchema = z.object({ about: z.string(), entries: z.array(nicknameSchema).min(1) }).superRefine((file, context) => {
  const seen = new Map<string, string>();
  file.entries.forEach((entry, index) => {
    const key = foldCardName(entry.nickname);
    if (key === '') context.addIssue({ code: 'custom', path: ['entries', index, 'nickname'], message: `"${entry.nickname}" has no letters or digits` });
    else if (seen.has(key) && seen.get(key) !== entry.card) {
      context.addIssue({ code: 'custom', path: ['entries', index, 'nickname'], message: `"${entry.nickname}" already means ${seen.get(key)}` });
    } else seen.set(key, entry.card);
  });
});

/** Validates nickname data (the parsed JSON); throws a ZodError naming the bad entry. */
export function parseCardNicknames(data: unknown): CardNickname[] {
  return fileSchema.parse(data).entries;
}

let loaded: CardNickname[] | null = null;

/** The nicknames shipped in card-nicknames.json beside this file, read and validated once. */
export function loadCardNicknames(): CardNickname[] {
  loaded ??= parseCardNicknames(JSON.parse(readFileSync(projectPath('cards-db/lookup/card-nicknames.json'), 'utf8')));
  return loaded;
}
