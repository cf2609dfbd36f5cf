/**
 * Inline lookups in a server's channels: what the bot does when a message is sent, edited or
 * deleted. A message whose `[[…]]` or `{{…}}` a server wants answered (its /settings) gets one
 * reply, built on the handler pool like any answer; an edit that changes what it asks edits that
 * reply (or deletes it, when it asks nothing now); deleting the message deletes the reply. Which
 * reply answers which message, and how many replies a channel had this minute, are in the state
 * store, so all of this holds after a restart and whichever shard or copy receives the event.
 *
 * Transport-neutral: the gateway (bot/inline-gateway.ts) hands plain messages in and supplies how
 * messages are posted, edited and deleted. Nothing here logs a message's words.
 */
import { findInlineReferences, inlineReferencesKey, type InlineReference } from '../../explain/inline/inline-references.js';
import { toChannelMessagePayload, type ChannelMessagePayload, type Reply } from '../../commands/payload/message-payload.js';
import { inlineRateLimitedReply } from '../../commands/views/inline-rate-limited-view.js';
import { answersInlineIn, type GuildSettings } from '../../state/guild-settings.js';
import type { InlineRateLimit } from '../../state/inline-rate-limit.js';
import { INLINE_REPLY_MAX_AGE_MS, type InlineRepliesRepository } from '../../state/inline-replies-repository.js';
import type { InlineMessage } from './read-message.js';

/** How the transport posts, edits and deletes the bot's messages. */
export interface MessagePoster {
  /** Posts `payload` in `channelId`; resolves with the new message's id. */
  post(channelId: string, payload: ChannelMessagePayload): Promise<string>;
  /** Edits one of the bot's messages; 'gone' when it no longer exists (someone deleted it). */
  edit(channelId: string, messageId: string, payload: ChannelMessagePayload): Promise<'edited' | 'gone'>;
  /** Deletes one of the bot's messages; a message already gone is no error. */
  delete(channelId: string, messageId: string): Promise<void>;
}

/** What happened to one message, for the log line and the metrics. */
export type InlineOutcome =
  | 'posted'
  | 'edited'
  | 'deleted'
  /** Past the channel's rate: the one sentence saying so was posted. */
  | 'rate_limited'
  /** Past the channel's rate, already said: nothing posted. */
  | 'rate_quiet'
  /** The reply to edit was gone (deleted by someone): left gone. */
  | 'reply_gone'
  | 'failed';

/** One line of the log: where, whose message, how many references, how it ended. Never the message's words. */
export interface InlineRecord {
  message: string;
  guild: string;
  channel: string;
  user: string;
  references: number;
  outcome: InlineOutcome;
  ms: number;
  error?: unknown;
}

/**
 * The fields of the log line for `record`. Of an error only what it says of itself (name, message,
 * Discord's code and HTTP status): a Discord error also carries the request's body, which quotes
 * the message being answered.
 */
export function inlineLogFields({ error, ...record }: InlineRecord): Record<string, unknown> {
  if (error === undefined) return record;
  if (!(error instanceof Error)) return { ...record, error: { message: String(error) } };
  const { code, status } = error as { code?: unknown; status?: unknown };
  return { ...record, error: { name: error.name, message: error.message, ...(code === undefined ? {} : { code }), ...(status === undefined ? {} : { status }) } };
}

export interface InlineLookupsOptions {
  /** Builds the reply on the handler pool (PooledDispatcher.inline). */
  build(content: string): Promise<Reply | null>;
  guildSettings: { get(guildId: string): Promise<GuildSettings> };
  replies: InlineRepliesRepository;
  rateLimit: InlineRateLimit;
  poster: MessagePoster;
  observe(record: InlineRecord): void;
  now?: () => number;
}

export class InlineLookups {
  /**
   * The work in flight for each message, so its edit or deletion waits for its reply to be posted:
   * events of one message are handled in order. Only work in flight, never state a restart needs
   * (that is in the state store); a server's events all reach the one shard that has the server.
   */
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly options: InlineLookupsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A message was sent. */
  created(message: InlineMessage): Promise<void> {
    return this.inOrder(message.id, () => this.guarded(message, () => this.answerNew(message)));
  }

  /** A message was edited (its whole new content). */
  updated(message: InlineMessage): Promise<void> {
    return this.inOrder(message.id, () => this.guarded(message, () => this.answerEdit(message)));
  }

  /** Messages were deleted (one, or a moderator's bulk delete). */
  async deleted(messageIds: readonly string[]): Promise<void> {
    await Promise.all(messageIds.map((id) => this.inOrder(id, () => this.deleteReply(id))));
  }

  /** Resolves once every event received so far is handled (a graceful stop waits for it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Runs `work` after the work in flight for the same message; never rejects (each step logs its own failure). */
  private inOrder(messageId: string, work: () => Promise<void>): Promise<void> {
    const previous = this.inFlight.get(messageId) ?? Promise.resolve();
    const next = previous.then(work);
    this.inFlight.set(messageId, next);
    void next.finally(() => {
      if (this.inFlight.get(messageId) === next) this.inFlight.delete(messageId);
    });
    return next;
  }

