/**
 * Which reply the bot posted to which message (inline lookups; migrations/state/0007), so that an
 * edit of the message edits its reply and a deletion deletes it, after a restart and whichever
 * shard or copy receives the event. A message's row is written before its reply is posted: the
 * first `claim` wins, so a message is answered once even when its event arrives twice.
 */
import type { Kysely, Selectable } from 'kysely';
import type { InlineRepliesTable, StateDatabase } from './state-database.js';

/**
 * How long the bot remembers a reply. An edit or deletion of an older message leaves its reply
 * as it is; an edit of an older message without a row gets no new reply (it might have had one).
 */
export const INLINE_REPLY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs at most this often per process, on a claim. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** A message's inline reply as stored. */
export interface InlineReplyRecord {
  messageId: string;
  guildId: string;
  channelId: string;
  /** null while the reply is being posted, or when the message has none now. */
  replyId: string | null;
  /** What the message asked to look up when its reply was made ('' for nothing). */
  referencesKey: string;
}

const COLUMNS = ['message_id', 'guild_id', 'channel_id', 'reply_id', 'references_key'] as const;

function fromRow(row: Pick<Selectable<InlineRepliesTable>, (typeof COLUMNS)[number]> | undefined): InlineReplyRecord | undefined {
  if (!row) return undefined;
  return { messageId: row.message_id, guildId: row.guild_id, channelId: row.channel_id, replyId: row.reply_id, referencesKey: row.references_key };
}

export class InlineRepliesRepository {
  private lastPrune = -Infinity;

  /** `now` is for tests. */
  constructor(
    private readonly db: Kysely<StateDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this caller is the first to answer message `messageId` (the row did not exist). */
  async claim(record: Omit<InlineReplyRecord, 'replyId'>): Promise<boolean> {
    const now = this.now();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db.deleteFrom('inline_replies').where('created_at', '<', now - INLINE_REPLY_MAX_AGE_MS).execute();
    }
    const result = await this.db
      .insertInto('inline_replies')
      .values({
        message_id: record.messageId,
        guild_id: record.guildId,
        channel_id: record.channelId,
        reply_id: null,
        references_key: record.referencesKey,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('message_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** The message's row, if the bot has one (within INLINE_REPLY_MAX_AGE_MS). */
  async get(messageId: string): Promise<InlineReplyRecord | undefined> {
    return fromRow(
      await this.db
        .selectFrom('inline_replies')
        .select(COLUMNS)
        .where('message_id', '=', messageId)
        .where('created_at', '>=', this.now() - INLINE_REPLY_MAX_AGE_MS)
        .executeTakeFirst(),
    );
  }

  /** Records the message's reply now (null: none) and what it answered. */
  async record(messageId: string, replyId: string | null, referencesKey: string): Promise<void> {
    await this.db
      .updateTable('inline_replies')
      .set({ reply_id: replyId, references_key: referencesKey, updated_at: this.now() })
      .where('message_id', '=', messageId)
      .execute();
  }

  /** Forgets the message (it was deleted); returns what the bot had for it, to delete its reply. */
  async forget(messageId: string): Promise<InlineReplyRecord | undefined> {
    return fromRow(await this.db.deleteFrom('inline_replies').where('message_id', '=', messageId).returning(COLUMNS).executeTakeFirst());
  }
}
