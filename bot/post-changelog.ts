/**
 * Announces what changed — a new CR release (the /changes answer), new card data — in every
 * changelog channel: each server's own (/settings), and CHANGELOG_CHANNEL_ID, the bot's default,
 * unless its server chose another. Posts go through REST with the bot's token, so they need no
 * gateway connection (an HTTP-interactions replica posts the same way); they never ping, and a
 * channel that refuses one (deleted, no access) is logged and skipped.
 */
import type { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import type { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { toMessagePayload, type MessagePayload, type Reply } from '../commands/payload/message-payload.js';
import type { ChangelogTarget } from '../state/guild-settings-repository.js';
import type { Logger } from './logger.js';
import { rulingReviewAnnouncement } from '../commands/views/ruling-review-announcement.js';
import type { RulingsCheckOutcome } from './run-update-process.js';

/** Where servers' changelog channels come from (the state store's guild settings). */
export interface ChangelogTargetSource {
  changelogTargets(): Promise<ChangelogTarget[]>;
}

/**
 * The channels to post in, each once: the servers' choices, then `defaultChannelId` unless the
 * server it belongs to (`guildOf`, undefined when unknown) chose its own channel.
 */
export async function changelogChannels(
  targets: ChangelogTarget[],
  defaultChannelId: string | undefined,
  guildOf: (channelId: string) => Promise<string | undefined>,
): Promise<string[]> {
  const channels = new Set(targets.map((target) => target.channelId));
  if (defaultChannelId && !channels.has(defaultChannelId)) {
    const guildId = await guildOf(defaultChannelId);
    if (!targets.some((target) => target.guildId === guildId)) channels.add(defaultChannelId);
  }
  return [...channels];
}

/**
 * The one channel a post for server `guildId` goes to: its own changelog channel, else the bot's
 * default channel when that channel is in this server; undefined when it has neither.
 */
export function serverChangelogChannel(
  guildId: string,
  targets: readonly ChangelogTarget[],
  defaultChannelId: string | undefined,
  defaultChannelGuild: string | undefined,
): string | undefined {
  return targets.find((target) => target.guildId === guildId)?.channelId ?? (defaultChannelGuild === guildId ? defaultChannelId : undefined);
}

/** How an announcement's posts went: a channel that refuses one (deleted, no access) is counted and skipped. */
export interface PostReport {
  posted: number;
  failed: number;
}

export class ChangelogPoster {
  constructor(
    /** The REST client with the bot's token (a gateway client's `rest`, or one of its own): it waits out Discord's rate limits. */
    private readonly rest: REST,
    /** The bot's user id: the /changes answer it posts is owned by the bot. */
    private readonly botUserId: string,
    private readonly targets: ChangelogTargetSource,
    private readonly defaultChannelId: string | undefined,
    private readonly logger: Logger,
  ) {}

  /** Posts what a new release changed (the /changes answer, worked out once on the handler pool). */
  async postRelease(dispatcher: PooledDispatcher): Promise<PostReport> {
    // Owned by the bot: whoever presses its buttons gets their own ephemeral copy.
    return this.post(await dispatcher.command('changes', {}, this.botUserId));
  }

  /** Posts `reply` in every changelog channel; says in how many it went out and in how many it failed. */
  async post(reply: Reply): Promise<PostReport> {
    const payload: MessagePayload = toMessagePayload({ ...reply, ephemeral: false });
    const channels = await changelogChannels(await this.targets.changelogTargets(), this.defaultChannelId, (id) => this.guildOf(id));
    const report = { posted: 0, failed: 0 };
    for (const channelId of channels) {
      await this.rest.post(Routes.channelMessages(channelId), { body: payload }).then(
        () => report.posted++,
        (error: unknown) => {
          report.failed++;
          this.logger.warn('Posting to a changelog channel failed', { channelId, error: (error as Error).message });
        },
      );
    }
    return report;
  }

  /**
   * Posts, in each server's own changelog channel, its rulings that need review when this update
   * flagged any of them (a server without a changelog channel sees them in /ruling review).
   */
  async postRulingReviews(sweep: RulingsCheckOutcome): Promise<void> {
    const flagged = sweep.guilds.filter((guild) => guild.newlyFlagged.length > 0);
    if (flagged.length === 0) return;
    const targets = await this.targets.changelogTargets();
    const defaultGuild = this.defaultChannelId ? await this.guildOf(this.defaultChannelId) : undefined;
    for (const guild of flagged) {
      const channelId = serverChangelogChannel(guild.guildId, targets, this.defaultChannelId, defaultGuild);
      if (!channelId) continue;
      const payload = toMessagePayload(rulingReviewAnnouncement(guild.needsReview, guild.newlyFlagged));
      await this.rest.post(Routes.channelMessages(channelId), { body: payload }).catch((error: unknown) => {
        this.logger.warn('Posting rulings to review failed', { channelId, guildId: guild.guildId, error: (error as Error).message });
      });
    }
  }

  private async guildOf(channelId: string): Promise<string | undefined> {
    const channel = (await this.rest.get(Routes.channel(channelId)).catch(() => null)) as { guild_id?: string } | null;
    return channel?.guild_id ?? undefined;
  }
}
