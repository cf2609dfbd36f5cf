/**
 * A command module for tests of the shared indexes (common/shared-memory/shared-indexes.ts):
 * `/index-status` searches the newest release (or the one in force at `at`) on the thread it runs on and says, as JSON, which
 * thread it is, whether that thread held the release's index before the search, how many times
 * the thread built it (before and after), whether its postings are in shared memory, and the hits
 * of each query (`queries`, separated by |).
 * `/card-words-status` does the same for the card names' typo index (fuzzy-card-names.ts): it
 * looks up each of `queries` through /card's matcher and reports the answers.
 * Loaded by the pool's workers by URL.
 */
import { threadId } from 'node:worker_threads';
import { z } from 'zod';
import { defineCommand, type CommandModule } from '../../commands/framework/command-module.js';
import { buildsOf, holdsIndex } from '../../common/shared-memory/shared-indexes.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { searchLexicon } from '../../rules-db/search/search-lexicon.js';
import { ruleIndex, ruleIndexKey } from '../../rules-db/search/rule-index.js';
import { searchRules } from '../../rules-db/search/search-rules.js';
import { cardNameIndex } from '../../cards-db/lookup/find-card.js';
import { cardNameWords, cardNameWordsKey } from '../../cards-db/lookup/fuzzy-card-names.js';
import type { CardMatch } from '../../cards-db/lookup/card-name-index.js';

/** What `/index-status` reports. */
export interface IndexStatus {
  threadId: number;
  heldBefore: boolean;
  buildsBefore: number;
  buildsAfter: number;
  sharedPostings: boolean;
  /** For each query, its hits: number, title and snippet. */
  hits: string[][];
}

const indexStatus = defineCommand({
  definition: { name: 'index-status', description: "This thread's copy of the newest release's index" },
  options: z.object({ queries: z.string(), holdMs: z.number(), at: z.string().optional() }),
  execute({ queries, holdMs, at }, _userId, { db }) {
    const release = releaseAt(db, at);
    const key = ruleIndexKey(db, searchLexicon(db, release));
    const heldBefore = holdsIndex(key);
    const buildsBefore = buildsOf(key);
    const hits = queries.split('|').map((query) => describeHits(searchRules(db, release, query, 10)));
    const postings = (ruleIndex(db, searchLexicon(db, release)).fields.data().docs as Int32Array).buffer;
    // Held a while, so that tasks sent together run on different threads.
    const until = Date.now() + holdMs;
    while (Date.now() < until) {
      // Busy on purpose.
    }
    const status: IndexStatus = { threadId, heldBefore, buildsBefore, buildsAfter: buildsOf(key), sharedPostings: postings instanceof SharedArrayBuffer, hits };
    return { embeds: [{ description: JSON.stringify(status) }] };
  },
});

/** What `/card-words-status` reports: IndexStatus for the card names' typo index, with the answers to the lookups. */
export interface CardWordsStatus extends Omit<IndexStatus, 'hits' | 'sharedPostings'> {
  sharedWords: boolean;
  answers: string[];
}

const cardWordsStatus = defineCommand({
  definition: { name: 'card-words-status', description: "This thread's copy of the card names' typo index" },
  options: z.object({ queries: z.string(), holdMs: z.number() }),
  execute({ queries, holdMs }, _userId, { db }) {
    const key = cardNameWordsKey(db, false);
    const heldBefore = holdsIndex(key);
    const buildsBefore = buildsOf(key);
    const answers = queries.split('|').map((query) => describeCardMatch(cardNameIndex(db).index.find(query)));
    const words = cardNameWords(db, false).data().entryChild.buffer;
    const until = Date.now() + holdMs;
    while (Date.now() < until) {
      // Busy on purpose, as /index-status.
    }
    const status: CardWordsStatus = { threadId, heldBefore, buildsBefore, buildsAfter: buildsOf(key), sharedWords: words instanceof SharedArrayBuffer, answers };
    return { embeds: [{ description: JSON.stringify(status) }] };
  },
});

/** A card lookup's answer as text to compare: what was found and how, or the names offered. */
export function describeCardMatch(match: CardMatch): string {
  if (match.kind === 'found') return `found ${match.card.name} (${match.how})`;
  if (match.kind === 'suggestions') return `suggest ${match.candidates.map((card) => card.name).join(' | ')}`;
  return `none: ${match.closest.map((card) => card.name).join(' | ')}`;
}

/** Hits as text to compare: number, title and snippet of each. */
export function describeHits(hits: ReturnType<typeof searchRules>): string[] {
  return hits.map((hit) => `${hit.number} ${hit.title}: ${hit.snippet()}`);
}

export const COMMANDS: CommandModule[] = [indexStatus, cardWordsStatus];
