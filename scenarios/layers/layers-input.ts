/**
 * Input syntax of the layers helper (`/layers`, `arbiter scenario layers`): objects separated by
 * ";", each a header (name, timestamp, what it's on, a choice) and a body of printed
 * characteristics and effects in the words of a card. With a card lookup, a name alone reads the
 * card's Oracle text.
 */
import { addSentence, keywordEffects } from './build-effects.js';
import type { EffectSpec, Selector } from './effect-spec.js';
import type { LayersScenario, PrintedAbility, PrintedCharacteristics, ScenarioObject } from './layers-scenario.js';
import type { CardLookup } from '../card-face.js';
import { readCard, substituteChoice, type CardReading } from './oracle-text.js';
import { emptyTyped, readCharacteristic, type TypedCharacteristics } from './parse-characteristics.js';
import { parseEffectSentence, type ParsedSentence } from './parse-effect.js';
import type { PhraseContext } from './parse-selector.js';
import { listSizeProblem, sameName, syntaxError, type Parsed } from '../scenario-input.js';
import { capitaliseSubtype, COLORS, PERMANENT_TYPES } from './vocabulary.js';

export const LAYERS_USAGE = [
  'Objects separated by ";", each "<name> [@<timestamp>] [on <object>] [choosing <word>]: <characteristics>, <effects>".',
  'Characteristics (comma-separated, first):',
  '  type line, mana cost, P/T   creature — Bear {1}{G} 2/2 · enchantment {2}{W}{W} · basic land — Forest · mana value 4',
  '  colours, abilities          green · flying · protection from red · "{T}: Add {C}."',
  '  counters, damage, others    two +1/+1 counters · a slime counter @5 · 3 damage · token · face down · controller B',
  'Effects, in a card’s words, each ending with "." or a layer tag ([L1a] … [L7d], [CDA]):',
  '  creatures you control get +1/+1 · creatures lose all abilities · base P/T 1/1 · nonbasic lands are Mountains',
  '  other non-Aura enchantments are creatures in addition to their other types · each land is a Swamp in addition to its other land types',
  '  enchanted creature loses all abilities and is a green Elk creature with base power and toughness 3/3',
  '  copy of <object> · gain control of <object> · switch P/T · P/T = number of lands you control [CDA]',
  '  A sentence with no subject continues the one before it (same objects, 613.6); "until end of turn" (or another',
  '  duration) marks the effect of a resolved spell or ability; "@N" after a sentence gives it its own timestamp.',
  '@N is a timestamp (613.7): give one to every object with effects, or none to take the order written.',
  '"on <object>": what an Aura or Equipment is attached to, or what a spell or ability targeted.',
  'With the card database, a card name alone reads its Oracle text: "Humility @2", "Oko, Thief of Crowns +1 @4 on Grizzly Bears".',
  'Example: Opalescence @1: enchantment {2}{W}{W}, other non-Aura enchantments are creatures in addition to their other types [L4], base P/T = mana value [L7b]; Humility @2: enchantment {2}{W}{W}, creatures lose all abilities [L6], base P/T 1/1 [L7b]; Grizzly Bears: creature — Bear 2/2',
].join('\n');

/** One object as written, before its effects are read. */
interface Draft {
  text: string;
  name: string;
  timestamp: number | null;
  on: string | null;
  choice: string | null;
  typed: TypedCharacteristics;
  /** Effect sentences, in order. */
  sentences: string[];
  card: CardReading | null;
  /** "+1" in "Oko, Thief of Crowns +1": which activated ability resolved. */
  activatedCost: string | null;
}

/**
 * Parses a layers scenario; `lookup` finds cards by name when the card database is available.
 * @example parseLayersScenario('Glorious Anthem @1: enchantment, creatures you control get +1/+1; Grizzly Bears: creature 2/2')
 */
