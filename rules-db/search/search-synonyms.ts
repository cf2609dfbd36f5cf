/**
 * Judge shorthand and other wordings of rules terms (ETB, SBA, 2HG, converted mana cost…), kept as
 * data in search-synonyms.json so they can be reviewed and extended without touching code.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { searchWords } from '../../common/search-words.js';
import { projectPath } from '../../common/project-path.js';
import { stem } from './stem.js';

const phrase = z.string().refine((text) => searchWords(text).length > 0, 'must contain at least one word');

/** The shape of search-synonyms.json. */
export const synonymsFileSchema = z
  .object({
    $comment: z.string().optional(),
    synonyms: z.array(
      z
        .object({
          /** What people type. */
          terms: z.array(phrase).min(1),
          /** How the Comprehensive Rules word it (in any release). */
          means: z.array(phrase).min(1),
          /** Where the equivalence comes from: a rule, a glossary entry, or common usage explained. */
          why: z.string().min(20),
          /**
           * For player slang that no glossary entry names: what /define says it is short for
           * ("exiling a permanent and returning it to the battlefield"), then the rules that decide it.
           */
          slang: z.string().min(10).optional(),
          /** The rules (2026 numbering; numbers a release lacks are skipped) and glossary terms /define shows for slang. */
          see: z.array(z.string().min(1)).min(1).optional(),
        })
        .strict(),
    ),
  })
  .strict();

/** One entry, folded for matching: every phrase as its stems. */
export interface Synonym {
  terms: string[][];
  means: string[][];
}

/** An entry of the file as written. */
export type LexiconEntry = z.infer<typeof synonymsFileSchema>['synonyms'][number];

/** Where the synonyms live: beside this module, shipped with the code. */
export const SYNONYMS_FILE = projectPath('rules-db/search/search-synonyms.json');

let entries: LexiconEntry[] | undefined;
let loaded: Synonym[] | undefined;
let byFirstStem: Map<string, { term: string[]; synonym: Synonym }[]> | undefined;

/** The entries of search-synonyms.json as written, validated once. */
export function lexiconEntries(): LexiconEntry[] {
  entries ??= synonymsFileSchema.parse(JSON.parse(readFileSync(SYNONYMS_FILE, 'utf8'))).synonyms;
  return entries;
}

/** The synonyms of search-synonyms.json, validated and folded once. */
export function synonyms(): Synonym[] {
  loaded ??= lexiconEntries().map((entry) => ({ terms: entry.terms.map(phraseStems), means: entry.means.map(phraseStems) }));
  return loaded;
}

/** Every word the lexicon's terms use: real words of the game's language, never taken for typos. */
export function lexiconWords(): string[] {
  return lexiconEntries().flatMap((entry) => entry.terms.flatMap((term) => searchWords(term)));
}

/** A phrase's words, folded and stemmed: "Enters the Battlefield" → enter, the, battlefield. */
export function phraseStems(text: string): string[] {
  return searchWords(text).map(stem);
}

/** A synonym found in a sequence of stems: where it starts, how many stems it covers. */
export interface SynonymMatch {
  start: number;
  length: number;
  synonym: Synonym;
}

/** The longest synonym term starting at `start` of `stems`, if any. */
export function synonymAt(stems: string[], start: number): SynonymMatch | null {
  // Terms by their first stem: every word of every question is looked up here, once per document searched.
  byFirstStem ??= synonyms().reduce((index, synonym) => {
    for (const term of synonym.terms) index.set(term[0]!, [...(index.get(term[0]!) ?? []), { term, synonym }]);
    return index;
  }, new Map<string, { term: string[]; synonym: Synonym }[]>());
  let best: SynonymMatch | null = null;
  for (const { term, synonym } of byFirstStem.get(stems[start]!) ?? []) {
    if (term.length > (best?.length ?? 0) && term.every((termStem, offset) => stems[start + offset] === termStem)) {
      best = { start, length: term.length, synonym };
    }
  }
  return best;
}

/**
 * `stems` and the other wordings it has through synonyms, one synonym replaced at a time:
 * "etb trigger" → [etb, trigger], [enter, the, battlefield, trigger], [enter, trigger], …
 */
export function synonymVariants(stems: string[]): string[][] {
  const variants = [stems];
  for (let index = 0; index < stems.length; index++) {
    const match = synonymAt(stems, index);
    if (!match) continue;
    for (const wording of match.synonym.means) {
      variants.push([...stems.slice(0, index), ...wording, ...stems.slice(index + match.length)]);
    }
    index += match.length - 1;
  }
  return variants;
}

/**
 * `stems` followed by the rules' wording (the first of `means`) of each shorthand term among them:
 * "2hg can i block" gains two, head, giant. Predicted questions are written in players' words, and
 * queries are expanded only from shorthand to the rules' words (parseQuery), so a question saying
 * "opp" or "2hg" was out of reach of a query saying "opponent" or "two-headed giant". The first
 * wording only: with every wording ("kill" → destroy, die, lethal damage), held-out CR MRR@10 fell
 * 0.671 → 0.643.
 */
export function withSynonymMeanings(stems: string[]): string[] {
  const meanings: string[] = [];
  for (let index = 0; index < stems.length; index++) {
    const match = synonymAt(stems, index);
    if (!match) continue;
    meanings.push(...match.synonym.means[0]!);
    index += match.length - 1;
  }
  return meanings.length === 0 ? stems : [...stems, ...meanings];
}
