/**
 * "Explain this message": everything a message cites or names (scan/), each looked up in the data
 * in use and summed up in one line. A rule number is read as the writer meant it on the day the
 * message was written — the release in effect then, or an older one when the words around it fit an
 * outdated number better (rules-db/history/follow-citation.ts) — and carried to today's number, with
 * a note when it moved; terms, keywords, sections and cards are today's.
 */
import { lookUpCard } from '../cards-db/lookup/find-card.js';
import { cardDataInUse } from '../cards-db/store/card-data.js';
import { isUserError } from '../common/user-error.js';
import type { ContentDb } from '../database/open-database.js';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { resolveSection, type StoredSection } from '../docs-db/store/section-queries.js';
import type { DocKind } from '../docs-db/tournament-document.js';
import { followNote } from '../rules-db/history/follow-note.js';
import { numberHolders, reusedNumberNotes } from '../rules-db/history/number-holders.js';
import { citationContext, followCitation, type FollowedCitation } from '../rules-db/history/follow-citation.js';
import { followRuleNumber, type FollowedRuleNumber } from '../rules-db/history/follow-rule-number.js';
import { findGlossaryEntries } from '../rules-db/lookup/glossary-lookup.js';
import { keywordRule } from '../rules-db/lookup/keyword-rule.js';
import { findSlang } from '../rules-db/lookup/slang.js';
import { isTitleOnly } from '../rules-db/rule-title.js';
import { releaseAt, type ReleaseSummary } from '../rules-db/store/release-queries.js';
import { getRule, headingTitle } from '../rules-db/store/rule-queries.js';
import { firstSentence } from '../common/first-sentence.js';
import { messageVocabulary } from './message-vocabulary.js';
import type { Mention, MentionTarget } from './scan/mention.js';
import { scanMessage } from './scan/scan-message.js';

export type ExplainedKind = 'rule' | 'term' | 'keyword' | DocKind | 'card';

export interface ExplainedItem {
  kind: ExplainedKind;
  /** The words of the message, as written. */
  text: string;
  /** Today's rule number (or range, or section), the glossary term, the section number, the card's name. */
  ref: string;
  /** What happened to a rule number since the message was written; null when nothing did. */
  note: string | null;
  /** One line: a rule's first sentence, a definition's opening, a section's title, a card's type line. */
  summary: string;
  /** What opens it in full: a /rule query, a /define term, an MTR/IPG section key, a card's Oracle ID. */
  open: string;
  /** The date to open it at ('' for today's): the last release that had a removed rule. */
  openAt: string;
}

export interface Explanation {
  items: ExplainedItem[];
  /** `[[…]]` that name no single card, with the names to try. */
  unknownCards: { name: string; suggestions: string[] }[];
  /** The Comprehensive Rules release the rules and terms come from. */
  effectiveDate: string;
}

export interface ExplainOptions {
  /** The day the message was written (YYYY-MM-DD): its rule numbers are read in the release in effect then. */
  writtenAt?: string;
}

/** What a mention is in the data in use: an item, a `[[…]]` naming no single card (with the names to try), or nothing. */
export type Found = Omit<ExplainedItem, 'text'> | { unknownCard: { name: string; suggestions: string[] } } | null;

/** The one-line summary of rule `number` in `release`: a titled rule's title, else its first sentence. */
function ruleSummary(db: ContentDb, release: ReleaseSummary, number: string): string {
  const rule = getRule(db, release, number);
  if (!rule) return '';
  return isTitleOnly(rule.text) ? rule.text : firstSentence(rule.text);
}

/** How a mention is read: when the message was written, and the words around it. */
export interface Reading {
  writtenAt?: string;
  /** The sentence (or parenthesis) the mention stands in, which tells an outdated number's rule (followCitation). */
  context: string;
}

/**
 * A rule number as the writer meant it on the day they wrote, carried to today's (followCitation);
 * without a date, the newest rule that had it. Null for a number no release had.
 */
function followRule(db: ContentDb, number: string, reading: Reading): FollowedRuleNumber | null {
  return reading.writtenAt ? followCitation(db, number, { fromDate: reading.writtenAt, context: reading.context }) : followRuleNumber(db, number);
}

/**
 * What happened to the number, and which other rules it has meant (number-holders.ts): read without
 * the day it was written, an old "603.2e" may be today's unrelated rule, and the note says so.
 */
function ruleNote(db: ContentDb, followed: FollowedRuleNumber, reading: Reading): string | null {
  const reused = reusedNumberNotes(followed.asked, numberHolders(db, followed.asked), followed.readIn);
  const undated = reused.length > 0 && !reading.writtenAt ? ['read in the newest release that has it: give the day the text was written (at:) to read it as then'] : [];
  const fit = 'fit' in followed ? citationFitNote(followed as FollowedCitation) : null;
  const notes = [fit, followNote(followed), ...reused.map((note) => note.replace(/\.$/, '')), ...undated].filter((note): note is string => note !== null);
  return notes.length > 0 ? notes.join('; ') : null;
}

/** How the words around a dated citation were read, when they did not fit the number's own rule. */
function citationFitNote(followed: FollowedCitation): string | null {
  if (followed.fit === 'neighbour') return `cited as ${followed.cited}: ${followed.cited} of ${followed.readIn} fits none of the words around it, ${followed.asked} does`;
  if (followed.fit === 'unsure') return `unsure: no rule at or near ${followed.cited} in ${followed.readIn} fits the words around it`;
  return null;
}

