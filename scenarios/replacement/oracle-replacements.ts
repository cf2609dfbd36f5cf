/**
 * What a card's replacement and prevention effects do to an event, read from its Oracle text, so
 * `/replacement` can tell when applying one effect leaves nothing for another to replace (616.1f,
 * 614.6): once Rest in Peace exiles the creature it never dies, so Kalitas can't apply; once Torbran
 * adds 2 damage, the damage still happens and a prevention shield still applies.
 *
 * One table of templates: each names the event a sentence replaces and what becomes of it. A sentence
 * none of them matches is not guessed at: the effect must then say what it does by its tags, or the
 * engine refuses the scenario naming it (card-readings.ts).
 */
import type { CardFace } from '../card-face.js';

/** The kinds of event the templates recognise. "Dies" is one way of being put into a graveyard. */
export type ReplacedEvent = 'dies' | 'to-graveyard' | 'damage' | 'life-gain' | 'draw' | 'token-creation' | 'counters';

/**
 * What the effect does to the event: it happens instead as something else (`changed`: exiled instead
 * of dying), it never happens (`prevented`: all of the damage), or it still happens, modified
 * (`modified`: more damage, more life, more tokens).
 */
export type ReplacementOutcome = 'changed' | 'prevented' | 'modified';

/** How a modified event's number changes: "that much damage plus 2" is plus 2, "double that damage" times 2. */
export interface AmountChange {
  op: 'plus' | 'minus' | 'times';
  n: number;
}

export interface OracleReplacement {
  event: ReplacedEvent;
  outcome: ReplacementOutcome;
  /** The Oracle sentence read, reminder text removed. */
  sentence: string;
  /** What the template understood, for the answer: "replaces dying with exile". */
  reading: string;
  /** For a `modified` event: how its number changes, when the template can say. */
  change: AmountChange | null;
  /** For a `changed` event: what happens instead ("exile", "return it to its owner's hand"). */
  instead: string | null;
  /** For a `prevented` event: what else the effect does with the amount prevented (615.5): "put that many +1/+1 counters on it". */
  also: string | null;
}

/** The additional effect of a prevention effect, after "prevent that damage and …". */
const ALSO = /\bprevent (?:all of )?that damage(?:,)? and (.+?)\.?$/i;

