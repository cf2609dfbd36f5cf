/**
 * Tab completion for the console: command names, then option names (`ex` → `examples:`), then
 * option values — fixed choices, true/false, and everything else through the command's own
 * autocomplete handler, the one Discord calls as a user types (rule numbers, card names, titles).
 */
import { ApplicationCommandOptionType, type APIApplicationCommandOption, type APIApplicationCommandOptionChoice } from 'discord-api-types/v10';
import type { CommandRegistry } from '../../commands/framework/dispatch.js';

/** The command's autocomplete answer for the option being typed. */
export type Autocomplete = (command: string, focused: { name: string; value: string }) => APIApplicationCommandOptionChoice[];

/** What readline's completer returns: the candidates, and the end of the line they replace. */
export type Completion = [string[], string];

const CONSOLE_WORDS = ['help', 'quit', 'exit'];

function startsWithIgnoringCase(text: string, prefix: string): boolean {
  return text.toLowerCase().startsWith(prefix.toLowerCase());
}

/** Candidates for `value` of `option`: its choices, true/false, or the autocomplete handler's. */
function valueCandidates(command: string, option: APIApplicationCommandOption, value: string, autocomplete: Autocomplete): string[] {
  if ('choices' in option && option.choices) return option.choices.map((choice) => String(choice.value)).filter((choice) => startsWithIgnoringCase(choice, value));
  if (option.type === ApplicationCommandOptionType.Boolean) return ['true', 'false'].filter((choice) => choice.startsWith(value.toLowerCase()));
  if (!('autocomplete' in option) || !option.autocomplete) return [];
  const values = autocomplete(command, { name: option.name, value }).map((choice) => String(choice.value));
  // Those that continue what was typed, when there are any; else the handler's best guesses (typos).
  const continuing = values.filter((candidate) => startsWithIgnoringCase(candidate, value));
  return continuing.length > 0 ? continuing : values;
}

/**
 * The completions of `line` (the text left of the cursor).
 * @example completeConsoleLine('/ru', registry, autocomplete) // [['/rule ', '/rulings ', '/ruling '], '/ru']
 */
export function completeConsoleLine(line: string, registry: CommandRegistry, autocomplete: Autocomplete): Completion {
  const commandTyped = /^\s*(\/?)([\w-]*)$/.exec(line);
  if (commandTyped) {
    const [, slash, name] = commandTyped as unknown as [string, string, string];
    const names = [...registry.keys()].filter((key) => key.startsWith(name.toLowerCase())).map((key) => `/${key} `);
    const words = slash ? [] : CONSOLE_WORDS.filter((word) => word.startsWith(name.toLowerCase()) && name !== '');
    return [[...names, ...words], line.trimStart()];
  }
  const help = /^\s*\/?help\s+\/?([\w-]*)$/i.exec(line);
  if (help) return [[...registry.keys()].filter((key) => key.startsWith(help[1]!.toLowerCase())), help[1]!];
  const parts = /^\s*\/?([\w-]+)\s+(.*)$/s.exec(line);
  const module = parts ? registry.get(parts[1]!.toLowerCase()) : undefined;
  if (!parts || !module) return [[], line];
  const command = module.definition.name;
  let declared = (module.definition.options ?? []) as APIApplicationCommandOption[];
  let rest = parts[2]!;
  if (declared.length > 0 && declared.every((option) => option.type === ApplicationCommandOptionType.Subcommand)) {
    const subcommandTyped = /^([\w-]*)$/.exec(rest);
    if (subcommandTyped) return [declared.map((option) => `${option.name} `).filter((name) => name.startsWith(rest.toLowerCase())), rest];
    const [, typed = '', after = ''] = /^([\w-]+)\s+(.*)$/s.exec(rest) ?? [];
    const subcommand = declared.find((option) => option.name === typed.toLowerCase());
    if (!subcommand || !('options' in subcommand)) return [[], line];
    declared = (subcommand.options ?? []) as APIApplicationCommandOption[];
    rest = after;
  }
  // The option being typed: after the last `name:`, else the first option (text before any name:).
  const names = declared.map((option) => option.name).join('|');
  const markers = names ? [...rest.matchAll(new RegExp(`(?:^|\\s)(${names}):`, 'g'))] : [];
  const last = markers.at(-1);
  const focused = last ? declared.find((option) => option.name === last[1]) : declared[0];
  const value = last ? rest.slice(last.index + last[0].length) : rest;
  const given = new Set(markers.map((marker) => marker[1]));
  const unused = declared.filter((option) => !given.has(option.name));
  if (rest.trim() === '') return [unused.map((option) => `${option.name}:`), ''];
  // A word after the value's first that starts an unused option's name is that name being typed (`ex` → `examples:`).
  const lastWord = /(?:^|\s)([\w-]+)$/.exec(rest)?.[1] ?? '';
  const nameCandidates = lastWord ? unused.filter((option) => option.name.startsWith(lastWord.toLowerCase())).map((option) => `${option.name}:`) : [];
  if (nameCandidates.length > 0 && value.trim() !== lastWord) return [nameCandidates, lastWord];
  if (!focused) return [[], line];
  return [valueCandidates(command, focused, value.trimStart(), autocomplete), value.trimStart()];
}
