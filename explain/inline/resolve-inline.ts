/**
 * The answers to a message's inline references (inline-references.ts): each card found as /card
 * finds it, with its Oracle text or its rulings; each `{{…}}` read by the message scanner /explain
 * uses (rules, ranges, MTR and IPG sections, shorthand) and looked up as /explain looks it up, with
 * the first sentence of what it cites. Whatever inside the braces is not read is said, never
 * guessed at. Pure over the content database: plain data in, plain data out.
 */
import type { Card, Ruling } from '../../cards-db/card.js';
import { lookUpCard } from '../../cards-db/lookup/find-card.js';
import { cardDataInUse } from '../../cards-db/store/card-data.js';
import { cardRulings, getCard } from '../../cards-db/store/card-queries.js';
import { isUserError } from '../../common/user-error.js';
import type { ContentDb } from '../../database/open-database.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { resolveSection } from '../../docs-db/store/section-queries.js';
import { DOC_LABELS, DOC_TITLES, type DocKind } from '../../docs-db/tournament-document.js';
import { isTitleOnly } from '../../rules-db/rule-title.js';
import { releaseAt, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import { resolveMention, type ExplainedItem } from '../explain-message.js';
import { firstSentence } from '../../common/first-sentence.js';
import { messageVocabulary } from '../message-vocabulary.js';
import type { Mention } from '../scan/mention.js';
import { scanMessage, type ScanVocabulary } from '../scan/scan-message.js';
import type { InlineReference } from './inline-references.js';

/** A first sentence this long at most: one sentence of a rule is rarely longer, and the link has the rest. */
export const INLINE_SENTENCE_LENGTH = 400;

export type InlineAnswer =
  /** A card and its Oracle text; `ignored` is a `|…` after the name that changes nothing (a set code). */
  | { kind: 'card'; request: string; card: Card; ignored: string | null }
  | { kind: 'rulings'; request: string; card: Card; rulings: Ruling[] }
  /** No single card: the names to try (`doubt`: "did you mean"; else the closest names, or none). */
  | { kind: 'no-card'; request: string; name: string; suggestions: string[]; doubt: boolean }
  /** A rule, range, term, keyword or MTR/IPG section, with the first sentence of its text. */
  | { kind: 'cited'; request: string; item: Omit<ExplainedItem, 'text'>; sentence: string }
  /** Something read inside `{{…}}` that is nothing in the data in use: `why` says what was looked for. */
  | { kind: 'missing'; request: string; why: string }
  /** Words inside `{{…}}` that name no rule or section. */
  | { kind: 'unread'; request: string; words: string };

export interface InlineLookup {
  answers: InlineAnswer[];
  /** References past the limit, not looked up: "and N more". */
  more: number;
  /** What the answers come from: the CR release, the card data's date, each document's version. */
  sources: { cr: string | null; cards: string | null; docs: Partial<Record<DocKind, string>> };
}

/** Separators between references inside one pair of braces: `{{702.19b, 702.19c}}`, `{{MTR 4.2 and IPG 2.5}}`. */
const SEPARATORS = /^(?:[\s,;&/+]|\band\b|\bor\b)*$/i;

/** The Comprehensive Rules in use; null before any release is imported. */
function currentRelease(db: ContentDb): ReleaseSummary | null {
  try {
    return releaseAt(db);
  } catch (error) {
    if (isUserError(error)) return null;
    throw error;
  }
}

/** The words of `inner` no mention covers, once separators are set aside; '' when every word was read. */
function unreadWords(inner: string, mentions: readonly Mention[]): string {
  let rest = inner;
  for (const mention of [...mentions].sort((a, b) => b.start - a.start)) rest = `${rest.slice(0, mention.start)} ${rest.slice(mention.end)}`;
  return SEPARATORS.test(rest) ? '' : rest.replace(/\s+/g, ' ').trim();
}

/** What a mention was taken to be, for a sentence saying it is not there. */
function missingWhy(mention: Mention, release: ReleaseSummary): string {
  const { target } = mention;
  switch (target.kind) {
    case 'rule':
      return `No rule ${target.number} in the Comprehensive Rules (effective ${release.effectiveDate}) or any earlier release imported.`;
    case 'rule-range':
      return `No rules ${target.first} to ${target.last} in the Comprehensive Rules (effective ${release.effectiveDate}).`;
    case 'cr-section':
      return `No section ${target.number} in the Comprehensive Rules (effective ${release.effectiveDate}).`;
    case 'doc-section':
    case 'doc-name':
      return `No ${DOC_LABELS[target.doc]} section ${target.kind === 'doc-section' ? target.number : `“${target.title}”`} in the ${DOC_TITLES[target.doc]} this bot holds.`;
    default:
      return `Nothing in the rules is called “${mention.text}”.`;
  }
}

/** A rule's first sentence; for a titled rule ("702.19 Trample"), the title and its first subrule's. */
function ruleSentence(db: ContentDb, release: ReleaseSummary, number: string): string | null {
  const rule = getRule(db, release, number);
  if (!rule) return null;
  if (!isTitleOnly(rule.text)) return firstSentence(rule.text, INLINE_SENTENCE_LENGTH);
  const first = rule.children[0] === undefined ? null : getRule(db, release, rule.children[0]);
  return first ? `${rule.text}: ${firstSentence(first.text, INLINE_SENTENCE_LENGTH)}` : rule.text;
}

/** The first sentence of what `item` cites, and the document version it comes from (for the sources). */
function citedSentence(db: ContentDb, release: ReleaseSummary, item: Omit<ExplainedItem, 'text'>): { sentence: string; doc?: { kind: DocKind; date: string } } {
  switch (item.kind) {
    case 'rule':
    case 'keyword': {
      // A removed rule (openAt set) is summed up from its last text already; a range by its first rule.
      const number = item.open.split('-')[0]!;
      const sentence = item.openAt === '' ? ruleSentence(db, release, number) : null;
      return { sentence: sentence ?? item.summary };
    }
    case 'term':
    case 'card':
      return { sentence: item.summary };
    default: {
      const version = docVersionAt(db, item.kind);
      const section = resolveSection(db, version, item.open);
      const body = section?.infraction?.parts.definition ?? section?.text ?? '';
      const opening = body.trim() === '' ? '' : firstSentence(body, INLINE_SENTENCE_LENGTH);
      return { sentence: [item.summary, opening].filter(Boolean).join(' — '), doc: { kind: item.kind, date: version.effectiveDate } };
    }
  }
}

/**
 * What `inner` names. The scanner reads an everyday word such as "flying" or "trample" as the
 * keyword only where running text plainly means it ("has flying", "Flying"); inside braces it is
 * plainly asked for, so where the words as written leave some unread, they are read again with
 * capitals, and the reading that leaves fewer words unread is taken. Not for card names, which count
 * only as written ("{{fog}}" is not the card Fog).
 */
function bracedReading(inner: string, vocabulary: ScanVocabulary): { text: string; mentions: Mention[] } {
  const asWritten = { text: inner, mentions: scanMessage(inner, vocabulary) };
  const unread = unreadWords(inner, asWritten.mentions);
  if (unread === '') return asWritten;
  const titled = inner.replace(/(?<![\p{L}\p{N}.])\p{Ll}/gu, (letter) => letter.toUpperCase());
  const capitalised = { text: titled, mentions: scanMessage(titled, { phrases: vocabulary.phrases }) };
  return unreadWords(titled, capitalised.mentions).length < unread.length ? capitalised : asWritten;
}

/** The answers to one `{{…}}`: each reading inside it, and any words not read. */
function bracedAnswers(db: ContentDb, release: ReleaseSummary | null, request: string, inner: string, sources: InlineLookup['sources']): InlineAnswer[] {
  if (!release) return [{ kind: 'missing', request, why: 'No Comprehensive Rules are imported on this bot yet.' }];
  // In braces a bare three-digit number can only be a section of the rules ("{{702}}").
  const asWritten = /^\d{3}$/.test(inner) ? `CR ${inner}` : inner;
  const { text, mentions } = bracedReading(asWritten, messageVocabulary(db, release));
  const answers: InlineAnswer[] = [];
  for (const mention of mentions) {
    const found = resolveMention(db, release, mention, { context: text });
    if (found === null) {
      answers.push({ kind: 'missing', request, why: missingWhy(mention, release) });
    } else if ('unknownCard' in found) {
      answers.push({ kind: 'no-card', request, name: found.unknownCard.name, suggestions: found.unknownCard.suggestions, doubt: false });
    } else if (found.kind === 'card') {
      // A card's exact name inside braces: the card, as in double brackets.
      const card = getCard(db, found.open);
      sources.cards = cardDataInUse(db)?.dataDate ?? null;
      if (card) answers.push({ kind: 'card', request, card, ignored: null });
    } else {
      const { sentence, doc } = citedSentence(db, release, found);
      if (doc) sources.docs[doc.kind] = doc.date;
      else sources.cr = release.effectiveDate;
      answers.push({ kind: 'cited', request, item: found, sentence });
    }
  }
  const unread = unreadWords(text, mentions);
  if (unread !== '') answers.push({ kind: 'unread', request, words: unread });
  return answers;
}

/** The answer to one `[[…]]` (card data is imported). */
function cardAnswer(db: ContentDb, reference: Extract<InlineReference, { kind: 'card' }>, sources: InlineLookup['sources']): InlineAnswer {
  const lookup = lookUpCard(db, reference.name);
  sources.cards = lookup.data.dataDate;
  if (!lookup.card) {
    const { match } = lookup;
    const suggestions = (match.kind === 'suggestions' ? match.candidates : match.closest).map((card) => card.name);
    return { kind: 'no-card', request: reference.text, name: reference.name, suggestions, doubt: match.kind === 'suggestions' };
  }
  if (reference.show === 'rulings') return { kind: 'rulings', request: reference.text, card: lookup.card, rulings: cardRulings(db, lookup.card.oracleId) };
  return { kind: 'card', request: reference.text, card: lookup.card, ignored: reference.ignored };
}

/** What an answer is about, so `[[bolt]]` and `[[Lightning Bolt]]` give one answer. */
function answerKey(answer: InlineAnswer): string {
  switch (answer.kind) {
    case 'card':
    case 'rulings':
      return `${answer.kind} ${answer.card.oracleId}`;
    case 'cited':
      return `cited ${answer.item.kind} ${answer.item.ref}`;
    default:
      return `${answer.kind} ${answer.request}`;
  }
}

/**
 * The answers to `references`, in order, each thing once, up to `limit` answers; the references
 * left over are counted in `more`, not looked up.
 * @example resolveInlineReferences(db, findInlineReferences('[[bolt]] {{CR 702.19b}}'), 5).answers.map((answer) => answer.kind)
 * // ['card', 'cited']
 */
export function resolveInlineReferences(db: ContentDb, references: readonly InlineReference[], limit: number): InlineLookup {
  const sources: InlineLookup['sources'] = { cr: null, cards: null, docs: {} };
  const release = currentRelease(db);
  const hasCardData = cardDataInUse(db) !== null;
  const answers: InlineAnswer[] = [];
  const seen = new Set<string>();
  let saidNoCardData = false;
  let used = 0;
  for (const reference of references) {
    if (answers.length >= limit) break;
    used++;
    let found: InlineAnswer[];
    if (reference.kind === 'braced') found = bracedAnswers(db, release, reference.text, reference.inner, sources);
    else if (hasCardData) found = [cardAnswer(db, reference, sources)];
    else if (saidNoCardData) found = [];
    else {
      saidNoCardData = true;
      found = [{ kind: 'missing', request: reference.text, why: 'No card data is imported on this bot yet, so it cannot look cards up.' }];
    }
    for (const answer of found) {
      const key = answerKey(answer);
      if (seen.has(key)) continue;
      seen.add(key);
      answers.push(answer);
    }
  }
  const shown = answers.slice(0, limit);
  return { answers: shown, more: references.length - used + (answers.length - shown.length), sources };
}
