/**
 * A card's Oracle text → its printed characteristics, its abilities and the continuous effects they
 * generate, through the same template table as typed effects. Text the table doesn't cover is
 * reported as not understood, so the judge can type that effect instead. The card itself comes from
 * whoever calls: the card database at run time, a test's sample file in tests.
 */
import type { CardFace } from '../card-face.js';
import { addSentence, keywordEffects } from './build-effects.js';
import type { EffectSpec } from './effect-spec.js';
import { keywordAbility } from './keyword-abilities.js';
import type { PrintedAbility, PrintedCharacteristics } from './layers-scenario.js';
import { parseEffectSentence } from './parse-effect.js';
import type { PhraseContext } from './parse-selector.js';
import { capitaliseSubtype, cardTypeWord, COLORS, readManaCost, supertypeWord, type CardType, type Color, type Supertype } from './vocabulary.js';


export interface CardReading {
  printed: PrintedCharacteristics;
  /** Every ability; static ones carry the effects they generate. */
  abilities: PrintedAbility[];
  /** Activated abilities by cost ("+1", "{2}{G}"), for "Oko, Thief of Crowns +1": their effects once resolved, and what wasn't read. */
  activated: { cost: string; effects: EffectSpec[]; notes: string[] }[];
  /** An instant's or sorcery's continuous effects once it has resolved. */
  spellEffects: EffectSpec[];
  /** What wasn't read: sentences not understood, rules effects not shown. */
  notes: string[];
}

/**
 * Reads a card face. `choice` stands in for "the chosen type" / "the chosen color".
 * @example readCard({ name: 'Humility', manaCost: '{2}{W}{W}', typeLine: 'Enchantment', oracleText: 'All creatures lose all abilities and have base power and toughness 1/1.', power: null, toughness: null }, context, null)
 */