function ruleItem(db: ContentDb, release: ReleaseSummary, number: string, reading: Reading): Found {
  const followed = followRule(db, number, reading);
  if (!followed) return null;
  const note = ruleNote(db, followed, reading);
  if (followed.number === null) {
    const last = followed.lastRule!;
    return { kind: 'rule', ref: last.number, note, summary: firstSentence(last.text), open: last.number, openAt: last.effectiveDate };
  }
  return { kind: 'rule', ref: followed.number, note, summary: ruleSummary(db, release, followed.number), open: followed.number, openAt: '' };
}

function rangeItem(db: ContentDb, release: ReleaseSummary, first: string, last: string, reading: Reading): Found {
  const [start, end] = [followRule(db, first, reading), followRule(db, last, reading)];
  if (!start?.number || !end?.number) return null;
  const notes = [ruleNote(db, start, reading), ruleNote(db, end, reading)].filter((note): note is string => note !== null);
  return {
    kind: 'rule',
    ref: `${start.number}–${end.number}`,
    note: notes.length > 0 ? notes.join('; ') : null,
    summary: ruleSummary(db, release, start.number),
    open: `${start.number}-${end.number}`,
    openAt: '',
  };
}

/** The stored section `query` names in the newest version of `doc`; null when it is not imported or has none. */
function docSection(db: ContentDb, doc: DocKind, query: string): StoredSection | null {
  try {
    return resolveSection(db, docVersionAt(db, doc), query);
  } catch (error) {
    if (isUserError(error)) return null;
    throw error;
  }
}

function sectionItem(doc: DocKind, section: StoredSection | null): Found {
  if (!section) return null;
  const summary = section.infraction ? `${section.title} · ${section.infraction.penalty}` : section.title;
  return { kind: doc, ref: section.number || section.title, note: null, summary, open: section.number || section.title, openAt: '' };
}

function cardItem(db: ContentDb, name: string): Found {
  if (!cardDataInUse(db)) return { unknownCard: { name, suggestions: [] } };
  const lookup = lookUpCard(db, name);
  if (!lookup.card) {
    const names = lookup.match.kind === 'suggestions' ? lookup.match.candidates : lookup.match.closest;
    return { unknownCard: { name, suggestions: names.map((card) => card.name) } };
  }
  const { card } = lookup;
  const summary = [card.typeLine, card.manaCost].filter(Boolean).join(' · ');
  return { kind: 'card', ref: card.name, note: null, summary, open: card.oracleId, openAt: '' };
}

/** What `target` is in the data in use; null when it is nothing there. */
function lookUp(db: ContentDb, release: ReleaseSummary, target: MentionTarget, reading: Reading): Found {
  switch (target.kind) {
    case 'rule':
      return ruleItem(db, release, target.number, reading);
    case 'rule-range':
      return rangeItem(db, release, target.first, target.last, reading);
    case 'cr-section': {
      const title = headingTitle(db, release.id, target.number);
      return title ? { kind: 'rule', ref: target.number, note: null, summary: title, open: target.number, openAt: '' } : null;
    }
    case 'doc-section':
      return sectionItem(target.doc, docSection(db, target.doc, target.number));
    case 'doc-name':
      return sectionItem(target.doc, docSection(db, target.doc, target.title));
    case 'term': {
      const [entry] = findGlossaryEntries(db, release, target.term, 1);
      if (!entry?.sure) return null;
      return { kind: 'term', ref: entry.term, note: null, summary: firstSentence(entry.definition), open: entry.term, openAt: '' };
    }
    case 'slang': {
      const slang = findSlang(target.term);
      return slang ? { kind: 'term', ref: slang.term, note: null, summary: `slang for ${slang.meaning}`, open: slang.term, openAt: '' } : null;
    }
    case 'keyword': {
      const number = keywordRule(db, release, target.name);
      if (!number) return null;
      const definition = getRule(db, release, number)?.children[0];
      const summary = definition ? ruleSummary(db, release, definition) : target.name;
      return { kind: 'keyword', ref: number, note: null, summary: `${target.name}: ${summary}`, open: number, openAt: '' };
    }
    case 'card':
      return cardItem(db, target.name);
  }
}

/** The first reading of `mention` that is something in the data in use. */
export function resolveMention(db: ContentDb, release: ReleaseSummary, mention: Mention, reading: Reading): Found {
  let fallback: Found = null;
  for (const target of [mention.target, ...mention.alternatives]) {
    const found = lookUp(db, release, target, reading);
    if (found && !('unknownCard' in found)) return found;
    fallback ??= found;
  }
  return fallback;
}

/**
 * Everything `text` cites or names that the database knows, in order of appearance, each once.
 * @example explainMessage(db, 'the AP orders ETBs, CR 603.3b').items.map((item) => item.ref)
 * // ['Active Player', 'Enters the Battlefield', '603.3b']
 */
export function explainMessage(db: ContentDb, text: string, options: ExplainOptions = {}): Explanation {
  const release = releaseAt(db);
  const items: ExplainedItem[] = [];
  const unknownCards: Explanation['unknownCards'] = [];
  const seen = new Set<string>();
  for (const mention of scanMessage(text, messageVocabulary(db, release))) {
    const found = resolveMention(db, release, mention, { ...options, context: citationContext(text, mention.start) });
    if (!found) continue;
    if ('unknownCard' in found) {
      if (!unknownCards.some((card) => card.name === found.unknownCard.name)) unknownCards.push(found.unknownCard);
      continue;
    }
    const key = `${found.kind} ${found.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ ...found, text: mention.text });
  }
  return { items, unknownCards, effectiveDate: release.effectiveDate };
}
