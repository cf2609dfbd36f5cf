/**
 * Finding the card a judge means from what they typed — the one matcher behind /card, /rulings,
 * autocomplete, `cards show` and message scanning. In order: the exact name (ignoring case,
 * accents and punctuation), a face's name, a nickname (card-nicknames.json), a unique start of
 * a name, then a typo-tolerant match. It never guesses: when two cards are about equally likely
 * it offers both, and when nothing is close it says so with the closest names.
 *
 * Nicknames come before prefixes and typos (the issue lists them last) because a nickname is an
 * exact statement of intent: "bob" is no card's start, and typo matching would turn it into
 * "Bog" something. A real card or face named like a nickname still wins.
 *
 * Alchemy's rebalanced cards ("A-Falcon Abomination") are matched only when asked for by their
 * "A-" name; tokens, emblems and art-series cards never beat a real card.
 */
import type { ContentDb } from '../../database/open-database.js';
import { isAlchemyName } from '../card.js';
import { asksForAlchemy, compactKey, foldCardName } from '../fold-card-name.js';
import { cardName, type CardName } from '../store/card-queries.js';
import { namesCompact, namesFolded, namesOfCards, namesStarting, storedFold, type StoredName } from '../store/card-names.js';
import { FuzzyCardNames, type CandidateOptions } from './fuzzy-card-names.js';
import { nameSimilarity } from './name-similarity.js';

/** How a card was found. */
export type MatchKind = 'id' | 'exact' | 'face' | 'nickname' | 'prefix' | 'fuzzy';

export type CardMatch =
  | { kind: 'found'; card: CardName; how: MatchKind }
  /** Two or more cards about equally likely, or one that is only likely: "did you mean". */
  | { kind: 'suggestions'; candidates: CardName[] }
  /**
   * Nothing close; the closest names there are. `nicknameFor`: what was typed is a known nickname
   * of a card the data in use lacks ("bob" is Dark Confidant), so the answer can name it.
   */
  | { kind: 'not-found'; closest: CardName[]; nicknameFor?: string };

/** At most this many names are offered ("did you mean" buttons, closest names). */
export const MAX_SUGGESTIONS = 5;

/**
 * Typo matching thresholds (nameSimilarity, 0–1), chosen on typos generated from the 26,482 names
 * of Scryfall's catalog (test/cards-db/lookup/card-names-at-scale.test.ts): an answer needs a
 * close match clearly ahead of the next card; a weaker one is only offered.
 */
export const FUZZY = {
  /** Answer with the best card from this similarity on… */
  answer: 0.8,
  /** …when the next card is at least this much less similar. */
  margin: 0.08,
  /** Offer cards from this similarity ("did you mean"); below it, "not found" with the closest. */
  offer: 0.55,
  /** A token or art-series card counts this much less, so a real card of the same name wins. */
  nonCardPenalty: 0.05,
} as const;

/** A prefix shorter than this (letters and digits) names no card on its own. */
const MIN_PREFIX = 3;
/** Autocomplete adds typo matches when fewer names than this start with what was typed. */
const MIN_STARTS_BEFORE_TYPOS = 5;
/** Typo candidates judged per lookup. */
const FUZZY_CANDIDATES = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Scored {
  oracleId: string;
  score: number;
  nonCard: boolean;
}

/** Oracle IDs of `names`, real cards' only when there are any, without repeats, in order. */
function preferReal(names: StoredName[]): string[] {
  const real = names.filter((name) => !name.nonCard);
  return [...new Set((real.length > 0 ? real : names).map((name) => name.oracleId))];
}

/** The cards of one kind (regular, or Alchemy's "A-" cards), looked up in the database's card_names. */
class NameSet {
  /** Typo candidates, from the names' words in shared memory (fuzzy-card-names.ts); exact names and prefixes answer most lookups without them. */
  private readonly fuzzy: FuzzyCardNames;

  constructor(
    private readonly db: ContentDb,
    readonly alchemy: boolean,
  ) {
    this.fuzzy = new FuzzyCardNames(db, alchemy);
  }

  exact(folded: string): { oracleIds: string[]; how: MatchKind } | null {
    const named = namesFolded(this.db, this.alchemy, folded);
    const whole = named.filter((name) => !name.isFace);
    if (whole.length > 0) return { oracleIds: preferReal(whole), how: 'exact' };
    if (named.length > 0) return { oracleIds: preferReal(named), how: 'face' };
    // "bloodmoon", "kiki jiki", "dusk/dawn": the same letters spaced differently.
    const compact = namesCompact(this.db, this.alchemy, compactKey(folded));
    return compact.length > 0 ? { oracleIds: preferReal(compact), how: 'exact' } : null;
  }

