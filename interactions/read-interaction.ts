/**
 * What an interaction asks for, read from the raw payload Discord sends (the same JSON over the
 * gateway and over HTTP): which handler runs, with which inputs, for whom, where.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ComponentType,
  InteractionType,
  type APIApplicationCommandInteractionDataOption,
  type APIInteraction,
} from 'discord-api-types/v10';
import { SUBCOMMAND_OPTION, type MemberRights, type OptionValue, type TargetMessage } from '../commands/framework/command-module.js';
import { decodeCustomId } from '../commands/framework/custom-id.js';

export type InteractionRequest =
  | { kind: 'ping' }
  | { kind: 'command'; name: string; options: Record<string, OptionValue> }
  /** A message context-menu command, on the message Discord sends with it (no message-content intent needed). */
  | { kind: 'message-command'; name: string; message: TargetMessage }
  | { kind: 'component'; customId: string; values: string[] }
  | { kind: 'autocomplete'; name: string; focused: { name: string; value: string } }
  /** A modal (form) sent back: its custom id and each text input's value by its custom id. */
  | { kind: 'modal-submit'; customId: string; fields: Record<string, string> }
  /** Component types this bot never sends: acknowledged with an apology, never run. */
  | { kind: 'unsupported' };

/** Who asked, where, and what to call the interaction in logs and metrics (never its token). */
export interface InteractionFacts {
  userId: string;
  /** null in a DM. */
  guildId: string | null;
  /** The member's roles and permissions in the server, as Discord sent them; undefined in a DM. */
  member: MemberRights | undefined;
  /** The command's name, or `<command>:<action>` for a component press; `ping`, `unsupported`. */
  label: string;
}

/**
 * Slash command options as the handlers expect them: name → value, a subcommand's options
 * flattened beside its name (SUBCOMMAND_OPTION: `/ruling find words:…` → { subcommand: 'find', words }).
 */
function flatOptions(options: readonly APIApplicationCommandInteractionDataOption[] | undefined): Record<string, OptionValue> {
  const values: Record<string, OptionValue> = {};
  for (const option of options ?? []) {
    if (option.type === ApplicationCommandOptionType.Subcommand) {
      Object.assign(values, { [SUBCOMMAND_OPTION]: option.name }, flatOptions(option.options));
    } else if (option.type === ApplicationCommandOptionType.SubcommandGroup) {
      Object.assign(values, flatOptions(option.options));
    } else if ('value' in option && option.value !== undefined) values[option.name] = option.value;
  }
  return values;
}

/** A component tree as modal submissions carry it: rows (or labels) around text inputs. */
interface SubmittedComponent {
  custom_id?: string;
  value?: string;
  components?: SubmittedComponent[];
  component?: SubmittedComponent;
}

/** Each text input's value by its custom id, however deep Discord nests it (action rows, labels). */
function modalFields(components: readonly SubmittedComponent[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const component of components) {
    if (component.custom_id !== undefined && typeof component.value === 'string') fields[component.custom_id] = component.value;
    Object.assign(fields, modalFields([...(component.components ?? []), ...(component.component ? [component.component] : [])]));
  }
  return fields;
}

/** The focused option of an autocomplete, wherever it sits among subcommands. */
function focusedOption(options: readonly APIApplicationCommandInteractionDataOption[] | undefined): { name: string; value: string } | undefined {
  for (const option of options ?? []) {
    if ('options' in option) {
      const nested = focusedOption(option.options);
      if (nested) return nested;
    } else if ('focused' in option && option.focused) return { name: option.name, value: String(option.value) };
  }
  return undefined;
}

/**
 * The request an interaction makes. A message command gets the target message's text and time;
 * a user command is a command like any other, with the user's id as its `user` option.
 */
export function readInteraction(interaction: APIInteraction): InteractionRequest {
  switch (interaction.type) {
    case InteractionType.Ping:
      return { kind: 'ping' };
    case InteractionType.ApplicationCommand: {
      const { data } = interaction;
      if (data.type === ApplicationCommandType.Message) {
        const target = data.resolved.messages[data.target_id];
        return { kind: 'message-command', name: data.name, message: { content: target?.content ?? '', createdAt: target?.timestamp ?? new Date().toISOString() } };
      }
      if (data.type === ApplicationCommandType.User) return { kind: 'command', name: data.name, options: { user: data.target_id } };
      if (data.type === ApplicationCommandType.ChatInput) return { kind: 'command', name: data.name, options: flatOptions(data.options) };
      return { kind: 'unsupported' };
    }
    case InteractionType.ApplicationCommandAutocomplete: {
      const focused = focusedOption(interaction.data.options);
      return focused ? { kind: 'autocomplete', name: interaction.data.name, focused } : { kind: 'unsupported' };
    }
    case InteractionType.ModalSubmit:
      return { kind: 'modal-submit', customId: interaction.data.custom_id, fields: modalFields(interaction.data.components as readonly SubmittedComponent[]) };
    case InteractionType.MessageComponent: {
      const { data } = interaction;
      if (data.component_type === ComponentType.Button) return { kind: 'component', customId: data.custom_id, values: [] };
      if (data.component_type === ComponentType.StringSelect) return { kind: 'component', customId: data.custom_id, values: data.values };
      return { kind: 'unsupported' };
    }
    default:
      return { kind: 'unsupported' };
  }
}

/** Who asked and where, and the interaction's name for logs. */
export function interactionFacts(interaction: APIInteraction, request: InteractionRequest): InteractionFacts {
  const userId = interaction.member?.user.id ?? interaction.user?.id ?? '';
  const guildId = interaction.guild_id ?? null;
  const member = interaction.member ? { roleIds: [...interaction.member.roles], permissions: interaction.member.permissions } : undefined;
  return { userId, guildId, member, label: requestLabel(request) };
}

function requestLabel(request: InteractionRequest): string {
  switch (request.kind) {
    case 'command':
    case 'message-command':
    case 'autocomplete':
      return request.name;
    case 'component':
    case 'modal-submit': {
      const id = decodeCustomId(request.customId);
      return id ? `${id.command}:${id.action}` : 'unknown-component';
    }
    default:
      return request.kind;
  }
}