interface ReplacementTemplate {
  event: ReplacedEvent;
  /** Must match the sentence for the template to apply; the first matching template wins. */
  pattern: RegExp;
  outcome: ReplacementOutcome;
  /** The reading; `$1` stands for the pattern's first group where it has one. */
  reading: string;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** A number written in digits or words ("2", "two", "an additional"); null when it is neither. */
function numberIn(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

/** How the words a template captured change the event's number: "that much damage plus 2", "twice that many", "prevent 3 of that damage". */
export function amountChange(words: string): AmountChange | null {
  const text = words.toLowerCase();
  if (/\b(?:double|twice)\b/.test(text)) return { op: 'times', n: 2 };
  if (/\bthree times\b|\btriple\b/.test(text)) return { op: 'times', n: 3 };
  const plus = /\bplus (?:an additional\b|(\w+))/.exec(text);
  if (plus) {
    const n = plus[1] === undefined ? 1 : numberIn(plus[1]);
    return n === null ? null : { op: 'plus', n };
  }
  const minus = /\bminus (\w+)/.exec(text);
  if (minus) {
    const n = numberIn(minus[1]!);
    return n === null ? null : { op: 'minus', n };
  }
  const prevent = /^(\w+)$/.exec(text.trim());
  if (prevent) {
    const n = numberIn(prevent[1]!);
    return n === null ? null : { op: 'minus', n };
  }
  return null;
}

/** A destination named in an "instead" clause: where the card goes rather than the graveyard. */
const ELSEWHERE = String.raw`(exile|return [^.]*? to (?:its owner's|their owner's|your|its|their) hand|shuffle [^.]*? into [^.]*? library|put [^.]*? (?:on top of|on the bottom of|into) [^.]*? library|put [^.]*? onto the battlefield)`;
const GRAVEYARD = String.raw`(?:put into (?:a|an|your|their|its owner's|their owner's|an opponent's|that player's) graveyard|put into graveyards?)`;

/**
 * The templates, most specific first. Each line's comment says why the outcome is what it is.
 * Damage that is only partly prevented ("prevent 2 of that damage") still happens, so it is `modified`.
 */
const TEMPLATES: ReplacementTemplate[] = [
  // The creature goes somewhere else instead of the graveyard: it never dies (Kalitas, Gisa, Firestorm Phoenix).
  { event: 'dies', pattern: new RegExp(String.raw`\bwould die\b[^.]*?\b${ELSEWHERE}`, 'i'), outcome: 'changed', reading: 'replaces dying with: $1' },
  // The card goes somewhere else instead of the graveyard (Rest in Peace, Leyline of the Void, disturb faces).
  { event: 'to-graveyard', pattern: new RegExp(String.raw`\bwould be ${GRAVEYARD}[^.]*?\b${ELSEWHERE}`, 'i'), outcome: 'changed', reading: 'replaces going to a graveyard with: $1' },
  // All of the damage is prevented: no damage event is left for another effect to modify.
  { event: 'damage', pattern: /\bwould (?:deal|be dealt) (?:combat |noncombat )?damage\b[^.]*?\bprevent (?:all of )?that damage\b/i, outcome: 'prevented', reading: 'prevents all of that damage' },
  { event: 'damage', pattern: /\bdamage (?:that )?would be dealt\b[^.]*?\bprevent (?:all of )?that damage\b/i, outcome: 'prevented', reading: 'prevents all of that damage' },
  { event: 'damage', pattern: /\bprevent all (?:combat |noncombat )?damage\b/i, outcome: 'prevented', reading: 'prevents all of that damage' },
  // Part of the damage is prevented, or more or less is dealt: damage is still dealt.
  { event: 'damage', pattern: /\bprevent (\d+|[a-z]+) of that damage\b/i, outcome: 'modified', reading: 'prevents $1 of that damage; the rest is still dealt' },
  {
    event: 'damage',
    pattern: /\bwould deal damage\b[^.]*?\b(double that damage|twice that much damage|that much damage (?:plus|minus) \w+|half that damage)/i,
    outcome: 'modified',
    reading: 'changes how much damage is dealt ($1); damage is still dealt',
  },
  // Life gain that becomes card draw (616.2's example) is no longer life gain.
  { event: 'life-gain', pattern: /\bwould gain life\b[^.]*?\b(draw [^.]*?) instead\b/i, outcome: 'changed', reading: 'replaces gaining life with: $1' },
  { event: 'life-gain', pattern: /\bwould gain life\b[^.]*?\b(twice that much life|that much life plus \w+|double that much life)\b/i, outcome: 'modified', reading: 'changes how much life is gained ($1)' },
  // A draw replaced by something else ("instead, return …") is no longer that draw.
  { event: 'draw', pattern: /\bwould draw (?:a card|one or more cards)\b[^.]*?\binstead\b/i, outcome: 'changed', reading: 'replaces the draw' },
  {
    event: 'token-creation',
    pattern: /\bwould create (?:one or more |a )[^.]*?tokens?\b[^.]*?\b(twice that many|those tokens plus an additional [^.]*?token|that many plus \w+)/i,
    outcome: 'modified',
    reading: 'changes how many tokens are created ($1)',
  },
  {
    event: 'counters',
    pattern: /\bcounters? would be put on\b[^.]*?\b(twice that many|that many plus \w+)/i,
    outcome: 'modified',
    reading: 'changes how many counters are put ($1)',
  },
  // Doubling Season's wording: "If an effect would put one or more counters on a permanent you control, it puts twice that many …".
  {
    event: 'counters',
    pattern: /\bwould put one or more [^.]*?counters on\b[^.]*?\b(twice that many|that many plus \w+)/i,
    outcome: 'modified',
    reading: 'changes how many counters are put ($1)',
  },
];

/** Sentences of Oracle text without reminder text: the templates read one sentence at a time. */
function sentences(oracleText: string): string[] {
  return oracleText
    .replace(/\([^)]*\)/g, ' ')
    .split('\n')
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').replace(/[’]/g, "'").trim())
    .filter((sentence) => /\b(?:would|prevent)\b/i.test(sentence));
}

/**
 * The replacement and prevention effects a card's Oracle text describes that the templates recognise.
 * @example readReplacements({ ...face, oracleText: 'If a card or token would be put into a graveyard from anywhere, exile it instead.' }) // → [{ event: 'to-graveyard', outcome: 'changed', … }]
 */
export function readReplacements(face: CardFace): OracleReplacement[] {
  const found: OracleReplacement[] = [];
  for (const sentence of sentences(face.oracleText)) {
    for (const template of TEMPLATES) {
      const match = template.pattern.exec(sentence);
      if (!match) continue;
      const words = match[1] ?? '';
      found.push({
        event: template.event,
        outcome: template.outcome,
        sentence,
        reading: template.reading.replace('$1', words),
        change: template.outcome === 'modified' ? amountChange(words) : null,
        instead: template.outcome === 'changed' ? words.trim() || null : null,
        also: template.outcome === 'prevented' ? (ALSO.exec(sentence)?.[1] ?? null) : null,
      });
      break;
    }
  }
  return found;
}

/** Whether two effects replace the same event: dying is being put into a graveyard from the battlefield. */
function sameEvent(left: ReplacedEvent, right: ReplacedEvent): boolean {
  if (left === right) return true;
  const graveyard = new Set<ReplacedEvent>(['dies', 'to-graveyard']);
  return graveyard.has(left) && graveyard.has(right);
}

/**
 * Whether applying `first` leaves nothing for `second` to apply to: `first` turns the event into
 * another one, or prevents it, and `second` replaces that same event (614.6: a replaced event never happens).
 */
export function replacementStops(first: readonly OracleReplacement[], second: readonly OracleReplacement[]): boolean {
  return first.some(
    (applied) => applied.outcome !== 'modified' && second.some((other) => sameEvent(applied.event, other.event)),
  );
}
