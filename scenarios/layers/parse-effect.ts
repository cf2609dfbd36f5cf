/**
 * One sentence of a continuous effect → its subject and parts, through the template table:
 * "Creatures you control get +1/+1", "Enchanted creature loses all abilities and is a green Elk
 * creature with base power and toughness 3/3", "other non-Aura enchantments are creatures [L4]".
 * The same reader serves what a judge types and what a card's Oracle text says.
 */
import { abilityList } from './keyword-abilities.js';
import { effectTemplates, type EffectTemplate, type TemplateChange } from './effect-templates.js';
import { LAYERS, type Condition, type Filter, type Layer, type Part, type Selector } from './effect-spec.js';
import { parseSelector, parseValue, type PhraseContext, type Read } from './parse-selector.js';
import { parseTypePhrase } from './parse-type-phrase.js';
import { sameName } from '../scenario-input.js';

/** A sentence read: its parts, or a rules effect the layers don't show. */
export interface ParsedSentence {
  /** null: the sentence continues the previous effect ("It's still a land.", or no subject after a layer tag). */
  subject: Selector | null;
  subjectText: string;
  parts: Part[];
  duration: string | null;
  condition: Condition | null;
  /** `[L4]`-style tags written after it, checked against the parts. */
  tags: Layer[];
  /** `[CDA]` written after it. */
  cdaTag: boolean;
  /** "P/T = …" or "X's power and toughness are each equal to …": a characteristic-defining ability when said of itself. */
  definesOwnPt: boolean;
  timestamp: number | null;
  /** Set when the sentence changes game rules rather than characteristics (613.11): why it isn't shown. */
  rulesEffect: string | null;
  /** What the templates that read it make, in order ("becomes", "modify-pt"…). */
  changes: TemplateChange[];
}

/** Words that continue the previous effect's subject (613.6: one effect, one set of objects). */
const CONTINUATION = /^(?:it|they|that creature|that permanent|those creatures|its|their)$/i;

const DURATIONS = /\s+(until end of turn|until your next turn|until the end of your next turn|this turn|for as long as .+)$/i;

/**
 * Reads one sentence (without its final period).
 * @example parseEffectSentence('Creatures you control get +1/+1', context) // subject: creatures you control; part 7c +1/+1
 */
export function parseEffectSentence(sentence: string, context: PhraseContext): Read<ParsedSentence> {
  let text = sentence.trim().replace(/\.$/, '').replace(/\s+/g, ' ');
  const tags: Layer[] = [];
  let cdaTag = false;
  for (let tag = /\s*\[([^\]]*)\]$/.exec(text); tag; tag = /\s*\[([^\]]*)\]$/.exec(text)) {
    const value = tag[1]!.trim().replace(/^L\s*/i, '').toLowerCase();
    if (value === 'cda') cdaTag = true;
    else if ((LAYERS as readonly string[]).includes(value)) tags.push(value as Layer);
    else return { ok: false, problem: `"[${tag[1]}]" is not a layer: write [L1a], [L1b], [L2] … [L6], [L7a] … [L7d] or [CDA].` };
    text = text.slice(0, tag.index);
  }
  let timestamp: number | null = null;
  const stamp = /\s*@(\d+)$/.exec(text);
  if (stamp) {
    timestamp = Number(stamp[1]);
    text = text.slice(0, stamp.index);
  }
  let duration: string | null = null;
  const leadingDuration = /^(until end of turn|until your next turn|for as long as [^,]+),\s*/i.exec(text);
  if (leadingDuration) {
    duration = leadingDuration[1]!.toLowerCase();
    text = text.slice(leadingDuration[0].length);
  }
  let conditionText: string | null = null;
  const leadingCondition = /^as long as ([^,]+),\s*/i.exec(text);
  if (leadingCondition) {
    conditionText = leadingCondition[1]!;
    text = text.slice(leadingCondition[0].length);
  }
  const trailingCondition = /\s+as long as (.+)$/i.exec(text);
  if (!conditionText && trailingCondition) {
    conditionText = trailingCondition[1]!;
    text = text.slice(0, trailingCondition.index);
  }
  const trailingDuration = DURATIONS.exec(text);
  if (!duration && trailingDuration) {
    duration = trailingDuration[1]!.toLowerCase();
    text = text.slice(0, trailingDuration.index);
  }
  const base = { duration, tags, cdaTag, timestamp };

  const read = readSentence(text, context);
  if (!read.ok) return read;
  let { subject, subjectText } = read.value;
  let condition: Condition | null = null;
  if (conditionText) {
    const parsed = parseCondition(conditionText, context);
    if (!parsed.ok) return parsed;
    if (parsed.value.kind === 'self-is' && subject?.kind === 'class') {
      // "Each Vehicle you control gets +1/+1 as long as it's a creature": a condition on each object is part of what it applies to.
      subject = { ...subject, alternatives: subject.alternatives.map((filter) => mergeFilter(filter, parsed.value)) };
      subjectText = `${subjectText} (while ${parsed.value.text})`;
    } else {
      condition = parsed.value;
    }
  }
  const layersGiven = read.value.parts.map((part) => part.layer);
  for (const tag of tags) {
    if (!layersGiven.includes(tag) && !(tag === '7a' && layersGiven.includes('7b') && read.value.definesOwnPt)) {
      const actual = [...new Set(layersGiven)].join(', ') || 'none';
      return { ok: false, problem: `"${sentence.trim()}" is tagged [L${tag}], but it reads as a layer ${actual} effect.` };
    }
  }
  return { ok: true, value: { ...read.value, subject, subjectText, condition, ...base } };
}

