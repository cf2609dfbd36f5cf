/**
 * Input syntax of the damage-prevention helper (`/prevent`, `arbiter scenario prevent`): the shields
 * and the damage events, parsed into plain data.
 */
import { listSizeProblem, parseAmount, splitList, syntaxError, type Parsed } from '../scenario-input.js';

/**
 * Which sources a shield watches. `Dragon[red]` is a chosen source and the properties it was chosen
 * for, rechecked when it deals damage (615.9); any other text is a source's name or its qualities.
 */
export interface SourceFilter {
  /** As written after "from". */
  text: string;
  /** The chosen source's name (`Dragon` in `Dragon[red]`), or null when `text` is a name or qualities. */
  source: string | null;
  /** Lower-case words the source must have among its properties. */
  qualities: string[];
}

/** A prevention effect on one recipient, in the order written (the default order of 616.1). */
export type Shield = {
  /** The shield as written, e.g. "me: prevent 3". */
  text: string;
  recipient: string;
  from: SourceFilter | null;
  /** "and gain that much life": an additional effect that uses the damage prevented (615.5). */
  gainsLife: boolean;
} & (
  /** `prevent <n>`: the next n damage, from a resolved spell or ability (615.7). */
  | { kind: 'amount'; amount: number }
  /** `prevent next from <source>`: the next time that source would deal damage (615.8). */
  | { kind: 'next-time' }
  /** `prevent all from <quality>` (a static effect) or `protection from <quality>` (702.16e). */
  | { kind: 'all'; protection: boolean }
  /** `prevent <n> each`: a static effect preventing n of each source's damage each time (615.10). */
  | { kind: 'each-time'; amount: number }
);

/** One source dealing damage to one recipient. */
export interface DamageItem {
  source: string;
  /** Lower-case words: colours, types, `lifelink`, `unpreventable`, anything a shield may name. */
  properties: string[];
  amount: number;
  to: string;
}

/** Damage dealt at the same time (written with ","); successive events are written with ";". */
export type DamageEvent = DamageItem[];

export const PREVENTION_USAGE = [
  'Shields, separated by ";", each "<recipient>: <effect>":',
  '  prevent <n> [from <source or quality>]   the next n damage to the recipient (from a resolved spell or ability)',
  '  prevent next from <source>               the next time that source would deal damage to the recipient',
  '  prevent all from <quality>               a static "prevent all damage … from <quality> sources"',
  '  protection from <quality>                protection: damage from sources with that quality is prevented',
  '  prevent <n> each [from <quality>]        a static effect that prevents n of each source’s damage, each time',
  '  … and gain that much life               the shield’s controller also gains the life it prevents',
  '  A source chosen for a property is written Name[property], e.g. "prevent next from Dragon[red]":',
  '  the shield rechecks that property when the damage comes.',
  'Damage: "<source>[<properties>] deals <n> to <recipient>"; "," joins damage dealt at the same time and',
  '  ";" separates successive events (at most 50 in all). Properties are words such as',
  '  red creature lifelink unpreventable.',
  'Example: shields "me: prevent 3; me: protection from red"',
  '         damage "Goblin[red creature] deals 2 to me, Ogre[green creature lifelink] deals 3 to me; Shock[red instant] deals 2 to me"',
].join('\n');

/** The shield effects, tried in order: the specific forms before the bare `prevent <n>`. */
const EFFECT_PATTERNS: { pattern: RegExp; build: (match: RegExpMatchArray) => ShieldEffectOrProblem }[] = [
  { pattern: /^prevent\s+next\s+from\s+(.+)$/i, build: (match) => ({ kind: 'next-time', from: match[1]! }) },
  { pattern: /^prevent\s+all\s+from\s+(.+)$/i, build: (match) => ({ kind: 'all', protection: false, from: match[1]! }) },
  { pattern: /^protection\s+from\s+(.+)$/i, build: (match) => ({ kind: 'all', protection: true, from: match[1]! }) },
  { pattern: /^prevent\s+(\S+)\s+each(?:\s+from\s+(.+))?$/i, build: (match) => counted('each-time', match) },
  { pattern: /^prevent\s+(?:the\s+)?(?:next\s+)?(\S+)(?:\s+damage)?(?:\s+from\s+(.+))?$/i, build: (match) => counted('amount', match) },
];

type ShieldEffectOrProblem =
  | { kind: 'amount' | 'each-time'; amount: number; from?: string }
  | { kind: 'next-time'; from: string }
  | { kind: 'all'; protection: boolean; from: string }
  | { problem: string };

function counted(kind: 'amount' | 'each-time', match: RegExpMatchArray): ShieldEffectOrProblem {
  const amount = parseAmount(match[1], 'the amount of damage to prevent');
  if (!amount.ok) return { problem: amount.problem };
  return match[2] === undefined ? { kind, amount: amount.amount } : { kind, amount: amount.amount, from: match[2] };
}

const GAIN_SUFFIX = /\s+and\s+gain(?:\s+that\s+much)?\s+life\s*$/i;

/**
 * Parses the shields: `;`-separated `<recipient>: <effect>`.
 * @example parseShields('me: prevent 3; me: protection from red; Bear: prevent next from Dragon[red]')
 */
