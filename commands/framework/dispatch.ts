/**
 * Runs commands, component presses and autocompletes for any front end (the Discord bot, the
 * terminal console, `arbiter ask`): validates options, turns user errors into clear ephemeral
 * replies, and logs anything else behind an apology.
 */
import type { APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { z } from 'zod';
import { describeIssues } from '../../common/describe-issues.js';
import { isUserError } from '../../common/user-error.js';
import type { CommandContext, CommandModule, ModalSubmission, OptionValue, TargetMessage } from './command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { decodeCustomId } from './custom-id.js';
import { LIMITS } from '../payload/discord-limits.js';
import { apologyReply, errorReply } from '../payload/reply-helpers.js';

export interface ErrorLog {
  (message: string, details: Record<string, unknown>): void;
}

export type CommandRegistry = ReadonlyMap<string, CommandModule>;

/** Indexes modules by command name; throws on a duplicate name, slash or message command (a programming error). */
export function createRegistry(modules: CommandModule[]): CommandRegistry {
  const registry = new Map<string, CommandModule>();
  const messageCommands = new Set<string>();
  for (const module of modules) {
    if (registry.has(module.definition.name)) throw new Error(`Two command modules are named /${module.definition.name}`);
    registry.set(module.definition.name, module);
    const messageCommand = module.messageCommand?.definition.name;
    if (messageCommand === undefined) continue;
    if (messageCommands.has(messageCommand)) throw new Error(`Two message commands are named "${messageCommand}"`);
    messageCommands.add(messageCommand);
  }
  return registry;
}

/** Every command definition to register with Discord: each module's slash command, then its message command. */
export function commandDefinitions(modules: readonly CommandModule[]) {
  return modules.flatMap((module) => [module.definition, ...(module.messageCommand ? [module.messageCommand.definition] : [])]);
}

/**
 * "/search — `query` is required: what to look for, e.g. "legend rule"." A missing option is
 * explained with its description from the command's definition.
 */
function describeOptionErrors(module: CommandModule, error: z.ZodError, rawOptions: Record<string, OptionValue>): string {
  const { name, options = [] } = module.definition;
  const hint = (option: string) => {
    const description = options.find((candidate) => candidate.name === option)?.description;
    return description && description.charAt(0).toLowerCase() + description.slice(1);
  };
  return `/${name} — ${describeIssues(error, rawOptions, hint)}.`;
}

async function guarded(run: () => Reply | Promise<Reply>, log: ErrorLog, details: Record<string, unknown>): Promise<Reply> {
  try {
    return await run();
  } catch (error) {
    if (isUserError(error)) return errorReply(error.message);
    log('handler failed', { ...details, error });
    return apologyReply();
  }
}

/**
 * Discord's own limits on what a user can send: 6,000 characters in an option, 4,000 in a modal's text input, 100 in
 * a select menu's value (and a custom id). Anything longer did not come from a Discord client, so it
 * is refused here, at the boundary every transport shares, before a handler or renderer sees it.
 */
export const INPUT_LIMITS = { optionValue: 6000, selectValue: LIMITS.selectOptionText, customId: LIMITS.customId, textInput: 4000 } as const;

/** The first option whose text value is longer than Discord allows, if any. */
function overlongOption(rawOptions: Record<string, OptionValue>): string | undefined {
  return Object.keys(rawOptions).find((name) => String(rawOptions[name]).length > INPUT_LIMITS.optionValue);
}

/** Runs slash command `name` with the raw option values Discord (or the console) sent. */
export async function runCommand(
  registry: CommandRegistry,
  name: string,
  rawOptions: Record<string, OptionValue>,
  userId: string,
  context: CommandContext,
  log: ErrorLog,
): Promise<Reply> {
  const module = registry.get(name);
  if (!module) return errorReply(`There is no /${name} command here. Commands: ${[...registry.keys()].map((key) => `/${key}`).join(', ')}.`);
  const overlong = overlongOption(rawOptions);
  if (overlong !== undefined) {
    return errorReply(`/${name} — \`${overlong}\` is longer than Discord allows (${INPUT_LIMITS.optionValue.toLocaleString('en-US')} characters); shorten it.`);
  }
  const parsed = module.options.safeParse(rawOptions);
  if (!parsed.success) return errorReply(describeOptionErrors(module, parsed.error, rawOptions), 'markdown');
  return guarded(() => module.execute(parsed.data, userId, context), log, { command: name, userId, options: rawOptions });
}

/** Runs message command `name` ("Explain rules & cards") on the message it was run on. */
export async function runMessageCommand(
  registry: CommandRegistry,
  name: string,
  message: TargetMessage,
  userId: string,
  context: CommandContext,
  log: ErrorLog,
): Promise<Reply> {
  const command = [...registry.values()].find((module) => module.messageCommand?.definition.name === name)?.messageCommand;
  if (!command) return errorReply(`There is no "${name}" message command here; it may be from an older version of the bot.`);
  if (message.content.length > INPUT_LIMITS.optionValue) {
    return errorReply(`That message is longer than Discord allows (${INPUT_LIMITS.optionValue.toLocaleString('en-US')} characters).`);
  }
  return guarded(() => command.execute(message, userId, context), log, { messageCommand: name, userId });
}

export interface ComponentResult {
  reply: Reply;
  /** Edit the message the component sits on (its owner pressed it), or answer with a new message. */
  edit: boolean;
}

/** Handles a button or select press: the owner's presses edit the message, others get their own copy. */
export async function runComponent(
  registry: CommandRegistry,
  customId: string,
  values: string[],
  userId: string,
  context: CommandContext,
  log: ErrorLog,
): Promise<ComponentResult> {
  if (customId.length > INPUT_LIMITS.customId || values.some((value) => value.length > INPUT_LIMITS.selectValue)) {
    return {
      reply: errorReply(`That selection is longer than Discord allows (${INPUT_LIMITS.selectValue} characters), so it did not come from this bot's menu; run the command again.`),
      edit: false,
    };
  }
  const id = decodeCustomId(customId);
  const module = id ? registry.get(id.command) : undefined;
  if (!id || !module?.press) return { reply: errorReply('That button is from an older version of the bot; run the command again.'), edit: false };
  const isOwner = id.ownerId === userId;
  const press = { userId, isOwner, ownerId: id.ownerId, action: id.action, args: id.args, values };
  const reply = await guarded(() => module.press!(press, context), log, { customId, userId });
  if (!isOwner) return { reply: { ...reply, ephemeral: true }, edit: false };
  return { reply, edit: !reply.ephemeral && !reply.asNewMessage };
}

/**
 * Handles a modal (form) sent back: routed by its custom id to the command that opened it. A value
 * longer than a text input allows did not come from a Discord client and is refused.
 */
export async function runModalSubmit(
  registry: CommandRegistry,
  customId: string,
  fields: Record<string, string>,
  userId: string,
  context: CommandContext,
  log: ErrorLog,
): Promise<Reply> {
  const id = customId.length <= INPUT_LIMITS.customId ? decodeCustomId(customId) : null;
  const module = id ? registry.get(id.command) : undefined;
  if (!id || !module?.submit) return errorReply('That form is from an older version of the bot; run the command again.');
  if (Object.values(fields).some((value) => value.length > INPUT_LIMITS.textInput)) {
    return errorReply(`A field of that form is longer than Discord allows (${INPUT_LIMITS.textInput.toLocaleString('en-US')} characters).`);
  }
  const submission: ModalSubmission = { userId, ownerId: id.ownerId, action: id.action, args: id.args, fields };
  const reply = await guarded(() => module.submit!(submission, context), log, { customId, userId });
  // A modal cannot answer a modal.
  return reply.modal ? errorReply('That form cannot open another; run the command again.') : reply;
}

/** Autocomplete choices for the focused option; [] on any failure (Discord shows "no options"). */
export function runAutocomplete(
  registry: CommandRegistry,
  name: string,
  focused: { name: string; value: string },
  context: CommandContext,
  log: ErrorLog,
): APIApplicationCommandOptionChoice[] {
  if (focused.value.length > INPUT_LIMITS.optionValue) return [];
  try {
    const choices = registry.get(name)?.autocomplete?.(focused, context) ?? [];
    return choices
      .slice(0, LIMITS.autocompleteChoices)
      .map((choice) => ({ ...choice, name: choice.name.slice(0, LIMITS.choiceName) }))
      .filter((choice) => String(choice.value).length <= LIMITS.choiceValue);
  } catch (error) {
    log('autocomplete failed', { command: name, focused, error });
    return [];
  }
}
