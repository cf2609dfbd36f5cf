/** The application's registered commands, global and per guild, as bulk overwrite (PUT) leaves them. */
import { ApplicationCommandType, type APIApplicationCommand } from 'discord-api-types/v10';
import { nextSnowflake } from './ids.js';
import { asRecord } from './message-bodies.js';

export class ApplicationCommands {
  readonly #byScope = new Map<string, APIApplicationCommand[]>();

  constructor(private readonly applicationId: string) {}

  /** The commands registered globally (guildId undefined) or in one guild. */
  list(guildId?: string): APIApplicationCommand[] {
    return this.#byScope.get(guildId ?? 'global') ?? [];
  }

  /**
   * Replaces the commands of a scope, as PUT …/commands does, and returns them with the fields
   * Discord adds (ids, version, application id). A command keeps its id when its name and type
   * are unchanged, as Discord keeps it.
   */
  overwrite(body: unknown, guildId?: string): APIApplicationCommand[] {
    const previous = this.list(guildId);
    const definitions = Array.isArray(body) ? body.map(asRecord) : [];
    const commands = definitions.map((definition): APIApplicationCommand => {
      const type = (definition.type as ApplicationCommandType | undefined) ?? ApplicationCommandType.ChatInput;
      const kept = previous.find((command) => command.name === definition.name && command.type === type);
      return {
        description: '',
        default_member_permissions: null,
        nsfw: false,
        ...definition,
        id: kept?.id ?? nextSnowflake(),
        application_id: this.applicationId,
        version: nextSnowflake(),
        type,
        ...(guildId ? { guild_id: guildId } : {}),
      } as APIApplicationCommand;
    });
    this.#byScope.set(guildId ?? 'global', commands);
    return commands;
  }
}
