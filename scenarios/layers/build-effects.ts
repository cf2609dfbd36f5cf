/**
 * Sentences read by parse-effect.ts → the effects an ability generates: a sentence without a
 * subject continues the one before (one effect, one set of objects, 613.6); an ability that defines
 * its own object's power and toughness, colour or subtypes is a characteristic-defining ability
 * (604.3), applied first in its layer (613.3, 613.4a).
 */
import type { EffectSpec, Part } from './effect-spec.js';
import { keepPriorTypes, type ParsedSentence } from './parse-effect.js';

/**
 * Adds one sentence to an ability's effects: a new effect, or more parts for the last one.
 * `printedStatic`: the sentence is a static ability printed on (or typed for) the object itself.
 */
export function addSentence(effects: EffectSpec[], sentence: ParsedSentence, text: string, printedStatic: boolean): void {
  const previous = effects.at(-1);
  const cda = sentence.cdaTag || sentence.tags.includes('7a') || (printedStatic && sentence.definesOwnPt && (sentence.subject ?? { kind: 'self' }).kind === 'self' && !sentence.condition);
  const parts = cda ? sentence.parts.map(toCdaLayer) : sentence.parts;
  if (sentence.subject === null && previous) {
    // "… becomes a 0/0 Elemental creature. It's still a land.": the whole effect keeps prior types (205.1b).
    if (sentence.changes.includes('still')) previous.parts = previous.parts.map(keepPriorTypes);
    previous.parts.push(...parts);
    previous.text = `${previous.text}, ${text}`;
    previous.duration ??= sentence.duration;
    previous.cda ||= cda;
    return;
  }
  effects.push({
    text,
    subject: sentence.subject ?? { kind: 'self' },
    subjectText: sentence.subject === null ? 'itself' : sentence.subjectText,
    parts,
    duration: sentence.duration,
    condition: sentence.condition,
    cda,
    timestamp: sentence.timestamp,
  });
}

/** A characteristic-defining power and toughness applies in 7a, not 7b (613.4a). */
function toCdaLayer(part: Part): Part {
  return part.kind === 'set-pt' && part.layer === '7b' ? { ...part, layer: '7a' } : part;
}

/** The effects of keywords that are characteristic-defining abilities: changeling (702.73a), devoid (702.114a). */
export function keywordEffects(keyword: string): EffectSpec[] {
  const self = { subject: { kind: 'self' } as const, subjectText: 'itself', duration: null, condition: null, cda: true, timestamp: null };
  if (keyword === 'changeling') {
    const part: Part = { layer: '4', text: 'is every creature type', kind: 'types', setCardTypes: null, addCardTypes: [], setSubtypes: null, addSubtypes: [], addSupertypes: [], allCreatureTypes: true };
    return [{ ...self, text: 'Changeling (this object is every creature type)', parts: [part] }];
  }
  if (keyword === 'devoid') {
    return [{ ...self, text: 'Devoid (this object is colorless)', parts: [{ layer: '5', text: 'is colorless', kind: 'colors', set: [], add: [] }] }];
  }
  return [];
}
