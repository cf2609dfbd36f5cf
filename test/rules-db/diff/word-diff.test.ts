import { describe, expect, it } from 'vitest';
import { diffReleases } from '../../../rules-db/diff/diff-releases.js';
import { escapeMarkdown } from '../../../common/markdown.js';
import { renderTerminalMarkdown } from '../../../cli/console/terminal-markdown.js';
import { ruleBody } from '../../../rules-db/rule-content.js';
import {
  diffWords,
  elideUnchanged,
  isRewrite,
  removedWordShare,
  REWRITE_SHARE,
  rewriteMarkdown,
  rewritePlain,
  wordDiffMarkdown,
  wordDiffPlain,
  wordTokens,
  type WordDiffSegment,
} from '../../../rules-db/diff/word-diff.js';
import { release } from '../../support/releases.js';

const side = (segments: WordDiffSegment[], skip: WordDiffSegment['kind']) =>
  segments.filter((segment) => segment.kind !== skip).map((segment) => segment.text).join('');

const rule = (date: string, number: string) => release(date).rules.find((candidate) => candidate.number === number)!;

describe('wordTokens', () => {
  it('keeps rule numbers, contractions and hyphenated words whole and joins back exactly', () => {
    const text = 'See rule 701.10d: a non-Aura permanent can’t  block.\nExample: …';
    expect(wordTokens(text).join('')).toBe(text);
    expect(wordTokens(text)).toContain('701.10d');
    expect(wordTokens(text)).toContain('can’t');
    expect(wordTokens(text)).toContain('non-Aura');
    expect(wordTokens(text)).toContain('  ');
  });

  it('returns [] for an empty text', () => {
    expect(wordTokens('')).toEqual([]);
  });
});

describe('diffWords', () => {
  it('reconstructs both sides of every rule changed between 2024-02-02 and 2026-01-16', () => {
    const diff = diffReleases(release('2024-02-02'), release('2026-01-16'));
    const pairs = [...diff.changed, ...diff.moved.filter((move) => move.changed)].map((change) => [ruleBody(change.before!), ruleBody(change.after!)]);
    expect(pairs.length).toBeGreaterThan(250);
    for (const [before, after] of pairs) {
      const segments = diffWords(before!, after!);
      expect(side(segments, 'added')).toBe(before);
      expect(side(segments, 'removed')).toBe(after);
    }
  });

  it('marks only the changed words of 115.7e’s example (2025-11-14 → 2026-01-16)', () => {
    const segments = diffWords(ruleBody(rule('2025-11-14', '115.7e')), ruleBody(rule('2026-01-16', '115.7e')));
    expect(segments.filter((segment) => segment.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'another' },
      { kind: 'added', text: 'any other' },
    ]);
  });

  it('shows an insertion as added text only (205.3m gains “Sorcerer, ” in 2026-01-16)', () => {
    const segments = diffWords(rule('2025-11-14', '205.3m').text, rule('2026-01-16', '205.3m').text);
    expect(segments.filter((segment) => segment.kind !== 'same')).toEqual([{ kind: 'added', text: 'Sorcerer, ' }]);
  });

  it('makes one change of neighbouring changed words rather than one per word', () => {
    expect(diffWords('draw a card', 'draw two cards')).toEqual([
      { kind: 'same', text: 'draw ' },
      { kind: 'removed', text: 'a card' },
      { kind: 'added', text: 'two cards' },
    ]);
  });

  it('makes one change of an insertion that a repeated ” would cut in two (702.124i, 2026-01-16)', () => {
    expect(diffWords('son” and', 'son,” “partner—Friends forever,” and')).toEqual([
      { kind: 'same', text: 'son' },
      { kind: 'added', text: ',” “partner—Friends forever,' },
      { kind: 'same', text: '” and' },
    ]);
  });

  it('keeps a shared space out of a change rather than splitting the change around it', () => {
    expect(diffWords('one of another player', 'one of any other player')).toEqual([
      { kind: 'same', text: 'one of ' },
      { kind: 'removed', text: 'another' },
      { kind: 'added', text: 'any other' },
      { kind: 'same', text: ' player' },
    ]);
  });

  it('reconstructs both sides of 2,000 random texts of a few repeated words and marks', () => {
    let seed = 3;
    const random = (n: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) * n);
    const pieces = ['a', 'b', 'card', ' ', ' ', '  ', ',', '”', '\n'];
    const text = () => Array.from({ length: random(16) }, () => pieces[random(pieces.length)]).join('');
    for (let trial = 0; trial < 2_000; trial++) {
      const [before, after] = [text(), text()];
      const segments = diffWords(before, after);
      expect(side(segments, 'added')).toBe(before);
      expect(side(segments, 'removed')).toBe(after);
    }
  });

  it('is one same segment for equal texts and nothing for two empty ones', () => {
    expect(diffWords('Flying is an evasion ability.', 'Flying is an evasion ability.')).toEqual([
      { kind: 'same', text: 'Flying is an evasion ability.' },
    ]);
    expect(diffWords('', '')).toEqual([]);
  });

  it('handles a text replaced wholesale, and one side empty', () => {
    expect(diffWords('Tribal', 'Kindred')).toEqual([
      { kind: 'removed', text: 'Tribal' },
      { kind: 'added', text: 'Kindred' },
    ]);
    expect(diffWords('', 'Blight')).toEqual([{ kind: 'added', text: 'Blight' }]);
  });
});

