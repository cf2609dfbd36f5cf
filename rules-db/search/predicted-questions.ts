/**
 * Predicted questions: document expansion by query prediction ("doc2query", Nogueira et al. 2019).
 * Judges ask in players' words ("who picks which replacement applies"), the rules answer in
 * theirs ("the affected object's controller … chooses one to apply"); the words rarely meet. So
 * each rule, and each MTR and IPG section, comes with the questions players ask that it answers,
 * written once for one release of its document (rule-questions.json, docs-db/search/questions/),
 * and search matches a question against them as well as against the text.
 *
 * The files say which release they were written for. A release imported later keeps the
 * questions of every rule whose text it has word for word, wherever the rule moved, and of a
 * rule reworded in place (the same number, nearly the same words by similarityHash); a rule it
 * does not have, or that now says something else, gets none, rather than another rule's.
 */
import { z } from 'zod';
import { FieldIndex, type FieldIndexData, type FieldSpec } from '../../common/field-index.js';
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { optionalShippedJson } from '../../common/shipped-json.js';
import { searchTokens } from '../../common/search-words.js';
import { withSynonymMeanings } from './search-synonyms.js';
import { stem } from './stem.js';
import { matchStamped, type StampTarget } from './stamped-texts.js';

const HEX_64 = /^[0-9a-f]{16}$/;

/**
 * A document's predicted questions all together, as one BM25F field of its collection's index (the
 * CR's rules, MTR and IPG sections alike), and how much the best match of one question adds to a
 * document's final score (ranked-index.ts). Measured with `npm run eval:search` (R@5 / MRR@10):
 * - as shipped: dev CR questions 0.900 / 0.694, held-out 0.857 / 0.683 (with the words only
 *   questions use, askedConcept in search-query.ts); definitions 0.808 (the CR's glossary
 *   definitions as queries, the rule each cites expected; 0.828 without questions). Of each weight
 *   at half, as shipped and double, these are the best on the dev set (`--cross-validate`; 5-fold
 *   0.867 / 0.680). Before questions were read with their shorthand's
 *   meanings, both doubled were best (dev 0.833 / 0.660, held-out 0.833 / 0.685) but took
 *   definitions to 0.766;
 * - the match doubled: dev 0.867 / 0.698, held-out 0.810 / 0.646, definitions 0.768;
 * - without predicted questions: dev 0.650 / 0.502, held-out 0.738 / 0.509.
 */
export const QUESTIONS_FIELD: FieldSpec = { weight: 2, b: 0.75 };
export const QUESTION_MATCH_WEIGHT = 1.5;

/**
 * How much predicted questions count in a collection where only some documents have them, as a
 * power of the share that do: a release where a few rules kept theirs (its numbering and wording
 * far from the one they were written for) would rank those few above the rest for no other reason.
 * The CR's definition queries (`npm run eval:search`, R@5) in releases whose rules have questions
 * for 56–82%: 2019 0.814 → 0.762, 2012 0.826 → 0.760, 2009 0.849 → 0.753 with full weight; as
 * before predicted questions at the 8th power (2019's 82% counts 0.2, 2025-04-04's 98% counts 0.85).
 *
 * Stories count by the same power of the share of them a collection kept (storiesFor) besides: a
 * story is written for fewer rules than the questions, so where the texts changed since, the rules
 * that kept theirs rose above the rest though most rules had questions. The CR's definition queries
 * (R@1 / R@5, of 366 and 287) with stories at full weight in every release, and so: 2019-01-25
 * 228 / 295 → 233 / 303 (before the stories, 229 / 300), 2012-07-01 188 / 236 → 188 / 238;
 * 2009-07-11 (29% kept) and the versions the stories were written for (all kept) unchanged.
 */
const COVERAGE_POWER = 8;

/** The factor for predicted questions' weights in a collection: 1 when every document has some, falling fast below. */
export function coverageWeight(questions: string[][]): number {
  if (questions.length === 0) return 0;
  return (questions.filter((asked) => asked.length > 0).length / questions.length) ** COVERAGE_POWER;
}

/**
 * One question as its own document: length normalised halfway, as a longer question says more,
 * though not in proportion.
 */
const QUESTION_FIELD: FieldSpec = { weight: 1, b: 0.5 };