type SentenceBody = Pick<ParsedSentence, 'subject' | 'subjectText' | 'parts' | 'definesOwnPt' | 'rulesEffect' | 'changes'>;

/** Tries the sentence templates, then a subject followed by predicates. */
function readSentence(text: string, context: PhraseContext): Read<SentenceBody> {
  let lastProblem: string | null = null;
  for (const template of effectTemplates().filter((candidate) => candidate.form === 'sentence')) {
    const match = template.regex.exec(text);
    if (!match) continue;
    const groups = match.groups ?? {};
    const subjectText = groups.subject ?? '';
    const subject = subjectText === '' ? { ok: true as const, value: null } : readSubject(subjectText, context);
    if (!subject.ok) {
      lastProblem = subject.problem;
      continue;
    }
    const built = buildParts(template, groups, context);
    if (!built.ok) {
      lastProblem = built.problem;
      continue;
    }
    return { ok: true, value: { subject: subject.value, subjectText, parts: built.value, definesOwnPt: template.change === 'define-pt', rulesEffect: ruleNote(template), changes: [template.change] } };
  }
  // Subject, then predicates: the subject is the shortest opening that reads as one.
  const words = text.split(' ');
  for (let split = 0; split < words.length; split++) {
    const subjectText = words.slice(0, split).join(' ');
    const subject = split === 0 ? { ok: true as const, value: null } : readSubject(subjectText, context);
    const predicates = parsePredicates(words.slice(split).join(' '), context);
    if (!predicates) continue;
    if (!subject.ok) {
      lastProblem = subject.problem;
      continue;
    }
    const parts = predicates.flatMap((predicate) => predicate.parts);
    const rules = predicates.find((predicate) => predicate.template.change === 'rules-effect');
    return {
      ok: true,
      value: {
        subject: subject.value,
        subjectText,
        parts: applyStill(predicates),
        definesOwnPt: predicates.some((predicate) => predicate.template.change === 'define-pt'),
        rulesEffect: rules && parts.length === 0 ? ruleNote(rules.template) : null,
        changes: predicates.map((predicate) => predicate.template.change),
      },
    };
  }
  return { ok: false, problem: lastProblem ?? `"${text}" is not an effect this helper can read.` };
}

function ruleNote(template: EffectTemplate): string | null {
  return template.change === 'rules-effect' ? template.reason : null;
}

/** A subject, or null when it continues the previous effect ("it", "they"). */
function readSubject(text: string, context: PhraseContext): Read<Selector | null> {
  if (CONTINUATION.test(text.trim())) return { ok: true, value: null };
  return parseSelector(text, context);
}

