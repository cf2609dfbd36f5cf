/**
 * Input syntax of the replacement-order helper (`/replacement`, `arbiter scenario replacement`):
 * one event, what it affects, and the replacement and prevention effects that want to modify it,
 * each tagged, in one line a judge can type.
 */
import type { EffectAction } from './replacement-outcome.js';
import { listSizeProblem, parseAmount, sameName, splitList, syntaxError, type Parsed } from '../scenario-input.js';

/** What 616.1a–e sort effects by; `other` is everything else (616.1e). */
export type EffectCategory = 'self' | 'control' | 'copy' | 'back-face' | 'other';

export interface ReplacementEffect {
  name: string;
  category: EffectCategory;
  /** A prevention effect rather than a replacement effect (only the wording of the answer changes). */
  prevention: boolean;
  /** Whose effect it is, if given: it doesn't decide who chooses (616.1), and the answer says so. */
  controller: string | null;
  /** The name of the affected object or player this effect modifies the event for. */
  affects: string;
  /** It modifies an event contained within this one, so it waits for the others (616.1g). */
  inner: boolean;
  /** It only applies once this effect has modified the event (616.2). */
  after: string | null;
  /** Effects that no longer apply once this one has (616.1f). */
  stops: string[];
  /** What it does to the event, as tagged ("plus 2", "instead exile"); null when not tagged (then its card says, if any). */
  action: EffectAction | null;
}

/** An affected player (no controller or owner), or an object with its controller or, failing that, its owner. */
export interface Affected {
  name: string;
  kind: 'player' | 'object';
  controller: string | null;
  owner: string | null;
}

export interface ReplacementScenario {
  event: string;
  affected: Affected[];
  effects: ReplacementEffect[];
  /** Players in turn order, the active player first; null when not given. */
  turnOrder: string[] | null;
}

export const REPLACEMENT_USAGE = [
  'One line of ";"-separated parts:',
  '  event: <what would happen>                                   (optional)',
  '  affected: <name> [(controller <P> | owner <P>)], …           a name alone is an affected player',
  '  effects: <name> (<tag>, <tag>, …), …                         at most 50',
  '  turn: <P>, <Q>, …                                            turn order, active player first (optional)',
  'Effect tags (default: replacement, other):',
  '  self | control | copy | back face | other   self-replacement effect; changes who controls it as it enters;',
  '                                               makes it enter as a copy; makes it enter back face up; anything else',
  '  replacement | prevention',
  'What it does to the event (an effect named after a card in the card data is read from its Oracle text instead):',
  '  instead <what>        the event becomes something else: "instead exile", "instead return it to its owner’s hand"',
  '  prevent all | prevent <n> | plus <n> | minus <n> | double | triple | modifies (changes it in a way not counted)',
  '  controller <P>        whose effect it is',
  '  on <affected>         which affected object or player it modifies the event for (default: the first)',
  '  inner                 it modifies an event contained within this one (entering, inside creating a token)',
  '  after <effect>        it only applies once that effect has modified the event (draw instead of gaining life)',
  '  stops <effect>        once it is applied, that effect no longer applies',
  'With two effects or more, each must be a card in the card data or say what it does (or how it relates to the others): nothing is guessed.',
  'The event gives the numbers: "Calamity Bearer deals 3 damage to B", "A would gain 4 life", "two +1/+1 counters would be put on Bear".',
  'Names may not contain semicolons or parentheses; a comma only in a card name the card data has ("Gisa, Glorious Resurrector").',
  'Example: event: Grizzly Bears would die; affected: Grizzly Bears (controller A); effects: Rest in Peace (controller B, instead exile), Bears shuffle (instead shuffle it into its owner’s library)',
].join('\n');

const CATEGORY_TAGS: Record<string, EffectCategory> = {
  self: 'self',
  'self-replacement': 'self',
  control: 'control',
  copy: 'copy',
  'back face': 'back-face',
  'back face up': 'back-face',
  'back-face': 'back-face',
  other: 'other',
};

/** Whether a name is a card of the card data in use: such a name is read whole, commas and all, before the list is split. */
export type IsCardName = (name: string) => boolean;

/**
 * Parses a replacement-order question; `isCardName` keeps card names whole ("Gisa, Glorious Resurrector").
 * @example parseReplacementScenario('event: you would gain 1 life; affected: you; effects: Gain to draw, Draw to return (after Gain to draw)')
 */