/**
 * Predicted questions as a BM25 index of their own: question i asks about document `owner[i]`;
 * `weight` is what the best match of one adds to a document's score (QUESTION_MATCH_WEIGHT).
 */
export interface QuestionIndex {
  fields: FieldIndex;
  owner: Int32Array;
  /** What each question's match is worth: 1 for a predicted question, STORY_MATCH_WORTH for a story. */
  worth: Float32Array;
  weight: number;
}

/** A QuestionIndex as plain data in shared memory, for a snapshot. */
export interface QuestionIndexData {
  fields: FieldIndexData;
  owner: Int32Array;
  worth: Float32Array;
  weight: number;
}

/** The question index `data` holds, read in place. */
export function openQuestionIndex(data: QuestionIndexData): QuestionIndex {
  return { ...data, fields: new FieldIndex(data.fields) };
}

/** The plain data of a question index, for a snapshot. */
export function questionIndexData(index: QuestionIndex): QuestionIndexData {
  return { ...index, fields: index.fields.data() };
}

/**
 * The predicted questions of a collection's documents as a QuestionIndex, given as each document's
 * questions' tokens (stemmed); undefined when there are none.
 */
export function buildQuestionIndex(questionTokens: string[][][], weight = QUESTION_MATCH_WEIGHT, storyTokens: string[][][] = [], storyWorth = STORY_MATCH_WORTH): QuestionIndex | undefined {
  const owner: number[] = [];
  const worth: number[] = [];
  const questions: string[][][] = [];
  for (const [told, value] of [[questionTokens, 1], [storyTokens, storyWorth]] as const) {
    told.forEach((asked, document) => {
      for (const tokens of asked) {
        owner.push(document);
        worth.push(value);
        questions.push([tokens]);
      }
    });
  }
  return questions.length === 0 ? undefined : { fields: FieldIndex.build(questions, [QUESTION_FIELD]), owner: sharedFrom(Int32Array, owner), worth: sharedFrom(Float32Array, worth), weight };
}

/**
 * Stories: predicted questions told as players tell them — a board, cards by name, a friend's claim
 * — and as judges type them at a help desk, never naming the rule (rule-stories.json,
 * docs-db/search/stories/). Real questions are told so; the predicted questions were written
 * tidier. All of a document's stories are one BM25F field beside its questions' field, and each is
 * matched on its own in the question index, as a predicted question is.
 *
 * The field's weight and a story match's worth beside a question's were chosen with the situation
 * weight (ranked-index.ts) on the dev CR, real dev and validation questions by MRR@10, over
 * {1, 2, 4} × {0.5, 1} × {0, 0.25, 0.5, 0.75, 1}; 5-fold cross-validated, four folds of five chose
 * these (see the note of the commit that set them for every figure).
 */
export const STORY_MATCH_WORTH = 1;
export const STORIES_FIELD: FieldSpec = { weight: 4, b: 0.75 };

/** A collection's predicted questions and stories as its index takes them (rule-index.ts, section-index.ts). */
export interface IndexedQuestions {
  /** Each document's questions as tokens: with its text, the words `doc:all` weighs the collection by. */
  tokens: string[][][];
  /**
   * Each document's stories as tokens (questions told as players and judges tell them, naming cards
   * and the board): kept out of `tokens`, as they are told in the game's words whatever document they
   * are about; doc:all reads them only to tell the tournament documents apart (search/search-everything.ts).
   */
  storyTokens: string[][][];
  /** Each document's questions' stems together, as its questions field holds them. */
  field: string[][];
  /** Each document's stories' stems together, as its stories field holds them. */
  storyField: string[][];
  /** The fields' weights and normalisation, the weights scaled by coverage (coverageWeight), the stories' by what they kept too. */
  fieldSpec: FieldSpec;
  storyFieldSpec: FieldSpec;
  /** The questions and stories one by one (QuestionIndex), their match's weight scaled by coverage too. */
  index: QuestionIndex | undefined;
}

/** A collection's stories (storiesFor): each document's, and the share of the file's stories they are. */
export interface AttachedStories {
  told: string[][];
  kept: number;
}

const NO_STORIES: AttachedStories = { told: [], kept: 1 };

