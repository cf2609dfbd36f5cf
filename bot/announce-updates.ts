/**
 * What a copy of the bot does after each scheduled import: announce it in the changelog channels,
 * and check every server's logged rulings against the new content, telling the servers whose
 * rulings went stale. A gateway bot (its only process, or shard 0) and every HTTP replica run these
 * same hooks. Each copy imports into its own content database, so several may import the same
 * release: the state store's claims let the first one announce it and the others stay quiet. After a
 * check that imported nothing, a copy posts an update whose claimant could not post it.
 */
import { cardDataAnnouncement } from '../commands/views/card-data-announcement.js';
import { documentAnnouncement } from '../commands/views/document-announcement.js';
import type { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import type { AnnouncementClaims } from '../state/announcement-claims.js';
import type { Logger } from './logger.js';
import type { ChangelogPoster, PostReport } from './post-changelog.js';
import type { CardUpdateOutcome, RulingsCheckOutcome, UpdateOutcome } from './run-update-process.js';
import type { DocKind } from '../docs-db/tournament-document.js';
import type { ContentHooks } from './service-runtime.js';
import { currentDocuments, newDocuments } from './update-scheduler.js';

export interface AnnouncementOptions {
  /** Who posts; undefined when the bot cannot post (an HTTP replica without DISCORD_TOKEN): rulings are still checked. */
  poster(): Promise<ChangelogPoster | undefined>;
  claims: AnnouncementClaims;
  dispatcher: PooledDispatcher;
  /** Runs `arbiter rulings check` on the content database that was just updated. */
  checkRulings(): Promise<RulingsCheckOutcome>;
  docsPageUrl: string;
  logger: Logger;
}

/** An update as the claims name it: "cr", "cards", "mtr"… at its date. */
interface Update {
  subject: string;
  version: string;
}

/** The hooks for runtime.startSchedules. */
export function announcementHooks(options: AnnouncementOptions): ContentHooks {
  const { claims, dispatcher, logger } = options;
  // A sweep writes only what changed, so of several copies sweeping after one import only the first
  // finds rulings newly stale: each server hears about them once.
  const reviewRulings = async () => {
    try {
      const sweep = await options.checkRulings();
      await (await options.poster())?.postRulingReviews(sweep);
    } catch (error) {
      logger.error('Checking logged rulings after an import failed', { error });
    }
  };
  /**
   * Posts the claimed `updates` and settles their claims: kept once anything went out (or there was
   * nowhere to post), given back when every post failed or posting threw, for the next check of
   * any copy to retry. A channel that failed while others took the post is not retried: that would
   * post twice in the others.
   */
  const deliver = async (updates: Update[], post: () => Promise<PostReport>) => {
    if (updates.length === 0) return;
    let report: PostReport;
    try {
      report = await post();
    } catch (error) {
      for (const update of updates) await claims.release(update.subject, update.version);
      throw error;
    }
    if (report.posted === 0 && report.failed > 0) {
      for (const update of updates) await claims.release(update.subject, update.version);
      logger.warn('Every changelog post of an update failed; the next check retries it', { updates, failed: report.failed });
      return;
    }
    for (const update of updates) await claims.posted(update.subject, update.version);
  };
  /** The updates of `candidates` this copy is to announce: claimed anew after an import, or left unposted by a copy that could not post them. */
  const claimUpdates = async (candidates: Update[], imported: boolean) => {
    const granted: Update[] = [];
    for (const update of candidates) {
      if (await (imported ? claims.claim(update.subject, update.version) : claims.claimUnposted(update.subject, update.version))) granted.push(update);
    }
    return granted;
  };
  const announceRelease = async (outcome: UpdateOutcome, imported: boolean) => {
    const poster = await options.poster();
    if (poster) await deliver(await claimUpdates([{ subject: 'cr', version: outcome.effectiveDate }], imported), () => poster.postRelease(dispatcher));
  };
  const announceCards = async (outcome: CardUpdateOutcome, imported: boolean) => {
    const poster = await options.poster();
    if (poster) await deliver(await claimUpdates([{ subject: 'cards', version: outcome.dataDate }], imported), () => poster.post(cardDataAnnouncement(outcome)));
  };
  const announceDocuments = async (documents: { doc: DocKind; effectiveDate: string }[], imported: boolean) => {
    const poster = await options.poster();
    if (!poster) return;
    const granted = await claimUpdates(documents.map((document) => ({ subject: document.doc, version: document.effectiveDate })), imported);
    const announced = documents.filter((document) => granted.some((update) => update.subject === document.doc && update.version === document.effectiveDate));
    await deliver(granted, () => poster.post(documentAnnouncement(announced, options.docsPageUrl)));
  };
  return {
    // Rulings are reviewed even when the announcement failed: they depend on the import, not on Discord.
    async onNewRelease(outcome) {
      await announceRelease(outcome, true).finally(reviewRulings);
    },
    async onNewCards(outcome) {
      await announceCards(outcome, true).finally(reviewRulings);
    },
    async onNewDocuments(outcome) {
      await announceDocuments(newDocuments(outcome), true).finally(reviewRulings);
    },
    onUnchangedRelease: (outcome) => announceRelease(outcome, false),
    onUnchangedCards: (outcome) => announceCards(outcome, false),
    onUnchangedDocuments: (outcome) => announceDocuments(currentDocuments(outcome), false),
  };
}
