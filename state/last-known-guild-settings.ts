/**
 * Servers' settings as the dispatcher reads them before every interaction in a server: from the
 * state store within a short deadline, else the last value this process read, else the defaults.
 * Content answers (/rule, /search, /card…) need only who sees them and the server's REL, and must
 * not wait on a store that is down or hung; the values kept here are a cache of the store, never
 * its only copy (a restart or another replica reads the store again).
 */
import type { GuildSettings } from './guild-settings.js';
import { UNSET_GUILD_SETTINGS } from './guild-settings.js';
import type { StoreAvailability } from './store-availability.js';

/** How long an interaction waits for its server's settings: a few hundred ms of Discord's 3 s. */
export const SETTINGS_READ_DEADLINE_MS = 300;
/** Servers whose last settings are kept; the least recently read go first. */
const MAX_GUILDS = 10_000;

export interface SettingsRead {
  settings: GuildSettings;
  /** Set when the store did not answer: why, and whether `settings` are the last known (else the defaults). */
  unavailable?: { reason: string; lastKnown: boolean };
}

export class LastKnownGuildSettings {
  /** Insertion order is recency: a read moves its server to the end. */
  private readonly known = new Map<string, GuildSettings>();

  constructor(
    private readonly source: { get(guildId: string): Promise<GuildSettings> },
    private readonly availability: StoreAvailability,
    private readonly deadlineMs = SETTINGS_READ_DEADLINE_MS,
    private readonly maxGuilds = MAX_GUILDS,
  ) {}

  /** `guildId`'s settings: fresh from the store, or (when it does not answer in time) the last known or the defaults. */
  async read(guildId: string): Promise<SettingsRead> {
    // Kept when it arrives, even after the deadline: the next interaction in this server has it.
    const read = () => this.source.get(guildId).then((settings) => (this.remember(guildId, settings), settings));
    const attempt = await this.availability.attempt("this server's settings", read, { deadlineMs: this.deadlineMs });
    if (attempt.ok) return { settings: attempt.value };
    const lastKnown = this.known.get(guildId);
    return { settings: lastKnown ?? UNSET_GUILD_SETTINGS, unavailable: { reason: attempt.failure.reason, lastKnown: lastKnown !== undefined } };
  }

  /** Keeps `settings` as `guildId`'s last known (after a read, or a change this process saved). */
  remember(guildId: string, settings: GuildSettings): void {
    this.known.delete(guildId);
    this.known.set(guildId, settings);
    if (this.known.size > this.maxGuilds) this.known.delete(this.known.keys().next().value!);
  }
}