describe('wordDiffMarkdown', () => {
  it('strikes removed words and bolds added ones', () => {
    expect(wordDiffMarkdown(diffWords('draw a card', 'draw two cards'))).toBe('draw ~~a card~~**two cards**');
  });

  it('escapes the rule’s own underscores (100.1 gained _Magic_ italics in 2008-10-01)', () => {
    const markdown = wordDiffMarkdown(diffWords(rule('2007-10-01', '100.1').text, rule('2008-10-01', '100.1').text));
    expect(markdown).toBe(
      'These **\\_**Magic**\\_** rules apply to any **\\_**Magic**\\_** game with two or more players, including two-player games and multiplayer games.',
    );
  });

  it('escapes stars in unchanged and changed text (208.2, 2003-03-15 → 2005-10-01)', () => {
    const markdown = wordDiffMarkdown(diffWords(rule('2003-03-15', '208.2').text, rule('2005-10-01', '208.2').text));
    expect(markdown).toContain('power and/or toughness of \\*, where \\* is a value');
    expect(markdown.replace(/\\\*/g, '')).not.toContain('*\\');
  });

  it('keeps markers inside each line and off edge whitespace', () => {
    expect(wordDiffMarkdown([{ kind: 'added', text: ' new rule\nnext line ' }])).toBe(' **new rule**\n**next line** ');
    expect(wordDiffMarkdown([{ kind: 'same', text: 'a' }, { kind: 'removed', text: '  ' }, { kind: 'added', text: ' ' }, { kind: 'same', text: 'b' }])).toBe('a b');
  });

  it('escapes every markdown character Discord reads, > and # only where they start a line', () => {
    expect(escapeMarkdown('*_~`|>#[]\\')).toBe('\\*\\_\\~\\`\\|>#\\[\\]\\\\');
    expect(escapeMarkdown('> quote\n# heading\n  > indented')).toBe('\\> quote\n\\# heading\n  \\> indented');
    expect(renderTerminalMarkdown(escapeMarkdown('*_~`|>#[]\\ 100.1 _Magic_'), false)).toBe('*_~`|>#[]\\ 100.1 _Magic_');
  });
});

describe('wordDiffPlain and elideUnchanged', () => {
  it('prints changes as git’s word diff does', () => {
    expect(wordDiffPlain(diffWords('draw a card', 'draw two cards'))).toBe('draw [-a card-]{+two cards+}');
  });

  it('keeps a few words of context around each change of a long rule', () => {
    const segments = diffWords(rule('2025-11-14', '205.3m').text, rule('2026-01-16', '205.3m').text);
    expect(wordDiffPlain(elideUnchanged(segments, 3))).toBe('… Snake, Soldier, Soltari, {+Sorcerer, +}Spawn, Specter, Spellshaper …');
  });

  it('leaves an unchanged text alone', () => {
    expect(elideUnchanged([{ kind: 'same', text: 'one two three four' }], 1)).toEqual([{ kind: 'same', text: 'one two three four' }]);
  });
});

describe('rewrites (issue 15)', () => {
  it('counts the share of the old words removed', () => {
    expect(removedWordShare(diffWords('draw a card', 'draw two cards'))).toBeCloseTo(2 / 3);
    expect(removedWordShare(diffWords('', 'anything'))).toBe(0);
  });

  it('calls a change a rewrite past git’s -B/60% (less than 40% of the old words kept)', () => {
    expect(REWRITE_SHARE).toBe(0.6);
    expect(isRewrite(diffWords('one two three four five', 'one two three six seven'))).toBe(false); // 40% removed
    expect(isRewrite(diffWords('one two three four five', 'one six seven eight nine'))).toBe(true); // 80% removed
  });

  it('renders a rewrite as two quoted blocks, markdown escaped', () => {
    expect(rewriteMarkdown('a *b*\nc', 'd')).toBe('*rewritten; before:*\n> a \\*b\\*\n> c\n*after:*\n> d');
    expect(rewritePlain('a\nb', 'c')).toBe('rewritten\n    before: a ¶ b\n    after:  c');
  });
});