  /** Cards whose names start with `folded`: those where it ends on a word boundary first, then the rest; shorter names first in each. */
  prefixed(folded: string, limit = 60): { whole: string[]; partial: string[] } {
    const names = namesStarting(this.db, this.alchemy, folded, limit);
    const byLength = (a: StoredName, b: StoredName) => a.folded.length - b.folded.length;
    const whole = preferReal(names.whole.sort(byLength));
    const partial = preferReal(names.partial.sort(byLength)).filter((oracleId) => !whole.includes(oracleId));
    return { whole, partial };
  }

  /** The cards among `oracleIds` that are tokens, emblems or art-series cards. */
  nonCards(oracleIds: string[]): Set<string> {
    const names = namesOfCards(this.db, oracleIds);
    return new Set(oracleIds.filter((oracleId) => names.get(oracleId)?.some((name) => name.nonCard)));
  }

  /**
   * Typo candidates with their similarity to what was typed, best first, one per card. A lookup
   * tries one edit per word first and two only when that found nothing sure; autocomplete, run on
   * every keystroke, tries one edit and only names holding every word.
   */
  similar(folded: string, use: 'lookup' | 'autocomplete'): Scored[] {
    if (use === 'autocomplete') return this.scoreCandidates(folded, { lastIsPrefix: true, maxEdits: 1, anyWord: false });
    const once = this.scoreCandidates(folded, { lastIsPrefix: false, maxEdits: 1, anyWord: true });
    if (once[0] && once[0].score >= FUZZY.answer) return once;
    return this.scoreCandidates(folded, { lastIsPrefix: false, maxEdits: 2, anyWord: true });
  }

  private scoreCandidates(folded: string, options: CandidateOptions): Scored[] {
    const candidates = this.fuzzy.candidates(folded, FUZZY_CANDIDATES, options);
    const namesByCard = namesOfCards(this.db, candidates);
    const scored = candidates.map((oracleId) => {
      const names = namesByCard.get(oracleId) ?? [];
      const best = Math.max(0, ...names.map((name) => nameSimilarity(folded, name.folded)));
      return { oracleId, nonCard: names.some((name) => name.nonCard), score: best - (names.some((name) => name.nonCard) ? FUZZY.nonCardPenalty : 0), length: names[0]?.folded.length ?? 0 };
    });
    return scored.sort((a, b) => b.score - a.score || a.length - b.length);
  }
}

/** Resolves the names a judge types to cards of the card data in `db` (one per import: see find-card.ts). */
export class CardNameIndex {
  private readonly regular: NameSet;
  private readonly alchemy: NameSet;
  /** Folded nickname → the card it means: its folded name, and its name as printed. */
  private readonly nicknames = new Map<string, { folded: string; name: string }>();

  constructor(
    private readonly db: ContentDb,
    nicknames: readonly { nickname: string; card: string }[] = [],
  ) {
    this.regular = new NameSet(db, false);
    this.alchemy = new NameSet(db, true);
    for (const entry of nicknames) this.nicknames.set(foldCardName(entry.nickname), { folded: foldCardName(entry.card), name: entry.card });
  }

  private card(oracleId: string): CardName {
    return cardName(this.db, oracleId)!;
  }

  /** The card a judge means by `query` (a name, part of one, a misspelling, a nickname, an Oracle ID). */
  find(query: string): CardMatch {
    const trimmed = query.trim();
    if (UUID.test(trimmed)) {
      const card = cardName(this.db, trimmed);
      if (card) return { kind: 'found', card, how: 'id' };
    }
    if (asksForAlchemy(trimmed)) {
      const unprefixed = foldCardName(trimmed.replace(/^\s*a-/i, ''));
      const match = this.matchIn(this.alchemy, unprefixed);
      if (match.kind === 'found') return match;
      // No such Alchemy card: the judge may mean the card it rebalances, which is offered, not answered.
      const original = this.matchIn(this.regular, unprefixed);
      return original.kind === 'found' ? { kind: 'suggestions', candidates: [original.card] } : original;
    }
    // A name with no letter or digit ("_____") is stored as itself.
    return this.matchIn(this.regular, foldCardName(trimmed) || trimmed);
  }

