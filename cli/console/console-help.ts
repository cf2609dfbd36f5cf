/** The console's `help` and `help <command>`: every command in a line, or one command's options with an example. */
import { ApplicationCommandOptionType, type APIApplicationCommandOption } from 'discord-api-types/v10';
import type { CommandRegistry } from '../../commands/framework/dispatch.js';
import { UserError } from '../../common/user-error.js';
import { COMMAND_EXAMPLES } from './command-examples.js';
import { nearestCommands } from './parse-slash-command.js';

const KEYS =
  'Type a command and press Enter; a number presses that button of the last reply. Tab completes commands, option names and ' +
  'values (rule numbers, card names …); ↑ and ↓ go through earlier lines; Ctrl-L clears the screen; quit, exit or Ctrl-D leaves.';

/** Every command with its description, then the keys. */
export function commandListHelp(registry: CommandRegistry): string {
  const width = Math.max(...[...registry.keys()].map((name) => name.length)) + 1;
  const lines = [...registry.values()].map((module) => `  /${module.definition.name.padEnd(width)} ${module.definition.description}`);
  return `${lines.join('\n')}\n\nhelp <command> shows a command's options and an example (help rule).\n${KEYS}\n`;
}

/** How an option is written: `number:<…>`, `[examples:true|false]`, `[doc:cr|mtr|…]`. */
function optionUsage(option: APIApplicationCommandOption): string {
  const choices = 'choices' in option && option.choices ? option.choices.map((choice) => choice.value).join('|') : null;
  const value = choices ?? (option.type === ApplicationCommandOptionType.Boolean ? 'true|false' : '…');
  const written = `${option.name}:${value === '…' ? '<…>' : value}`;
  return 'required' in option && option.required ? written : `[${written}]`;
}

function optionLines(options: APIApplicationCommandOption[]): string[] {
  return options.map((option) => `  ${option.name.padEnd(18)} ${option.description}`);
}

/**
 * `/name` with each option and what it is, and the command's example; a UserError (with the
 * nearest names) for a command that does not exist.
 */
export function commandHelp(registry: CommandRegistry, typed: string): string {
  const name = typed.replace(/^\//, '').toLowerCase();
  const module = registry.get(name);
  if (!module) {
    const nearest = nearestCommands(name, [...registry.keys()]);
    throw new UserError('unknown-command', `There is no /${name}.${nearest.length > 0 ? ` Did you mean ${nearest.map((key) => `/${key}`).join(' or ')}?` : ''} Type help for the list.`);
  }
  const { definition } = module;
  const options = (definition.options ?? []) as APIApplicationCommandOption[];
  const subcommands = options.filter((option) => option.type === ApplicationCommandOptionType.Subcommand);
  const lines = [`/${definition.name} — ${definition.description}`, ''];
  if (subcommands.length > 0) {
    for (const subcommand of subcommands) {
      const subOptions = ('options' in subcommand ? subcommand.options ?? [] : []) as APIApplicationCommandOption[];
      lines.push(`/${definition.name} ${subcommand.name} ${subOptions.map(optionUsage).join(' ')}`.trimEnd(), `  ${subcommand.description}`);
    }
  } else {
    lines.push(`/${definition.name} ${options.map(optionUsage).join(' ')}`.trimEnd());
    if (options.length > 0) lines.push('', ...optionLines(options));
    if (options[0]) lines.push('', `Text before any name: is the ${options[0].name}.`);
  }
  const example = COMMAND_EXAMPLES[definition.name];
  if (example) lines.push('', `Example: ${example}`);
  return `${lines.join('\n')}\n`;
}
