/**
 * What a copy of the bot does after each scheduled import: announce it in the changelog channels,
 * and check every server's logged rulings against the new content, telling the servers whose
 * rulings went stale. A gateway bot (its only process, or shard 0) and every HTTP replica run these
 * same hooks. Each copy imports into its own content database, so several may import the same
 * release: the state store's claims let the first one announce it and the others stay quiet.
 */
import { cardDataAnnouncement } from '../commands/views/card-data-announcement.js';
import { documentAnnouncement } from '../commands/views/document-announcement.js';
import type { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import type { AnnouncementClaims } from '../state/announcement-claims.js';
import type { Logger } from './logger.js';
import type { ChangelogPoster } from './post-changelog.js';
import type { RulingsCheckOutcome } from './run-update-process.js';
import type { ContentHooks } from './service-runtime.js';
import { newDocuments } from './update-scheduler.js';

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
  return {
    async onNewRelease(outcome) {
      const poster = await options.poster();
      if (poster && (await claims.claim('cr', outcome.effectiveDate))) await poster.postRelease(dispatcher);
      await reviewRulings();
    },
    async onNewCards(outcome) {
      const poster = await options.poster();
      if (poster && (await claims.claim('cards', outcome.dataDate))) await poster.post(cardDataAnnouncement(outcome));
      await reviewRulings();
    },
    async onNewDocuments(outcome) {
      const poster = await options.poster();
      if (poster) {
        const claimed = [];
        for (const document of newDocuments(outcome)) if (await claims.claim(document.doc, document.effectiveDate)) claimed.push(document);
        if (claimed.length > 0) await poster.post(documentAnnouncement(claimed, options.docsPageUrl));
      }
      await reviewRulings();
    },
  };
}
