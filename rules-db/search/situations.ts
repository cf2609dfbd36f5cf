/**
 * Reading a question as a situation: the recurring issues judges spot in a question, and the rules
 * that decide them. Players describe what happened, never the rule: "Tarfire vs Tarmogoyf with empty
 * graveyards, does it die?" turns on when state-based actions are checked (704.3), a word the asker
 * never uses, and a word search cannot find what is not written. A judge reads the situation — a
 * creature's toughness changing as a spell resolves — and knows where to look.
 *
 * A situation map (situations.json for the CR) lists such issues, each with the cues that reveal it —
 * in players' words and in the Oracle wording of the cards a question names ("can't lose the game",
 * "end the turn", "prevent the next") — and the rules that decide it. A situation is read when every
 * cue of one of its cue sets is in the question or in what a card it names says; its rules then count
 * for the question whatever words they share with it (ranked-index.ts). This is query
 * classification into intents with hand-written triggers, as question-answering systems route
 * questions by type, kept as data with a reason per entry.
 *
 * A cue counts by how rare it is in the way players ask (cueWeights): "lore counter" says more about
 * a question than "creature" does, as a rare word does in BM25.
 */
import { z } from 'zod';
import { optionalShippedJson } from '../../common/shipped-json.js';
import { intList, packIntLists, type IntListsData } from '../../common/shared-memory/shared-maps.js';
import { StringList, StringTable, type StringListData, type StringTableData } from '../../common/shared-memory/string-table.js';
import { searchTokens } from '../../common/search-words.js';
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { isFillerWord } from './filler-words.js';
import { matchStamped, type StampTarget } from './stamped-texts.js';
import { cachedStem, stem } from './stem.js';

const HEX_64 = /^[0-9a-f]{16}$/;

/** One recurring issue: what it is about, the cue sets that reveal it, and the rules that decide it. */
export interface Situation {
  about: string;
  /** The references (rule numbers, section numbers) that decide it, the deciding one first. */
  refs: string[];
  /** Alternatives; each a list of cues all of which must be present; each cue a list of phrases, any of which counts. */
  when: string[][][];
  why: string;
}

/** A situation read in a question, and how surely. */
export interface SituationRead {
  situation: Situation;
  /**
   * c / (c + 1) for the cues c of its best cue set, each worth its phrase's weight (cueWeights: 1 for
   * a cue as rare as the average) in the question and CARD_CUE of that in a card's text only: for cues
   * of average rarity, 0.5 for one in the question, 2/3 for two, 3/4 for three — a conjunction of cues
   * is surer than one.
   */
  strength: number;
}

/** Where a phrase is looked for: the question's content words, and each line of what the cards it names say. */
export interface SituationText {
  question: string;
  /** What each card the question names says (type line and Oracle text), one line per ability. */
  cards: string[];
}

/**
 * A situation map made ready to read questions with: each phrase as content stems, indexed by its
 * first. Its phrases and situations are kept in shared memory (common/shared-memory/), read in
 * place by every handler thread (SituationMapData); only the cue sets' numbers are arrays of each.
 */
export interface SituationMap {
  situations: readonly Situation[];
  /** For each situation, alternative → cue → phrase ids. */
  cueSets: number[][][][];
  /** The stems the phrases are made of. */
  stems: StringTable;
  /** Each phrase's stems, as their numbers in `stems`. */
  phrases: IntListsData;
  /** For each stem's number, the ids of the phrases starting with it. */
  byFirstStem: IntListsData;
  /** Each phrase's weight as a cue, by its rarity in how players ask (cueWeights). */
  phraseWeights: Float64Array;
  /** The map as plain data, for a snapshot. */
  data: SituationMapData;
}

/** A SituationMap as plain data in shared memory. */
export interface SituationMapData {
  /** Each situation as JSON: read only for the few a question reveals. */
  situations: StringListData;
  stems: StringTableData;
  phrases: IntListsData;
  byFirstStem: IntListsData;
  phraseWeights: Float64Array;
  /** Situation → its alternatives, alternative → its cues, cue → its phrase ids: the cue sets, flattened. */
  alternatives: IntListsData;
  cues: IntListsData;
  cuePhrases: IntListsData;
}

/** The content stems of a text as situations compare them: folded, stemmed, filler left out. */
function contentStems(text: string): string[] {
  return searchTokens(text)
    .filter((token) => !isFillerWord(token))
    .map(stem);
}

/**
 * Compiles situations into a map that reads questions (see readSituations), each cue weighed by its
 * rarity in `asked`: the questions and stories players ask (as searchTokens reads each), when there are any.
 */