export function parseReplacementScenario(text: string, isCardName: IsCardName = () => false): Parsed<ReplacementScenario> {
  const fields = new Map<string, string>();
  for (const part of splitList(text, ';')) {
    const match = /^(event|affected|effects|turn)\s*:\s*(.*)$/i.exec(part);
    if (!match) return syntaxError(`"${part}" is not one of event:, affected:, effects: or turn:.`, REPLACEMENT_USAGE);
    const key = match[1]!.toLowerCase();
    if (fields.has(key)) return syntaxError(`"${key}:" is given twice.`, REPLACEMENT_USAGE);
    fields.set(key, match[2]!.trim());
  }
  const affected = parseAffected(fields.get('affected') ?? '', isCardName);
  if (typeof affected === 'string') return syntaxError(affected, REPLACEMENT_USAGE);
  const effects = parseEffects(fields.get('effects') ?? '', affected, isCardName);
  if (typeof effects === 'string') return syntaxError(effects, REPLACEMENT_USAGE);
  const turn = fields.has('turn') ? splitList(fields.get('turn')!, ',') : null;
  if (turn) {
    const problem = turnOrderProblem(turn, affected);
    if (problem) return syntaxError(problem, REPLACEMENT_USAGE);
  }
  return { ok: true, value: { event: fields.get('event') || 'the event', affected, effects, turnOrder: turn } };
}

/** The player who chooses for an affected object or player (616.1). */
export function chooserOf(affected: Affected): string {
  return affected.controller ?? affected.owner ?? affected.name;
}

/** `name (tag, tag)` items separated by top-level commas; a card name with commas is one item. */
function parseItems(text: string, isCardName: IsCardName): { name: string; tags: string[] }[] | string {
  const items: { name: string; tags: string[] }[] = [];
  for (const item of joinCardNames(splitList(text, ',').reduce(joinParenthesised, []), isCardName)) {
    const match = /^([^()]+?)\s*(?:\(([^()]*)\))?$/.exec(item);
    if (!match) return `"${item}" should be a name, optionally followed by tags in parentheses.`;
    items.push({ name: match[1]!.trim(), tags: splitList(match[2] ?? '', ',').map((tag) => tag.replace(/\s+/g, ' ')) });
  }
  return items;
}

/** Rejoins pieces split at commas inside parentheses: "Rest in Peace (other", "controller B)" → one item. */
function joinParenthesised(items: string[], piece: string): string[] {
  const last = items.at(-1);
  if (last !== undefined && (last.match(/\(/g)?.length ?? 0) > (last.match(/\)/g)?.length ?? 0)) {
    items[items.length - 1] = `${last}, ${piece}`;
  } else {
    items.push(piece);
  }
  return items;
}

/**
 * Rejoins pieces split at the commas of a card's name: "Gisa", "Glorious Resurrector (controller B)"
 * → "Gisa, Glorious Resurrector (controller B)" when that is a card of the card data. Names are
 * matched before the list is split, so no effect is made up from half a legend's name.
 */
function joinCardNames(pieces: string[], isCardName: IsCardName): string[] {
  const joined: string[] = [];
  for (let start = 0; start < pieces.length; start++) {
    let end = start;
    // Up to three pieces ("Name, Epithet" has one comma; a few names have two); tags only on the last.
    for (let last = Math.min(pieces.length - 1, start + 2); last > start; last--) {
      const run = pieces.slice(start, last + 1);
      if (run.slice(0, -1).some((piece) => piece.includes('('))) continue;
      if (isCardName(run.join(', ').replace(/\s*\([^()]*\)\s*$/, '').trim())) {
        end = last;
        break;
      }
    }
    joined.push(pieces.slice(start, end + 1).join(', '));
    start = end;
  }
  return joined;
}

function parseAffected(text: string, isCardName: IsCardName): Affected[] | string {
  const items = parseItems(text, isCardName);
  if (typeof items === 'string') return `affected: ${items}`;
  if (items.length === 0) return 'Say what the event affects, e.g. "affected: Grizzly Bears (controller A)" or "affected: A".';
  const affected: Affected[] = [];
  for (const { name, tags } of items) {
    const thing: Affected = { name, kind: 'player', controller: null, owner: null };
    for (const tag of tags) {
      const match = /^(controller|owner)\s+(.+)$/i.exec(tag);
      if (match) {
        thing.kind = 'object';
        thing[match[1]!.toLowerCase() as 'controller' | 'owner'] = match[2]!;
      } else if (tag.toLowerCase() !== 'player') {
        return `affected: "${tag}" is not a tag for ${name}; write (controller <P>), (owner <P>) or nothing for a player.`;
      }
    }
    if (affected.some((other) => sameName(other.name, name))) return `affected: ${name} is listed twice.`;
    affected.push(thing);
  }
  return affected;
}

