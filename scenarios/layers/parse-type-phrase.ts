/**
 * What follows "is", "are" or "becomes": "a green Elk creature with base power and toughness 3/3",
 * "Mountains", "a Swamp in addition to its other land types", "an artifact creature with power and
 * toughness each equal to its mana value", "a 3/3 creature that's still a land", "colorless".
 * One phrase can change types (layer 4), colours (5), abilities (6) and base power and toughness (7b).
 */
import { abilityList } from './keyword-abilities.js';
import type { Part } from './effect-spec.js';
import { parseValue, type PhraseContext, type Read } from './parse-selector.js';
import {
  BASIC_LAND_TYPES,
  cardTypeWord,
  colorWord,
  isKnownNonCreatureSubtype,
  namesSubtype,
  singular,
  supertypeWord,
  type CardType,
  type Color,
  type Supertype,
} from './vocabulary.js';

/**
 * The parts a type phrase asks for, in layer order.
 * @example parseTypePhrase('a green Elk creature with base power and toughness 3/3', context) // layers 4, 5, 7b
 */
export function parseTypePhrase(text: string, context: PhraseContext): Read<Part[]> {
  let rest = ` ${text.trim().replace(/\s+/g, ' ')} `;
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(rest);
    if (match) rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ');
    return match;
  };
  const inAddition = take(/\s(?:in addition to (?:its|their) other (types|card types|creature types|land types|subtypes|colou?rs))(?=\s)/i)?.[1]?.toLowerCase() ?? null;
  const still = take(/\s(?:that['’]s|that is|that are|and is|and are)? ?still (?:a |an )?([a-z ]+?)(?=\s(?:with|in addition)\s|\s$)/i);
  const ptValue = take(/\swith (?:base )?power and toughness (?:each equal to (.+?)|(\d+\/\d+))(?=\swith\s|\s$)/i);
  const withAbilities = take(/\swith (.+?)(?=\swith\s|\s$)/i);

  const parts: Part[] = [];
  const words = rest.trim().split(' ').filter((word) => word !== '');
  if (/^(?:a|an|the)$/i.test(words[0] ?? '')) words.shift();
  let printedPt: string | null = null;
  if (/^(?:\d+|x)\/(?:\d+|x)$/i.test(words[0] ?? '')) printedPt = words.shift()!;

  const cardTypes: CardType[] = [];
  const subtypes: string[] = [];
  const supertypes: Supertype[] = [];
  const colors: Color[] = [];
  let colorless = false;
  let allCreatureTypes = false;
  const hasCardTypeLater = (from: number) => words.slice(from).some((word) => cardTypeWord(word) !== null);
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    const lower = word.toLowerCase();
    if (lower === 'and' || lower === ',') continue;
    if (lower === 'every' && words[index + 1]?.toLowerCase() === 'creature' && /^types?$/i.test(words[index + 2] ?? '')) {
      allCreatureTypes = true;
      index += 2;
      continue;
    }
    if (lower === 'every' && words[index + 1]?.toLowerCase() === 'basic' && words[index + 2]?.toLowerCase() === 'land' && /^types?$/i.test(words[index + 3] ?? '')) {
      subtypes.push(...BASIC_LAND_TYPES.map((type) => type.toLowerCase()));
      index += 3;
      continue;
    }
    const color = colorWord(word.replace(/,$/, ''));
    if (color) {
      colors.push(color);
      continue;
    }
    if (lower === 'colorless' || lower === 'colourless') {
      colorless = true;
      continue;
    }
    const supertype = supertypeWord(word);
    if (supertype) {
      supertypes.push(supertype);
      continue;
    }
    const type = cardTypeWord(word);
    if (type) {
      cardTypes.push(type);
      continue;
    }
    const subtypeLike =
      /^[A-Za-z][A-Za-z'’-]*$/.test(word) &&
      (/^[A-Z]/.test(word) || isKnownNonCreatureSubtype(singular(word)) || hasCardTypeLater(index + 1) || context.subtypes.some((subtype) => namesSubtype(word, subtype)));
    if (subtypeLike) {
      subtypes.push(singular(word));
      continue;
    }
    return { ok: false, problem: `"${word}" in "${text}" is not a type, subtype, supertype, colour or power/toughness.` };
  }
  const stillTypes: CardType[] = [];
  if (still) {
    for (const word of still[1]!.split(' ')) {
      const type = cardTypeWord(word);
      if (!type) return { ok: false, problem: `"still ${still[1]}" in "${text}": "${word}" is not a card type.` };
      stillTypes.push(type);
    }
  }

  const typeWords = cardTypes.length + subtypes.length + supertypes.length + stillTypes.length;
  if (typeWords > 0 || allCreatureTypes) {
    const keepsTypes = inAddition !== null && inAddition !== 'colors' && inAddition !== 'colours';
    // 205.1b: "in addition to its other types", "still a [type]" and "artifact creature" keep prior card types.
    const artifactCreature = cardTypes.includes('artifact') && cardTypes.includes('creature');
    const adds = keepsTypes || still !== null;
    parts.push({
      layer: '4',
      text: text.trim(),
      kind: 'types',
      setCardTypes: adds || artifactCreature || cardTypes.length === 0 ? null : cardTypes,
      addCardTypes: adds || artifactCreature ? [...cardTypes, ...stillTypes] : stillTypes,
      // "[creature type] artifact creature" replaces creature types only (205.1b); other subtypes are set (205.1a).
      setSubtypes: adds || subtypes.length === 0 ? null : subtypes,
      addSubtypes: adds ? subtypes : [],
      addSupertypes: supertypes,
      allCreatureTypes,
    });
  }
  if (colors.length > 0 || colorless) {
    const addsColors = inAddition === 'colors' || inAddition === 'colours';
    parts.push({ layer: '5', text: text.trim(), kind: 'colors', set: addsColors ? null : colorless ? [] : colors, add: addsColors ? colors : [] });
  }
  if (withAbilities) {
    const abilities = abilityList(withAbilities[1]!);
    if (!abilities) return { ok: false, problem: `"with ${withAbilities[1]}" in "${text}": not abilities this helper knows (quote any other ability).` };
    parts.push({ layer: '6', text: text.trim(), kind: 'add-abilities', abilities });
  }
  const pt = printedPt ?? ptValue?.[2] ?? null;
  if (pt) {
    if (/x/i.test(pt)) return { ok: false, problem: `"${pt}" in "${text}": give the number for X, e.g. "5/5".` };
    const [power, toughness] = pt.split('/').map(Number) as [number, number];
    parts.push({ layer: '7b', text: text.trim(), kind: 'set-pt', power: { kind: 'number', n: power }, toughness: { kind: 'number', n: toughness } });
  } else if (ptValue?.[1]) {
    const value = parseValue(ptValue[1], context);
    if (!value.ok) return value;
    parts.push({ layer: '7b', text: text.trim(), kind: 'set-pt', power: value.value, toughness: value.value });
  }
  if (parts.length === 0) return { ok: false, problem: `"${text}" doesn't say what it becomes.` };
  return { ok: true, value: parts };
}