export function situationMap(situations: Situation[], asked: Iterable<string[]> = []): SituationMap {
  const phraseIds = new Map<string, number>();
  const phrases: string[][] = [];
  const byFirstStem = new Map<string, number[]>();
  const idOf = (phrase: string): number | null => {
    const stems = contentStems(phrase);
    if (stems.length === 0) return null;
    const key = stems.join(' ');
    let id = phraseIds.get(key);
    if (id === undefined) {
      phraseIds.set(key, (id = phrases.length));
      phrases.push(stems);
      byFirstStem.set(stems[0]!, [...(byFirstStem.get(stems[0]!) ?? []), id]);
    }
    return id;
  };
  const cueSets = situations.map((situation) =>
    situation.when.map((cues) => cues.map((phrases) => phrases.map(idOf).filter((id): id is number => id !== null))),
  );
  const stems = StringTable.from(phrases.flat());
  const alternatives = cueSets.flat();
  const cues = alternatives.flat();
  let alternative = 0;
  let cue = 0;
  return openSituationMap({
    situations: StringList.from(situations.map((situation) => JSON.stringify(situation))).data(),
    stems: stems.data(),
    phrases: packIntLists(phrases.map((phrase) => phrase.map((part) => stems.id(part)))),
    byFirstStem: packIntLists([...stems].map((first) => byFirstStem.get(first) ?? [])),
    phraseWeights: sharedFrom(Float64Array, cueWeights(phrases, asked)),
    alternatives: packIntLists(cueSets.map((set) => set.map(() => alternative++))),
    cues: packIntLists(alternatives.map((set) => set.map(() => cue++))),
    cuePhrases: packIntLists(cues),
  });
}

/** The situation map `data` holds, read in place. */
export function openSituationMap(data: SituationMapData): SituationMap {
  const texts = new StringList(data.situations);
  const situations = Array.from({ length: texts.size }, (_, index) => situationView(texts, index));
  const list = (lists: IntListsData, index: number) => [...intList(lists, index)];
  const cueSets = situations.map((_, index) => list(data.alternatives, index).map((alternative) => list(data.cues, alternative).map((cue) => list(data.cuePhrases, cue))));
  return { situations, cueSets, stems: new StringTable(data.stems), phrases: data.phrases, byFirstStem: data.byFirstStem, phraseWeights: data.phraseWeights, data };
}

/**
 * Each phrase's weight as a cue: its inverse document frequency among the questions players ask
 * (ln((N + 1) / (n + 1)) for a phrase in n of N, word for word in their content stems), divided by
 * the phrases' mean, so a cue of average rarity counts 1 as before and only the spread is new. A
 * phrase in every question weighs 0: it reveals nothing. With nothing asked, every phrase weighs 1.
 *
 * A cue set's cues were all counted alike, so a situation read from "creature" and "sacrifice" stood
 * with one read from "lore counter" and "saga", and a question named 5–13 situations, the one it is
 * about among them. Weighed by rarity (the stories and predicted questions as the collection, none
 * of the evaluation sets), `npm run eval:search` R@1 / R@5 / MRR@10: real CR questions 0.308 / 0.654 /
 * 0.455 → 0.346 / 0.731 / 0.489, card questions 0.383 / 0.633 / 0.509 → 0.400 / 0.667 / 0.518, the
 * rest within a question (docs/search.md).
 */
function cueWeights(phrases: readonly string[][], asked: Iterable<string[]>): number[] {
  const counts = phrases.map(() => 0);
  const byFirst = new Map<string, number[]>();
  phrases.forEach((phrase, id) => byFirst.set(phrase[0]!, [...(byFirst.get(phrase[0]!) ?? []), id]));
  let total = 0;
  const stemOf = cachedStem();
  for (const tokens of asked) {
    total++;
    const stems = tokens.filter((token) => !isFillerWord(token)).map(stemOf);
    const found = new Set<number>();
    stems.forEach((first, at) => {
      for (const id of byFirst.get(first) ?? []) if (phrases[id]!.every((part, offset) => stems[at + offset] === part)) found.add(id);
    });
    for (const id of found) counts[id]!++;
  }
  const rarity = counts.map((count) => Math.log((total + 1) / (count + 1)));
  const mean = rarity.reduce((sum, value) => sum + value, 0) / Math.max(1, rarity.length);
  return mean > 0 ? rarity.map((value) => value / mean) : counts.map(() => 1);
}


/** Situation `index` of `texts`, its fields read from its JSON when asked for. */
function situationView(texts: StringList, index: number): Situation {
  const read = () => JSON.parse(texts.get(index)) as Situation;
  return {
    get about() {
      return read().about;
    },
    get refs() {
      return read().refs;
    },
    get when() {
      return read().when;
    },
    get why() {
      return read().why;
    },
  };
}

