/**
 * The printed characteristics a judge types for an object, one comma-separated item at a time:
 * a type line with mana cost and power/toughness ("creature — Bear {1}{G} 2/2"), colours, abilities,
 * counters, damage, controller, token, status.
 */
import { keywordAbility } from './keyword-abilities.js';
import type { Read } from './parse-selector.js';
import {
  cardTypeWord,
  colorWord,
  readManaCost,
  singular,
  supertypeWord,
  type CardType,
  type Color,
  type Supertype,
} from './vocabulary.js';

/** What typed items say; every field unset unless an item set it. */
export interface TypedCharacteristics {
  types?: CardType[];
  subtypes?: string[];
  supertypes?: Supertype[];
  manaValue?: number;
  colors?: Color[];
  power?: number;
  toughness?: number;
  abilities: string[];
  counters: { kind: string; count: number; timestamp: number | null }[];
  damage?: number;
  controller?: string;
  token?: boolean;
  faceDown?: boolean;
  emblem?: boolean;
  status: string[];
}

export function emptyTyped(): TypedCharacteristics {
  return { abilities: [], counters: [], status: [] };
}

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * Reads one item into `typed`; a problem when the item isn't a characteristic.
 * @example readCharacteristic('legendary creature — Elf Warrior {1}{G}{G} 2/3', typed)
 */
export function readCharacteristic(item: string, typed: TypedCharacteristics): Read<true> {
  const text = item.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  // One word: "controller B until end of turn @1" is an effect with a duration (parse-effect.ts), not a player so named.
  const controller = /^(?:controller|controlled by) ([\p{L}\p{N}][\p{L}\p{N}'’-]*)$/iu.exec(text);
  if (controller) return set(() => (typed.controller = controller[1]!.trim()));
  const counters = /^(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) ([+-]\d+\/[+-]\d+|[a-z][a-z -]*?) counters?(?: @(\d+))?$/i.exec(text);
  if (counters) {
    const count = COUNT_WORDS[counters[1]!.toLowerCase()] ?? Number(counters[1]);
    const timestamp = counters[3] === undefined ? null : Number(counters[3]);
    return set(() => typed.counters.push({ kind: counters[2]!.toLowerCase(), count, timestamp }));
  }
  const damage = /^(\d+) damage(?: marked)?$/i.exec(text);
  if (damage) return set(() => (typed.damage = Number(damage[1])));
  const manaValue = /^(?:mana value|mv|cmc)\s*(\d+)$/i.exec(text);
  if (manaValue) return set(() => (typed.manaValue = Number(manaValue[1])));
  if (lower === 'token') return set(() => (typed.token = true));
  if (lower === 'emblem') return set(() => (typed.emblem = true));
  if (/^face[- ]down$/.test(lower)) return set(() => (typed.faceDown = true));
  if (['attacking', 'blocking', 'tapped', 'untapped'].includes(lower)) return set(() => typed.status.push(lower));
  const colors = readColors(text);
  if (colors) return set(() => (typed.colors = colors));
  const ability = keywordAbility(text);
  if (ability) return set(() => typed.abilities.push(ability));
  return readTypeLine(text, typed);
}

function set(apply: () => unknown): Read<true> {
  apply();
  return { ok: true, value: true };
}

/** "green", "white and blue", "colorless": a colour indicator's worth. */
function readColors(text: string): Color[] | null {
  if (/^colou?rless$/i.test(text)) return [];
  const words = text.split(/\s*,\s*|\s+and\s+|\s+/).filter((word) => word !== '');
  const colors = words.map(colorWord);
  return colors.every((color) => color !== null) && colors.length > 0 ? (colors as Color[]) : null;
}

/** "Legendary Creature — Elf Warrior {1}{G}{G} 2/3", "enchantment {2}{W}{W}", "creature 2/2", "basic land — Forest". */
function readTypeLine(text: string, typed: TypedCharacteristics): Read<true> {
  let rest = text;
  const cost = /\s*((?:\{[^{}]+\})+)\s*/.exec(rest);
  let mana: ReturnType<typeof readManaCost> = null;
  if (cost) {
    mana = readManaCost(cost[1]!);
    if (!mana) return { ok: false, problem: `"${cost[1]}" is not a mana cost.` };
    rest = `${rest.slice(0, cost.index)} ${rest.slice(cost.index + cost[0].length)}`.trim();
  }
  const pt = /\s*(-?\d+|\*)\/(-?\d+|\*)\s*$/.exec(rest);
  if (pt) rest = rest.slice(0, pt.index).trim();
  const [before = '', after = ''] = rest.split(/\s+[—–-]+\s+|\s*[—–]\s*/);
  const types: CardType[] = [];
  const supertypes: Supertype[] = [];
  const subtypes: string[] = [];
  // Before the dash only supertypes and card types: anything else means this isn't a type line.
  for (const word of before.split(' ').filter((piece) => piece !== '')) {
    const type = cardTypeWord(word);
    const supertype = supertypeWord(word);
    if (type) types.push(type);
    else if (supertype) supertypes.push(supertype);
    else return { ok: false, problem: `"${text}" is not a characteristic or an effect this helper can read.` };
  }
  for (const word of after.split(' ').filter((piece) => piece !== '')) {
    if (!/^[A-Za-z][A-Za-z'’-]*$/.test(word)) return { ok: false, problem: `"${text}": "${word}" is not a subtype.` };
    subtypes.push(word);
  }
  if (types.length === 0) {
    if (!mana && !pt) return { ok: false, problem: `"${text}" is not a characteristic or an effect this helper can read.` };
    if (subtypes.length + supertypes.length > 0) return { ok: false, problem: `"${text}": a type line needs a card type ("creature — Bear").` };
  } else {
    typed.types = types;
    typed.supertypes = supertypes;
    typed.subtypes = subtypes.map((word) => (/^[A-Z]/.test(word) ? word : singular(word)));
  }
  if (mana) {
    typed.manaValue ??= mana.manaValue;
    typed.colors ??= mana.colors;
  }
  if (pt) {
    // "*/*" leaves power and toughness to a characteristic-defining ability (208.2a): 0 until one applies.
    typed.power = pt[1] === '*' ? 0 : Number(pt[1]);
    typed.toughness = pt[2] === '*' ? 0 : Number(pt[2]);
  }
  return { ok: true, value: true };
}
