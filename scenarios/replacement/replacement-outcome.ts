/**
 * What each order of replacement effects gives (issue 34): the event as written is read for what
 * it is and how much ("Calamity Bearer deals 3 damage to B"), each effect's action is applied in
 * the order's sequence ("that much damage plus 2", then "double that damage": (3 + 2) × 2 = 10),
 * and the orders are ranked for the player who chooses where "better" is plain: less damage dealt
 * to them, more life or tokens or +1/+1 counters for them. Where it isn't plain (where a creature
 * ends up), the outcomes are listed and the answer says the choice is theirs.
 */
import type { AmountChange, ReplacedEvent, ReplacementOutcome } from './oracle-replacements.js';

/** What an effect does to the event: from its card's Oracle text or from the judge's tags. */
export interface EffectAction {
  /** The kind of event it replaces; null when typed as a tag (it applies to the event given). */
  event: ReplacedEvent | null;
  outcome: ReplacementOutcome;
  /** For `modified`: how the number changes, when known. */
  change: AmountChange | null;
  /** For `changed`: what happens instead. */
  instead: string | null;
  /** For `prevented`: what it also does with the amount prevented (615.5), when its card says; absent for a tag. */
  also?: string | null;
}

/** The event as written, read for its kind and number. */
export interface ReadEvent {
  kind: ReplacedEvent | 'enters' | 'other';
  /** Damage, life, cards, tokens or counters; null when the text gives none. */
  amount: number | null;
  /** "+1/+1" for counters. */
  counterKind: string | null;
  text: string;
}

const NUMBER = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const amountOf = (word: string | undefined) => (word === undefined ? null : /^\d+$/.test(word) ? Number(word) : (WORDS[word.toLowerCase()] ?? null));

