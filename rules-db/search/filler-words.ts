/**
 * Words that carry no rules meaning in a judge's question ("can you respond to…", "what happens
 * if…") or in rule text: articles, pronouns, auxiliaries, question words. Search ignores them
 * when ranking and when looking for phrases, unless a query has nothing else.
 * Deliberately absent, because rules hinge on them: not, no, cant, only, each, all, any, other,
 * first, up, down, from, into, under, before, after, until, x.
 */
import { stem } from './stem.js';

const FILLER_WORDS = [
  // articles, conjunctions, prepositions that only join words
  'a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'by', 'for', 'with', 'as', 'so', 'than', 'then',
  // pronouns
  'i', 'me', 'my', 'mine', 'we', 'us', 'our', 'you', 'your', 'yours', 'he', 'she', 'him', 'her', 'his', 'it', 'its',
  'they', 'them', 'their', 'theirs', 'this', 'that', 'these', 'those', 'there', 'here', 'someone', 'something',
  // auxiliaries
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'doing', 'done', 'have', 'has', 'had',
  'can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must', 'get', 'gets', 'got',
  // question words and conversational filler
  'what', 'whats', 'which', 'who', 'whom', 'whose', 'when', 'where', 'why', 'how', 'whether', 'if',
  'happen', 'happens', 'happened', 'mean', 'means', 'meaning', 'work', 'works', 'working', 'rule', 'rules',
  'please', 'ok', 'okay', 'just', 'actually', 'really', 'still', 'also', 'exactly', 'example', 'question',
  'like', 'about', 'way', 'thing', 'things', 'say', 'says', 'said', 'saying', 'know', 'tell', 'explain', 'need', 'want',
  'define', 'definition',
  // chat: contractions, greetings, hedges and vague words that say how a question is asked, not what about
  'im', 'ive', 'id', 'ill', 'youre', 'youve', 'theyre', 'theyve', 'hes', 'shes', 'whos', 'thats', 'theres', 'lets',
  'isnt', 'arent', 'wasnt', 'werent', 'hi', 'hey', 'hello', 'thanks', 'thank', 'thx', 'pls', 'plz', 'lol', 'btw', 'oh',
  'um', 'uh', 'wait', 'yeah', 'yes', 'basically', 'literally', 'probably', 'maybe', 'sure', 'kinda', 'sorta', 'gonna',
  'wanna', 'gotta', 'anyone', 'anybody', 'somebody', 'everything', 'anything', 'stuff', 'situation', 'scenario',
  'case', 'now', 'even', 'too', 'very', 'much', 'some', 'right', 'correct', 'wrong', 'legal', 'allowed',
  // "See rule 704." is how the CR cross-references: as a query word it would only find citations
  'see',
];

/** Openings of a question that ask what something is, made of words that are content elsewhere ("count"). */
const QUESTION_OPENERS = [
  ['what', 'counts', 'as'],
  ['what', 'count', 'as'],
  ['which', 'counts', 'as'],
  ['what', 'qualifies', 'as'],
  ['what', 'is', 'considered'],
  ['what', 'are', 'considered'],
];

/** The words and their stems, so stemmed text is filtered the same way ("does" → "doe"). */
const FILLER = new Set([...FILLER_WORDS, ...FILLER_WORDS.map(stem)]);

/** `words` (folded) without a leading "what counts as"-style opener. */
export function withoutQuestionOpener(words: string[]): string[] {
  const opener = QUESTION_OPENERS.find((candidate) => candidate.every((word, index) => words[index] === word));
  return opener ? words.slice(opener.length) : words;
}

/** True for a folded word (see searchWords), or its stem, that means nothing on its own in a rules question. */
export function isFillerWord(word: string): boolean {
  return FILLER.has(word);
}

/** `words` (folded or stemmed) without filler, or all of them when they are nothing but filler ("as though"). */
export function withoutFiller(words: string[]): string[] {
  const content = words.filter((word) => !isFillerWord(word));
  return content.length > 0 ? content : words;
}