export function parseLayersScenario(text: string, lookup: CardLookup | null = null): Parsed<LayersScenario> {
  const pieces = splitOutside(text, ';').map((piece) => piece.trim()).filter((piece) => piece !== '');
  const sizeProblem = listSizeProblem(pieces.length, 'objects');
  if (sizeProblem) return syntaxError(sizeProblem, LAYERS_USAGE);
  const drafts: Draft[] = [];
  for (const piece of pieces) {
    const draft = readObject(piece);
    if (typeof draft === 'string') return syntaxError(draft, LAYERS_USAGE);
    const twin = drafts.find((other) => sameName(other.name, draft.name));
    if (twin) return syntaxError(`Two objects are named "${draft.name}"; write "${draft.name} #2" for the second.`, LAYERS_USAGE);
    drafts.push(draft);
  }
  const names = drafts.map((draft) => draft.name);
  for (const draft of drafts) {
    if (draft.on !== null && !names.some((name) => sameName(name, draft.on!))) {
      return syntaxError(`${draft.name} is "on ${draft.on}", but there is no object named ${draft.on} (objects: ${names.join(', ')}).`, LAYERS_USAGE);
    }
  }
  const readingNotes: string[] = [];
  const subtypes = new Set(drafts.flatMap((draft) => draft.typed.subtypes ?? []));
  for (const draft of drafts) {
    if (!lookup) {
      draft.activatedCost = null;
      continue;
    }
    // "Oko, Thief of Crowns +1" names an ability only when the name itself isn't a card.
    const whole = lookup(cardName(draft.name, null));
    if (whole) draft.activatedCost = null;
    const card = whole ?? (draft.activatedCost === null ? null : lookup(cardName(draft.name, draft.activatedCost)));
    if (!card) draft.activatedCost = null;
    if (card) {
      draft.card = readCard(card, { objectNames: names, subtypes: [...subtypes] }, draft.choice);
      for (const subtype of draft.card.printed.subtypes) subtypes.add(subtype);
    }
  }
  const context: PhraseContext = { objectNames: names, subtypes: [...subtypes] };
  const timestampsGiven = drafts.some((draft) => draft.timestamp !== null);
  const objects: ScenarioObject[] = [];
  for (const [index, draft] of drafts.entries()) {
    const object = buildObject(draft, index, context, timestampsGiven, lookup !== null, readingNotes);
    if (typeof object === 'string') return syntaxError(object, LAYERS_USAGE);
    objects.push(object);
  }
  const problem = targetProblem(objects);
  if (problem) return syntaxError(problem, LAYERS_USAGE);
  return { ok: true, value: { objects, timestampsGiven, readingNotes } };
}

