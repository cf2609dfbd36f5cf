/**
 * What an effect applies to, read from the words before its verb: "creatures you control", "other
 * non-Aura enchantments", "nonbasic lands", "Wolves and Werewolves you control", "enchanted
 * creature", "target artifact or creature", "this creature", or an object's name. Also the counts
 * effects use ("for each Elf you control", "equal to its mana value").
 */
import { sameName } from '../scenario-input.js';
import { abilityList } from './keyword-abilities.js';
import { emptyFilter, type Filter, type Selector, type Value } from './effect-spec.js';
import { cardTypeWord, colorWord, isKnownNonCreatureSubtype, namesSubtype, supertypeWord } from './vocabulary.js';

/** What the parser knows of the scenario: the objects' names and subtypes. */
export interface PhraseContext {
  objectNames: readonly string[];
  /** Subtypes some object in the scenario has: such a word is a subtype even written in lower case. */
  subtypes: readonly string[];
}

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

const STATUS_WORDS = ['attacking', 'blocking', 'tapped', 'untapped'];

/** Words that stand for the source itself once Oracle text is normalised ("this creature", the card's name). */
const SELF = /^(?:this (?:object|creature|permanent|enchantment|artifact|land|planeswalker|vehicle|aura|equipment|battle|token)|itself|~)$/i;

/**
 * Reads a subject.
 * @example parseSelector('other non-Aura enchantments you control', context) // class: enchantment, not Aura, you control, other
 */
export function parseSelector(text: string, context: PhraseContext): Read<Selector> {
  const subject = text.trim().replace(/\s+/g, ' ');
  if (subject === '') return { ok: false, problem: 'Nothing says what the effect applies to.' };
  if (SELF.test(subject)) return { ok: true, value: { kind: 'self' } };
  const named = context.objectNames.find((name) => sameName(name, subject));
  if (named) return { ok: true, value: { kind: 'named', name: named } };

  const attached = /^(?:enchanted|equipped|fortified) (.+)$/i.exec(subject);
  if (attached) {
    const filter = parseClass(attached[1]!, context);
    return filter.ok ? { ok: true, value: { kind: 'attached', filter: singleFilter(filter.value) } } : filter;
  }
  const target = /^(?:up to one )?(?:another )?target (.+)$/i.exec(subject);
  if (target) {
    const filter = parseClass(target[1]!, context);
    return filter.ok ? { ok: true, value: { kind: 'target', filter: singleFilter(filter.value) } } : filter;
  }
  return parseClass(subject, context);
}

/** The filter of a one-alternative class ("enchanted creature"), or null for an any-permanent one. */
function singleFilter(selector: Selector): Filter | null {
  return selector.kind === 'class' && selector.alternatives.length === 1 ? selector.alternatives[0]! : null;
}

