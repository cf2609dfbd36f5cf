/**
 * The staleness sweep, run after every import of a CR release, an MTR/IPG/JAR version or card
 * data: every ruling of every server is checked against the data now in use, and what changed is
 * recorded on it (or cleared, when an import put things back). Only rulings whose findings differ
 * from those recorded are written.
 */
import type { ContentDb } from '../../database/open-database.js';
import type { Ruling } from '../ruling.js';
import type { RulingsRepository } from '../store/rulings-repository.js';
import { checkCitations } from './check-citation.js';

/** One server's rulings that need review after a sweep. */
export interface GuildReview {
  guildId: string;
  /** Every ruling of the server that needs review, oldest first, with what changed. */
  needsReview: Ruling[];
  /** The numbers among them this sweep flagged (they did not need review before it, or now for other reasons). */
  newlyFlagged: number[];
}

export interface SweepResult {
  checked: number;
  /** Servers with rulings that need review, in server id order. */
  guilds: GuildReview[];
}

/** Checks every logged ruling against the data in use and records what changed. */
export async function reviewEveryRuling(db: ContentDb, log: RulingsRepository): Promise<SweepResult> {
  const byGuild = new Map<string, GuildReview>();
  let checked = 0;
  for await (const batch of log.everyRuling()) {
    for (const ruling of batch) {
      checked++;
      const changes = checkCitations(db, ruling.citations);
      const changed = JSON.stringify(changes) !== JSON.stringify(ruling.changes);
      if (changed) await log.setChanges({ guildId: ruling.guildId, number: ruling.number }, changes);
      if (changes.length === 0) continue;
      let guild = byGuild.get(ruling.guildId);
      if (!guild) byGuild.set(ruling.guildId, (guild = { guildId: ruling.guildId, needsReview: [], newlyFlagged: [] }));
      guild.needsReview.push({ ...ruling, changes });
      if (changed) guild.newlyFlagged.push(ruling.number);
    }
  }
  return { checked, guilds: [...byGuild.values()] };
}
