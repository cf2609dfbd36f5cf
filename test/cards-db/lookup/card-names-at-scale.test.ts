/**
 * The matcher at full scale: Scryfall's catalog of 26,482 card names, looked up as written, as
 * judges type them (lower case, no punctuation), and with typos generated at random (seeded, so
 * each run tries the same ones). The typo thresholds in card-name-index.ts were chosen on other
 * seeds; these measure them on names they were not tuned on.
 */
import { describe, expect, it } from 'vitest';
import { loadCardNicknames } from '../../../cards-db/lookup/card-nicknames.js';
import { catalogCardNames, nameIndexOf } from '../../support/card-names.js';

const cards = catalogCardNames();
const index = nameIndexOf(cards, loadCardNicknames());
const regular = cards.filter((card) => !card.name.startsWith('A-'));

/** A small seeded generator (a linear congruential one): the same typos every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** `name` in lower case with `edits` random typos: a letter dropped, replaced, added, or two swapped. */
function withTypos(name: string, edits: number, next: () => number): string {
  let text = name.toLowerCase();
  for (let edit = 0; edit < edits; edit++) {
    const letters = [...text].flatMap((char, position) => (/[a-z]/.test(char) ? [position] : []));
    const at = letters[Math.floor(next() * letters.length)]!;
    const letter = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)]!;
    const kind = Math.floor(next() * 4);
    if (kind === 0) text = text.slice(0, at) + text.slice(at + 1);
    else if (kind === 1) text = text.slice(0, at) + letter + text.slice(at + 1);
    else if (kind === 2) text = text.slice(0, at) + letter + text.slice(at);
    else if (at + 1 < text.length) text = text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
  }
  return text;
}

/** Shares of lookups that found the right card, found a wrong one, offered the right one among others. */
function outcomes(queries: { query: string; name: string }[]) {
  let right = 0;
  let wrong = 0;
  let offered = 0;
  const wrongOnes: string[] = [];
  for (const { query, name } of queries) {
    const match = index.find(query);
    if (match.kind === 'found') {
      if (match.card.name === name) right++;
      else (wrong++, wrongOnes.push(`${query} → ${match.card.name} (meant ${name})`));
    } else if (match.kind === 'suggestions' && match.candidates.some((card) => card.name === name)) offered++;
  }
  const share = (count: number) => count / queries.length;
  return { right: share(right), wrong: share(wrong), offered: share(offered), wrongOnes };
}

describe('the name matcher on 26,482 real card names', () => {
  it('finds every name written as Scryfall writes it', () => {
    const misses = cards.filter((card) => {
      const match = index.find(card.name);
      return match.kind !== 'found' || match.card.oracleId !== card.oracleId;
    });
    expect(misses.map((card) => card.name)).toEqual([]);
  });

  it('finds every name typed in lower case without punctuation, or offers it where two names then read alike', () => {
    // "_____" (an Unhinged card) has nothing left to type once its punctuation is gone.
    const misses = regular.filter((card) => /[\p{L}\p{N}]/u.test(card.name)).filter((card) => {
      const match = index.find(card.name.toLowerCase().replace(/[^\p{L}\p{N} ]/gu, ''));
      if (match.kind === 'found') return match.card.oracleId !== card.oracleId;
      return match.kind !== 'suggestions' || !match.candidates.some((candidate) => candidate.oracleId === card.oracleId);
    });
    expect(misses.map((card) => card.name)).toEqual([]);
  });

  it('answers nearly every name with one typo correctly, and almost never with a wrong card', () => {
    const next = random(2026);
    const queries = Array.from({ length: 600 }, () => regular[Math.floor(next() * regular.length)]!).map((card) => ({ query: withTypos(card.name, 1, next), name: card.name }));
    const result = outcomes(queries);
    expect(result.right).toBeGreaterThan(0.97);
    expect(result.right + result.offered).toBeGreaterThan(0.98);
    expect(result.wrong).toBeLessThan(0.005);
  });

  it('answers most names with two typos, offers most of the rest, and almost never answers a wrong card', () => {
    const next = random(4242);
    const queries = Array.from({ length: 600 }, () => regular[Math.floor(next() * regular.length)]!).map((card) => ({ query: withTypos(card.name, 2, next), name: card.name }));
    const result = outcomes(queries);
    expect(result.right).toBeGreaterThan(0.85);
    expect(result.right + result.offered).toBeGreaterThan(0.9);
    expect(result.wrong).toBeLessThan(0.01);
  });

  it('finds the cards of the issue by the names judges use', () => {
    const found = (query: string) => {
      const match = index.find(query);
      return match.kind === 'found' ? match.card.name : match.kind;
    };
    expect(found('jace vryns prodigy')).toBe("Jace, Vryn's Prodigy // Jace, Telepath Unbound");
    expect(found('insectile aberration')).toBe('Delver of Secrets // Insectile Aberration');
    expect(found("Shield's Might")).toBe("Garenbrig Carver // Shield's Might");
    expect(found('dusk/dawn')).toBe('Dusk // Dawn');
    expect(found('voldaren dualist')).toBe('Voldaren Duelist');
    expect(found('delvr of secrts')).toBe('Delver of Secrets // Insectile Aberration');
    expect(found('bob')).toBe('Dark Confidant');
    expect(found('jtms')).toBe('Jace, the Mind Sculptor');
    expect(found('goyf')).toBe('Tarmogoyf');
    expect(found('jace mind sculptor')).toBe('Jace, the Mind Sculptor');
    expect(found('waste land')).toBe('Waste Land');
    expect(found('wasteland')).toBe('Wasteland');
    expect(found('kalitas')).toBe('suggestions');
    expect(found('lightning')).toBe('suggestions');
  });

  it('answers nonsense with "not found"', () => {
    for (const query of ['asdfgh', 'qwerty uiop', 'zzzzzz', 'xyzzy plugh', '12345']) expect(index.find(query).kind).toBe('not-found');
  });

  it('has every nickname pointing at a real card name', () => {
    const names = new Set(cards.map((card) => card.name));
    expect(loadCardNicknames().filter((entry) => !names.has(entry.card))).toEqual([]);
    for (const entry of loadCardNicknames()) expect(index.find(entry.nickname)).toMatchObject({ kind: 'found', card: { name: entry.card } });
  });
});
