/**
 * The rules the scenario engines cite, found by a short phrase of their text rather than by number:
 * rules get renumbered between releases (doubling a life total was 701.9d in 2024 and is 701.10d
 * in 2026), so the numbers are resolved against the active release at run time and a new CR needs
 * no code change. `number2026` is the number in the 2026-01-16 release, for the reader only.
 */

interface Citation {
  /** A distinctive phrase of the rule's own text (not its examples); matched after normaliseRuleText. */
  phrase: string;
  number2026: string;
}

export const CITATIONS = {
  // Game-wide rules
  'apnap-order': { phrase: 'Active Player, Nonactive Player (APNAP) order', number2026: '101.4' },
  'game-ends': { phrase: 'A game ends immediately when a player wins', number2026: '104.1' },
  'win-opponents-left': { phrase: 'wins the game if that player’s opponents have all left the game', number2026: '104.2a' },
  'all-lose-draw': { phrase: 'If all the players remaining in a game lose simultaneously', number2026: '104.4a' },
  'teams-all-lose-draw': { phrase: 'the game is a draw if all remaining teams lose simultaneously', number2026: '104.4d' },
  'pay-life-two-headed-giant': { phrase: 'in a Two-Headed Giant game, the player may do so only if their team’s life total', number2026: '119.4a' },
  'pay-zero-life': { phrase: 'Players can always pay 0 life, no matter what', number2026: '119.4b' },
  'cant-gain-exchange': { phrase: 'can’t gain life, that player can’t make an exchange', number2026: '119.7' },
  'cant-lose-exchange': { phrase: 'can’t lose life, that player can’t make an exchange', number2026: '119.8' },
  'damage-results': { phrase: 'Damage may have one or more of the following results', number2026: '120.3' },
  'damage-causes-life-loss': { phrase: 'Damage dealt to a player by a source without infect', number2026: '120.3a' },
  'infect-damage-to-player': { phrase: 'Damage dealt to a player by a source with infect causes that source’s controller to give the player', number2026: '120.3b' },
  'lifelink-result': { phrase: 'lifelink causes that source’s controller to gain that much life, in addition', number2026: '120.3f' },
  'doubling-life': { phrase: 'To double a player’s life total', number2026: '701.10d' },
  'exchange-life': { phrase: 'When life totals are exchanged, each player gains or loses', number2026: '701.12c' },
  lifelink: { phrase: 'lifelink causes that source’s controller, or its owner if it has no controller', number2026: '702.15b' },
  'protection-prevents-damage': { phrase: 'Any damage that would be dealt by sources that have the stated quality', number2026: '702.16e' },

  // Damage from sources with properties
  'resolved-shield-rechecks': { phrase: 'Some effects from resolved spells and abilities prevent or replace damage from sources with certain properties', number2026: '609.7b' },
  'static-shield-properties': { phrase: 'Some effects from static abilities prevent or replace damage from sources with certain properties', number2026: '609.7c' },

  // Prevention effects
  'prevention-additional-effect': { phrase: 'Some prevention effects also include an additional effect', number2026: '615.5' },
  'prevented-damage-never-happens': { phrase: 'If damage that would be dealt is prevented, it never happens', number2026: '615.6' },
  'prevent-next-amount': { phrase: 'Preventing 1 damage reduces the remaining shield by 1', number2026: '615.7' },
  'prevent-next-time': { phrase: 'refer to the next time a specific source would deal damage', number2026: '615.8' },
  'chosen-source-rechecked': { phrase: 'prevent damage from a source of a player’s choice with certain properties', number2026: '615.9' },
  'static-prevent-amount': { phrase: 'prevents only the indicated amount of damage in any applicable damage event', number2026: '615.10' },
  unpreventable: { phrase: 'Existing damage prevention shields won’t be reduced by damage that can’t be prevented', number2026: '615.12' },
  'unpreventable-once': { phrase: 'is applied to any particular unpreventable damage event just once', number2026: '615.12a' },

  // Order of replacement and prevention effects
  'replaced-never-happens': { phrase: 'If an event is replaced, it never happens', number2026: '614.6' },
  'self-replacement': { phrase: 'Such effects are called self-replacement effects', number2026: '614.15' },
  'affected-chooses-order': { phrase: 'or the affected player chooses one to apply', number2026: '616.1' },
  'self-replacement-first': { phrase: 'are self-replacement effects (see rule 614.15), one of them must be chosen', number2026: '616.1a' },
  'control-change-first': { phrase: 'would modify under whose control an object would enter the battlefield', number2026: '616.1b' },
  'copy-first': { phrase: 'would cause an object to become a copy of another object as it enters the battlefield', number2026: '616.1c' },
  'back-face-first': { phrase: 'would cause a card to enter the battlefield with its back face up', number2026: '616.1d' },
  'any-effect-may-be-chosen': { phrase: 'Any of the applicable replacement and/or prevention effects may be chosen', number2026: '616.1e' },
  'process-repeats': { phrase: 'this process is repeated (taking into account only replacement or prevention effects that would now be applicable)', number2026: '616.1f' },
  'contained-event-waits': { phrase: 'another may apply to an event contained within the first event', number2026: '616.1g' },
  'becomes-applicable': { phrase: 'can become applicable to an event as the result of another replacement or prevention effect', number2026: '616.2' },

  // Layers: the order continuous effects apply in (613) and the rules they use
  'layer-1': { phrase: 'Layer 1: Rules and effects that modify copiable values are applied', number2026: '613.1a' },
  'layer-2': { phrase: 'Layer 2: Control-changing effects are applied', number2026: '613.1b' },
  'layer-3': { phrase: 'Layer 3: Text-changing effects are applied', number2026: '613.1c' },
  'layer-4': { phrase: 'Layer 4: Type-changing effects are applied', number2026: '613.1d' },
  'layer-5': { phrase: 'Layer 5: Color-changing effects are applied', number2026: '613.1e' },
  'layer-6': { phrase: 'Layer 6: Ability-adding effects, keyword counters, ability-removing effects', number2026: '613.1f' },
  'layer-7': { phrase: 'Layer 7: Power- and/or toughness-changing effects are applied', number2026: '613.1g' },
  'layer-1a': { phrase: 'Layer 1a: Copiable effects are applied', number2026: '613.2a' },
  'layer-1b': { phrase: 'Layer 1b: Face-down spells and permanents have their characteristics modified', number2026: '613.2b' },
  'copiable-after-layer-1': { phrase: 'After all rules and effects in layer 1 have been applied, the object’s characteristics are its copiable values', number2026: '613.2c' },
  'cda-first': { phrase: 'apply effects from characteristic-defining abilities first', number2026: '613.3' },
  'layer-7a': { phrase: 'Layer 7a: Effects from characteristic-defining abilities that define power and/or toughness are applied', number2026: '613.4a' },
  'layer-7b': { phrase: 'Layer 7b: Effects that set power and/or toughness to a specific number or value are applied', number2026: '613.4b' },
  'layer-7c': { phrase: 'Layer 7c: Effects and counters that modify power and/or toughness', number2026: '613.4c' },
  'layer-7d': { phrase: 'Layer 7d: Effects that switch a creature’s power and toughness are applied', number2026: '613.4d' },
  'effect-keeps-applying': { phrase: 'it will continue to be applied to the same set of objects in each other applicable layer', number2026: '613.6' },
  'timestamp-order': { phrase: 'An effect with an earlier timestamp is applied before an effect with a later timestamp', number2026: '613.7' },
  'static-timestamp': { phrase: 'A continuous effect generated by a static ability has the same timestamp as the object the static ability is on', number2026: '613.7a' },
  'resolved-timestamp': { phrase: 'A continuous effect generated by the resolution of a spell or ability receives a timestamp at the time it’s created', number2026: '613.7b' },
  'counter-timestamp': { phrase: 'Each counter receives a timestamp as it’s put on an object or player', number2026: '613.7c' },
  'depends-on': { phrase: 'An effect is said to “depend on” another if', number2026: '613.8a' },
  'dependent-waits': { phrase: 'waits to apply until just after all of those effects have been applied', number2026: '613.8b' },
  'dependency-loop': { phrase: 'If several dependent effects form a dependency loop', number2026: '613.8b' },
  'order-reevaluated': { phrase: 'After each effect is applied, the order of remaining effects is reevaluated', number2026: '613.8c' },
  'cda': { phrase: 'Some static abilities are characteristic-defining abilities', number2026: '604.3' },
  'resolved-set-fixed': { phrase: 'the set of objects it affects is determined when that continuous effect begins', number2026: '611.2c' },
  'type-set': { phrase: 'Some effects set an object’s card type', number2026: '205.1a' },
  'type-kept': { phrase: 'specify that the object retains a prior card type, supertype, or subtype', number2026: '205.1b' },
  'subtype-needs-type': { phrase: 'An object can’t gain a subtype that doesn’t correspond to one of that object’s types', number2026: '205.3d' },
  'basic-land-mana': { phrase: 'An object with the land card type and a basic land type has the intrinsic ability', number2026: '305.6' },
  'land-type-set': { phrase: 'If an effect sets a land’s subtype to one or more of the basic land types', number2026: '305.7' },
  'copiable-values': { phrase: 'the copy acquires the copiable values of the original object’s characteristics', number2026: '707.2' },
  'copy-exceptions': { phrase: 'Some copy effects modify a characteristic as part of the copying process', number2026: '707.9b' },
  'face-down-values': { phrase: 'it becomes a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost', number2026: '708.2a' },
  'cant-have': { phrase: 'Effects can stop an object from having a specified ability', number2026: '113.11' },
  'keyword-counter': { phrase: 'A keyword counter on a permanent or on a card in a zone other than the battlefield causes that object to gain that keyword', number2026: '122.1b' },
  'no-power-value': { phrase: 'If a creature somehow has no value for its power, its power is 0', number2026: '208.5' },
  'aura-illegal': { phrase: 'If an Aura is enchanting an illegal object or player as defined by its enchant ability', number2026: '303.4c' },
  'aura-creature': { phrase: 'An Aura that’s also a creature can’t enchant anything', number2026: '303.4d' },
  'equipment-creature': { phrase: 'An Equipment that’s also a creature can’t equip a creature', number2026: '301.5c' },
  'sba-zero-toughness': { phrase: 'If a creature has toughness 0 or less, it’s put into its owner’s graveyard', number2026: '704.5f' },
  'sba-lethal-damage': { phrase: 'it has damage marked on it, and the total damage marked on it is greater than or equal to its toughness', number2026: '704.5g' },
  'sba-legend-rule': { phrase: 'This is called the “legend rule.”', number2026: '704.5j' },
  'sba-aura': { phrase: 'If an Aura is attached to an illegal object or player, or is not attached to an object or player', number2026: '704.5m' },
  'sba-equipment': { phrase: 'If an Equipment or Fortification is attached to an illegal permanent or to a player', number2026: '704.5n' },
  'sba-counters-cancel': { phrase: '-1/-1 counters are removed from it, where N is the smaller', number2026: '704.5q' },

  // Two-Headed Giant
  'team-loses-together': { phrase: 'Players win and lose the game only as a team', number2026: '810.8a' },
  'shared-life': { phrase: 'Each team has a shared life total', number2026: '810.4' },
  'team-loses-at-zero-life': { phrase: 'If a team’s life total is 0 or less, the team loses the game', number2026: '810.8c' },
  'team-loses-to-poison': { phrase: 'fifteen or more poison counters, that team loses the game. (This is a state-based action', number2026: '810.8d' },
  'life-changes-individually': { phrase: 'Damage, loss of life, and gaining life happen to each player individually', number2026: '810.9' },
  'team-life-as-player-life': { phrase: 'needs to know the value of an individual player’s life total, that cost or effect uses the team’s life total instead', number2026: '810.9a' },
  'team-pays-life': { phrase: 'allows both members of a team to pay life simultaneously', number2026: '810.9b' },
  'set-player-life': { phrase: 'If an effect sets a single player’s life total to a specific number', number2026: '810.9c' },
  'set-team-life': { phrase: 'that team chooses one of its members. On that team, only that player is affected', number2026: '810.9d' },
  'no-teammate-exchange': { phrase: 'A player can’t exchange life totals with their teammate', number2026: '810.9e' },
  'team-cant-gain': { phrase: 'no player on that player’s team can gain life', number2026: '810.9g' },
  'team-cant-lose': { phrase: 'no player on that player’s team can lose life', number2026: '810.9h' },
  'shared-poison': { phrase: 'The poison counters are shared by the team', number2026: '810.10' },
  'team-loses-poison-counters': { phrase: 'that player’s team loses that many poison counters', number2026: '810.10b' },
  'more-heads': { phrase: 'For each player a team has beyond the second', number2026: '810.11' },
} as const satisfies Record<string, Citation>;

