/**
 * Keyword abilities the phrase syntax recognises by name ("has flying and trample", "Grizzly Bears:
 * creature 2/2, vigilance"). Any other ability is written in quotes. Hand-written from rule 702's
 * keyword list: the words an effect grants or removes, so a typo is refused instead of becoming an
 * ability nobody has.
 */

const KEYWORDS = [
  'absorb', 'affinity', 'afflict', 'amplify', 'annihilator', 'banding', 'battle cry', 'bushido', 'cascade', 'changeling',
  'convoke', 'crew', 'cycling', 'deathtouch', 'decayed', 'defender', 'delve', 'devoid', 'double strike', 'dredge', 'echo',
  'evolve', 'exalted', 'exploit', 'fabricate', 'fading', 'fear', 'first strike', 'flanking', 'flash', 'flying', 'haste',
  'hexproof', 'horsemanship', 'indestructible', 'infect', 'intimidate', 'lifelink', 'menace', 'modular', 'myriad',
  'ninjutsu', 'persist', 'phasing', 'poisonous', 'provoke', 'prowess', 'rampage', 'reach', 'rebound', 'renown', 'shadow',
  'shroud', 'skulk', 'soulbond', 'split second', 'storm', 'sunburst', 'toxic', 'trample', 'undying', 'unleash', 'vanishing',
  'vigilance', 'wither', 'ward', 'mentor', 'riot', 'training', 'backup', 'bloodthirst', 'living weapon', 'reconfigure',
] as const;

/** Keywords a counter can grant (122.1b); other counters are P/T counters or plain markers. */
export const KEYWORD_COUNTERS = [
  'flying', 'first strike', 'double strike', 'deathtouch', 'decayed', 'exalted', 'haste', 'hexproof', 'indestructible',
  'lifelink', 'menace', 'reach', 'shadow', 'trample', 'vigilance',
] as const;

/**
 * The ability a phrase names, normalised ("Flying" → "flying", "protection from red", "ward {2}",
 * "enchant creature", a quoted ability without its quotes), or null when it isn't one.
 * @example keywordAbility('Protection from black') // 'protection from black'
 */
export function keywordAbility(phrase: string): string | null {
  const text = phrase.trim().replace(/\s+/g, ' ');
  const quoted = /^["“](.+)["”]$/.exec(text);
  if (quoted) return quoted[1]!.trim();
  const lower = text.toLowerCase();
  if ((KEYWORDS as readonly string[]).includes(lower)) return lower;
  // Keywords with a parameter: a quality, a cost, a number, a land type.
  if (/^protection from [a-z' -]+$/.test(lower)) return lower;
  if (/^enchant [a-z' -]+$/.test(lower)) return lower;
  if (/^(?:ward|equip|cycling|echo|crew|bushido|annihilator|toxic|modular|afflict|rampage|fading|vanishing|dredge|ninjutsu|reconfigure|bloodthirst|absorb|amplify|poisonous|renown|backup|affinity for [a-z]+)(?: (?:\d+|x|(?:\{[^{}]+\})+|—.+))?$/.test(lower)) return lower;
  if (/^(?:non(?:basic )?)?[a-z]+walk$/.test(lower) || /^nonbasic landwalk$/.test(lower)) return lower;
  return null;
}

/** Splits "flying, first strike, and haste" / "flying and trample" into abilities; null if any piece isn't one. */
export function abilityList(text: string): string[] | null {
  const pieces: string[] = [];
  // Quoted abilities may contain commas and "and": take them whole first.
  const rest = text.replace(/["“][^"”]*["”]/g, (quoted) => {
    pieces.push(quoted);
    return `\u0000${pieces.length - 1}\u0000`;
  });
  const items = rest
    .split(/,\s*(?:and\s+)?|\s+and\s+/i)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return null;
  const abilities: string[] = [];
  for (const item of items) {
    const restored = item.replace(/\u0000(\d+)\u0000/g, (_, index: string) => pieces[Number(index)]!);
    const ability = keywordAbility(restored);
    if (ability === null) return null;
    abilities.push(ability);
  }
  return abilities;
}

/** Whether an object's ability is the one an effect names ("loses flying" removes "Flying"). */
export function sameAbility(left: string, right: string): boolean {
  const fold = (text: string) => text.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();
  return fold(left) === fold(right);
}

/** How an answer prints an ability: a keyword capitalised as on a card ("Flying"), other text as written. */
export function displayAbility(ability: string): string {
  return ability.charAt(0).toUpperCase() + ability.slice(1);
}
