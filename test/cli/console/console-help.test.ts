/** The console's help, suggestions, Tab completion and terminal rendering, as pure functions. */
import { describe, expect, it } from 'vitest';
import { COMMAND_EXAMPLES } from '../../../cli/console/command-examples.js';
import { completeConsoleLine } from '../../../cli/console/console-completer.js';
import { commandHelp, commandListHelp } from '../../../cli/console/console-help.js';
import { nearestCommands, parseSlashCommand } from '../../../cli/console/parse-slash-command.js';
import { renderTerminalMarkdown } from '../../../cli/console/terminal-markdown.js';
import { createCommandContext } from '../../../bot/command-context.js';
import { loadConfig } from '../../../bot/config.js';
import { createRegistry, runAutocomplete } from '../../../commands/framework/dispatch.js';
import { COMMANDS } from '../../../commands/index.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';

const registry = createRegistry(COMMANDS);
const db = createTestDb('cr-20260116.txt');
const commandContext = createCommandContext(db, loadConfig({}));
const complete = (line: string) => completeConsoleLine(line, registry, (command, focused) => runAutocomplete(registry, command, focused, commandContext, () => {}));

describe('help', () => {
  it.each(COMMANDS.map((module) => module.definition.name))('/%s has an example that the console reads', (name) => {
    const example = COMMAND_EXAMPLES[name];
    expect(example, `add an example for /${name} to cli/console/command-examples.ts`).toBeDefined();
    expect(parseSlashCommand(example!, registry).name).toBe(name);
  });

  it('help <command> shows its options, what each is, and the example', () => {
    expect(commandHelp(registry, 'rule')).toBe(
      '/rule — Show a rule of the Comprehensive Rules, with its subrules, examples and references\n\n' +
        '/rule number:<…> [examples:true|false] [at:<…>]\n\n' +
        '  number             A rule (616.1), range (616.1a-c), section (702) or keyword (trample)\n' +
        '  examples           Show the examples (default: yes)\n' +
        '  at                 The rules in effect on this date (YYYY-MM-DD)\n\n' +
        'Text before any name: is the number.\n\n' +
        'Example: /rule 702.19b\n',
    );
    expect(commandHelp(registry, '/search')).toContain('[doc:cr|mtr|ipg|jar|dmtr|dipg|all]');
    expect(commandHelp(registry, 'ruling')).toContain('/ruling find words:<…>\n  Search this server');
  });

  it('help lists every command and the keys', () => {
    const help = commandListHelp(registry);
    for (const module of COMMANDS) expect(help).toContain(`/${module.definition.name} `);
    expect(help).toContain('Ctrl-L clears the screen');
  });

  it('names the nearest command for one that does not exist', () => {
    expect(nearestCommands('rul', [...registry.keys()])).toEqual(['rule', 'ruling', 'rulings']);
    expect(nearestCommands('rlue', [...registry.keys()])).toEqual(['rule']);
    expect(nearestCommands('serach', [...registry.keys()])).toEqual(['search']);
    expect(() => parseSlashCommand('/rul 702.19b', registry)).toThrow('There is no /rul. Did you mean /rule or /ruling or /rulings?');
    expect(() => commandHelp(registry, 'serach')).toThrow('There is no /serach. Did you mean /search?');
  });
});

describe('Tab completion', () => {
  it('completes command names, and console words without a slash', () => {
    expect(complete('/ru')).toEqual([['/rule ', '/rulings ', '/ruling '], '/ru']);
    expect(complete('he')).toEqual([['help'], 'he']);
    expect(complete('help sea')).toEqual([['search'], 'sea']);
  });

  it('completes option names not yet given, and the value of the option being typed', () => {
    expect(complete('/rule ')).toEqual([['number:', 'examples:', 'at:'], '']);
    expect(complete('/rule 702.19b ex')).toEqual([['examples:'], 'ex']);
    expect(complete('/rule 702.19b examples:f')).toEqual([['false'], 'f']);
    expect(complete('/search query:legend rule doc:i')).toEqual([['ipg'], 'i']);
    expect(complete('/ruling f')).toEqual([['find '], 'f']);
  });

  it("completes values through the command's own autocomplete handler", () => {
    const [numbers, typed] = complete('/rule 702.19');
    expect(typed).toBe('702.19');
    expect(numbers).toEqual(expect.arrayContaining(['702.19', '702.19a', '702.19b', '702.19e']));
    // A name: the handler's title match (trample → 702.19).
    expect(complete('/rule number:tramp')[0]).toContain('702.19');
  });

  it('offers nothing for an unknown command', () => {
    expect(complete('/nope 1')).toEqual([[], '/nope 1']);
  });
});

describe('Discord markdown on a terminal', () => {
  it('renders bold, italics, code and strikethrough as ANSI styles', () => {
    expect(renderTerminalMarkdown('**Trample** *Creature* `702.19b` ~~old~~', true)).toBe('\x1b[1mTrample\x1b[22m \x1b[3mCreature\x1b[23m \x1b[36m702.19b\x1b[39m \x1b[9;31mold\x1b[29;39m');
  });

  it('without colour drops the marks but keeps removed words visible', () => {
    expect(renderTerminalMarkdown('draw ~~a card~~**two cards**', false)).toBe('draw [-a card-]two cards');
    expect(renderTerminalMarkdown('*Creature — Human Wizard*', false)).toBe('Creature — Human Wizard');
  });

  it('keeps escaped characters, snake_case and unpaired marks as text', () => {
    expect(renderTerminalMarkdown('\\*not italic\\* a_b 2 * 3', false)).toBe('*not italic* a_b 2 * 3');
  });

  it('shows links with their address, quotes with a bar', () => {
    expect(renderTerminalMarkdown('[Scryfall](https://scryfall.com/card/x)\n> Example: a', false)).toBe('Scryfall <https://scryfall.com/card/x>\n│ Example: a');
  });
});

describe('the console without a terminal', () => {
  it('answers help <command> and /help, and suggests /rule for /rul', async () => {
    const run = await runArbiter(['console', '--db', ':memory:'], { stdin: 'help rule\n/help\n/rul 702.19b\nquit\n' });
    expect(run.stdout).toContain('Example: /rule 702.19b');
    expect(run.stdout).toContain('/explain ');
    expect(run.stdout).toContain('There is no /rul. Did you mean /rule or /ruling or /rulings?');
  });
});
