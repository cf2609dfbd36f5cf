/**
 * One Scryfall card or ruling object → Arbiter's Card or Ruling, validated with zod. Only the
 * Oracle fields are read; the many others (prices, printings, artists) are ignored. Fields vary
 * with the object's age (2019–2025 shapes), so everything but the name, layout and object kind
 * may be missing.
 */
import { z } from 'zod';
import type { Card, CardFace, Ruling } from '../card.js';

const optionalText = z.string().nullish();
const imageUris = z.object({ normal: z.string().optional(), large: z.string().optional(), small: z.string().optional() }).nullish();
const oracleIdText = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'is not a UUID');

const faceSchema = z.object({
  name: z.string().min(1),
  mana_cost: optionalText,
  type_line: optionalText,
  oracle_text: optionalText,
  power: optionalText,
  toughness: optionalText,
  loyalty: optionalText,
  defense: optionalText,
  colors: z.array(z.string()).nullish(),
  image_uris: imageUris,
  // Reversible cards carry these on their faces only.
  oracle_id: oracleIdText.nullish(),
  cmc: z.number().nullish(),
});

/** A card has every field a face has (its own, or the faces' combined), and the card-wide ones. */
const cardSchema = z.object({
  // First, so a file of other objects (rulings) is refused for what it holds, not a missing field.
  object: z.literal('card'),
  ...faceSchema.shape,
  layout: z.string().min(1),
  color_identity: z.array(z.string()).default([]),
  keywords: z.array(z.string()).default([]),
  legalities: z.record(z.string(), z.string()).default({}),
  scryfall_uri: optionalText,
  card_faces: z.array(faceSchema).nullish(),
});

const rulingSchema = z.object({
  object: z.literal('ruling'),
  oracle_id: oracleIdText,
  source: z.enum(['wotc', 'scryfall']),
  published_at: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'is not a date'),
  comment: z.string().min(1),
});

/** A parsed object, or why it was skipped ("name: missing"), said the same way for every such object so skips can be counted by reason. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** "name: missing", "object: not 'card'": the first issue, worded without the object's own values. */
function reasonOf(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0]!;
  const path = issue.path.map((part) => (typeof part === 'number' ? '[]' : String(part))).join('.').replaceAll('.[]', '[]');
  if (issue.path[0] === 'object' && input !== null && typeof input === 'object') {
    const kind = (input as { object?: unknown }).object;
    return typeof kind === 'string' ? `a "${kind.slice(0, 30)}" object, not a card` : 'not a Scryfall object (no "object" field)';
  }
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return `${path}: missing`;
  if (issue.code === 'invalid_type') return `${path}: not ${issue.expected === 'string' ? 'text' : `a ${issue.expected}`}`;
  return `${path}: ${issue.message}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function face(raw: z.infer<typeof faceSchema>): CardFace {
  return {
    name: raw.name,
    manaCost: raw.mana_cost ?? null,
    typeLine: raw.type_line ?? null,
    oracleText: raw.oracle_text ?? null,
    power: raw.power ?? null,
    toughness: raw.toughness ?? null,
    loyalty: raw.loyalty ?? null,
    defense: raw.defense ?? null,
    colors: raw.colors ?? null,
    imageUri: raw.image_uris?.normal ?? raw.image_uris?.large ?? raw.image_uris?.small ?? null,
  };
}

/** A Scryfall card object as a Card, or the reason it cannot be one. */
export function parseScryfallCard(input: unknown): Parsed<Card> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return { ok: false, reason: 'not an object' };
  const parsed = cardSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: reasonOf(parsed.error, input) };
  const raw = parsed.data;
  const rawFaces = raw.card_faces ?? [];
  const oracleId = raw.oracle_id ?? rawFaces.find((candidate) => candidate.oracle_id)?.oracle_id;
  if (!oracleId) return { ok: false, reason: 'oracle_id: missing' };
  const faces = rawFaces.map(face);
  const imageUri = raw.image_uris?.normal ?? raw.image_uris?.large ?? raw.image_uris?.small ?? faces[0]?.imageUri ?? null;
  return {
    ok: true,
    value: {
      oracleId: oracleId.toLowerCase(),
      name: raw.name,
      layout: raw.layout,
      manaCost: raw.mana_cost ?? null,
      manaValue: raw.cmc ?? rawFaces[0]?.cmc ?? null,
      // Reversible cards have no type line of their own; their faces have.
      typeLine: raw.type_line ?? (faces.some((candidate) => candidate.typeLine) ? faces.map((candidate) => candidate.typeLine ?? '').join(' // ') : null),
      oracleText: raw.oracle_text ?? null,
      power: raw.power ?? null,
      toughness: raw.toughness ?? null,
      loyalty: raw.loyalty ?? null,
      defense: raw.defense ?? null,
      colors: raw.colors ?? null,
      colorIdentity: raw.color_identity,
      keywords: raw.keywords,
      legalities: raw.legalities,
      scryfallUri: raw.scryfall_uri ?? null,
      imageUri,
      faces,
    },
  };
}

/** A Scryfall ruling object as a Ruling, or the reason it cannot be one. */
export function parseScryfallRuling(input: unknown): Parsed<Ruling> {
  const parsed = rulingSchema.safeParse(input);
  if (!parsed.success) {
    const kind = input !== null && typeof input === 'object' ? (input as { object?: unknown }).object : undefined;
    if (kind !== 'ruling') return { ok: false, reason: typeof kind === 'string' ? `a "${kind.slice(0, 30)}" object, not a ruling` : 'not a Scryfall ruling' };
    return { ok: false, reason: reasonOf(parsed.error, input) };
  }
  const raw = parsed.data;
  return { ok: true, value: { oracleId: raw.oracle_id.toLowerCase(), source: raw.source, publishedAt: raw.published_at, comment: raw.comment } };
}