/** The card a header names: "Opalescence #2" is Opalescence; "Oko, Thief of Crowns +1" is Oko. */
function cardName(name: string, activatedCost: string | null): string {
  const base = name.replace(/\s+#\d+$/, '');
  return activatedCost ? base.slice(0, base.length - activatedCost.length).trim() : base;
}

/** Header and body of one object, its characteristics read and its effect sentences set aside. */
function readObject(text: string): Draft | string {
  const colon = indexOutside(text, ':');
  const header = (colon < 0 ? text : text.slice(0, colon)).trim();
  const body = colon < 0 ? '' : text.slice(colon + 1).trim();
  let name = header;
  let timestamp: number | null = null;
  const stamp = /\s*@(\d+)\b/.exec(name);
  if (stamp) {
    timestamp = Number(stamp[1]);
    name = `${name.slice(0, stamp.index)} ${name.slice(stamp.index + stamp[0].length)}`.trim();
  }
  if (/@/.test(name)) return `"${header}": write one timestamp as @ and a whole number, e.g. "Humility @2".`;
  const choice = /\s+choosing\s+(.+)$/i.exec(name);
  if (choice) name = name.slice(0, choice.index);
  const on = /\s+on\s+(.+)$/i.exec(name);
  if (on) name = name.slice(0, on.index);
  name = name.trim().replace(/\s+/g, ' ');
  if (name === '') return `"${text}" has no name before ":".`;
  const activated = /\s([+−-]\d+|[+−-]X|0)$/.exec(name);
  const draft: Draft = {
    text,
    name,
    timestamp,
    on: on ? on[1]!.trim() : null,
    choice: choice ? choice[1]!.trim() : null,
    typed: emptyTyped(),
    sentences: [],
    card: null,
    activatedCost: activated ? activated[1]!.replace('−', '-') : null,
  };
  for (const sentence of splitSentences(body)) {
    const items = splitOutside(sentence, ',');
    let index = 0;
    // Characteristics come first; the first item that isn't one starts an effect that runs to the sentence's end.
    for (; index < items.length; index++) {
      const typed = structuredClone(draft.typed);
      if (!readCharacteristic(items[index]!, typed).ok) break;
      draft.typed = typed;
    }
    if (index < items.length) draft.sentences.push(items.slice(index).join(',').trim());
  }
  return draft;
}

function buildObject(
  draft: Draft,
  index: number,
  context: PhraseContext,
  timestampsGiven: boolean,
  cardsAvailable: boolean,
  readingNotes: string[],
): ScenarioObject | string {
  const { typed, card } = draft;
  const printed = printedOf(draft);
  const isPermanent = typed.faceDown === true || typed.token === true || printed.types.some((type) => PERMANENT_TYPES.includes(type));
  const kind: ScenarioObject['kind'] = typed.emblem ? 'emblem' : isPermanent && draft.activatedCost === null ? 'permanent' : 'resolved';
  const abilities: PrintedAbility[] = typed.abilities.map((ability) => ({ text: ability, effects: keywordEffects(ability) }));
  const resolvedEffects: EffectSpec[] = [];

  const typedEffects = readTypedEffects(draft, context, kind);
  if (typeof typedEffects === 'string') return typedEffects;
  if (card && typedEffects.abilities.length + typedEffects.resolved.length === 0) {
    if (draft.activatedCost !== null) {
      const activated = card.activated.find((ability) => ability.cost === draft.activatedCost);
      if (!activated) return `${card.printed.name} has no ability with cost ${draft.activatedCost} (it has ${card.activated.map((ability) => ability.cost).join(', ') || 'none'}).`;
      resolvedEffects.push(...activated.effects);
      readingNotes.push(...activated.notes);
    } else {
      abilities.push(...card.abilities);
      resolvedEffects.push(...card.spellEffects);
      readingNotes.push(...card.notes);
    }
    readingNotes.push(`${draft.name}: read from its Oracle text.`);
  } else {
    if (card) {
      abilities.push(...card.abilities.filter((ability) => ability.effects.length === 0));
      readingNotes.push(`${draft.name}: the effects typed replace those of its Oracle text; its printed characteristics come from the card.`);
    }
    abilities.push(...typedEffects.abilities);
    resolvedEffects.push(...typedEffects.resolved);
  }
  if (abilities.length === 0 && resolvedEffects.length === 0 && printed.types.length === 0 && !typed.faceDown) {
    return cardsAvailable
      ? `"${draft.name}" isn't a card the card database knows, and nothing says what it is: type it, e.g. "${draft.name}: creature — Bear {1}{G} 2/2".`
      : `Nothing says what "${draft.name}" is, and this helper has no card database to look it up: type it, e.g. "${draft.name}: creature — Bear {1}{G} 2/2", or "${draft.name} @2: enchantment {2}{W}{W}, creatures you control get +1/+1".`;
  }
  // Effects that take the object's timestamp: its static abilities', and those of resolved spells without their own "@N".
  const needsTimestamp = abilities.some((ability) => ability.effects.length > 0) || resolvedEffects.some((effect) => effect.timestamp === null);
  if (timestampsGiven && draft.timestamp === null && needsTimestamp) {
    return `${draft.name} has effects but no timestamp: give every object with effects a timestamp ("${draft.name} @3"), or give none and the order written is taken as timestamp order.`;
  }
  const timestamp = draft.timestamp ?? (timestampsGiven ? 0 : index + 1);
  return {
    name: draft.name,
    timestamp,
    kind,
    printed,
    abilities,
    resolvedEffects,
    controller: typed.controller ?? 'you',
    token: typed.token ?? false,
    faceDown: typed.faceDown ?? false,
    status: typed.status,
    counters: typed.counters.map((counter) => ({ kind: counter.kind, count: counter.count, timestamp: counter.timestamp ?? timestamp })),
    damage: typed.damage ?? 0,
    on: draft.on === null ? null : context.objectNames.find((name) => sameName(name, draft.on!))!,
    choice: draft.choice,
  };
}

/** Typed characteristics over the card's printed ones. */
function printedOf(draft: Draft): PrintedCharacteristics {
  const { typed } = draft;
  const card = draft.card?.printed;
  const colors = typed.colors ?? card?.colors ?? [];
  return {
    // "Opalescence #2" is a second Opalescence: its name is Opalescence (the legend rule cares).
    name: draft.name.replace(/\s+#\d+$/, ''),
    manaValue: typed.manaValue ?? card?.manaValue ?? 0,
    colors: COLORS.filter((color) => colors.includes(color)),
    types: typed.types ?? card?.types ?? [],
    subtypes: (typed.subtypes ?? card?.subtypes ?? []).map(capitaliseSubtype),
    supertypes: typed.supertypes ?? card?.supertypes ?? [],
    power: typed.power ?? card?.power ?? null,
    toughness: typed.toughness ?? card?.toughness ?? null,
  };
}

/** Static abilities typed for a permanent, and effects of resolved spells and abilities. */
function readTypedEffects(draft: Draft, context: PhraseContext, kind: ScenarioObject['kind']): { abilities: PrintedAbility[]; resolved: EffectSpec[] } | string {
  const abilities: PrintedAbility[] = [];
  const resolved: EffectSpec[] = [];
  let lastWasStatic = false;
  const clauses: { raw: string; parsed: ParsedSentence }[] = [];
  for (const raw of draft.sentences) {
    if (substituteChoice(raw, draft.choice) === null) return `${draft.name}: "${raw}" says "the chosen …": add the choice after the name, e.g. "${draft.name} choosing Elf".`;
    const read = readClauses(raw, context, draft.choice);
    if (typeof read === 'string') return `${draft.name}: ${read}`;
    clauses.push(...read);
  }
  for (const clause of clauses) {
    const { raw } = clause;
    let { parsed } = clause;
    const shown = raw.replace(/\s*(?:\[[^\]]*\]|@\d+)\s*/g, ' ').trim();
    if (parsed.rulesEffect) return `${draft.name}: "${raw}" — ${parsed.rulesEffect}`;
    if (parsed.subject === null && parsed.changes.includes('control-to')) {
      // "controller B" after an effect is its object's controller, written too late; with a duration it is an effect on the object itself.
      if (parsed.duration === null) {
        return `${draft.name}: "${shown}" is a characteristic, but it follows an effect: write characteristics first ("${draft.name}: enchantment, ${shown}, …"), or give the control change its duration ("${shown} until end of turn").`;
      }
      parsed = { ...parsed, subject: kind === 'permanent' ? { kind: 'self' } : null, subjectText: 'itself' };
    }
    const continues: boolean = parsed.subject === null && (lastWasStatic ? abilities.length > 0 : resolved.length > 0) && !parsed.changes.includes('control-to');
    if (parsed.subject === null && !continues && kind !== 'permanent') {
      // A spell or ability says what it does to its target: "Twisted Image @3 on Grizzly Bears: switch P/T".
      if (draft.on === null) {
        return `${draft.name}: "${shown}" doesn't say what it applies to: add the object it targeted ("${draft.name} on Grizzly Bears"), or a subject ("target creature …").`;
      }
      parsed = { ...parsed, subject: { kind: 'target', filter: null }, subjectText: `its target (${draft.on})` };
    }
    // A copy or face-down effect comes from how the object entered or was turned, not from an ability it could lose.
    const layerOne = parsed.parts.every((part) => part.layer === '1a' || part.layer === '1b');
    const isStatic: boolean = continues ? lastWasStatic : kind === 'permanent' && parsed.duration === null && !layerOne;
    if (!isStatic && kind === 'resolved' && !continues && parsed.duration === null && isClassSubject(parsed)) {
      return `${draft.name}: is it a permanent? Give its type ("${draft.name}: enchantment {2}{W}{W}, …"); for an emblem write "emblem", and for a resolved spell or ability add its duration ("until end of turn").`;
    }
    if (isStatic) {
      if (continues) {
        const ability = abilities.at(-1)!;
        addSentence(ability.effects, parsed, shown, true);
        ability.text = `${ability.text}, ${shown}`;
      } else {
        const effects: EffectSpec[] = [];
        addSentence(effects, parsed, shown, true);
        abilities.push({ text: shown, effects });
      }
    } else {
      addSentence(resolved, parsed, shown, false);
    }
    lastWasStatic = isStatic;
  }
  return { abilities, resolved };
}

/**
 * One sentence as one effect or, failing that, as several separated by commas ("creatures get +1/+1,
 * creatures with flying lose trample"), the fewest that all read; else the problem with the first clause that doesn't.
 */
function readClauses(sentence: string, context: PhraseContext, choice: string | null): { raw: string; parsed: ParsedSentence }[] | string {
  const items = splitOutside(sentence, ',');
  // "the chosen type" reads as the choice; the answer shows the words as written.
  const parseClause = (text: string) => parseEffectSentence(substituteChoice(text, choice) ?? text, context);
  const memo = new Map<number, { raw: string; parsed: ParsedSentence }[] | null>();
  const from = (start: number): { raw: string; parsed: ParsedSentence }[] | null => {
    if (start === items.length) return [];
    if (memo.has(start)) return memo.get(start)!;
    memo.set(start, null);
    for (let end = items.length; end > start; end--) {
      const raw = items.slice(start, end).join(',').trim();
      const parsed = parseClause(raw);
      if (!parsed.ok) continue;
      const rest = from(end);
      if (rest) {
        memo.set(start, [{ raw, parsed: parsed.value }, ...rest]);
        return memo.get(start)!;
      }
    }
    return null;
  };
  const clauses = from(0);
  if (clauses) return clauses;
  const whole = parseClause(sentence);
  if (!whole.ok && items.length === 1) return whole.problem;
  // Report the first clause that reads in no way, on its own.
  for (let start = 0; start < items.length; start++) {
    if (from(start) === null) {
      const alone = parseClause(items[start]!.trim());
      if (!alone.ok) return alone.problem;
    }
  }
  return whole.ok ? `"${sentence}" can't be read as effects.` : whole.problem;
}

function isClassSubject(sentence: ParsedSentence): boolean {
  return sentence.subject?.kind === 'class';
}

/** An effect that says "enchanted creature" or "target creature" needs "on <object>". */
function targetProblem(objects: readonly ScenarioObject[]): string | null {
  for (const object of objects) {
    if (object.on !== null) continue;
    const effects = [...object.abilities.flatMap((ability) => ability.effects), ...object.resolvedEffects];
    const needy = effects.find((effect) => needsTarget(effect.subject));
    if (needy) {
      return `${object.name} says "${needy.subjectText}": say which object with "on", e.g. "${object.name} @3 on Grizzly Bears".`;
    }
  }
  return null;
}

function needsTarget(selector: Selector): boolean {
  return selector.kind === 'attached' || selector.kind === 'target';
}

/** Sentences of a body: cut at a period outside quotes and braces, and after a layer tag. */
function splitSentences(body: string): string[] {
  const sentences: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    current += char;
    if (char === '"' || char === '“' || char === '”') quoted = char === '“' ? true : char === '”' ? false : !quoted;
    else if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    const next = body[index + 1];
    const ends = !quoted && depth === 0 && ((char === '.' && (next === undefined || /\s/.test(next))) || char === ']');
    if (ends) {
      sentences.push(current.trim().replace(/\.$/, ''));
      current = '';
      if (char === ']' && body[index + 1] === ',') index++;
    }
  }
  if (current.trim() !== '') sentences.push(current.trim());
  return sentences.filter((sentence) => sentence !== '');
}

/** Splits at `separator` outside quotes, braces and brackets. */
function splitOutside(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = indexOutside(text, separator); index >= 0; index = indexOutside(text, separator, start)) {
    parts.push(text.slice(start, index));
    start = index + 1;
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index of `char` outside quotes, braces and brackets, from `from`; -1 if none. */
function indexOutside(text: string, char: string, from = 0): number {
  let quoted = false;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    const current = text[index]!;
    if (current === '"' || current === '“' || current === '”') quoted = current === '“' ? true : current === '”' ? false : !quoted;
    else if (current === '{' || current === '[') depth++;
    else if (current === '}' || current === ']') depth = Math.max(0, depth - 1);
    else if (current === char && !quoted && depth === 0 && index >= from) return index;
  }
  return -1;
}
