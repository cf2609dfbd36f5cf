/**
 * What one part of an effect does to one permanent, by the rules of its layer: copiable values only
 * (707.2), a face-down object's values (708.2a), a new controller, changed text (612), types set or
 * kept (205.1a–b) with land types under 305.7, colours, abilities (113.11 for "can't have"),
 * and power and toughness set, modified or switched (613.4).
 */
import type { Part } from './effect-spec.js';
import { keywordAbility, sameAbility } from './keyword-abilities.js';
import { evaluate, type Ability, type BoardState, type EffectContext, type ObjectState } from './layer-state.js';
import { capitaliseSubtype, isBasicLandType, subtypeClass, subtypeFits, type CardType } from './vocabulary.js';

/** Rules a part invoked beyond its layer's own, so a step can cite them. */
export type RuleNote = 'copiable-values' | 'land-type-set' | 'types-set' | 'types-kept' | 'cant-have-blocks' | 'subtype-needs-type';

export interface PartEnvironment {
  /** The applying effect, as the answer names it: recorded against abilities it removes. */
  label: string;
  timestamp: number;
  context: EffectContext;
  /**
   * Reads an ability's text for the effects it generates: changed text (layer 3), or an ability an
   * effect grants (layer 6, then not characteristic-defining, 604.3a); null when it isn't understood.
   */
  reread: (text: string, object: ObjectState, printed: boolean) => Ability['effects'] | null;
  /** A fresh ability id for abilities this effect grants. */
  nextId: () => string;
}

