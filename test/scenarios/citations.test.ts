import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules } from '../../rules-db/parse/parse-cr.js';
import { CITATIONS, normaliseRuleText, resolveCitations, type CitationKey } from '../../scenarios/citations.js';
import { crFileNames, crPath } from '../support/shared-data.js';
import { newestRelease } from '../support/scenario-citations.js';

const KEYS = Object.keys(CITATIONS) as CitationKey[];

function releaseRules(fileName: string) {
  return parseComprehensiveRules(readFileSync(crPath(fileName))).rules;
}

describe('citation phrases in the newest release', () => {
  const rules = newestRelease().rules.map((rule) => ({ number: rule.number, text: normaliseRuleText(rule.text) }));

  // One test per key, so a renumbered or reworded rule fails loudly under its own name.
  it.each(KEYS)('finds "%s" in exactly one rule', (key) => {
    const { phrase } = CITATIONS[key];
    const matches = rules.filter((rule) => rule.text.includes(normaliseRuleText(phrase))).map((rule) => rule.number);
    expect(matches, `citation "${key}": phrase "${phrase}" must match exactly one rule of ${newestRelease().effectiveDate}`).toHaveLength(1);
  });

  it('resolves every key to the number the table records for 2026-01-16', () => {
    const resolution = resolveCitations(newestRelease().rules);
    expect(resolution.ok).toBe(true);
    if (!resolution.ok) return;
    const recorded = Object.fromEntries(KEYS.map((key) => [key, CITATIONS[key].number2026]));
    expect(resolution.numbers).toEqual(recorded);
  });
});

describe('resolveCitations across releases', () => {
  it('finds doubling a life total as 701.9d in 2024-02-02 and 701.10d in 2026-01-16', () => {
    const old = resolveCitations(releaseRules('cr-20240202.txt'));
    const current = resolveCitations(newestRelease().rules);
    expect(old.ok && old.numbers['doubling-life']).toBe('701.9d');
    expect(old.ok && old.numbers['exchange-life']).toBe('701.10c');
    expect(current.ok && current.numbers['doubling-life']).toBe('701.10d');
    expect(current.ok && current.numbers['exchange-life']).toBe('701.12c');
  });

  it('resolves every phrase in every release since 2022-10-07', () => {
    const failures = crFileNames()
      .filter((name) => name >= 'cr-20221007.txt')
      .map((name) => ({ name, resolution: resolveCitations(releaseRules(name)) }))
      .filter(({ resolution }) => !resolution.ok)
      .map(({ name, resolution }) => `${name}: ${resolution.ok ? '' : resolution.message}`);
    expect(failures).toEqual([]);
  });

  it('names the keys whose concept a 2020 release does not have yet, with phrase and 2026 number', () => {
    const resolution = resolveCitations(releaseRules('cr-20200925.txt'));
    expect(resolution.ok).toBe(false);
    if (resolution.ok) return;
    expect(resolution.missing).toEqual(['pay-zero-life', 'back-face-first']);
    expect(resolution.message).toContain('"back-face-first" (phrase "would cause a card to enter the battlefield with its back face up", 616.1d in 2026-01-16) matches no rule');
  });

  it('reports a phrase found in several rules as missing, listing them', () => {
    const rules = [
      ...newestRelease().rules,
      { number: '999.1', text: 'To double a player’s life total, do it twice.' },
    ];
    const resolution = resolveCitations(rules);
    expect(resolution.ok).toBe(false);
    if (resolution.ok) return;
    expect(resolution.missing).toEqual(['doubling-life']);
    expect(resolution.message).toContain('matches 2 rules (701.10d, 999.1)');
  });
});

describe('normaliseRuleText', () => {
  it('folds typographic quotes, case and runs of whitespace', () => {
    expect(normaliseRuleText('  The “shield”  rechecks\nthe source’s   properties ')).toBe(`the "shield" rechecks the source's properties`);
  });
});
