/** What the three scenario input parsers share: result values, list splitting, amounts and error messages. */

/** A parse result: the value, or a message that says what was wrong and shows the accepted syntax. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** At most this many events (or shields, or effects) in one scenario: a judge's question, not a simulation. */
export const MAX_EVENTS = 50;

/** The largest amount accepted; anything bigger is a typo, and keeps sums far from unsafe integers. */
const MAX_AMOUNT = 1_000_000;

/** A failed parse whose message is the problem, then the accepted syntax with an example. */
export function syntaxError<T>(problem: string, usage: string): Parsed<T> {
  return { ok: false, error: `${problem}\n\n${usage}` };
}

/** Splits `text` at `separator`, trimming each part and dropping empty ones (a trailing `;` is harmless). */
export function splitList(text: string, separator: string): string[] {
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Checks a list is not empty and not longer than MAX_EVENTS; returns the problem, or null. */
export function listSizeProblem(count: number, noun: string): string | null {
  if (count === 0) return `No ${noun} given.`;
  if (count > MAX_EVENTS) return `${count} ${noun} given; at most ${MAX_EVENTS} are accepted.`;
  return null;
}

/** A whole number from 0 to 1,000,000 written as digits, or the reason it is not one. */
export function parseAmount(token: string | undefined, what: string): { ok: true; amount: number } | { ok: false; problem: string } {
  if (token === undefined || token === '') return { ok: false, problem: `${what} is missing.` };
  if (/^-\d+$/.test(token)) return { ok: false, problem: `${what} can't be negative (got ${token}).` };
  if (!/^\d+$/.test(token)) return { ok: false, problem: `${what} must be a whole number (got "${token}").` };
  const amount = Number(token);
  if (amount > MAX_AMOUNT) return { ok: false, problem: `${what} must be at most ${MAX_AMOUNT.toLocaleString('en-US')} (got ${token}).` };
  return { ok: true, amount };
}

/** Names are matched the way a judge reads them: ignoring case and spacing ("grizzly  bears" is Grizzly Bears). */
export function sameName(left: string, right: string): boolean {
  const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return fold(left) === fold(right);
}
