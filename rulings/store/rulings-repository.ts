/**
 * A server's ruling log in the state store (SQLite or PostgreSQL, through Kysely). Every query
 * names its server: a server's rulings are never read or written from another.
 */
import type { Kysely, Selectable } from 'kysely';
import { inTransaction } from '../../state/in-transaction.js';
import type { Citation, CitationChange, Ruling, RulingText } from '../ruling.js';
import type { RulingsDatabase, RulingsTable } from './rulings-table.js';

/** A ruling's place in the log: its server and its number there. */
export interface RulingKey {
  guildId: string;
  number: number;
}

function isoTime(milliseconds: number | string | null): string | null {
  return milliseconds === null ? null : new Date(Number(milliseconds)).toISOString();
}

function fromRow(row: Selectable<RulingsTable>): Ruling {
  return {
    guildId: row.guild_id,
    number: Number(row.number),
    authorId: row.author_id,
    createdAt: isoTime(row.created_at)!,
    updatedAt: isoTime(row.updated_at),
    updatedBy: row.updated_by,
    question: row.question,
    ruling: row.ruling,
    citations: JSON.parse(row.citations) as Citation[],
    changes: JSON.parse(row.changes) as CitationChange[],
  };
}

/** How many rulings the sweep reads at a time. */
const SWEEP_BATCH = 500;

/**
 * The ruling log in the state store whose query builder is `db` (StateStore.db); `now` is for tests.
 * @example const log = rulingLog(store.db); await log.list(guildId)
 */
export function rulingLog<Tables>(db: Kysely<Tables>, now: () => number = Date.now): RulingsRepository {
  // The store's builder is typed with its own tables; the ruling log adds its table to them.
  return new RulingsRepository(db.withTables<RulingsDatabase>() as unknown as Kysely<RulingsDatabase>, now);
}

export class RulingsRepository {
  constructor(
    private readonly db: Kysely<RulingsDatabase>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Logs a ruling as the next number of its server's log (numbers are never reused, even after a
   * deletion), in one transaction: the caller's, when the repository was made on one.
   */
  async log(guildId: string, authorId: string, text: RulingText, citations: Citation[]): Promise<Ruling> {
    return inTransaction(this.db, async (trx) => {
      // Writes first: the row lock (PostgreSQL) or write lock (SQLite) makes concurrent logs take turns.
      const { last_number: number } = await trx
        .insertInto('ruling_numbers')
        .values({ guild_id: guildId, last_number: 1 })
        .onConflict((conflict) => conflict.column('guild_id').doUpdateSet((eb) => ({ last_number: eb('ruling_numbers.last_number', '+', 1) })))
        .returning('last_number')
        .executeTakeFirstOrThrow();
      const row = {
        guild_id: guildId,
        number: Number(number),
        author_id: authorId,
        created_at: this.now(),
        updated_at: null,
        updated_by: null,
        question: text.question,
        ruling: text.ruling,
        citations: JSON.stringify(citations),
        changes: '[]',
        needs_review: 0,
      };
      await trx.insertInto('rulings').values(row).execute();
      return fromRow(row);
    });
  }

  /** The ruling, or null when this server has none by that number. */
  async get({ guildId, number }: RulingKey): Promise<Ruling | null> {
    const row = await this.db.selectFrom('rulings').selectAll().where('guild_id', '=', guildId).where('number', '=', number).executeTakeFirst();
    return row ? fromRow(row) : null;
  }

  /** Every ruling of the server, oldest first. */
  async list(guildId: string): Promise<Ruling[]> {
    const rows = await this.db.selectFrom('rulings').selectAll().where('guild_id', '=', guildId).orderBy('number').execute();
    return rows.map(fromRow);
  }

  /** The server's rulings that need review, oldest first. */
  async needingReview(guildId: string): Promise<Ruling[]> {
    const rows = await this.db
      .selectFrom('rulings')
      .selectAll()
      .where('guild_id', '=', guildId)
      .where('needs_review', '=', 1)
      .orderBy('number')
      .execute();
    return rows.map(fromRow);
  }

  /** Deletes the ruling; false when there was none. */
  async delete({ guildId, number }: RulingKey): Promise<boolean> {
    const result = await this.db.deleteFrom('rulings').where('guild_id', '=', guildId).where('number', '=', number).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Rewrites a ruling after review (an edit, or a confirmation that re-stamps its citations): its
   * text and citations as given, and nothing left to review. Null when it no longer exists.
   */
  async revise(key: RulingKey, text: RulingText, citations: Citation[], userId: string): Promise<Ruling | null> {
    await this.db
      .updateTable('rulings')
      .set({
        question: text.question,
        ruling: text.ruling,
        citations: JSON.stringify(citations),
        changes: '[]',
        needs_review: 0,
        updated_at: this.now(),
        updated_by: userId,
      })
      .where('guild_id', '=', key.guildId)
      .where('number', '=', key.number)
      .execute();
    return this.get(key);
  }

  /** Records what the staleness check found for a ruling ([] when it stands as cited). */
  async setChanges(key: RulingKey, changes: CitationChange[]): Promise<void> {
    await this.db
      .updateTable('rulings')
      .set({ changes: JSON.stringify(changes), needs_review: changes.length > 0 ? 1 : 0 })
      .where('guild_id', '=', key.guildId)
      .where('number', '=', key.number)
      .execute();
  }

  /** Every ruling of every server, SWEEP_BATCH at a time in (server, number) order, for the staleness check. */
  async *everyRuling(): AsyncGenerator<Ruling[]> {
    let after: RulingKey | null = null;
    for (;;) {
      let query = this.db.selectFrom('rulings').selectAll().orderBy('guild_id').orderBy('number').limit(SWEEP_BATCH);
      if (after) {
        const { guildId, number } = after;
        query = query.where((eb) => eb.or([eb('guild_id', '>', guildId), eb.and([eb('guild_id', '=', guildId), eb('number', '>', number)])]));
      }
      const rows = (await query.execute()).map(fromRow);
      if (rows.length === 0) return;
      yield rows;
      const last = rows.at(-1)!;
      after = { guildId: last.guildId, number: last.number };
    }
  }
}