  /** Runs one step for `message`, logs how it ended (nothing when it did nothing), and never throws. */
  private async guarded(message: InlineMessage, run: () => Promise<InlineOutcome | null>): Promise<void> {
    const started = this.now();
    const record = { message: message.id, guild: message.guildId, channel: message.channelId, user: message.authorId };
    const references = () => findInlineReferences(message.content).length;
    try {
      const outcome = await run();
      if (outcome) this.options.observe({ ...record, references: references(), outcome, ms: this.now() - started });
    } catch (error) {
      this.options.observe({ ...record, references: references(), outcome: 'failed', ms: this.now() - started, error });
    }
  }

  private async answerNew(message: InlineMessage): Promise<InlineOutcome | null> {
    const references = findInlineReferences(message.content);
    if (references.length === 0 || !(await this.answersIn(message))) return null;
    // Written before the reply is posted: a second delivery of the same event finds it and stops.
    const claimed = await this.options.replies.claim({ messageId: message.id, guildId: message.guildId, channelId: message.channelId, referencesKey: '' });
    if (!claimed) return null;
    return this.answer(message, references, null);
  }

  private async answerEdit(message: InlineMessage): Promise<InlineOutcome | null> {
    const references = findInlineReferences(message.content);
    const known = await this.options.replies.get(message.id);
    if (!known) {
      // Never answered: answer it now that it asks something — unless it is older than the bot
      // remembers replies, when it may have had one already.
      return this.now() - message.sentAt < INLINE_REPLY_MAX_AGE_MS ? this.answerNew(message) : null;
    }
    // What it asks is unchanged (other words edited, or Discord added a link preview): nothing to do.
    if (known.referencesKey === inlineReferencesKey(references)) return null;
    // A server that turned inline lookups off (or excluded the channel) since keeps its replies as they are.
    if (!(await this.answersIn(message))) return null;
    if (references.length > 0) return this.answer(message, references, known.replyId);
    if (known.replyId) await this.options.poster.delete(message.channelId, known.replyId);
    await this.options.replies.record(message.id, null, '');
    return known.replyId ? 'deleted' : null;
  }

  private async deleteReply(messageId: string): Promise<void> {
    const started = this.now();
    let known: Awaited<ReturnType<InlineRepliesRepository['forget']>>;
    try {
      known = await this.options.replies.forget(messageId);
      if (!known?.replyId) return;
      await this.options.poster.delete(known.channelId, known.replyId);
      this.options.observe({ message: messageId, guild: known.guildId, channel: known.channelId, user: '', references: 0, outcome: 'deleted', ms: this.now() - started });
    } catch (error) {
      this.options.observe({ message: messageId, guild: known?.guildId ?? '', channel: known?.channelId ?? '', user: '', references: 0, outcome: 'failed', ms: this.now() - started, error });
    }
  }

  private async answersIn(message: InlineMessage): Promise<boolean> {
    return answersInlineIn(await this.options.guildSettings.get(message.guildId), message.channelId, message.parentChannelId);
  }

  /**
   * Posts the reply to `message` (or edits `replyId`, its reply so far), as far as the channel's
   * rate allows, and records it. The first message past the rate gets one sentence saying so; an
   * edit past it changes nothing, and a later edit tries again.
   */
  private async answer(message: InlineMessage, references: InlineReference[], replyId: string | null): Promise<InlineOutcome | null> {
    const { poster, replies } = this.options;
    const decision = await this.options.rateLimit.take(message.channelId);
    if (decision.kind === 'quiet' || (decision.kind === 'limited' && replyId)) return 'rate_quiet';
    if (decision.kind === 'limited') {
      const { limit, windowMs } = this.options.rateLimit.options;
      const sentence = toChannelMessagePayload(inlineRateLimitedReply(limit, windowMs / 1000, decision.retryInMs / 1000), message.id);
      // Recorded as the reply, asking nothing yet: deleting the message deletes it, and an edit makes it the answer.
      await replies.record(message.id, await poster.post(message.channelId, sentence), '');
      return 'rate_limited';
    }
    const key = inlineReferencesKey(references);
    const reply = await this.options.build(message.content);
    if (!reply) {
      // Nothing could be built (logged by the pool): leave any reply as it was, to try again on an edit.
      return 'failed';
    }
    if (replyId) {
      const edited = await poster.edit(message.channelId, replyId, toChannelMessagePayload(reply));
      await replies.record(message.id, edited === 'edited' ? replyId : null, key);
      return edited === 'edited' ? 'edited' : 'reply_gone';
    }
    await replies.record(message.id, await poster.post(message.channelId, toChannelMessagePayload(reply, message.id)), key);
    return 'posted';
  }
}