/**
 * Each document's predicted questions and stories (in collection order, [] for none) read for its
 * index: stemmed (by `stemOf`, a caching stem in a large build) with the rules' wording of any
 * shorthand they use (withSynonymMeanings), in fields of `fieldSpec` and STORIES_FIELD and a question
 * index of `matchWeight`.
 */
export function indexQuestions(
  questions: string[][],
  { told: stories, kept }: AttachedStories = NO_STORIES,
  fieldSpec = QUESTIONS_FIELD,
  matchWeight = QUESTION_MATCH_WEIGHT,
  stemOf: (token: string) => string = stem,
): IndexedQuestions {
  const tokens = questions.map((asked) => asked.map(searchTokens));
  const storyTokens = questions.map((_, index) => (stories[index] ?? []).map(searchTokens));
  const coverage = coverageWeight(questions.map((asked, index) => [...asked, ...(stories[index] ?? [])]));
  const storyCoverage = kept ** COVERAGE_POWER;
  const stemsOf = (told: string[][][]) => told.map((asked) => asked.map((words) => withSynonymMeanings(words.map(stemOf))));
  const askedStems = stemsOf(tokens);
  const storyStems = stemsOf(storyTokens);
  return {
    tokens,
    storyTokens,
    field: askedStems.map((asked) => asked.flat()),
    storyField: storyStems.map((told) => told.flat()),
    fieldSpec: { ...fieldSpec, weight: fieldSpec.weight * coverage },
    storyFieldSpec: { ...STORIES_FIELD, weight: STORIES_FIELD.weight * coverage * storyCoverage },
    index: buildQuestionIndex(askedStems, matchWeight * coverage, storyStems, STORY_MATCH_WORTH * storyCoverage),
  };
}

/** One predicted question: a few words at least (a shorter one matches by accident, not by meaning). */
export const predictedQuestion = z.string().trim().min(8);

/** The shape of a questions file. */
export const questionsFileSchema = z
  .object({
    $comment: z.string().min(20),
    /** The document the questions are about, and the version whose texts they were written from. */
    document: z.enum(['cr', 'mtr', 'ipg', 'jar', 'dmtr', 'dipg']),
    version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    entries: z.array(
      z
        .object({
          /** The rule or section number in that version ("" for front matter such as the Introduction). */
          ref: z.string(),
          /** A section's title (rules have none): with the number, what names a section. */
          title: z.string().optional(),
          /** textFingerprint of the text the questions were written from. */
          fingerprint: z.string().regex(HEX_64),
          /** contentSimilarityHash of that text. */
          similarity: z.string().regex(HEX_64),
          questions: z.array(predictedQuestion).min(1),
        })
        .strict(),
    ),
  })
  .strict();

export type QuestionsFile = z.infer<typeof questionsFileSchema>;

/**
 * The questions for each target, in order ([] where none apply): the entry written for the same
 * text, wherever it stands; else the entry of the same number (and title) when its text was
 * nearly the same (stamped-texts.ts). An entry serves one target at most.
 */
export function attachQuestions(file: QuestionsFile, targets: StampTarget[]): string[][] {
  return matchStamped(file.entries, targets).map((entry) => entry?.questions ?? []);
}

/** The questions the file at `relativePath` has for each target (attachQuestions); none for any without a file. */
export function questionsFor(relativePath: string, targets: StampTarget[]): string[][] {
  const file = questionsFile(relativePath);
  return file ? attachQuestions(file, targets) : targets.map(() => []);
}

/**
 * The stories the file at `relativePath` has for each target, and the share of its stories they are
 * (`kept`): 1 in the version they were written for, less where its texts changed (2019-01-25 kept
 * 61% of the CR's, 2012-07-01 43%). None for any target without a file.
 */
export function storiesFor(relativePath: string, targets: StampTarget[]): AttachedStories {
  const file = questionsFile(relativePath);
  if (!file) return { told: targets.map(() => []), kept: 1 };
  const told = attachQuestions(file, targets);
  return { told, kept: told.filter((stories) => stories.length > 0).length / Math.max(1, file.entries.length) };
}

/**
 * The questions file at `relativePath` (from the project root), validated once per process; null
 * when there is none, so a document without predicted questions is searched by its text alone.
 */
export function questionsFile(relativePath: string): QuestionsFile | null {
  return optionalShippedJson(relativePath, (value) => questionsFileSchema.parse(value));
}
