/** 305.6: a land has the mana ability of each basic land type it has — settled once layer 4 is done. */
import type { BoardState, ObjectState } from './layer-state.js';
import { basicLandManaAbility, isBasicLandType } from './vocabulary.js';

/** Gives each land the mana abilities of its basic land types and no others; returns the lands whose set changed. */
export function syncBasicLandAbilities(state: BoardState): ObjectState[] {
  const changed: ObjectState[] = [];
  for (const object of state.objects) {
    const { chars } = object;
    const wanted = chars.types.includes('land') ? chars.subtypes.filter(isBasicLandType).map(basicLandManaAbility) : [];
    const current = chars.abilities.filter((ability) => ability.origin === 'intrinsic').map((ability) => ability.text);
    if (wanted.join() === current.join()) continue;
    const abilities = [
      ...chars.abilities.filter((ability) => ability.origin !== 'intrinsic'),
      ...wanted.map((text) => ({ id: `${object.id}.intrinsic.${text}`, text, effects: [], origin: 'intrinsic' as const, grantedAt: null })),
    ];
    // A new object rather than a change in place: objects are never changed once read (see cloneState).
    const updated = { ...object, chars: { ...chars, abilities } };
    state.objects[object.id] = updated;
    changed.push(updated);
  }
  return changed;
}
