import { describe, expect, it } from 'vitest';
import { parseSlashCommand } from '../../../cli/console/parse-slash-command.js';
import { createRegistry } from '../../../commands/framework/dispatch.js';
import { COMMANDS } from '../../../commands/index.js';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { crPath } from '../../support/shared-data.js';

const db = tempDbPath();
await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', db]);
const registry = createRegistry(COMMANDS);

describe('parseSlashCommand', () => {
  it('fills the first option with text before any name:', () => {
    expect(parseSlashCommand('/rule 616.1', registry)).toEqual({ name: 'rule', options: { number: '616.1' } });
  });

  it('runs an unquoted value to the next name: and converts types', () => {
    expect(parseSlashCommand('/rule number:616.1 examples:false at:2025-12-01', registry)).toEqual({
      name: 'rule',
      options: { number: '616.1', examples: false, at: '2025-12-01' },
    });
    expect(parseSlashCommand('/search query:legend rule', registry)).toEqual({ name: 'search', options: { query: 'legend rule' } });
    expect(parseSlashCommand('/2hg events:damage each 4 a:25 players:3', registry).options).toEqual({ events: 'damage each 4', a: 25, players: 3 });
  });

  it('accepts quoted values', () => {
    expect(parseSlashCommand('/search query:"rule: legend" at:2026-01-16', registry).options).toEqual({ query: 'rule: legend', at: '2026-01-16' });
  });

  it('names an unknown command or a bad value', () => {
    expect(() => parseSlashCommand('/nope', registry)).toThrow('There is no /nope. Commands: /rule');
    expect(() => parseSlashCommand('/rule number:1 examples:maybe', registry)).toThrow('/rule examples: "maybe" is not true or false.');
  });
});

describe('arbiter console', () => {
  it('answers slash commands and presses buttons by number', async () => {
    const run = await runArbiter(['console', '--db', db], { stdin: '/rule 702.19b\n1\nhelp\n9\nquit\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Arbiter console — Comprehensive Rules effective 2026-01-16.');
    expect(run.stdout).toContain('== 702.19b · Trample ==');
    expect(run.stdout).toContain('[1] Parent');
    // Choice 1 pressed Parent.
    expect(run.stdout).toContain('== 702.19 · Trample ==');
    expect(run.stdout).toContain('/define');
    expect(run.stdout).toMatch(/Pick a number from 1 to \d+\./);
  });

  it('pages a search forward and back: the buttons on screen keep the state of the search they page', async () => {
    const run = await runArbiter(['console', '--db', db], { stdin: '/search damage\n6\n7\n6\nquit\n' });
    const pages = [...run.stdout.matchAll(/Page (\d+)\/(\d+)/g)].map((match) => Number(match[1]));
    expect(pages).toEqual([1, 2, 3, 2]);
    expect(run.stdout).not.toContain('run the command again');
  });

  it('explains mistakes and keeps going', async () => {
    const run = await runArbiter(['console', '--db', db], { stdin: '/nope\n/rule 999.99\n' });
    expect(run.stdout).toContain('There is no /nope.');
    expect(run.stdout).toContain('No rule 999.99 in the Comprehensive Rules effective 2026-01-16.');
  });
});

describe('arbiter ask', () => {
  it('prints the exact Discord payload with --json', async () => {
    const run = await runArbiter(['ask', '/rule 616.1', '--json', '--db', db]);
    expect(run.code).toBe(0);
    const payload = JSON.parse(run.stdout);
    expect(Object.keys(payload).sort()).toEqual(['allowed_mentions', 'components', 'embeds']);
    expect(payload.allowed_mentions).toEqual({ parse: [] });
    expect(payload.embeds[0].title).toBe('616.1 · Interaction of Replacement and/or Prevention Effects');
  });

  it('exits 0 for an error reply and shows the ephemeral flag', async () => {
    const run = await runArbiter(['ask', '/rule 702.19z', '--json', '--db', db]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).flags).toBe(64);
  });
});

describe('arbiter start without a token', () => {
  it('opens the console and says how to connect to Discord', async () => {
    const run = await runArbiter(['start', '--db', db], { stdin: 'quit\n' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('No DISCORD_TOKEN is set, so this is the terminal console.');
    expect(run.stdout).toContain('npx arbiter deploy-commands');
  });

  it('reports each bad setting with what would work', async () => {
    const run = await runArbiter(['start', '--db', db], { env: { RULES_CHECK_INTERVAL: 'often', RULE_LINK_TEMPLATE: 'ftp://x' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('RULES_CHECK_INTERVAL: must be a duration such as 6h, 30m or 90s');
    expect(run.stderr).toContain('RULE_LINK_TEMPLATE: must contain {rule} or {ruleNoDot}');
  });
});