export function readCard(face: CardFace, context: PhraseContext, choice: string | null): CardReading {
  const printed = printedCharacteristics(face);
  const reading: CardReading = { printed, abilities: [], activated: [], spellEffects: [], notes: [] };
  const isSpell = printed.types.includes('instant') || printed.types.includes('sorcery');
  for (const rawLine of face.oracleText.split('\n')) {
    const line = normaliseLine(rawLine, face.name);
    if (line === '') continue;
    const keywords = line.split(/,\s*/).map(keywordAbility);
    if (keywords.every((keyword) => keyword !== null) && !/^["“]/.test(line)) {
      for (const keyword of keywords as string[]) reading.abilities.push({ text: keyword, effects: keywordEffects(keyword) });
      continue;
    }
    // A colon before any quoted ability ends an activated ability's cost ("{T}: …", "+1: …").
    const activated = /^([^:"“]+):\s+(.+)$/.exec(line);
    if (activated && !/^(?:when|whenever|at)\b/i.test(line)) {
      reading.abilities.push({ text: rawLine.trim(), effects: [] });
      // What an activated ability's text doesn't say in effects matters only if the judge names that ability.
      const notes: string[] = [];
      reading.activated.push({ cost: activated[1]!.replace('−', '-'), effects: readSentences(activated[2]!, context, choice, face.name, false, notes), notes });
      continue;
    }
    if (/^(?:when|whenever|at)\b/i.test(line) || /^as this object (?:enters|is turned face up)/i.test(line) || /\benters with\b/i.test(line)) {
      reading.abilities.push({ text: rawLine.trim(), effects: [] });
      continue;
    }
    const effects = readSentences(line, context, choice, face.name, !isSpell, reading.notes);
    if (isSpell) reading.spellEffects.push(...effects);
    else reading.abilities.push({ text: rawLine.trim(), effects });
  }
  return reading;
}

/** Each sentence of a line through the template table; what it can't read goes to `notes`. */
function readSentences(line: string, context: PhraseContext, choice: string | null, cardName: string, printedStatic: boolean, notes: string[]): EffectSpec[] {
  const effects: EffectSpec[] = [];
  for (const raw of splitSentences(line)) {
    // Shown as the card says it: its own name, not "this object".
    const shown = raw.replace(/\bthis object\b/g, cardName);
    const sentence = substituteChoice(raw, choice);
    if (sentence === null) {
      notes.push(`${cardName}: “${shown}” needs the choice made for it; add "choosing <type or color>" after the name.`);
      continue;
    }
    const parsed = parseEffectSentence(sentence, context);
    if (!parsed.ok) {
      notes.push(`${cardName}: not understood, so not applied: “${shown}” — type that effect instead if it matters.`);
      continue;
    }
    if (parsed.value.rulesEffect) {
      notes.push(`${cardName}: “${shown}” — ${parsed.value.rulesEffect}`);
      continue;
    }
    if (parsed.value.parts.length > 0) addSentence(effects, parsed.value, shown, printedStatic);
  }
  return effects;
}

/** Sentences of a line, split at periods outside quoted abilities. */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"' || char === '“' || char === '”') quoted = char === '“' ? true : char === '”' ? false : !quoted;
    current += char;
    if (char === '.' && !quoted) {
      sentences.push(current.trim());
      current = '';
    }
  }
  if (current.trim() !== '') sentences.push(current.trim());
  return sentences.filter((sentence) => sentence !== '.');
}

/** "the chosen type" → the choice, or null when the sentence needs a choice that wasn't made. */
export function substituteChoice(sentence: string, choice: string | null): string | null {
  if (!/\bthe chosen (?:creature )?(?:type|color|colour)\b/i.test(sentence)) return sentence;
  if (choice === null) return null;
  return sentence.replace(/\bthe chosen (?:creature )?(?:type|color|colour)\b/gi, choice);
}

/** Reminder text out, the card's name (and its short name, "Oko") → "this object", ability words dropped, "it's" → "it is". */
export function normaliseLine(line: string, cardName: string): string {
  let text = line.replace(/\s*\([^()]*\)/g, '').trim();
  text = text.replace(/^[A-Z][A-Za-z' ]+ — (?=[A-Z])/, ''); // an ability word ("Threshold — As long as …")
  const names = [cardName, cardName.split(',')[0]!].filter((name, index, all) => name.length > 2 && all.indexOf(name) === index);
  for (const name of names.sort((left, right) => right.length - left.length)) {
    text = text.replace(new RegExp(`\\b${escapeRegex(name)}\\b`, 'g'), 'this object');
  }
  return text.replace(/\bit['’]s\b/gi, 'it is').replace(/\bthis (?:creature|enchantment|artifact|land|permanent|planeswalker|vehicle|aura|equipment)\b/gi, 'this object');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Name, mana value, colours, type line and power/toughness of a card face (613.1). */
function printedCharacteristics(face: CardFace): PrintedCharacteristics {
  const [left = '', right = ''] = face.typeLine.split(/\s+—\s+/);
  const types: CardType[] = [];
  const supertypes: Supertype[] = [];
  for (const word of left.split(/\s+/)) {
    const type = cardTypeWord(word);
    const supertype = supertypeWord(word);
    if (type) types.push(type);
    else if (supertype) supertypes.push(supertype);
  }
  const mana = face.manaCost ? readManaCost(face.manaCost) : null;
  const symbolColors = (face.colors ?? []).map((symbol) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[symbol] as Color | undefined);
  const colors = face.colors ? COLORS.filter((color) => symbolColors.includes(color)) : (mana?.colors ?? []);
  const number = (value: string | null) => (value === null ? null : /^-?\d+$/.test(value) ? Number(value) : 0);
  return {
    name: face.name,
    manaValue: mana?.manaValue ?? 0,
    colors,
    types,
    subtypes: right === '' ? [] : right.split(/\s+/).map(capitaliseSubtype),
    supertypes,
    power: number(face.power),
    toughness: number(face.toughness),
  };
}

/**
 * The effects an ability's text generates as a static ability of the object: after a text-changing
 * effect (612), or when an effect grants it; null when the text isn't understood.
 */
export function effectsOfAbilityText(text: string, cardName: string, context: PhraseContext, printed: boolean): EffectSpec[] | null {
  const notes: string[] = [];
  const effects = readSentences(normaliseLine(text, cardName), context, null, cardName, printed, notes);
  return notes.length > 0 ? null : effects;
}
