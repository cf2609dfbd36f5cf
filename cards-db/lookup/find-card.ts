/**
 * The name matcher over the card data in use, made again when another import has replaced the
 * data, which a running bot's background refresh does; its typo index (the words of the names) is
 * shared by the process's threads under a key of the import (fuzzy-card-names.ts).
 */
import type { ContentDb } from '../../database/open-database.js';
import { UserError } from '../../common/user-error.js';
import type { Card } from '../card.js';
import { requireCardData, type CardDataSummary } from '../store/card-data.js';
import { getCard } from '../store/card-queries.js';
import { CardNameIndex, type CardMatch } from './card-name-index.js';
import { loadCardNicknames } from './card-nicknames.js';

const indexes = new WeakMap<ContentDb, { importId: number; index: CardNameIndex }>();

/** The name index of the card data in use; a UserError when none is imported. */
export function cardNameIndex(db: ContentDb): { index: CardNameIndex; data: CardDataSummary } {
  const data = requireCardData(db);
  let cached = indexes.get(db);
  if (!cached || cached.importId !== data.id) {
    cached = { importId: data.id, index: new CardNameIndex(db, loadCardNicknames()) };
    indexes.set(db, cached);
  }
  return { index: cached.index, data };
}

/** What a lookup found: the card, or the names to offer. */
export type CardLookup = { card: Card; data: CardDataSummary } | { card: null; match: Exclude<CardMatch, { kind: 'found' }>; data: CardDataSummary };

/** The card `query` names, or what to offer instead (see CardNameIndex.find). */
export function lookUpCard(db: ContentDb, query: string): CardLookup {
  const { index, data } = cardNameIndex(db);
  const match = index.find(query);
  if (match.kind !== 'found') return { card: null, match, data };
  return { card: getCard(db, match.card.oracleId)!, data };
}

/** The message for a lookup that found no card: the question back, or that nothing is near, with the names to try. */
export function notFoundMessage(query: string, match: Exclude<CardMatch, { kind: 'found' }>): string {
  const shown = query.length > 80 ? `${query.slice(0, 79)}…` : query;
  if (match.kind === 'suggestions') return `Which card do you mean by "${shown}"? Did you mean: ${match.candidates.map((card) => card.name).join('; ')}?`;
  if (match.nicknameFor) return `"${shown}" is ${match.nicknameFor} — not in the card data in use.`;
  if (match.closest.length === 0) return `No card is named anything like "${shown}".`;
  return `No card is named "${shown}". The closest names: ${match.closest.map((card) => card.name).join('; ')}.`;
}

/** The card `query` names; a UserError saying what to try when there is no single card. */
export function requireCard(db: ContentDb, query: string): { card: Card; data: CardDataSummary } {
  const lookup = lookUpCard(db, query);
  if (lookup.card) return lookup;
  throw new UserError(lookup.match.kind === 'suggestions' ? 'card-ambiguous' : 'card-not-found', notFoundMessage(query, lookup.match));
}
