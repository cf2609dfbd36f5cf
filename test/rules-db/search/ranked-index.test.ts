import { describe, expect, it } from 'vitest';
import { FieldIndex } from '../../../common/field-index.js';
import { buildQuestionIndex } from '../../../rules-db/search/predicted-questions.js';
import { rankIndex, termNumbering, type RankedIndex } from '../../../rules-db/search/ranked-index.js';
import { buildVocabulary } from '../../../rules-db/search/search-vocabulary.js';
import type { Concept } from '../../../rules-db/search/concept.js';

/** A collection of documents given as stemmed words, with each document's predicted questions (stemmed). */
function collection(texts: string[], questions?: string[][]): RankedIndex {
  const words = texts.map((text) => text.split(' '));
  const { termIds, ids } = termNumbering();
  return {
    documents: words.map((text, index) => ({ number: String(index), text: ids(text), content: ids(text), examples: ids([]), heading: ids([]) })),
    fields: FieldIndex.build(words.map((text) => [text]), [{ weight: 1, b: 0.75 }]),
    termIds,
    vocabulary: buildVocabulary(words),
    questions: questions && buildQuestionIndex(questions.map((asked) => asked.map((question) => question.split(' ')))),
  };
}
const concept = (word: string, weight = 2): Concept => ({ typed: word, alternatives: [[word]], weight, source: 'word' });
const ranking = (index: RankedIndex, concepts: Concept[], boosts = new Map<number, number>()) => rankIndex(index, concepts, boosts, 5).ranked.map((entry) => entry.document);

describe('rankIndex with predicted questions', () => {
  const texts = ['affected object controller choos on to appli', 'replacement effect appli to damag from a sourc', 'each replacement effect modifi an event'];
  // "who picks which replacement applies": players' words the first rule lacks, though it answers them.
  const query = [concept('pick', 3), concept('replacement'), concept('appli')];

  it('ranks by the text alone when no questions are attached', () => {
    expect(ranking(collection(texts), query)[0]).toBe(1);
  });

  it('puts first the document whose predicted question says what the query says', () => {
    const index = collection(texts, [['who pick which replacement appli first'], ['doe prevention count as replacement'], []]);
    expect(ranking(index, query)[0]).toBe(0);
  });

  it('hands a document only its questions match to the second stage', () => {
    const index = collection(texts, [[], [], ['can i pick the order of my trigger']]);
    expect(ranking(collection(texts), [concept('pick')])).toEqual([]);
    expect(ranking(index, [concept('pick')])).toEqual([2]);
  });

  it('counts a question match in full from three concepts on, in proportion below (a search for a term is the text’s to answer)', () => {
    const index = collection(['each permanent has a timestamp', 'the stack resolv last in first out'], [[], ['which trigger resolv first']]);
    const score = (concepts: Concept[]) => rankIndex(index, concepts, new Map(), 5).ranked.find((entry) => entry.document === 1)!.score;
    // Only its question holds "trigger": one concept of one, or one of three (the others matching nothing), the same share of the query's weight per concept.
    const alone = score([concept('trigger', 6)]);
    const amongThree = score([concept('trigger', 6), concept('zzz', 6), concept('qqq', 6)]);
    expect(alone).toBeCloseTo(amongThree, 6);
    expect(score([concept('trigger', 6), concept('resolv', 6), concept('first', 6)])).toBeGreaterThan(3 * alone);
  });

  it('leaves questions out of a query that is all a title', () => {
    const scores = (index: RankedIndex, boost: number) => new Map(rankIndex(index, query, new Map([[1, boost]]), 5).ranked.map((entry) => [entry.document, entry.score]));
    const asked = collection(texts, [['who pick which replacement appli first'], [], []]);
    // The query names document 1's title outright (boost 1): where the title points decides, and the questions add nothing.
    expect(scores(asked, 1).get(0)).toBe(scores(collection(texts), 1).get(0));
    // Named in passing (boost 0.5), the title leaves the questions half their worth.
    expect(scores(asked, 0.5).get(0)).toBeGreaterThan(scores(collection(texts), 0.5).get(0)!);
  });
});
