/** How the layers answer words characteristics and what a step changed: type lines, P/T, abilities. */
import { listNames } from '../scenario-step.js';
import { displayAbility } from './keyword-abilities.js';
import type { Characteristics } from './layer-state.js';
import { CARD_TYPES, COLORS, SUPERTYPES, titleCase } from './vocabulary.js';

/** "Legendary Enchantment Creature — Elk", in type-line order. */
export function typeLine(chars: Pick<Characteristics, 'types' | 'subtypes' | 'supertypes' | 'allCreatureTypes'>): string {
  const supertypes = SUPERTYPES.filter((supertype) => chars.supertypes.includes(supertype)).map(titleCase);
  const types = CARD_TYPES.filter((type) => chars.types.includes(type)).map(titleCase);
  const subtypes = [...chars.subtypes, ...(chars.allCreatureTypes ? ['every creature type'] : [])];
  const left = [...supertypes, ...types].join(' ') || 'no card type';
  return subtypes.length > 0 ? `${left} — ${subtypes.join(' ')}` : left;
}

/** Abilities as a card shows them, without repeats; "no abilities" when there are none. */
export function abilityNames(chars: Pick<Characteristics, 'abilities'>): string[] {
  return [...new Set(chars.abilities.map((ability) => displayAbility(ability.text)))];
}

function pt(chars: Characteristics): string {
  return `${chars.power ?? 0}/${chars.toughness ?? 0}`;
}

function colorsOf(chars: Characteristics): string {
  return chars.colors.length === 0 ? 'colorless' : listNames(COLORS.filter((color) => chars.colors.includes(color)));
}

/**
 * What changed between two versions of one object, in words.
 * @example describeChange(before, after) // ["type: Enchantment → Enchantment Creature"]
 */
export function describeChange(before: Characteristics, after: Characteristics): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name: ${before.name || 'none'} → ${after.name || 'none'}`);
  if (typeLine(before) !== typeLine(after)) changes.push(`type: ${typeLine(before)} → ${typeLine(after)}`);
  if (before.controller !== after.controller) changes.push(`controller: ${before.controller} → ${after.controller}`);
  if (colorsOf(before) !== colorsOf(after)) changes.push(`colour: ${colorsOf(before)} → ${colorsOf(after)}`);
  const had = abilityNames(before);
  const has = abilityNames(after);
  const lost = had.filter((ability) => !has.includes(ability));
  const gained = has.filter((ability) => !had.includes(ability));
  if (lost.length > 0) changes.push(`loses ${lost.map((ability) => `“${ability}”`).join(', ')}`);
  if (gained.length > 0) changes.push(`gains ${gained.map((ability) => `“${ability}”`).join(', ')}`);
  if (pt(before) !== pt(after)) changes.push(`P/T ${pt(before)} → ${pt(after)}`);
  if (before.manaValue !== after.manaValue) changes.push(`mana value ${before.manaValue} → ${after.manaValue}`);
  return changes;
}

/** One object's final characteristics in a line: "Humility — Enchantment Creature 1/1, white, no abilities". */
export function describeObject(label: string, chars: Characteristics): string {
  const renamed = chars.name !== label.replace(/\s+#\d+$/, '') ? ` (${chars.name === '' ? 'no name' : `named ${chars.name}`})` : '';
  const creature = chars.types.includes('creature');
  const abilities = abilityNames(chars);
  const parts = [
    `${typeLine(chars)}${creature ? ` ${pt(chars)}` : ''}`,
    colorsOf(chars),
    abilities.length > 0 ? `abilities: ${abilities.join('; ')}` : 'no abilities',
    ...(chars.controller !== 'you' ? [`controlled by ${chars.controller}`] : []),
  ];
  return `${label}${renamed} — ${parts.join(', ')}`;
}