  /** Only a card whose whole name or a face's name is `text` exactly, with the card's own capitalization: for finding names in running text. */
  findExactName(text: string): CardName | null {
    const alchemy = isAlchemyName(text);
    const found = (alchemy ? this.alchemy : this.regular).exact(storedFold(text, alchemy));
    if (!found || found.oracleIds.length !== 1) return null;
    const card = this.card(found.oracleIds[0]!);
    return [card.name, ...card.faces].includes(text) ? card : null;
  }

  /** Up to `limit` cards for autocomplete as the judge types: exact and nickname, then names it starts, then typo matches. */
  complete(typed: string, limit: number): CardName[] {
    const alchemy = asksForAlchemy(typed);
    const set = alchemy ? this.alchemy : this.regular;
    const folded = foldCardName(alchemy ? typed.replace(/^\s*a-/i, '') : typed);
    if (folded === '') return [];
    const found: string[] = [];
    const exact = set.exact(folded);
    if (exact) found.push(...exact.oracleIds);
    const nickname = alchemy ? undefined : this.nicknames.get(folded);
    const nicknamed = nickname ? set.exact(nickname.folded) : null;
    if (nicknamed) found.push(...nicknamed.oracleIds);
    const { whole, partial } = set.prefixed(folded, limit * 4);
    found.push(...whole, ...partial);
    // Typo matches only when few names start with what was typed: they cost more than the rest.
    if (new Set(found).size < MIN_STARTS_BEFORE_TYPOS && compactKey(folded).length >= MIN_PREFIX) {
      found.push(...set.similar(folded, 'autocomplete').filter((candidate) => candidate.score >= FUZZY.offer).map((candidate) => candidate.oracleId));
    }
    const distinct = [...new Set(found)].slice(0, limit * 2);
    // Real cards before tokens and art-series cards, keeping the order otherwise.
    const nonCards = set.nonCards(distinct);
    const ordered = [...distinct.filter((oracleId) => !nonCards.has(oracleId)), ...distinct.filter((oracleId) => nonCards.has(oracleId))];
    return ordered.slice(0, limit).map((oracleId) => this.card(oracleId));
  }

  private matchIn(set: NameSet, folded: string): CardMatch {
    if (folded === '') return { kind: 'not-found', closest: [] };
    const cards = (oracleIds: string[]) => oracleIds.slice(0, MAX_SUGGESTIONS).map((oracleId) => this.card(oracleId));
    const decide = (oracleIds: string[], how: MatchKind): CardMatch =>
      oracleIds.length === 1 ? { kind: 'found', card: this.card(oracleIds[0]!), how } : { kind: 'suggestions', candidates: cards(oracleIds) };

    const exact = set.exact(folded);
    if (exact) return decide(exact.oracleIds, exact.how);
    const nickname = set === this.regular ? this.nicknames.get(folded) : undefined;
    const nicknamed = nickname ? set.exact(nickname.folded) : null;
    if (nicknamed) return decide(nicknamed.oracleIds, 'nickname');
    // A nickname is a statement of intent: "bob" means Dark Confidant even when the data lacks it, and never "Bog" something.
    if (nickname) return { kind: 'not-found', closest: [], nicknameFor: nickname.name };

    const { whole, partial } = set.prefixed(folded);
    const long = compactKey(folded).length >= MIN_PREFIX;
    if (whole.length === 1 && long) return decide(whole, 'prefix');
    if (whole.length === 0 && partial.length === 1 && long) return decide(partial, 'prefix');
    if (whole.length + partial.length > 1) return { kind: 'suggestions', candidates: cards([...whole, ...partial]) };

    const similar = set.similar(folded, 'lookup');
    const best = similar[0];
    if (!best) return { kind: 'not-found', closest: [] };
    // A token or art-series card of a real card's name is no rival to it.
    const second = similar.slice(1).find((candidate) => best.nonCard || !candidate.nonCard);
    if (best.score >= FUZZY.answer && (!second || best.score - second.score >= FUZZY.margin)) return decide([best.oracleId], 'fuzzy');
    if (best.score >= FUZZY.offer) {
      const offered = similar.filter((candidate) => candidate.score >= Math.max(FUZZY.offer, best.score - 0.15));
      return { kind: 'suggestions', candidates: cards(offered.map((candidate) => candidate.oracleId)) };
    }
    return { kind: 'not-found', closest: cards(similar.map((candidate) => candidate.oracleId)) };
  }
}