/** Applies `part` to `object` in `state` (both already cloned by the caller); returns the extra rules it used. */
export function applyPart(part: Part, object: ObjectState, state: BoardState, env: PartEnvironment): RuleNote[] {
  const chars = object.chars;
  const notes: RuleNote[] = [];
  // Arrays and records are replaced, never changed in place: unchanged copies of the board share them.
  const removeAbilities = (keep: (ability: Ability) => boolean) => {
    const removed = chars.abilities.filter((ability) => !keep(ability));
    if (removed.length === 0) return;
    object.removedBy = { ...object.removedBy, ...Object.fromEntries(removed.map((ability) => [ability.id, env.label])) };
    chars.abilities = chars.abilities.filter(keep);
  };
  switch (part.kind) {
    case 'copy': {
      const original = state.objects.find((candidate) => candidate.label === part.of);
      if (!original) break;
      // 707.2: name, mana value, colours, types, rules text, power and toughness; not control, counters or status.
      const copied = original.chars;
      Object.assign(chars, {
        ...copied,
        colors: [...copied.colors],
        types: [...copied.types],
        subtypes: [...copied.subtypes],
        supertypes: [...copied.supertypes],
        controller: chars.controller,
      });
      chars.abilities = copied.abilities.map((ability) => ({ ...ability, id: `${object.id}<${ability.id}`, origin: 'rules-text', grantedAt: null }));
      for (const exception of part.except) applyPart(exception, object, state, env); // 707.9b
      notes.push('copiable-values');
      break;
    }
    case 'face-down':
      removeAbilities(() => false);
      Object.assign(chars, { name: '', manaValue: 0, colors: [], types: ['creature'], subtypes: [], allCreatureTypes: false, supertypes: [], power: 2, toughness: 2 });
      break;
    case 'control':
      chars.controller = part.to ?? env.context.controller;
      break;
    case 'text': {
      const word = `\\b${part.from}(s|es)?\\b`;
      const replacement = capitaliseSubtype(part.to);
      chars.subtypes = chars.subtypes.map((subtype) => (subtype.toLowerCase() === part.from.toLowerCase() ? replacement : subtype));
      chars.abilities = chars.abilities.map((ability) => {
        const pattern = new RegExp(word, 'gi');
        if (!new RegExp(word, 'i').test(ability.text)) return ability;
        const text = ability.text.replace(pattern, (_, plural: string | undefined) => replacement + (plural ?? ''));
        return { ...ability, text, effects: env.reread(text, object, ability.origin === 'rules-text') ?? [] };
      });
      break;
    }
    case 'types': {
      if (part.setCardTypes) {
        // 205.1a: an instant or sorcery keeps that type.
        const kept = chars.types.filter((type) => type === 'instant' || type === 'sorcery');
        chars.types = [...new Set<CardType>([...part.setCardTypes, ...kept])];
        notes.push('types-set');
      }
      if (part.addCardTypes.length > 0) {
        chars.types = [...new Set([...chars.types, ...part.addCardTypes])];
        notes.push('types-kept');
      }
      chars.supertypes = [...new Set([...chars.supertypes, ...part.addSupertypes])];
      if (part.setSubtypes) {
        const replacing = part.setSubtypes.map(capitaliseSubtype);
        const classes = new Set(replacing.map((subtype) => subtypeClass(subtype, chars.types)));
        if (classes.has('land') && chars.types.includes('land') && replacing.some(isBasicLandType)) {
          // 305.7: it loses its old land types and every ability from its rules text.
          removeAbilities((ability) => ability.origin !== 'rules-text' && ability.origin !== 'intrinsic');
          notes.push('land-type-set');
        } else {
          notes.push('types-set');
        }
        chars.subtypes = chars.subtypes.filter((subtype) => !classes.has(subtypeClass(subtype, chars.types)));
        if (classes.has('creature')) chars.allCreatureTypes = false;
        addSubtypes(replacing, chars, notes);
      }
      if (part.addSubtypes.length > 0) {
        addSubtypes(part.addSubtypes.map(capitaliseSubtype), chars, notes);
        notes.push('types-kept');
      }
      if (part.allCreatureTypes && (chars.types.includes('creature') || chars.types.includes('kindred'))) chars.allCreatureTypes = true;
      // 205.1a: subtypes go with their card type.
      chars.subtypes = chars.subtypes.filter((subtype) => subtypeFits(subtypeClass(subtype, chars.types), chars.types));
      if (!chars.types.includes('creature') && !chars.types.includes('kindred')) chars.allCreatureTypes = false;
      break;
    }
    case 'colors':
      chars.colors = part.set ?? [...new Set([...chars.colors, ...part.add])];
      break;
    case 'add-abilities':
      for (const text of part.abilities) {
        if (object.cantHave.some((banned) => sameAbility(banned, text))) {
          notes.push('cant-have-blocks');
          continue;
        }
        // A granted static ability generates its own effects, timestamped by 613.7a ("Equipped creature has flying").
        const effects = keywordAbility(text) === null || /\s/.test(text) ? (env.reread(text, object, false) ?? []) : [];
        chars.abilities = [...chars.abilities, { id: env.nextId(), text, effects, origin: 'granted', grantedAt: env.timestamp }];
      }
      break;
    case 'remove-abilities':
      removeAbilities((ability) => !part.abilities.some((text) => sameAbility(ability.text, text)));
      break;
    case 'remove-all-abilities':
      removeAbilities(() => false);
      break;
    case 'cant-have':
      removeAbilities((ability) => !part.abilities.some((text) => sameAbility(ability.text, text)));
      object.cantHave = [...object.cantHave, ...part.abilities];
      break;
    case 'set-pt':
      chars.power = evaluate(part.power, state, env.context, object);
      chars.toughness = evaluate(part.toughness, state, env.context, object);
      break;
    case 'modify-pt': {
      const times = part.per === null ? 1 : evaluate(part.per, state, env.context, object);
      chars.power = (chars.power ?? 0) + part.power * times;
      chars.toughness = (chars.toughness ?? 0) + part.toughness * times;
      break;
    }
    case 'switch-pt':
      [chars.power, chars.toughness] = [chars.toughness, chars.power];
      break;
  }
  return notes;
}

/** Adds subtypes the object's card types allow (205.3d). */
function addSubtypes(subtypes: readonly string[], chars: ObjectState['chars'], notes: RuleNote[]): void {
  for (const subtype of subtypes) {
    if (!subtypeFits(subtypeClass(subtype, chars.types), chars.types)) {
      notes.push('subtype-needs-type');
      continue;
    }
    if (!chars.subtypes.includes(subtype)) chars.subtypes = [...chars.subtypes, subtype];
  }
}
