/**
 * View state that does not fit in a 100-character custom id (a long search query, a scenario's
 * input): a handler remembers it under a short token it puts in the custom id, and recalls it
 * when the button is pressed. Handlers see only `remember` and `recall`, both synchronous.
 *
 * Where the values live depends on the front end. Handlers running in the worker pool get an
 * InteractionMemory: the values of the tokens in the pressed component's custom id, preloaded by
 * the main thread from the view-state store (state/), and a record of what the handler remembers,
 * of which the main thread saves what the reply's buttons name before replying — so workers share
 * it and it survives a restart.
 * The console runs handlers in-process with an InteractionMemory too, preloaded with the state of
 * the reply on screen (the only buttons it can press); `arbiter ask` shows one reply and exits.
 */
import { randomBytes } from 'node:crypto';
import { decodeCustomId } from './custom-id.js';
import type { Reply } from '../payload/message-payload.js';

/** What handlers use (context.memory). */
export interface ViewMemory {
  /** Stores `value` (plain JSON data); returns a short token to put in a custom id. */
  remember(value: unknown): string;
  /** The value stored under `token`, or undefined once forgotten or expired. */
  recall(token: string): unknown;
}

/** A token: "~" and 10 base-36 characters (about 51 random bits), recognisable among a custom id's arguments. */
const TOKEN = /^~[0-9a-z]{10}$/;

/** A new random token: unique across processes and restarts, so one never finds someone else's state. */
export function newViewToken(): string {
  const random = randomBytes(8).readBigUInt64BE().toString(36).padStart(13, '0');
  return `~${random.slice(-10)}`;
}

/** The view-state tokens among the arguments of `customId` (what a press needs preloaded). */
export function viewTokensIn(customId: string): string[] {
  return (decodeCustomId(customId)?.args ?? []).filter((arg) => TOKEN.test(arg));
}

/** One interaction's memory: the preloaded values of its custom id's tokens, and what its handler remembers. */
export class InteractionMemory implements ViewMemory {
  /** Values the handler remembered, by token: the main thread saves them before replying. */
  readonly remembered: Record<string, unknown> = {};

  constructor(private readonly preloaded: Readonly<Record<string, unknown>> = {}) {}

  remember(value: unknown): string {
    const token = newViewToken();
    this.remembered[token] = value;
    return token;
  }

  recall(token: string): unknown {
    return this.remembered[token] ?? this.preloaded[token];
  }

  /**
   * What the main thread saves: the remembered values whose tokens `reply`'s buttons and menus name.
   * A handler remembers its state before it knows whether the reply needs a page button (a one-page
   * definition has none); a value nothing can ask for is not written, which spares the state store
   * a write (and the handler threads' SQLite page caches, which a write to their file empties).
   */
  neededBy(reply: Reply): Record<string, unknown> {
    const named = (reply.components ?? []).flatMap((row) => row.components.flatMap((component) => ('custom_id' in component ? viewTokensIn(component.custom_id) : [])));
    return Object.fromEntries(named.filter((token) => token in this.remembered).map((token) => [token, this.remembered[token]]));
  }
}