function parseEffects(text: string, affected: Affected[], isCardName: IsCardName): ReplacementEffect[] | string {
  const items = parseItems(text, isCardName);
  if (typeof items === 'string') return `effects: ${items}`;
  const sizeProblem = listSizeProblem(items.length, 'effects');
  if (sizeProblem) return sizeProblem;
  const names = items.map((item) => item.name);
  const effects: ReplacementEffect[] = [];
  for (const { name, tags } of items) {
    if (names.filter((other) => sameName(other, name)).length > 1) {
      return `Two effects are named "${name}"; give them different names, e.g. "${name} 1" and "${name} 2".`;
    }
    const effect: ReplacementEffect = {
      name,
      category: 'other',
      prevention: false,
      controller: null,
      affects: affected[0]!.name,
      inner: false,
      after: null,
      stops: [],
      action: null,
    };
    for (const tag of tags) {
      const problem = applyTag(effect, tag, names, affected);
      if (problem) return `effects: ${name}: ${problem}`;
    }
    effects.push(effect);
  }
  return effects;
}

/** Sets what one tag says on the effect; returns the problem if the tag is not understood. */
function applyTag(effect: ReplacementEffect, tag: string, names: string[], affected: Affected[]): string | null {
  const lower = tag.toLowerCase();
  const category = CATEGORY_TAGS[lower];
  if (category) {
    effect.category = category;
    return null;
  }
  if (lower === 'replacement' || lower === 'prevention') {
    effect.prevention = lower === 'prevention';
    return null;
  }
  if (lower === 'inner') {
    effect.inner = true;
    return null;
  }
  const action = actionTag(lower, tag);
  if (action !== null) {
    if (typeof action === 'string') return action;
    if (effect.action !== null) return `"${tag}": it already says what it does; give one of instead, prevent, plus, minus, double, triple or modifies.`;
    effect.action = action;
    if (/^prevent/.test(lower)) effect.prevention = true;
    return null;
  }
  const match = /^(controller|on|after|stops)\s+(.+)$/i.exec(tag);
  if (!match) return `"${tag}" is not a tag this helper knows.`;
  const word = match[1]!.toLowerCase();
  const value = match[2]!;
  if (word === 'controller') {
    effect.controller = value;
    return null;
  }
  if (word === 'on') {
    const target = affected.find((thing) => sameName(thing.name, value));
    if (!target) return `"on ${value}": ${value} is not among the affected (${affected.map((thing) => thing.name).join(', ')}).`;
    effect.affects = target.name;
    return null;
  }
  const other = names.find((name) => sameName(name, value));
  if (!other) return `"${word} ${value}": there is no effect named ${value}.`;
  if (sameName(other, effect.name)) return `"${word} ${value}": an effect can't refer to itself.`;
  if (word === 'after') effect.after = other;
  else effect.stops.push(other);
  return null;
}

/** What a tag says the effect does to the event: an action, a problem with its number, or null when it is another kind of tag. */
function actionTag(lower: string, tag: string): EffectAction | string | null {
  const instead = /^instead\s+(.+)$/i.exec(tag);
  if (instead) return { event: null, outcome: 'changed', change: null, instead: instead[1]!.trim() };
  if (/^prevents?\s+all$/.test(lower)) return { event: null, outcome: 'prevented', change: null, instead: null };
  if (lower === 'double' || lower === 'doubles') return { event: null, outcome: 'modified', change: { op: 'times', n: 2 }, instead: null };
  if (lower === 'triple' || lower === 'triples') return { event: null, outcome: 'modified', change: { op: 'times', n: 3 }, instead: null };
  if (lower === 'modifies') return { event: null, outcome: 'modified', change: null, instead: null };
  const counted = /^(prevents?|plus|minus|\+)\s*(\S+)$/.exec(lower);
  if (!counted) return null;
  const amount = parseAmount(counted[2], `"${tag}": the amount`);
  if (!amount.ok) return amount.problem;
  const op = counted[1] === 'plus' || counted[1] === '+' ? 'plus' : 'minus';
  return { event: null, outcome: 'modified', change: { op, n: amount.amount }, instead: null };
}

function turnOrderProblem(turn: string[], affected: Affected[]): string | null {
  const missing = [...new Set(affected.map(chooserOf))].filter((player) => !turn.some((name) => sameName(name, player)));
  if (missing.length === 0) return null;
  return `turn: ${missing.join(', ')} ${missing.length === 1 ? 'chooses' : 'choose'} but ${missing.length === 1 ? 'is' : 'are'} not in the turn order (${turn.join(', ')}).`;
}
