/**
 * State-based consequences of the final characteristics worth a judge's attention: a creature with
 * 0 toughness (704.5f) or lethal damage (704.5g), an Aura or Equipment now attached illegally
 * (704.5m, 704.5n), two legendary permanents with one name (704.5j), counters that cancel
 * (704.5q). The layers don't perform them; the answer lists them as notes.
 */
import type { CitationKey } from '../citations.js';
import { matches, type BoardState, type ObjectState } from './layer-state.js';
import { parseSelector, type PhraseContext } from './parse-selector.js';

export interface Consequence {
  text: string;
  keys: CitationKey[];
}

/** Every state-based consequence of the final state, object by object. */
export function stateBasedConsequences(state: BoardState, context: PhraseContext): Consequence[] {
  const notes: Consequence[] = [];
  for (const object of state.objects) {
    const { chars } = object;
    const creature = chars.types.includes('creature');
    if (creature && (chars.toughness ?? 0) <= 0) {
      notes.push({ text: `${object.label} is a creature with toughness ${chars.toughness ?? 0}: it is put into its owner’s graveyard when state-based actions are next checked.`, keys: ['sba-zero-toughness'] });
    } else if (creature && object.damage > 0 && object.damage >= (chars.toughness ?? 0)) {
      notes.push({ text: `${object.label} has ${object.damage} damage marked and toughness ${chars.toughness}: it is destroyed when state-based actions are next checked.`, keys: ['sba-lethal-damage'] });
    }
    const attachment = attachmentProblem(object, state, context);
    if (attachment) notes.push(attachment);
    const plus = object.counters.find((counter) => counter.kind === '+1/+1' && counter.count > 0);
    const minus = object.counters.find((counter) => counter.kind === '-1/-1' && counter.count > 0);
    if (plus && minus) {
      const cancelled = Math.min(plus.count, minus.count);
      notes.push({ text: `${object.label} has both +1/+1 and -1/-1 counters: ${cancelled} of each are removed when state-based actions are next checked (its P/T doesn’t change).`, keys: ['sba-counters-cancel'] });
    }
  }
  const legends = new Map<string, ObjectState[]>();
  for (const object of state.objects) {
    if (!object.chars.supertypes.includes('legendary') || object.chars.name === '') continue;
    const key = `${object.chars.controller}\u0000${object.chars.name}`;
    legends.set(key, [...(legends.get(key) ?? []), object]);
  }
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    notes.push({
      text: `${group.map((object) => object.label).join(' and ')} are legendary permanents named ${group[0]!.chars.name} controlled by ${group[0]!.chars.controller}: that player keeps one and puts the rest into their owners’ graveyards.`,
      keys: ['sba-legend-rule'],
    });
  }
  return notes;
}

/** An Aura, Equipment or other permanent attached to something it can't be attached to now. */
function attachmentProblem(object: ObjectState, state: BoardState, context: PhraseContext): Consequence | null {
  if (object.on < 0) return null;
  const { chars } = object;
  const host = state.objects[object.on]!;
  const isAura = chars.subtypes.includes('Aura');
  const isEquipment = chars.subtypes.includes('Equipment') || chars.subtypes.includes('Fortification');
  if (isAura && chars.types.includes('creature')) {
    return { text: `${object.label} is an Aura that is also a creature, so it can’t enchant anything: it becomes unattached and is put into its owner’s graveyard.`, keys: ['aura-creature', 'sba-aura'] };
  }
  if (isAura) {
    const enchant = chars.abilities.map((ability) => /^enchant (.+)$/i.exec(ability.text)).find((match) => match !== null);
    if (!enchant) return null;
    const selector = parseSelector(enchant[1]!, context);
    if (!selector.ok || selector.value.kind !== 'class') return null;
    const effectContext = { sourceId: object.id, controller: chars.controller, on: object.on };
    if (selector.value.alternatives.some((filter) => matches(host, filter, effectContext))) return null;
    return { text: `${object.label} says “Enchant ${enchant[1]}”, but ${host.label} no longer is one: ${object.label} is put into its owner’s graveyard.`, keys: ['aura-illegal', 'sba-aura'] };
  }
  if (isEquipment && chars.types.includes('creature') && !chars.abilities.some((ability) => /^reconfigure\b/i.test(ability.text))) {
    return { text: `${object.label} is an Equipment that is also a creature, so it can’t equip a creature: it becomes unattached and stays on the battlefield.`, keys: ['equipment-creature', 'sba-equipment'] };
  }
  return null;
}