/** Whether phrase `id` of the packed `phrases` is what `stems` say from `start` on. */
function phraseAt(phrases: IntListsData, id: number, stems: number[], start: number): boolean {
  const from = phrases.offsets[id]!;
  const length = phrases.offsets[id + 1]! - from;
  if (start + length > stems.length) return false;
  for (let offset = 0; offset < length; offset++) if (phrases.values[from + offset] !== stems[start + offset]) return false;
  return true;
}

/**
 * The situations `text` reveals, each with its strength: a situation is read when all the cues of
 * one of its cue sets are present, in the question or in a card's text, the weightiest such set
 * deciding its strength.
 */
export function readSituations(map: SituationMap, text: SituationText): SituationRead[] {
  // Each phrase present, with what it is worth: 1 in the question, CARD_CUE in a card's text only.
  const present = new Map<number, number>();
  // Stems are compared by their numbers in the map (-1, no phrase's, for a stem it lacks). Read
  // from the packed lists by offset, not as views of them: a view for every phrase tried, on every
  // line of a card's text, was a twentieth of what a search naming a card allocated.
  const { offsets: firstOffsets, values: phraseIds } = map.byFirstStem;
  const scan = (stems: number[], worth: number) => {
    for (let at = 0; at < stems.length; at++) {
      const first = stems[at]!;
      if (first === -1) continue;
      for (let entry = firstOffsets[first]!, end = firstOffsets[first + 1]!; entry < end; entry++) {
        const id = phraseIds[entry]!;
        if (worth > (present.get(id) ?? 0) && phraseAt(map.phrases, id, stems, at)) present.set(id, worth);
      }
    }
  };
  const stemIds = (text: string) => contentStems(text).map((part) => map.stems.id(part));
  scan(stemIds(text.question), 1);
  for (const line of text.cards.flatMap((card) => card.split('\n'))) scan(stemIds(line), CARD_CUE);
  const read: SituationRead[] = [];
  if (present.size === 0) return read;
  // Loops that stop at a cue set's first missing cue, allocating nothing: this runs over every
  // situation on every search (with 35,000 cards, 7% of /search's CPU when written with map and every).
  map.cueSets.forEach((alternatives, index) => {
    let best = 0;
    for (const cueSet of alternatives) {
      let sum = 0;
      for (const cue of cueSet) {
        let worth = 0;
        for (const id of cue) worth = Math.max(worth, (present.get(id) ?? 0) * map.phraseWeights[id]!);
        if (worth === 0) {
          sum = 0;
          break;
        }
        sum += worth;
      }
      best = Math.max(best, sum);
    }
    if (best > 0) read.push({ situation: map.situations[index]!, strength: best / (best + 1) });
  });
  return read;
}

/**
 * What a cue found only in the text of a card the question names is worth, beside one in the
 * question: a card says many things, and the question asks about some of them.
 */
const CARD_CUE = 0.5;

/** The shape of a situation map file: the situations, and the stamps of the texts their rules had. */
export const situationsFileSchema = z
  .object({
    $comment: z.string().min(20),
    document: z.enum(['cr', 'mtr', 'ipg', 'jar', 'dmtr', 'dipg']),
    /** The version whose texts the situations' references were written for. */
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Every reference a situation makes, stamped with its text in that version (stamped-texts.ts). */
    texts: z.array(z.object({ ref: z.string(), title: z.string().optional(), fingerprint: z.string().regex(HEX_64), similarity: z.string().regex(HEX_64) }).strict()),
    situations: z.array(
      z
        .object({
          about: z.string().min(8),
          refs: z.array(z.string()).min(1),
          when: z.array(z.array(z.array(z.string().trim().min(1)).min(1)).min(1)).min(1),
          why: z.string().min(8),
        })
        .strict(),
    ),
  })
  .strict();

export type SituationsFile = z.infer<typeof situationsFileSchema>;

/** The situation map file at `relativePath` (from the project root), validated once per process; null when there is none. */
export function situationsFile(relativePath: string): SituationsFile | null {
  return optionalShippedJson(relativePath, (value) => situationsFileSchema.parse(value));
}

/**
 * The situations of the file at `relativePath`, their references carried to `targets` (the rules or
 * sections of the version searched) by the texts they were written for: a reference whose text the
 * version no longer has is left out, and a situation left with none is dropped.
 */
export function situationsFor(relativePath: string, targets: StampTarget[]): Situation[] {
  const file = situationsFile(relativePath);
  if (!file) return [];
  const carried = new Map<string, string>();
  matchStamped(file.texts, targets).forEach((stamped, index) => {
    if (stamped) carried.set(stamped.ref, targets[index]!.ref);
  });
  return file.situations
    .map((situation) => ({ ...situation, refs: situation.refs.flatMap((ref) => (carried.has(ref) ? [carried.get(ref)!] : [])) }))
    .filter((situation) => situation.refs.length > 0);
}
