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
  /** `message` names every key and phrase that was not found exactly once. */
  | { ok: false; missing: CitationKey[]; message: string };

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
      message: `The scenario helpers can't find ${missing.length} cited rule(s) in this release: ${problems.join('; ')}.`,
    };
  }
  return { ok: true, numbers: numbers as CitationNumbers };
}