export function parseShields(text: string): Parsed<Shield[]> {
  const parts = splitList(text, ';');
  const sizeProblem = listSizeProblem(parts.length, 'shields');
  if (sizeProblem) return syntaxError(sizeProblem, PREVENTION_USAGE);
  const shields: Shield[] = [];
  for (const [index, part] of parts.entries()) {
    const colon = part.indexOf(':');
    const recipient = colon < 0 ? '' : part.slice(0, colon).trim();
    if (recipient === '') {
      return syntaxError(`Shield ${index + 1} ("${part}"): start with the recipient and a colon, e.g. "me: prevent 3".`, PREVENTION_USAGE);
    }
    const effectText = part.slice(colon + 1).trim();
    const gainsLife = GAIN_SUFFIX.test(effectText);
    const core = effectText.replace(GAIN_SUFFIX, '');
    const rule = EFFECT_PATTERNS.find((candidate) => candidate.pattern.test(core));
    const effect = rule?.build(core.match(rule.pattern)!);
    if (!effect) return syntaxError(`Shield ${index + 1} ("${part}"): "${core}" is not a shield this helper knows.`, PREVENTION_USAGE);
    if ('problem' in effect) return syntaxError(`Shield ${index + 1} ("${part}"): ${effect.problem}`, PREVENTION_USAGE);
    const { from, ...rest } = effect;
    shields.push({ text: part, recipient, gainsLife, from: from === undefined ? null : parseSourceFilter(from), ...rest });
  }
  return { ok: true, value: shields };
}

function parseSourceFilter(text: string): SourceFilter {
  const chosen = /^(.*?)\s*\[([^\]]*)\]$/.exec(text.trim());
  const words = (list: string) => list.toLowerCase().split(/\s+/).filter(Boolean);
  if (chosen && chosen[1] !== '') return { text, source: chosen[1]!, qualities: words(chosen[2]!) };
  const bare = chosen ? chosen[2]! : text;
  return { text, source: null, qualities: words(bare) };
}

const DAMAGE_ITEM = /^(.+?)\s*(?:\[([^\]]*)\])?\s+deals\s+(\S+)\s+(?:damage\s+)?to\s+(.+)$/i;

/** Whether a name is a card of the card data in use: its commas are part of it, not separators. */
export type IsCardName = (name: string) => boolean;

/**
 * Pieces of an event split at commas, with the commas of card names put back: where the words
 * before a comma and those after it make a card's name ("… deals 3 to Gisa", "Glorious Resurrector
 * deals …"), the two pieces are one. Names are matched before the list is split, from the card data;
 * no other comma is guessed to be part of a name.
 */
function rejoinNames(pieces: string[], isCardName: IsCardName): string[] {
  const joined: string[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (previous !== undefined && namesAcross(previous, piece, isCardName)) joined[joined.length - 1] = `${previous}, ${piece}`;
    else joined.push(piece);
  }
  return joined;
}

/** Whether up to four words before the comma and up to five after it are a card's name. */
function namesAcross(before: string, after: string, isCardName: IsCardName): boolean {
  const tail = before.replace(/\[[^\]]*\]/g, '').split(/\s+/).filter(Boolean);
  const head = after.replace(/\[[^\]]*\].*$/, '').split(/\s+/).filter(Boolean);
  for (let k = 1; k <= Math.min(4, tail.length); k++) {
    for (let m = 1; m <= Math.min(5, head.length); m++) {
      if (isCardName(`${tail.slice(-k).join(' ')}, ${head.slice(0, m).join(' ')}`)) return true;
    }
  }
  return false;
}

/**
 * Parses damage: `,` joins damage dealt at the same time, `;` separates successive events.
 * @example parseDamageEvents('Goblin[red creature] deals 2 to me, Ogre[creature lifelink] deals 3 to me; Shock[red] deals 2 to Bear')
 */
export function parseDamageEvents(text: string, isCardName: IsCardName = () => false): Parsed<DamageEvent[]> {
  const events = splitList(text, ';').map((event) => rejoinNames(splitList(event, ','), isCardName));
  const sizeProblem = listSizeProblem(events.flat().length, 'damage events');
  if (sizeProblem) return syntaxError(sizeProblem, PREVENTION_USAGE);
  const parsed: DamageEvent[] = [];
  for (const [index, items] of events.entries()) {
    const event: DamageEvent = [];
    for (const item of items) {
      const match = DAMAGE_ITEM.exec(item);
      const where = `Damage event ${index + 1} ("${item}")`;
      if (!match) {
        return syntaxError(
          `${where}: write "<source>[<properties>] deals <n> to <recipient>"; a name with a comma is read whole only when it is a card of the card data in use.`,
          PREVENTION_USAGE,
        );
      }
      const amount = parseAmount(match[3], 'the amount of damage');
      if (!amount.ok) return syntaxError(`${where}: ${amount.problem}`, PREVENTION_USAGE);
      const properties = (match[2] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      event.push({ source: match[1]!.trim(), properties, amount: amount.amount, to: match[4]!.trim() });
    }
    parsed.push(event);
  }
  return { ok: true, value: parsed };
}