export type CitationKey = keyof typeof CITATIONS;

/** Each cited concept's rule number in one release: what the engines take and put in `steps[].rules`. */
export type CitationNumbers = Record<CitationKey, string>;

export type CitationResolution =
  | { ok: true; numbers: CitationNumbers }
  /** `message` names every key and phrase that was not found exactly once; `found` holds the others. */
  | { ok: false; missing: CitationKey[]; found: Partial<CitationNumbers>; message: string };

/** Folds typographic quotes and runs of whitespace so a phrase matches however the release typed them. */
export function normaliseRuleText(text: string): string {
  return text
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Finds every cited rule in a release by its phrase; fails when a phrase matches no rule or several. */
export function resolveCitations(rules: readonly { number: string; text: string }[]): CitationResolution {
  const texts = rules.map((rule) => ({ number: rule.number, text: normaliseRuleText(rule.text) }));
  const numbers: Partial<CitationNumbers> = {};
  const missing: CitationKey[] = [];
  const problems: string[] = [];
  for (const [key, citation] of Object.entries(CITATIONS) as [CitationKey, Citation][]) {
    const phrase = normaliseRuleText(citation.phrase);
    const matches = texts.filter((rule) => rule.text.includes(phrase));
    if (matches.length === 1) {
      numbers[key] = matches[0]!.number;
      continue;
    }
    missing.push(key);
    const found = matches.length === 0 ? 'no rule' : `${matches.length} rules (${matches.map((rule) => rule.number).join(', ')})`;
    problems.push(`"${key}" (phrase "${citation.phrase}", ${citation.number2026} in 2026-01-16) matches ${found}`);
  }
  if (missing.length > 0) {
    return {
      ok: false,
      missing,
      found: numbers,
      message: `The scenario helpers can't find ${missing.length} cited rule(s) in this release: ${problems.join('; ')}.`,
    };
  }
  return { ok: true, numbers: numbers as CitationNumbers };
}
