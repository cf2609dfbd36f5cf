import { describe, expect, it } from 'vitest';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';

const db = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf'], ['cr-20260116.txt']);
const dbPath = db.name;
db.close();
const search = (...args: string[]) => runArbiter(['search', ...args, '--db', dbPath]);

describe('arbiter search', () => {
  it('searches the CR by default: rules and glossary entries as JSON, snippets in plain text', async () => {
    const run = await search('is', 'mana', 'burn', 'still', 'a', 'thing', '--limit', '3', '--json');
    expect(run.code).toBe(0);
    const results = JSON.parse(run.stdout) as { doc: string; ref: string; title: string; snippet: string; score: number }[];
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ doc: 'cr', ref: 'Mana Burn (Obsolete)', title: 'Mana Burn (Obsolete)' });
    expect(results.every((result) => Object.keys(result).join() === 'doc,ref,title,snippet,score')).toBe(true);
    // Regression: JSON snippets carried Discord's bold marks and markdown escapes (`\[`).
    expect(results.some((result) => /\*\*|\\/.test(result.snippet))).toBe(false);
  });

  it('searches every document with --doc all, labelling each result by document', async () => {
    const results = JSON.parse((await search('opponent', 'forgot', 'their', 'trigger', 'at', 'competitive', 'REL', "what's", 'the', 'fix', '--doc', 'all', '--json')).stdout);
    expect(results[0]).toMatchObject({ doc: 'ipg', ref: '2.1' });
    const rules = JSON.parse((await search('can', 'a', 'tapped', 'creature', 'block', '--doc', 'all', '--json')).stdout);
    expect(rules[0]).toMatchObject({ doc: 'cr', ref: '509.1a' });
  });

  it('prints one line per result as text, naming the versions searched', async () => {
    const run = await search('tournament', 'shortcuts', '--doc', 'mtr', '--limit', '2');
    expect(run.stdout).toMatch(/^MTR 2025-04-21:\nMTR 4\.2 +Tournament Shortcuts\n/);
  });

  it('names the cards a question was read with, once card data is imported', async () => {
    const withCards = await createCardsTestDb('cr-20260116.txt');
    const path = withCards.name;
    withCards.close();
    const run = await runArbiter(['search', 'does', 'pithing', 'needle', 'stop', 'castle', 'garenbrig', '--limit', '1', '--db', path]);
    expect(run.stdout).toMatch(/^CR 2026-01-16 \(cards read: Pithing Needle, Castle Garenbrig\):\n/);
  });

  it.each([
    [['--json'], 'Error: Give some words to search for. Usage: arbiter search <words> [--doc cr|mtr|ipg|jar|dmtr|dipg|all] [--limit N] [--at YYYY-MM-DD] [--json]\n'],
    [['trample', '--doc', 'crd'], 'Error: --doc "crd" must be cr, mtr, ipg, jar, dmtr, dipg or all. Usage: arbiter search <words> [--doc cr|mtr|ipg|jar|dmtr|dipg|all] [--limit N] [--at YYYY-MM-DD] [--json]\n'],
  ])('refuses %j with a sentence saying what works', async (args, message) => {
    const run = await search(...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(message);
  });
});
