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
import { NON_CARD_LAYOUTS, isAlchemyName } from '../card.js';
import type { CardName } from '../store/card-queries.js';
import { asksForAlchemy, compactKey, foldCardName } from './fold-card-name.js';
import { FuzzyCardNames, type CandidateOptions } from './fuzzy-card-names.js';
import { nameSimilarity } from './name-similarity.js';

/** How a card was found. */
export type MatchKind = 'id' | 'exact' | 'face' | 'nickname' | 'prefix' | 'fuzzy';

export type CardMatch =
  | { kind: 'found'; card: CardName; how: MatchKind }
  /** Two or more cards about equally likely, or one that is only likely: "did you mean". */
  | { kind: 'suggestions'; candidates: CardName[] }
  /** Nothing close; the closest names there are. */
  | { kind: 'not-found'; closest: CardName[] };

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
const FUZZY_CANDIDATES = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Scored {
  index: number;
  score: number;
}

/** The cards of one kind (regular, or Alchemy's "A-" cards) with the lookups each step needs. */
class NameSet {
  private readonly folded: string[];
  private readonly foldedFaces: string[][];
  private readonly byName = new Map<string, number[]>();
  private readonly byCompact = new Map<string, number[]>();
  private readonly byFace = new Map<string, number[]>();
  /** Full and face names, folded, sorted, for prefixes. */
  private readonly sorted: { key: string; index: number }[] = [];
  private fuzzyIndex: FuzzyCardNames | null = null;

  constructor(
    readonly cards: CardName[],
    strip: (name: string) => string,
  ) {
    this.folded = cards.map((card) => foldCardName(strip(card.name)));
    this.foldedFaces = cards.map((card) => card.faces.map((face) => foldCardName(strip(face))));
    this.folded.forEach((name, index) => {
      add(this.byName, name, index);
      add(this.byCompact, compactKey(name), index);
      this.sorted.push({ key: name, index });
      for (const face of new Set(this.foldedFaces[index])) {
        add(this.byFace, face, index);
        add(this.byCompact, compactKey(face), index);
        if (face !== name) this.sorted.push({ key: face, index });
      }
    });
    this.sorted.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  private get fuzzy(): FuzzyCardNames {
    // Built on first need: exact names and prefixes answer most lookups without it.
    this.fuzzyIndex ??= new FuzzyCardNames(this.folded.map((name, index) => [name, ...this.foldedFaces[index]!].join(' ')));
    return this.fuzzyIndex;
  }

  isNonCard(index: number): boolean {
    return NON_CARD_LAYOUTS.has(this.cards[index]!.layout);
  }

  /** The indexes of real cards among `indexes` if there are any, else all of them, without repeats. */
  preferReal(indexes: readonly number[]): number[] {
    const distinct = [...new Set(indexes)];
    const real = distinct.filter((index) => !this.isNonCard(index));
    return real.length > 0 ? real : distinct;
  }

  exact(folded: string): { indexes: number[]; how: MatchKind } | null {
    const steps: [Map<string, number[]>, string, MatchKind][] = [
      [this.byName, folded, 'exact'],
      [this.byFace, folded, 'face'],
      // "bloodmoon", "kiki jiki", "dusk/dawn": the same letters spaced differently.
      [this.byCompact, compactKey(folded), 'exact'],
    ];
    for (const [map, key, how] of steps) {
      const found = map.get(key);
      if (found) return { indexes: this.preferReal(found), how };
    }
    return null;
  }

  /** Names starting with `folded`: those where it ends on a word boundary first, then the rest; shorter names first in each. */
  prefixed(folded: string, limit = 500): { whole: number[]; partial: number[] } {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]!.key < folded) low = middle + 1;
      else high = middle;
    }
    const whole: number[] = [];
    const partial: number[] = [];
    for (let position = low; position < this.sorted.length && whole.length + partial.length < limit; position++) {
      const { key, index } = this.sorted[position]!;
      if (!key.startsWith(folded)) break;
      (key.length === folded.length || key[folded.length] === ' ' ? whole : partial).push(index);
    }
    const byLength = (a: number, b: number) => this.cards[a]!.name.length - this.cards[b]!.name.length;
    return { whole: this.preferReal(whole).sort(byLength), partial: this.preferReal(partial).sort(byLength) };
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
    const scored = this.fuzzy.candidates(folded, FUZZY_CANDIDATES, options).map((index) => {
      const best = Math.max(...[this.folded[index]!, ...this.foldedFaces[index]!].map((name) => nameSimilarity(folded, name)));
      return { index, score: best - (this.isNonCard(index) ? FUZZY.nonCardPenalty : 0) };
    });
    return scored.sort((a, b) => b.score - a.score || this.cards[a.index]!.name.length - this.cards[b.index]!.name.length);
  }
}

function add(map: Map<string, number[]>, key: string, index: number): void {
  if (key === '') return;
  const list = map.get(key);
  if (list) list.push(index);
  else map.set(key, [index]);
}

export class CardNameIndex {
  private readonly regular: NameSet;
  private readonly alchemy: NameSet;
  private readonly byId = new Map<string, CardName>();
  /** Cards whose names have no letter or digit ("_____"), found only as written. */
  private readonly unfoldable = new Map<string, CardName>();
  /** Folded nickname → folded name of the card it means. */
  private readonly nicknames = new Map<string, string>();