interface Predicate {
  template: EffectTemplate;
  parts: Part[];
}

/** "loses all abilities and is a green Elk creature with base power and toughness 3/3" → two predicates; null if none fits. */
function parsePredicates(text: string, context: PhraseContext): Predicate[] | null {
  const memo = new Map<number, Predicate[] | null>();
  const separators = [...text.matchAll(/,\s*and\s+|\s+and\s+|,\s+/gi)];
  const from = (start: number): Predicate[] | null => {
    if (memo.has(start)) return memo.get(start)!;
    memo.set(start, null);
    const whole = matchPredicate(text.slice(start), context);
    if (whole) {
      memo.set(start, [whole]);
      return [whole];
    }
    for (const separator of separators) {
      if (separator.index <= start) continue;
      const first = matchPredicate(text.slice(start, separator.index), context);
      if (!first) continue;
      const rest = from(separator.index + separator[0].length);
      if (rest) {
        memo.set(start, [first, ...rest]);
        return [first, ...rest];
      }
    }
    return null;
  };
  return from(0);
}

function matchPredicate(text: string, context: PhraseContext): Predicate | null {
  for (const template of effectTemplates().filter((candidate) => candidate.form === 'predicate')) {
    const match = template.regex.exec(text.trim());
    if (!match) continue;
    const built = buildParts(template, match.groups ?? {}, context);
    if (built.ok) return { template, parts: built.value };
  }
  return null;
}

/** The parts a template makes from its slots; a slot that doesn't read makes the template not match. */
function buildParts(template: EffectTemplate, groups: Record<string, string | undefined>, context: PhraseContext): Read<Part[]> {
  const phrase = (groups.typephrase ?? groups.abilities ?? groups.mod ?? groups.pt ?? groups.value ?? '').trim();
  switch (template.change) {
    case 'control':
      return { ok: true, value: [{ layer: '2', text: 'gains control', kind: 'control', to: null }] };
    case 'control-to':
      return { ok: true, value: [{ layer: '2', text: `controlled by ${groups.word}`, kind: 'control', to: groups.word! }] };
    case 'switch-pt':
      return { ok: true, value: [{ layer: '7d', text: 'power and toughness switched', kind: 'switch-pt' }] };
    case 'face-down':
      return { ok: true, value: [{ layer: '1b', text: 'face down', kind: 'face-down' }] };
    case 'define-pt':
    case 'set-pt-value': {
      const value = parseValue(groups.value!, context);
      if (!value.ok) return value;
      return { ok: true, value: [{ layer: '7b', text: `base power and toughness equal to ${groups.value}`, kind: 'set-pt', power: value.value, toughness: value.value }] };
    }
    case 'set-pt': {
      const [power, toughness] = groups.pt!.split('/').map(Number) as [number, number];
      return { ok: true, value: [{ layer: '7b', text: `base power and toughness ${groups.pt}`, kind: 'set-pt', power: { kind: 'number', n: power }, toughness: { kind: 'number', n: toughness } }] };
    }
    case 'modify-pt':
    case 'modify-pt-each': {
      const [power, toughness] = groups.mod!.split('/').map(Number) as [number, number];
      if (template.change === 'modify-pt') return { ok: true, value: [{ layer: '7c', text: `gets ${groups.mod}`, kind: 'modify-pt', power, toughness, per: null }] };
      const per = parseValue(groups.count!, context);
      if (!per.ok) return per;
      return { ok: true, value: [{ layer: '7c', text: `gets ${groups.mod} for each ${groups.count}`, kind: 'modify-pt', power, toughness, per: per.value }] };
    }
    case 'remove-all-abilities':
      return { ok: true, value: [{ layer: '6', text: 'loses all abilities', kind: 'remove-all-abilities' }] };
    case 'remove-abilities':
    case 'add-abilities':
    case 'cant-have': {
      const abilities = abilityList(groups.abilities!);
      if (!abilities) return { ok: false, problem: `"${groups.abilities}" is not a list of abilities this helper knows (quote any other ability).` };
      const verb = { 'remove-abilities': 'loses', 'add-abilities': 'has', 'cant-have': 'can’t have' }[template.change];
      return { ok: true, value: [{ layer: '6', text: `${verb} ${groups.abilities}`, kind: template.change, abilities }] };
    }
    case 'copy': {
      const copied = context.objectNames.find((name) => sameName(name, groups.object!));
      if (!copied) return { ok: false, problem: `"copy of ${groups.object}": there is no object named ${groups.object} in the scenario.` };
      let except: Part[] = [];
      if (groups.typephrase) {
        const parts = parseTypePhrase(groups.typephrase, context);
        if (!parts.ok) return parts;
        except = parts.value;
      }
      const exception = groups.typephrase ? `, except it’s ${groups.typephrase}` : '';
      return { ok: true, value: [{ layer: '1a', text: `copy of ${copied}${exception}`, kind: 'copy', of: copied, except }] };
    }
    case 'text':
      return { ok: true, value: [{ layer: '3', text: `text: ${groups.word} becomes ${groups.word2}`, kind: 'text', from: groups.word!, to: groups.word2! }] };
    case 'still':
    case 'becomes':
      return parseTypePhrase(phrase, context);
    case 'rules-effect':
      return { ok: true, value: [] };
  }
}

