/**
 * The names the message scanner knows, from the data Arbiter already keeps — no list of its own:
 * the glossary and keyword rules of the release in use, the judge shorthand of
 * rules-db/search/search-synonyms.json (ETB, SBA, LKI…) and its player slang (bounce, chump block…), the MTR/IPG shorthand of
 * docs-db/lookup/shorthand.json (GRV, HCE, FtMGS…) and the card names of the card data in use.
 */
import { isEnglishWord } from '../common/english-words.js';
import { searchWords } from '../common/search-words.js';
import { isAlchemyName } from '../cards-db/card.js';
import { foldCardName } from '../cards-db/fold-card-name.js';
import { cardNameIndex } from '../cards-db/lookup/find-card.js';
import { cardDataInUse } from '../cards-db/store/card-data.js';
import { namesStarting } from '../cards-db/store/card-names.js';
import type { ContentDb } from '../database/open-database.js';
import { loadShorthand } from '../docs-db/lookup/shorthand.js';
import { releaseNames } from '../rules-db/lookup/release-names.js';
import { lexiconEntries } from '../rules-db/search/search-synonyms.js';
import type { ReleaseSummary } from '../rules-db/store/release-queries.js';
import { PhraseIndex, type Phrase } from './scan/phrase-index.js';
import type { ExactCardName } from './scan/card-names.js';
import type { ScanVocabulary } from './scan/scan-message.js';

/**
 * Shorthand such as "ETB", "FtMGS", "P/T", "2HG", "M1": one word-like spelling with two capitals,
 * or all capitals. Lower-case spellings in the data ("blink", "late") are everyday words.
 */
function isInitialism(spelling: string): boolean {
  if (/\s/.test(spelling)) return false;
  const capitals = spelling.match(/\p{Lu}/gu)?.length ?? 0;
  return capitals >= 2 || (capitals === 1 && spelling === spelling.toUpperCase() && spelling.length >= 2);
}

/**
 * The phrases of an initialism: as written, and in any case too when no one would write it by
 * accident (not an English word, three letters or more: "etb", "lki", "ftmgs"). Two-letter ones
 * that are words ("IS", "ID") are left out altogether: in a shouted sentence they are words.
 */
function initialismPhrases(spelling: string, target: Phrase['target']): Phrase[] {
  const lower = spelling.toLowerCase();
  const letters = lower.replace(/[^\p{L}\p{N}]/gu, '');
  if (letters.length <= 2 && isEnglishWord(letters)) return [];
  const phrases: Phrase[] = [{ written: spelling, match: 'as-written', target }];
  if (letters.length >= 3 && letters === lower && !isEnglishWord(lower)) phrases.push({ written: lower, match: 'any-case', target });
  return phrases;
}

/** A name of several words, or a single word no English sentence uses by accident ("deathtouch"; not "X", a letter). */
function isDistinctiveName(name: string): boolean {
  const words = searchWords(name);
  return words.length >= 2 || (words.length === 1 && words[0]!.length >= 3 && !isEnglishWord(words[0]!));
}

/** Keyword actions and abilities: the titled rules of sections 701 and 702 ("701.21 Sacrifice", "702.19 Trample"). */
function keywordPhrases(db: ContentDb, release: ReleaseSummary): Phrase[] {
  const { ruleTitles } = releaseNames(db, release).lexicon;
  return [...ruleTitles].flatMap(([number, name]): Phrase[] => {
    const section = number.slice(0, 4);
    if (section !== '701.' && section !== '702.') return [];
    const everyday = section === '701.' ? 'action-word' : 'ability-word';
    return [{ written: name, match: isDistinctiveName(name) ? 'any-case' : everyday, target: { kind: 'keyword', name } }];
  });
}

/** Glossary terms that are several words ("state-based actions") or no English word ("APNAP"); "creature" and "dies" are everywhere. */
function glossaryPhrases(db: ContentDb, release: ReleaseSummary): Phrase[] {
  return releaseNames(db, release).lexicon.glossary.flatMap((entry) =>
    entry.terms.filter(isDistinctiveName).map((term): Phrase => ({ written: term, match: 'any-case', target: { kind: 'term', term } })),
  );
}

/** Judge shorthand for rules terms (search-synonyms.json): its initialisms. */
function rulesShorthandPhrases(): Phrase[] {
  return lexiconEntries().flatMap((entry) =>
    entry.terms.filter(isInitialism).flatMap((term) => initialismPhrases(term, { kind: 'term', term })),
  );
}

/**
 * Player slang the lexicon explains for /define (search-synonyms.json entries with `slang`): every
 * spelling in any case and inflection ("bounced", "chump blocking"), each leading to the entry's first term.
 */
function slangPhrases(): Phrase[] {
  return lexiconEntries().flatMap((entry) =>
    entry.slang && entry.see ? entry.terms.map((term): Phrase => ({ written: term, match: 'any-case', target: { kind: 'slang', term: entry.terms[0]! } })) : [],
  );
}

/** MTR and IPG sections by title and shorthand (shorthand.json): initialisms and names of several words. */
function documentShorthandPhrases(): Phrase[] {
  return loadShorthand().flatMap((entry) => {
    const target = { kind: 'doc-name', doc: entry.doc, title: entry.title } as const;
    return [entry.title, ...entry.shorthand].flatMap((spelling): Phrase[] => {
      if (isInitialism(spelling)) return initialismPhrases(spelling, target);
      return searchWords(spelling).length >= 2 ? [{ written: spelling, match: 'any-case', target }] : [];
    });
  });
}

const phraseIndexes = new WeakMap<ContentDb, { key: string; index: PhraseIndex }>();

/** The scanner's phrases for `release`, built once while it stays the release asked for. */
function phraseIndex(db: ContentDb, release: ReleaseSummary): PhraseIndex {
  const key = `${release.id}:${release.sha256}`;
  const cached = phraseIndexes.get(db);
  if (cached?.key === key) return cached.index;
  const index = new PhraseIndex([...keywordPhrases(db, release), ...glossaryPhrases(db, release), ...rulesShorthandPhrases(), ...slangPhrases(), ...documentShorthandPhrases()]);
  phraseIndexes.set(db, { key, index });
  return index;
}

/**
 * Card names exactly as written, through /card's matcher. The scanner asks for every run of
 * capitalised words, a dozen runs from each word; most words begin no card name, so one indexed
 * range query per distinct first word spares the lookups of the runs after it: a 6,000-character
 * message of capitalised words took 669 ms without it, 55 ms with it (measured on the Scryfall
 * sample, 17,863 runs asked about).
 */
function exactCardNames(db: ContentDb): ExactCardName {
  const { index } = cardNameIndex(db);
  const beginsName = new Map<string, boolean>();
  return (text) => {
    const firstWord = /^[\p{L}\p{N}'’]+/u.exec(text)?.[0];
    if (firstWord !== undefined && !isAlchemyName(text)) {
      let begins = beginsName.get(firstWord);
      if (begins === undefined) beginsName.set(firstWord, (begins = namesStarting(db, false, foldCardName(firstWord), 1).whole.length > 0));
      if (!begins) return null;
    }
    return index.findExactName(text)?.name ?? null;
  };
}

/** What the scanner knows for `release` and the card data in use (none in running text before an import). */
export function messageVocabulary(db: ContentDb, release: ReleaseSummary): ScanVocabulary {
  const phrases = phraseIndex(db, release);
  return cardDataInUse(db) ? { phrases, exactCardName: exactCardNames(db) } : { phrases };
}