  constructor(cards: CardName[], nicknames: readonly { nickname: string; card: string }[] = []) {
    for (const card of cards) {
      this.byId.set(card.oracleId, card);
      if (foldCardName(card.name) === '') this.unfoldable.set(card.name, card);
    }
    this.regular = new NameSet(cards.filter((card) => !isAlchemyName(card.name)), (name) => name);
    this.alchemy = new NameSet(cards.filter((card) => isAlchemyName(card.name)), (name) => name.replace(/^A-/, ''));
    for (const entry of nicknames) this.nicknames.set(foldCardName(entry.nickname), foldCardName(entry.card));
  }

  /** Every card known. */
  get size(): number {
    return this.byId.size;
  }

  /** The card a judge means by `query` (a name, part of one, a misspelling, a nickname, an Oracle ID). */
  find(query: string): CardMatch {
    const trimmed = query.trim();
    if (UUID.test(trimmed)) {
      const card = this.byId.get(trimmed.toLowerCase());
      if (card) return { kind: 'found', card, how: 'id' };
    }
    const unfoldable = this.unfoldable.get(trimmed);
    if (unfoldable) return { kind: 'found', card: unfoldable, how: 'exact' };
    if (asksForAlchemy(trimmed)) {
      const unprefixed = foldCardName(trimmed.replace(/^\s*a-/i, ''));
      const match = this.matchIn(this.alchemy, unprefixed);
      if (match.kind === 'found') return match;
      // No such Alchemy card: the judge may mean the card it rebalances, which is offered, not answered.
      const original = this.matchIn(this.regular, unprefixed);
      return original.kind === 'found' ? { kind: 'suggestions', candidates: [original.card] } : original;
    }
    return this.matchIn(this.regular, foldCardName(trimmed));
  }

  /** Only a card whose whole name or a face's name is `text` exactly, with the card's own capitalization: for finding names in running text. */
  findExactName(text: string): CardName | null {
    const set = isAlchemyName(text) ? this.alchemy : this.regular;
    const found = set.exact(foldCardName(isAlchemyName(text) ? text.slice(2) : text));
    if (!found || found.indexes.length !== 1) return null;
    const card = set.cards[found.indexes[0]!]!;
    return [card.name, ...card.faces].includes(text) ? card : null;
  }

  /** Up to `limit` cards for autocomplete as the judge types: exact and nickname, then names it starts, then typo matches. */
  complete(typed: string, limit: number): CardName[] {
    const alchemy = asksForAlchemy(typed);
    const set = alchemy ? this.alchemy : this.regular;
    const folded = foldCardName(alchemy ? typed.replace(/^\s*a-/i, '') : typed);
    if (folded === '') return [];
    const found: number[] = [];
    const exact = set.exact(folded);
    if (exact) found.push(...exact.indexes);
    const nickname = alchemy ? undefined : this.nicknames.get(folded);
    const nicknamed = nickname ? set.exact(nickname) : null;
    if (nicknamed) found.push(...nicknamed.indexes);
    const { whole, partial } = set.prefixed(folded, limit * 4);
    found.push(...whole, ...partial);
    // Typo matches only when few names start with what was typed: they cost more than the rest.
    if (new Set(found).size < MIN_STARTS_BEFORE_TYPOS && compactKey(folded).length >= MIN_PREFIX) {
      found.push(...set.similar(folded, 'autocomplete').filter((candidate) => candidate.score >= FUZZY.offer).map((candidate) => candidate.index));
    }
    const distinct = [...new Set(found)];
    // Real cards before tokens and art-series cards, keeping the order otherwise.
    const ordered = [...distinct.filter((index) => !set.isNonCard(index)), ...distinct.filter((index) => set.isNonCard(index))];
    return ordered.slice(0, limit).map((index) => set.cards[index]!);
  }

  private matchIn(set: NameSet, folded: string): CardMatch {
    if (folded === '') return { kind: 'not-found', closest: [] };
    const cards = (indexes: number[]) => indexes.slice(0, MAX_SUGGESTIONS).map((index) => set.cards[index]!);
    const decide = (indexes: number[], how: MatchKind): CardMatch =>
      indexes.length === 1 ? { kind: 'found', card: set.cards[indexes[0]!]!, how } : { kind: 'suggestions', candidates: cards(indexes) };

    const exact = set.exact(folded);
    if (exact) return decide(exact.indexes, exact.how);
    const nickname = set === this.regular ? this.nicknames.get(folded) : undefined;
    const nicknamed = nickname ? set.exact(nickname) : null;
    if (nicknamed) return decide(nicknamed.indexes, 'nickname');

    const { whole, partial } = set.prefixed(folded);
    const long = compactKey(folded).length >= MIN_PREFIX;
    if (whole.length === 1 && long) return decide(whole, 'prefix');
    if (whole.length === 0 && partial.length === 1 && long) return decide(partial, 'prefix');
    if (whole.length + partial.length > 1) return { kind: 'suggestions', candidates: cards([...whole, ...partial]) };

    const similar = set.similar(folded, 'lookup');
    const best = similar[0];
    if (!best) return { kind: 'not-found', closest: [] };
    // A token or art-series card of a real card's name is no rival to it.
    const second = similar.slice(1).find((candidate) => set.isNonCard(best.index) || !set.isNonCard(candidate.index));
    if (best.score >= FUZZY.answer && (!second || best.score - second.score >= FUZZY.margin)) return decide([best.index], 'fuzzy');
    if (best.score >= FUZZY.offer) {
      const offered = similar.filter((candidate) => candidate.score >= Math.max(FUZZY.offer, best.score - 0.15));
      return { kind: 'suggestions', candidates: cards(offered.map((candidate) => candidate.index)) };
    }
    return { kind: 'not-found', closest: cards(similar.map((candidate) => candidate.index)) };
  }
}
