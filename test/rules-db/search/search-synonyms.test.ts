import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phraseStems, SYNONYMS_FILE, synonymsFileSchema, synonymVariants, withSynonymMeanings } from '../../../rules-db/search/search-synonyms.js';
import path from 'node:path';
import { crPath, SHARED_DIR } from '../../support/shared-data.js';
import { TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const file = JSON.parse(readFileSync(SYNONYMS_FILE, 'utf8')) as unknown;

describe('search-synonyms.json', () => {
  const parsed = synonymsFileSchema.safeParse(file);

  it('validates against its schema', () => {
    expect(parsed.error).toBeUndefined();
  });

  const entries = parsed.data?.synonyms ?? [];

  it('explains or sources every entry', () => {
    for (const entry of entries) expect(entry.why.trim().length, entry.terms[0]).toBeGreaterThanOrEqual(20);
  });

  it('says what each piece of slang /define explains is short for, and which rules decide it', () => {
    const slang = entries.filter((entry) => entry.slang !== undefined);
    for (const term of ['blink', 'flicker', 'bounce', 'chump', 'wrath', 'board wipe', 'pinger', 'fizzle', 'tutor', 'pump', 'tapped out', 'topdeck', 'cantrip', 'recur']) {
      const entry = slang.find((candidate) => candidate.terms.some((typed) => typed.toLowerCase() === term));
      expect(entry?.see?.length, term).toBeGreaterThan(0);
    }
  });

  it('covers the shorthand judges use most', () => {
    const terms = new Set(entries.flatMap((entry) => entry.terms.map((term) => term.toLowerCase())));
    for (const term of ['etb', 'ltb', 'sba', 'apnap', 'lki', 'cda', 'p/t', 'dies', 'fizzle', '2hg', 'edh', 'cmc', 'mana value', 'dmg', 'jumpstart']) {
      expect(terms, term).toContain(term);
    }
  });

  it('gives no typed term two meanings', () => {
    const owner = new Map<string, number>();
    entries.forEach((entry, index) => {
      for (const term of entry.terms) {
        const key = phraseStems(term).join(' ');
        expect(owner.get(key) ?? index, `"${term}" is in two entries`).toBe(index);
        owner.set(key, index);
      }
    });
  });

  // Releases from every era of the rules' wording: "comes into play" (2003), "converted mana cost" (2012), "enters" (2026);
  // and the MTR and IPG, whose words tournament shorthand ("comp", "HJ", "DQ") stands for.
  const releases = ['cr-20030315.txt', 'cr-20081001.txt', 'cr-20120701.txt', 'cr-20190125.txt', 'cr-20260116.txt']
    .map((name) => crPath(name))
    .concat([TOURNAMENT_FILES.mtr2025Pdftotext, TOURNAMENT_FILES.ipg2024Pdftotext].map((relative) => path.join(SHARED_DIR, relative)))
    .map((file) => ` ${phraseStems(readFileSync(file, 'utf8')).join(' ')} `);

  it('only means wordings some release of the rules (or the MTR or IPG) actually uses', () => {
    for (const entry of entries) {
      for (const wording of entry.means) {
        const folded = ` ${phraseStems(wording).join(' ')} `;
        expect(releases.some((text) => text.includes(folded)), `"${wording}" (${entry.terms[0]})`).toBe(true);
      }
    }
  });

  it('rejects an entry without an explanation', () => {
    const broken = { synonyms: [{ terms: ['ETB'], means: ['enters the battlefield'] }] };
    expect(synonymsFileSchema.safeParse(broken).success).toBe(false);
  });

  it('rejects a term with no words in it', () => {
    const broken = { synonyms: [{ terms: ['//'], means: ['enters the battlefield'], why: 'Shorthand for enters the battlefield.' }] };
    expect(synonymsFileSchema.safeParse(broken).success).toBe(false);
  });
});

describe('synonymVariants', () => {
  it('offers each wording of a shorthand in its place', () => {
    expect(synonymVariants(phraseStems('ETB trigger'))).toEqual([
      ['etb', 'trigger'],
      ['enter', 'the', 'battlefield', 'trigger'],
      ['enter', 'trigger'],
      ['com', 'into', 'plai', 'trigger'],
    ]);
  });

  it('matches the longest term, in any inflection', () => {
    expect(synonymVariants(phraseStems('a card put into a graveyard from the battlefield'))).toContainEqual(['a', 'card', 'die']);
  });
});

describe('withSynonymMeanings', () => {
  it('adds the rules’ first wording of each shorthand term after the words', () => {
    expect(withSynonymMeanings(phraseStems('2hg can my opp block'))).toEqual([...phraseStems('2hg can my opp block'), ...phraseStems('two-headed giant opponent')]);
  });

  it('leaves words without shorthand as they are', () => {
    const stems = phraseStems('can a tapped creature attack');
    expect(withSynonymMeanings(stems)).toBe(stems);
  });
});