/** "each other non-Aura enchantment", "Artifact creatures and Heroes you control", "all permanents". */
function parseClass(text: string, context: PhraseContext): Read<Selector> {
  let rest = text.trim().replace(/^(?:each|all|every)\s+/i, '');
  let other = false;
  if (/^(?:other|another)\s+/i.test(rest)) {
    other = true;
    rest = rest.replace(/^(?:other|another)\s+/i, '');
  }
  const shared = emptyFilter();
  // Trailing words that qualify every alternative: "Wolves and Werewolves you control".
  for (let changed = true; changed; ) {
    changed = false;
    const trailing: [RegExp, (match: RegExpExecArray) => boolean][] = [
      [/\s+you control$/i, () => ((shared.controller = 'you'), true)],
      [/\s+(?:your opponents control|an opponent controls|opponents control|you don['’]t control)$/i, () => ((shared.controller = 'opponents'), true)],
      [/\s+with (?:a |an |one or more )?(\S+) counters? on (?:it|them)$/i, (match) => (shared.counters.push(match[1]!.toLowerCase()), true)],
      [/\s+on the battlefield$/i, () => true],
      [
        /\s+with ([a-z ,]+)$/i,
        (match) => {
          const abilities = abilityList(match[1]!);
          if (!abilities) return false;
          shared.abilities.push(...abilities);
          return true;
        },
      ],
    ];
    for (const [pattern, apply] of trailing) {
      const match = pattern.exec(rest);
      if (match && apply(match)) {
        rest = rest.slice(0, match.index);
        changed = true;
      }
    }
  }
  const alternatives: Filter[] = [];
  const outsideBattlefield: string[] = [];
  for (const piece of rest.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i).filter((item) => item.trim() !== '')) {
    if (/\bcards?\b|\bspells?\b|graveyard|library|\bhand\b|aren['’]t on the battlefield|\bemblems?\b/i.test(piece)) {
      outsideBattlefield.push(piece.trim());
      continue;
    }
    // "All Forests and all Saprolings": each alternative may repeat the quantifier.
    const filter = parseNounPhrase(piece.trim().replace(/^(?:each|all|every)\s+/i, ''), context);
    if (!filter.ok) return filter;
    alternatives.push(mergeFilters(filter.value, shared));
  }
  if (alternatives.length === 0 && outsideBattlefield.length === 0) return { ok: false, problem: `"${text}" doesn't say which permanents.` };
  return { ok: true, value: { kind: 'class', alternatives, other, outsideBattlefield } };
}

function mergeFilters(own: Filter, shared: Filter): Filter {
  return {
    ...own,
    controller: own.controller ?? shared.controller,
    counters: [...own.counters, ...shared.counters],
    abilities: [...own.abilities, ...shared.abilities],
  };
}

/** One alternative: adjectives, then a noun ("non-Horror creatures", "creature tokens", "Goblins", "white creature"). */
function parseNounPhrase(text: string, context: PhraseContext): Read<Filter> {
  const filter = emptyFilter();
  const words = text.split(' ');
  let noun = false;
  for (const [index, word] of words.entries()) {
    const last = index === words.length - 1;
    const negative = /^non-?(.+)$/i.exec(word);
    if (negative && word.toLowerCase() !== 'none') {
      const base = negative[1]!;
      const type = cardTypeWord(base);
      const color = colorWord(base);
      const supertype = supertypeWord(base);
      if (type) filter.notCardTypes.push(type);
      else if (color) filter.notColors.push(color);
      else if (supertype) filter.notSupertypes.push(supertype);
      else if (/^tokens?$/i.test(base)) filter.token = false;
      else if (isSubtypeWord(base, context)) filter.notSubtypes.push(base);
      else return { ok: false, problem: `"${word}" in "${text}": "${base}" is not a card type, colour, supertype or subtype.` };
      continue;
    }
    const lower = word.toLowerCase();
    const type = cardTypeWord(word);
    if (type) {
      filter.cardTypes.push(type);
      noun ||= last;
      continue;
    }
    if (/^permanents?$/.test(lower)) {
      noun = true;
      continue;
    }
    if (/^tokens?$/.test(lower)) {
      filter.token = true;
      noun = true;
      continue;
    }
    const color = colorWord(word);
    if (color) {
      filter.colors.push(color);
      continue;
    }
    if (lower === 'colorless') {
      filter.colorless = true;
      continue;
    }
    const supertype = supertypeWord(word);
    if (supertype) {
      filter.supertypes.push(supertype);
      continue;
    }
    if (STATUS_WORDS.includes(lower)) {
      filter.status.push(lower);
      continue;
    }
    if (isSubtypeWord(word, context)) {
      filter.subtypes.push(word);
      noun ||= last;
      continue;
    }
    const where = words.length > 1 ? ` in "${text}"` : '';
    return { ok: false, problem: `"${word}"${where} is not a card type, colour, supertype or subtype of anything here (write subtypes with a capital letter: "Goblins").` };
  }
  if (!noun) return { ok: false, problem: `"${text}" doesn't end with what kind of permanent it is ("creatures", "lands", "Goblins"…).` };
  // "Beanstalk Giant", "Grizly Bears": capitalised words with no card type are a name, not subtypes.
  if (filter.subtypes.length + filter.notSubtypes.length > 1 && filter.cardTypes.length === 0) {
    return { ok: false, problem: `"${text}" is not an object in this scenario${context.objectNames.length > 0 ? ` (${context.objectNames.join(', ')})` : ''}.` };
  }
  return { ok: true, value: filter };
}

/** Words that are never subtypes, though a sentence may capitalise them ("You have hexproof"). */
const NOT_SUBTYPES = new Set(['you', 'your', 'player', 'players', 'opponent', 'opponents', 'it', 'they', 'them', 'this', 'that', 'target', 'card', 'cards', 'spell', 'spells', 'each', 'all', 'other', 'if', 'as', 'when', 'whenever', 'at', 'the', 'a', 'an', 'until', 'then']);

/** A subtype: capitalised as on a type line, one the rules list, or one an object of the scenario has. */
function isSubtypeWord(word: string, context: PhraseContext): boolean {
  if (!/^[A-Za-z][A-Za-z'’-]*$/.test(word) || NOT_SUBTYPES.has(word.toLowerCase())) return false;
  if (/^[A-Z]/.test(word)) return true;
  if (isKnownNonCreatureSubtype(word) || isKnownNonCreatureSubtype(word.replace(/e?s$/, ''))) return true;
  return context.subtypes.some((subtype) => namesSubtype(word, subtype));
}

/**
 * A number an effect computes: "its mana value", "3", "the number of lands you control", "valor
 * counter on this object", or anything with the judge's number in parentheses ("your life total (20)").
 * @example parseValue('the number of Elves you control', context) // { kind: 'count', … }
 */
export function parseValue(text: string, context: PhraseContext): Read<Value> {
  const value = text.trim();
  const given = /^(.+?)\s*\((\d+)\)$/.exec(value);
  if (given) return { ok: true, value: { kind: 'given', n: Number(given[2]), text: given[1]! } };
  if (/^\d+$/.test(value)) return { ok: true, value: { kind: 'number', n: Number(value) } };
  if (/^(?:its|their)? ?mana values?$/i.test(value)) return { ok: true, value: { kind: 'mana-value' } };
  const counters = /^(?:(?:the )?number of )?(\S+) counters? on (?:this object|it)$/i.exec(value);
  if (counters) return { ok: true, value: { kind: 'counters', counter: counters[1]!.toLowerCase() } };
  const count = /^(?:(?:the )?number of )?(.+)$/i.exec(value)!;
  const selector = parseSelector(count[1]!, context);
  if (selector.ok && selector.value.kind === 'class' && selector.value.outsideBattlefield.length === 0) {
    return { ok: true, value: { kind: 'count', selector: selector.value, text: count[1]! } };
  }
  return {
    ok: false,
    problem: `"${value}" can't be counted on the battlefield; give the number in parentheses, e.g. "${value} (5)".`,
  };
}