/** The event's kinds, tried in order: what it says happens, and the words that give its number. */
const EVENT_READINGS: { kind: ReadEvent['kind']; pattern: RegExp }[] = [
  { kind: 'damage', pattern: new RegExp(String.raw`\bdeals?\s+${NUMBER}\s+(?:combat\s+|noncombat\s+)?damage\b`, 'i') },
  { kind: 'damage', pattern: /\bdeals?\s+(?:combat\s+|noncombat\s+)?damage\b/i },
  { kind: 'counters', pattern: new RegExp(String.raw`\b${NUMBER}\s+(\S+)\s+counters?\s+would\s+be\s+put\b`, 'i') },
  { kind: 'counters', pattern: new RegExp(String.raw`\bput\s+${NUMBER}\s+(\S+)\s+counters?\s+on\b`, 'i') },
  { kind: 'life-gain', pattern: new RegExp(String.raw`\bgains?\s+${NUMBER}\s+life\b`, 'i') },
  { kind: 'draw', pattern: new RegExp(String.raw`\bdraws?\s+${NUMBER}\s+cards?\b`, 'i') },
  { kind: 'token-creation', pattern: new RegExp(String.raw`\bcreates?\s+${NUMBER}\b[^;]*?\btokens?\b`, 'i') },
  { kind: 'dies', pattern: /\b(?:would\s+die|dies|is\s+destroyed|would\s+be\s+destroyed)\b/i },
  { kind: 'to-graveyard', pattern: /\b(?:put\s+into\s+(?:a|an|its\s+owner['’]s|their|your)\s+graveyard|milled|discarded)\b/i },
  { kind: 'enters', pattern: /\benters?\b/i },
];

/**
 * The event's kind and number, or `other` when it is none the helper reads.
 * @example readEvent('Calamity Bearer deals 3 damage to B') // { kind: 'damage', amount: 3, … }
 */
export function readEvent(text: string): ReadEvent {
  for (const { kind, pattern } of EVENT_READINGS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const counterKind = kind === 'counters' ? (match[2] ?? null) : null;
    return { kind, amount: amountOf(match[1]), counterKind, text };
  }
  return { kind: 'other', amount: null, counterKind: null, text };
}

/** Whether an effect replacing `effect` events applies to an event of `kind`: dying is being put into a graveyard. */
export function replacesEvent(effect: ReplacedEvent, kind: ReadEvent['kind']): boolean {
  if (kind === 'other' || kind === 'enters') return true;
  if (effect === kind) return true;
  return (effect === 'to-graveyard' && kind === 'dies') || (effect === 'dies' && kind === 'to-graveyard');
}

/** One order's result: in words, and the number the chooser's preference is judged by. */
export interface OrderOutcome {
  text: string;
  /** Damage dealt, life gained, tokens or counters made; null when not known. */
  value: number | null;
}

/** The event's number as the actions of an order leave it, with the arithmetic shown. */
interface Tally {
  value: number | null;
  /** "(3 + 2) × 2" */
  shown: string;
}

function applyChange(tally: Tally, change: AmountChange): Tally {
  const wrapped = /[+−]/.test(tally.shown) && change.op === 'times' ? `(${tally.shown})` : tally.shown;
  switch (change.op) {
    case 'plus':
      return { value: tally.value === null ? null : tally.value + change.n, shown: `${tally.shown} + ${change.n}` };
    case 'minus':
      return { value: tally.value === null ? null : Math.max(0, tally.value - change.n), shown: `${tally.shown} − ${change.n}` };
    case 'times':
      return { value: tally.value === null ? null : tally.value * change.n, shown: `${wrapped} × ${change.n}` };
  }
}

const NOUNS: Partial<Record<ReadEvent['kind'], [string, string]>> = {
  damage: ['damage', 'damage'],
  'life-gain': ['life', 'life'],
  draw: ['card drawn', 'cards drawn'],
  'token-creation': ['token', 'tokens'],
};

function counted(event: ReadEvent, value: number): string {
  if (event.kind === 'counters') return `${value} ${event.counterKind ?? ''} counter${value === 1 ? '' : 's'}`.replace(/\s+/g, ' ');
  const [one, many] = NOUNS[event.kind] ?? ['', ''];
  return `${value} ${value === 1 ? one : many}`;
}

/**
 * What the event becomes after `actions`, applied in order (each named as written).
 * @example orderOutcome(readEvent('Bearer deals 3 damage to B'), [['Torbran', plus 2], ['Calamity Bearer', times 2]]).text // '10 damage ((3 + 2) × 2)'
 */
export function orderOutcome(event: ReadEvent, actions: readonly [string, EffectAction | null][]): OrderOutcome {
  let tally: Tally = { value: event.amount, shown: event.amount === null ? 'N' : String(event.amount) };
  let unknown: string | null = null;
  for (const [name, action] of actions) {
    if (action === null || (action.outcome === 'modified' && action.change === null)) {
      unknown ??= name;
      continue;
    }
    // An earlier effect whose change isn't known: the result still stands, and says what came before it.
    const before = unknown === null ? '' : ` (after ${unknown}, whose change this helper doesn’t know)`;
    if (action.outcome === 'prevented') {
      // "Prevent that damage and put that many +1/+1 counters on it" (615.5): the amount prevented still counts.
      const prevented = tally.value === null ? tally.shown : tally.shown === String(tally.value) ? String(tally.value) : `${tally.value} (${tally.shown})`;
      const also = action.also ? `; with the ${prevented} prevented, ${name} also: ${action.also}` : '';
      return { text: `all of it prevented by ${name}: no ${NOUNS[event.kind]?.[0] ?? 'event'}${also}${before}`, value: 0 };
    }
    if (action.outcome === 'changed') {
      const what = action.instead ? `instead: ${action.instead}` : `replaced by ${name}`;
      return { text: `${what}${before}`, value: event.kind === 'damage' ? 0 : null };
    }
    tally = applyChange(tally, action.change!);
  }
  if (unknown !== null) return { text: `${event.text}, as ${unknown} changes it (this helper can’t say by how much: tag what it does)`, value: null };
  if (event.kind === 'dies') return { text: 'it dies: put into its owner’s graveyard', value: null };
  if (event.kind === 'to-graveyard') return { text: 'it is put into its owner’s graveyard', value: null };
  if (!(event.kind in NOUNS) && event.kind !== 'counters') return { text: `${event.text}, as modified`, value: null };
  if (tally.value === null) return { text: `${tally.shown === 'N' ? 'the amount given' : tally.shown} (give the amount in the event to see the total)`, value: null };
  const arithmetic = tally.shown === String(tally.value) ? '' : ` (${tally.shown})`;
  return { text: `${counted(event, tally.value)}${arithmetic}`, value: tally.value };
}

/**
 * Which way the chooser prefers the event's number, and in words; null when it isn't plain.
 * The affected player or the affected object's controller chooses (616.1): damage dealt to them or
 * their permanent is better smaller; life they gain, tokens they create, +1/+1 or loyalty counters
 * on their permanent better larger; -1/-1 and poison counters better fewer.
 */
export function preference(event: ReadEvent, chooser: string): { better: 'less' | 'more'; words: string } | null {
  switch (event.kind) {
    case 'damage':
      return { better: 'less', words: `the least damage dealt to ${chooser} or their permanent` };
    case 'life-gain':
      return { better: 'more', words: `the most life for ${chooser}` };
    case 'token-creation':
      return { better: 'more', words: `the most tokens for ${chooser}` };
    case 'counters': {
      const kind = (event.counterKind ?? '').toLowerCase();
      if (kind === '+1/+1' || kind === 'loyalty') return { better: 'more', words: `the most ${kind} counters` };
      if (kind === '-1/-1' || kind === 'poison') return { better: 'less', words: `the fewest ${kind} counters` };
      return null;
    }
    default:
      return null;
  }
}