/**
 * "… becomes a 3/3 creature. It's still a land.": "still a [type]" keeps all prior types (205.1b),
 * so every type-setting part of the effect becomes additive and the named types are kept.
 */
function applyStill(predicates: Predicate[]): Part[] {
  const still = predicates.filter((predicate) => predicate.template.change === 'still').flatMap((predicate) => predicate.parts);
  const parts = predicates.filter((predicate) => predicate.template.change !== 'still').flatMap((predicate) => predicate.parts);
  return still.length === 0 ? parts : [...parts.map(keepPriorTypes), ...still.map(keepPriorTypes)];
}

/** A type-setting part made additive (205.1b). */
export function keepPriorTypes(part: Part): Part {
  if (part.kind !== 'types') return part;
  return {
    ...part,
    setCardTypes: null,
    addCardTypes: [...new Set([...part.addCardTypes, ...(part.setCardTypes ?? [])])],
    setSubtypes: null,
    addSubtypes: [...part.addSubtypes, ...(part.setSubtypes ?? [])],
  };
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** "you control an Equipment", "you control five or more enchantments", "it's a creature", or any condition with "(true)" / "(false)". */
function parseCondition(text: string, context: PhraseContext): Read<Condition> {
  const given = /^(.+?)\s*\((true|false|yes|no)\)$/i.exec(text);
  if (given) return { ok: true, value: { kind: 'given', holds: /^(?:true|yes)$/i.test(given[2]!), text } };
  const control = /^you control (a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?: or more)? (.+)$/i.exec(text);
  if (control) {
    const amount = NUMBER_WORDS[control[1]!.toLowerCase()] ?? Number(control[1]);
    const selector = parseSelector(`${control[2]} you control`, context);
    if (!selector.ok) return selector;
    return { ok: true, value: { kind: 'control-count', atLeast: amount, selector: selector.value, text } };
  }
  const itIs = /^(?:it|this object)(?:['’]s| is) (?:a |an )?(.+)$/i.exec(text);
  if (itIs) {
    const selector = parseSelector(itIs[1]!, context);
    if (selector.ok && selector.value.kind === 'class' && selector.value.alternatives.length === 1) {
      return { ok: true, value: { kind: 'self-is', filter: selector.value.alternatives[0]!, text } };
    }
  }
  return { ok: false, problem: `"as long as ${text}": a condition this helper can't check; add "(true)" or "(false)" to say whether it holds.` };
}

/** A class filter narrowed by an "as long as it's a [type]" condition on each object. */
function mergeFilter(filter: Filter, condition: Condition): Filter {
  if (condition.kind !== 'self-is') return filter;
  return { ...filter, cardTypes: [...filter.cardTypes, ...condition.filter.cardTypes] };
}
