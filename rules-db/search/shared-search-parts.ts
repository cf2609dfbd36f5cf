/**
 * What a CR release's rule index and a tournament document's section index share — postings,
 * predicted questions, term numbers and the three vocabularies — and their form as plain data in
 * shared memory, which handler threads open without copying (common/shared-memory/shared-indexes.ts).
 */
import { FieldIndex, type FieldIndexData } from '../../common/field-index.js';
import { NumberMap, type NumberMapData } from '../../common/shared-memory/shared-maps.js';
import { openQuestionIndex, questionIndexData, type QuestionIndex, type QuestionIndexData } from './predicted-questions.js';
import { SearchVocabulary, type VocabularyData } from './search-vocabulary.js';

export interface SearchParts {
  fields: FieldIndex;
  questions?: QuestionIndex;
  termIds: ReadonlyMap<string, number>;
  vocabulary: SearchVocabulary;
  selectionVocabulary: SearchVocabulary;
  storyVocabulary: SearchVocabulary;
}

export interface SearchPartsData {
  fields: FieldIndexData;
  questions?: QuestionIndexData;
  termIds: NumberMapData;
  vocabulary: VocabularyData;
  selectionVocabulary: VocabularyData;
  storyVocabulary: VocabularyData;
}

export function searchPartsData(index: SearchParts): SearchPartsData {
  return {
    fields: index.fields.data(),
    ...(index.questions ? { questions: questionIndexData(index.questions) } : {}),
    // In shared memory as well: a CR release numbers tens of thousands of stems, a document thousands.
    termIds: (index.termIds instanceof NumberMap ? index.termIds : NumberMap.from(index.termIds)).data(),
    vocabulary: index.vocabulary.data,
    selectionVocabulary: index.selectionVocabulary.data,
    storyVocabulary: index.storyVocabulary.data,
  };
}

export function openSearchParts(data: SearchPartsData): SearchParts {
  return {
    fields: new FieldIndex(data.fields),
    ...(data.questions ? { questions: openQuestionIndex(data.questions) } : {}),
    termIds: new NumberMap(data.termIds),
    vocabulary: new SearchVocabulary(data.vocabulary),
    selectionVocabulary: new SearchVocabulary(data.selectionVocabulary),
    storyVocabulary: new SearchVocabulary(data.storyVocabulary),
  };
}
