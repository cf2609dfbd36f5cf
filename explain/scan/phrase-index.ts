/**
 * Finding known names in a message, word by word: glossary terms, keyword names and judge
 * shorthand, each with the rule saying how it has to be written to count (see PhraseMatch).
 */
import type { MentionTarget } from './mention.js';
import { messageWords, type MessageWord } from './message-words.js';

/**
 * How a name must appear to count:
 * - `as-written`: exactly as written, case and all — shorthand ("ETB", "FtMGS", "P/T"): "Etb" or
 *   "sba" in lower case are only taken when the vocabulary also lists them so.
 * - `any-case`: in any case or inflection — names no one writes by accident ("state-based
 *   actions", "deathtouch", "first strike").
 * - `ability-word`: a keyword ability that is also an everyday word ("trample", "flash", "reach"):
 *   only with its capital ("Trample with deathtouch…", "it has Reach"), or where an ability is
 *   plainly meant — after has/with/gains/loses… ("gains flash"), before a number, X or a cost
 *   ("ward 2", "equip {1}"), or in a list of keywords ("flying, reach and trample").
 * - `action-word`: the same for a keyword action ("cast", "destroy", "scry"), except that a capital
 *   opening a sentence says nothing: sentences start with verbs ("Destroy it first").
 */
export type PhraseMatch = 'as-written' | 'any-case' | 'ability-word' | 'action-word';

export interface Phrase {
  written: string;
  match: PhraseMatch;
  target: MentionTarget;
}

export interface PhraseHit {
  start: number;
  end: number;
  target: MentionTarget;
}

/** Words after which an everyday word names an ability: "has reach", "gains flash", "without haste". */
const ABILITY_CONTEXT = new Set(['has', 'have', 'had', 'having', 'with', 'without', 'gain', 'gains', 'gained', 'gaining', 'lose', 'loses', 'lost', 'losing', 'get', 'gets', 'got', 'grant', 'grants', 'granted', 'granting']);
/** What may follow a keyword taking a number or a cost: "ward 2", "scry X", "equip {1}", "crew 3". */
const PARAMETER_AFTER = /^\s+(?:\d|X\b|\{)/;
/** What follows a keyword named as the ability it is: "the ward trigger", "prowess triggers", "its flash ability". */
const ABILITY_AFTER = /^\s+(?:trigger(?:s|ed|ing)?|abilit(?:y|ies))\b/i;
/** Between names of one phrase: spaces and hyphens ("state-based actions", "first strike"). */
const PHRASE_GAP = /^[\s\-–—]+$/;
/** Between keywords of a list: "flying, reach and trample". */
const LIST_GAP = /^\s*,?\s*(?:(?:and|or)\s+)?$/i;

interface IndexedPhrase extends Phrase {
  stems: string[];
}

/** Known names indexed by their first word, built once per vocabulary. */
export class PhraseIndex {
  private readonly byFirstStem = new Map<string, IndexedPhrase[]>();

  constructor(phrases: readonly Phrase[]) {
    for (const phrase of phrases) {
      const stems = messageWords(phrase.written).map((word) => word.stem);
      if (stems.length === 0) continue;
      const list = this.byFirstStem.get(stems[0]!);
      const indexed = { ...phrase, stems };
      if (list) list.push(indexed);
      else this.byFirstStem.set(stems[0]!, [indexed]);
    }
  }

  /** Every occurrence of a known name in `text` (whose words are `words`), overlapping ones included. */
  find(text: string, words: readonly MessageWord[]): PhraseHit[] {
    const hits: PhraseHit[] = [];
    let lastKeywordEnd = -1;
    words.forEach((word, index) => {
      for (const phrase of this.byFirstStem.get(word.stem) ?? []) {
        const last = words[index + phrase.stems.length - 1];
        if (!last || !phrase.stems.every((phraseStem, offset) => words[index + offset]!.stem === phraseStem)) continue;
        const start = word.start;
        const end = last.end;
        if (!this.written(text, words, index, phrase, lastKeywordEnd)) continue;
        hits.push({ start, end, target: phrase.target });
        if (phrase.target.kind === 'keyword') lastKeywordEnd = end;
      }
    });
    return hits;
  }

  /** Whether the words at `index` are written as `phrase` needs them. */
  private written(text: string, words: readonly MessageWord[], index: number, phrase: IndexedPhrase, lastKeywordEnd: number): boolean {
    const first = words[index]!;
    const last = words[index + phrase.stems.length - 1]!;
    if (phrase.match === 'as-written') return text.slice(first.start, last.end) === phrase.written;
    for (let offset = 1; offset < phrase.stems.length; offset++) {
      if (!PHRASE_GAP.test(text.slice(words[index + offset - 1]!.end, words[index + offset]!.start))) return false;
    }
    if (phrase.match === 'any-case') return true;
    const capitalised = /^\p{Lu}/u.test(first.written) && (phrase.match === 'ability-word' || !first.sentenceStart);
    const before = words[index - 1];
    const afterContext = before !== undefined && ABILITY_CONTEXT.has(before.written.toLowerCase());
    const inList = lastKeywordEnd >= 0 && LIST_GAP.test(text.slice(lastKeywordEnd, first.start));
    const after = text.slice(last.end);
    return capitalised || afterContext || inList || PARAMETER_AFTER.test(after) || (phrase.match === 'ability-word' && ABILITY_AFTER.test(after));
  }
}
