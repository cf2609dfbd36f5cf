/**
 * The message scanner: everything a message cites or names, in order of appearance — rules,
 * MTR and IPG sections, glossary terms and judge shorthand, keywords, infractions and cards. Pure:
 * the names it knows come in a ScanVocabulary (message-vocabulary.ts builds one from the database),
 * so it runs on any text — a Discord message, a ruling — and tests can hand it any names.
 */
import { findBracketedNames } from '../../cards-db/lookup/bracketed-names.js';
import { findPlainCardNames, type ExactCardName } from './card-names.js';
import { findDocCitations } from './doc-citations.js';
import type { Mention, MentionTarget } from './mention.js';
import { messageWords } from './message-words.js';
import type { PhraseIndex } from './phrase-index.js';
import { findRuleCitations } from './rule-citations.js';

export interface ScanVocabulary {
  /** Glossary terms, keyword names, judge and infraction shorthand. */
  phrases: PhraseIndex;
  /** Card names in running text; absent when no card data is imported. */
  exactCardName?: ExactCardName;
}

/**
 * Which reading of the same words wins, first to last: a card asked for in brackets, a rule or
 * section number, a keyword (it opens its rule), a glossary term, player slang, an MTR/IPG section by name, a
 * card named in running text (a capitalised "Lifelink" is the keyword, not the Alpha card).
 */
const PRIORITY: MentionTarget['kind'][] = ['card', 'rule', 'rule-range', 'cr-section', 'doc-section', 'keyword', 'term', 'slang', 'doc-name'];

function rank(candidate: Candidate): number {
  return candidate.target.kind === 'card' && !candidate.target.bracketed ? PRIORITY.length : PRIORITY.indexOf(candidate.target.kind);
}

interface Candidate {
  start: number;
  end: number;
  target: MentionTarget;
}

/**
 * Everything `text` mentions, in order of appearance. Where readings overlap the longest wins
 * ("Flying Men" the card over "Flying"), then the one first in PRIORITY; another reading of
 * exactly the same words is kept as an alternative.
 * @example scanMessage('ETB triggers use LKI (CR 603.10a)', vocabulary).map((mention) => mention.text)
 * // ['ETB', 'LKI', 'CR 603.10a']
 */
export function scanMessage(text: string, vocabulary: ScanVocabulary): Mention[] {
  const words = messageWords(text);
  const candidates: Candidate[] = [
    ...findBracketedNames(text).map(({ start, end, name }) => ({ start, end, target: { kind: 'card', name, bracketed: true } as const })),
    ...findRuleCitations(text),
    ...findDocCitations(text),
    ...vocabulary.phrases.find(text, words),
    ...(vocabulary.exactCardName
      ? findPlainCardNames(text, words, vocabulary.exactCardName).map(({ start, end, name }) => ({ start, end, target: { kind: 'card', name, bracketed: false } as const }))
      : []),
  ];
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || rank(a) - rank(b) || a.start - b.start);
  const chosen: Mention[] = [];
  for (const candidate of candidates) {
    const same = chosen.find((mention) => mention.start === candidate.start && mention.end === candidate.end);
    if (same) {
      const known = [same.target, ...same.alternatives].some((target) => JSON.stringify(target) === JSON.stringify(candidate.target));
      if (!known) same.alternatives.push(candidate.target);
      continue;
    }
    if (chosen.some((mention) => candidate.start < mention.end && mention.start < candidate.end)) continue;
    chosen.push({ start: candidate.start, end: candidate.end, text: text.slice(candidate.start, candidate.end), target: candidate.target, alternatives: [] });
  }
  return chosen.sort((a, b) => a.start - b.start);
}
