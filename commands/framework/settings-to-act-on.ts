/**
 * A server's settings for a handler that must not act on a guess (/settings shows a manager the
 * value their change replaces; /ruling decides who is a judge): the ones the dispatcher read, or —
 * when the store did not answer the dispatcher's short deadline — read again here, waiting as long
 * as the store's own timeouts allow (the answer is deferred meanwhile).
 */
import type { GuildSettings } from '../../state/guild-settings.js';
import { StoreUnavailableError, unreachable } from '../../state/store-failure.js';
import type { CommandContext, GuildContext } from './command-module.js';

/** `guild`'s settings as the store holds them; throws the store's failure when it cannot say. */
export async function settingsToActOn(guild: GuildContext, context: CommandContext): Promise<GuildSettings> {
  if (!guild.settingsUnavailable) return guild.settings;
  if (!context.stateStore) throw new StoreUnavailableError(unreachable(guild.settingsUnavailable.reason));
  return (await context.stateStore()).guildSettings.get(guild.id);
}
