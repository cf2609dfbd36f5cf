/**
 * Reads a slash command typed in a terminal — `/rule 616.1`, `/rule number:616.1 examples:false`,
 * `/search query:legend rule` (an unquoted value runs to the next `name:`), quotes also work — into
 * the raw option values Discord would send, using the command's definition for names and types.
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import type { CommandRegistry } from '../../commands/framework/dispatch.js';
import { SUBCOMMAND_OPTION, type OptionValue } from '../../commands/framework/command-module.js';
import { editDistance } from '../../common/edit-distance.js';
import { UserError } from '../../common/user-error.js';

export interface ParsedSlashCommand {
  name: string;
  options: Record<string, OptionValue>;
}

function convert(option: APIApplicationCommandOption, raw: string, command: string): OptionValue {
  switch (option.type) {
    case ApplicationCommandOptionType.Boolean:
      if (/^(true|yes|on|1)$/i.test(raw)) return true;
      if (/^(false|no|off|0)$/i.test(raw)) return false;
      throw new UserError('bad-option', `/${command} ${option.name}: "${raw}" is not true or false.`);
    case ApplicationCommandOptionType.Integer:
    case ApplicationCommandOptionType.Number: {
      const value = Number(raw);
      if (raw === '' || Number.isNaN(value) || (option.type === ApplicationCommandOptionType.Integer && !Number.isInteger(value))) {
        throw new UserError('bad-option', `/${command} ${option.name}: "${raw}" is not a ${option.type === ApplicationCommandOptionType.Integer ? 'whole number' : 'number'}.`);
      }
      return value;
    }
    default:
      return raw;
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^"(.*)"$/s.exec(trimmed) ?? /^'(.*)'$/s.exec(trimmed);
  return quoted ? quoted[1]! : trimmed;
}

/**
 * The commands a mistyped `name` most likely meant: those it starts (`rul` → rule, rulings,
 * ruling), else those one or two typing errors away (`rlue` → rule), nearest first; at most three.
 */
export function nearestCommands(name: string, names: string[]): string[] {
  const started = names.filter((candidate) => candidate.startsWith(name) && name.length >= 2);
  if (started.length > 0) return started.sort((a, b) => a.length - b.length).slice(0, 3);
  const max = name.length <= 4 ? 1 : 2;
  return names
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate, max) }))
    .filter(({ distance }) => distance <= max)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
}

/** Parses `input`; throws a UserError naming the unknown command or option. */
export function parseSlashCommand(input: string, registry: CommandRegistry): ParsedSlashCommand {
  const match = /^\s*\/?([\w-]+)\s*(.*)$/s.exec(input);
  if (!match) throw new UserError('bad-command', 'Type a command such as /rule 616.1 or /search legend rule.');
  const name = match[1]!.toLowerCase();
  const module = registry.get(name);
  if (!module) {
    const nearest = nearestCommands(name, [...registry.keys()]);
    const suggestion = nearest.length > 0 ? ` Did you mean ${nearest.map((key) => `/${key}`).join(' or ')}?` : ` Commands: ${[...registry.keys()].map((key) => `/${key}`).join(', ')}.`;
    throw new UserError('unknown-command', `There is no /${name}.${suggestion} Type help for the list, help <command> for one.`);
  }
  let declared = (module.definition.options ?? []) as APIApplicationCommandOption[];
  let rest = match[2]!;
  const options: Record<string, OptionValue> = {};
  // A command of subcommands (`/ruling find words:…`): the first word picks one, whose options follow.
  if (declared.length > 0 && declared.every((option) => option.type === ApplicationCommandOptionType.Subcommand)) {
    const [, typed = '', after = ''] = /^\s*([\w-]*)\s*(.*)$/s.exec(rest) ?? [];
    const subcommand = declared.find((option) => option.name === typed.toLowerCase());
    if (!subcommand || subcommand.type !== ApplicationCommandOptionType.Subcommand) {
      throw new UserError('bad-option', `/${name} takes one of: ${declared.map((option) => option.name).join(', ')}.`);
    }
    options[SUBCOMMAND_OPTION] = subcommand.name;
    declared = (subcommand.options ?? []) as APIApplicationCommandOption[];
    rest = after;
  }
  const names = declared.map((option) => option.name).join('|');
  // `name:` starts an option only at the beginning or after whitespace, and only for declared names.
  const marker = names ? new RegExp(`(?:^|\\s)(${names}):`, 'g') : null;
  const markers = marker ? [...rest.matchAll(marker)] : [];
  const leading = unquote(markers.length > 0 ? rest.slice(0, markers[0]!.index) : rest);
  if (leading !== '') {
    // Text before any `name:` fills the first option, as if typed into it.
    const first = declared[0];
    if (!first) throw new UserError('bad-option', `/${name} takes no options.`);
    options[first.name] = convert(first, leading, name);
  }
  markers.forEach((found, index) => {
    const option = declared.find((candidate) => candidate.name === found[1])!;
    const start = found.index + found[0].length;
    const end = index + 1 < markers.length ? markers[index + 1]!.index : rest.length;
    options[option.name] = convert(option, unquote(rest.slice(start, end)), name);
  });
  return { name, options };
}
