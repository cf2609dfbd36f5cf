/**
 * The words of a type line and of colour: card types, supertypes, colours, and the closed lists of
 * non-creature subtypes the Comprehensive Rules give (205.3g–k, 205.3q). Creature types are an open
 * list (new ones appear with sets), so any other subtype is taken as a creature type, or as a
 * planeswalker type on a planeswalker. Hand-written because these are rules facts, not data to tune.
 */

/** Card types in the order a type line prints them ("Enchantment Artifact Creature", "Land Creature"). */
export const CARD_TYPES = ['kindred', 'enchantment', 'artifact', 'land', 'battle', 'creature', 'planeswalker', 'instant', 'sorcery'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Card types of permanents (110.4): an object with one of these is on the battlefield in a scenario. */
export const PERMANENT_TYPES: readonly CardType[] = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

export const SUPERTYPES = ['basic', 'legendary', 'ongoing', 'snow', 'world'] as const;
export type Supertype = (typeof SUPERTYPES)[number];

export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;
export type Color = (typeof COLORS)[number];

/** Mana symbols' colours (105.2, 202.2). */
const COLOR_OF_SYMBOL: Record<string, Color> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Which card type a subtype belongs to (205.3c): a subtype stays only while its card type does (205.1a, 205.3d). */
export type SubtypeClass = 'creature' | 'land' | 'artifact' | 'enchantment' | 'planeswalker' | 'spell' | 'battle';

/** 205.3i; the first five are the basic land types (305.6). */
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;
const LAND_TYPES = [...BASIC_LAND_TYPES, 'Cave', 'Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Planet', 'Power-Plant', 'Sphere', 'Tower', 'Town', "Urza's"];
/** 205.3g. */
const ARTIFACT_TYPES = ['Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle'];
/** 205.3h. */
const ENCHANTMENT_TYPES = ['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine'];
/** 205.3k. */
const SPELL_TYPES = ['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'];

const KNOWN_CLASS = new Map<string, SubtypeClass>([
  ...LAND_TYPES.map((name) => [name.toLowerCase(), 'land'] as const),
  ...ARTIFACT_TYPES.map((name) => [name.toLowerCase(), 'artifact'] as const),
  ...ENCHANTMENT_TYPES.map((name) => [name.toLowerCase(), 'enchantment'] as const),
  ...SPELL_TYPES.map((name) => [name.toLowerCase(), 'spell'] as const),
  ['siege', 'battle'],
]);

/** The card types a subtype of each class can go with (205.3d; kindred objects have creature types, 308.3). */
const CLASS_CARD_TYPES: Record<SubtypeClass, readonly CardType[]> = {
  creature: ['creature', 'kindred'],
  land: ['land'],
  artifact: ['artifact'],
  enchantment: ['enchantment'],
  planeswalker: ['planeswalker'],
  spell: ['instant', 'sorcery'],
  battle: ['battle'],
};

/** The class of a subtype on an object with these card types: a known non-creature subtype, else a creature type (a planeswalker type on a noncreature planeswalker). */
export function subtypeClass(subtype: string, types: readonly CardType[]): SubtypeClass {
  const known = KNOWN_CLASS.get(subtype.toLowerCase());
  if (known) return known;
  return types.includes('planeswalker') && !types.includes('creature') ? 'planeswalker' : 'creature';
}

/** Whether a subtype of this class can be on an object with these card types (205.3d). */
export function subtypeFits(subtypeClassName: SubtypeClass, types: readonly CardType[]): boolean {
  return CLASS_CARD_TYPES[subtypeClassName].some((type) => types.includes(type));
}

/** Whether a subtype is one the rules list (so it can be recognised in lower case too). */
export function isKnownNonCreatureSubtype(word: string): boolean {
  return KNOWN_CLASS.has(word.toLowerCase());
}

export function isBasicLandType(subtype: string): boolean {
  return (BASIC_LAND_TYPES as readonly string[]).includes(subtype);
}

/** The mana ability a basic land type gives (305.6). */
export function basicLandManaAbility(subtype: string): string {
  const symbol = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' }[subtype];
  return `{T}: Add {${symbol}}.`;
}

/** "elk" → "Elk", "power-plant" → "Power-Plant", "urza's" → "Urza's": subtypes are capitalised on a type line. */
export function capitaliseSubtype(word: string): string {
  const known = [...LAND_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...SPELL_TYPES].find((name) => name.toLowerCase() === word.toLowerCase());
  if (known) return known;
  return word
    .split(/([- ])/)
    .map((piece) => piece.charAt(0).toUpperCase() + piece.slice(1).toLowerCase())
    .join('');
}

/** Irregular plurals of subtypes an effect may name ("Elves", "Wolves"); regular ones drop -s or -es. */
const IRREGULAR_PLURALS: Record<string, string> = {
  elves: 'elf',
  dwarves: 'dwarf',
  wolves: 'wolf',
  werewolves: 'werewolf',
  mice: 'mouse',
  allies: 'ally',
  harpies: 'harpy',
  sorceries: 'sorcery',
  plains: 'plains',
  octopuses: 'octopus',
  fungi: 'fungus',
};

/** The singular of a subtype or type word as an effect writes it ("Mountains" → "mountain", "Elves" → "elf"). */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return irregular;
  if (/(?:ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith('s') && !lower.endsWith('ss')) return lower.slice(0, -1);
  return lower;
}

/** Whether `word`, as an effect writes it (singular or plural, any case), names `subtype`. */
export function namesSubtype(word: string, subtype: string): boolean {
  const lower = word.toLowerCase();
  const target = subtype.toLowerCase();
  return lower === target || singular(lower) === target;
}

/** The card type a word names, singular or plural ("creatures" → creature), or null. */
export function cardTypeWord(word: string): CardType | null {
  const lower = word.toLowerCase();
  const plural: Record<string, CardType> = { sorceries: 'sorcery', tribal: 'kindred' };
  if (plural[lower]) return plural[lower]!;
  const single = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return (CARD_TYPES as readonly string[]).includes(lower)
    ? (lower as CardType)
    : (CARD_TYPES as readonly string[]).includes(single)
      ? (single as CardType)
      : null;
}

export function supertypeWord(word: string): Supertype | null {
  const lower = word.toLowerCase();
  return (SUPERTYPES as readonly string[]).includes(lower) ? (lower as Supertype) : null;
}

export function colorWord(word: string): Color | null {
  const lower = word.toLowerCase();
  return (COLORS as readonly string[]).includes(lower) ? (lower as Color) : null;
}

/** "enchantment" → "Enchantment": how a type line and the answer print a type word. */
export function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Mana value (202.3) and colours (105.2) of a mana cost such as "{2}{W}{W}", "{X}{R}", "{2/W}", "{G/P}"; null if it isn't one. */
export function readManaCost(cost: string): { manaValue: number; colors: Color[] } | null {
  const symbols = cost.match(/\{[^{}]+\}/g);
  if (!symbols || symbols.join('') !== cost.replace(/\s+/g, '')) return null;
  let manaValue = 0;
  const colors = new Set<Color>();
  for (const symbol of symbols) {
    const inner = symbol.slice(1, -1).toUpperCase();
    if (/^\d+$/.test(inner)) {
      manaValue += Number(inner);
      continue;
    }
    if (inner === 'X' || inner === 'Y' || inner === 'Z') continue; // X is 0 off the stack (202.3e)
    const halves = inner.split('/');
    if (!halves.every((half) => /^(?:[WUBRGCSP]|\d+)$/.test(half))) return null;
    // A hybrid symbol counts its largest half (202.3f); a Phyrexian symbol counts 1 (202.3g).
    manaValue += Math.max(1, ...halves.map((half) => (/^\d+$/.test(half) ? Number(half) : 1)));
    for (const half of halves) if (COLOR_OF_SYMBOL[half]) colors.add(COLOR_OF_SYMBOL[half]!);
  }
  return { manaValue, colors: COLORS.filter((color) => colors.has(color)) };
}
