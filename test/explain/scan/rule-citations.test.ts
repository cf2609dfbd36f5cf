import { describe, expect, it } from 'vitest';
import { findRuleCitations } from '../../../explain/scan/rule-citations.js';

const cited = (text: string) => findRuleCitations(text).map(({ text: words, target }) => ({ words, target }));

describe('findRuleCitations', () => {
  it('reads every way judges cite a rule, with the words as written', () => {
    expect(cited('CR 702.19b, rule 613.1, 702.19b and comprehensive rules 704.5j; §510.1c')).toEqual([
      { words: 'CR 702.19b', target: { kind: 'rule', number: '702.19b' } },
      { words: 'rule 613.1', target: { kind: 'rule', number: '613.1' } },
      { words: '702.19b', target: { kind: 'rule', number: '702.19b' } },
      { words: 'comprehensive rules 704.5j', target: { kind: 'rule', number: '704.5j' } },
      { words: '§510.1c', target: { kind: 'rule', number: '510.1c' } },
    ]);
  });

  it('reads ranges of subrules and of rules, and sections only with a word saying so', () => {
    expect(cited('616.1a-c, rules 601.2a–d, 616.1a–616.1c, 613.1-613.3, section 702 and CR 704 but not 702 alone')).toEqual([
      { words: '616.1a-c', target: { kind: 'rule-range', first: '616.1a', last: '616.1c' } },
      { words: 'rules 601.2a–d', target: { kind: 'rule-range', first: '601.2a', last: '601.2d' } },
      { words: '616.1a–616.1c', target: { kind: 'rule-range', first: '616.1a', last: '616.1c' } },
      { words: '613.1-613.3', target: { kind: 'rule-range', first: '613.1', last: '613.3' } },
      { words: 'section 702', target: { kind: 'cr-section', number: '702' } },
      { words: 'CR 704', target: { kind: 'cr-section', number: '704' } },
    ]);
  });

  it('normalises a capital subrule letter and stops before the period ending a sentence', () => {
    expect(cited('See CR 702.19B. Then (704.5g).')).toEqual([
      { words: 'CR 702.19B', target: { kind: 'rule', number: '702.19b' } },
      { words: '704.5g', target: { kind: 'rule', number: '704.5g' } },
    ]);
  });

  it('takes no prices, addresses, versions, longer numbers or MTR sections for rules', () => {
    expect(cited('$100.50, 192.168.1.1, v1.702.19, 1702.19, 702.19bc, 2025.06.06, section 3.8, MTR 4.2')).toEqual([]);
  });

  it('returns [] for empty and whitespace-only text', () => {
    expect(cited('')).toEqual([]);
    expect(cited('  \n ')).toEqual([]);
  });
});
