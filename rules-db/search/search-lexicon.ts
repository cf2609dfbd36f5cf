/**
 * What search knows about one release beyond its index: the titles that name rules (keywords,
 * sections, glossary terms) and where they point. Built lazily from the database on first use
 * (10–50 ms measured) and cached for the six most recently searched releases. Its words are the
 * index's SearchVocabulary, in shared memory (search-vocabulary.ts): the lexicon's own copy of
 * them (words, stems and their rule counts, read from rule_search_vocabulary) was read by nothing
 * once the index had one, and took about 2 MB of every handler thread's heap.
 */
import type { ContentDb } from '../../database/open-database.js';
import { extractReferences, type ReferenceTargets } from '../parse/extract-references.js';
import { withoutFiller } from './filler-words.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { parentRuleNumber } from '../rule-number.js';
import { isTitleOnly } from '../rule-title.js';
import { searchWords } from '../../common/search-words.js';
import { statement } from '../../database/statement-cache.js';
import { stem } from './stem.js';

/** A title that names rules: a keyword heading, a section, or a glossary entry's terms. */
export interface RuleTitle {
  kind: 'keyword' | 'section' | 'glossary';
  /** The rule ("702.19") or section ("510") this is the title of; null for glossary terms. */
  number: string | null;
  /** Content stems of the title ("Combat Damage Step" → combat, damag, step). */
  stems: string[];
  /** The rules a query naming this title is after, best first, each with how strongly (0–1). */
  rules: { number: string; strength: number }[];
}

/** A glossary entry with its folded names and the rules and sections its definition cites. */
export interface LexiconGlossaryEntry {
  term: string;
  terms: string[];
  definition: string;
  /** Each name's content stems, for matching what a judge types. */
  termStems: string[][];
  /** Each name folded ("state based actions"), for autocomplete by what the name begins with. */
  foldedTerms: string[];
  /** Rules and sections cited by the definition, existing in the release; for an entry that only says "See X.", X's. */
  rules: string[];
}

export interface SearchLexicon {
  releaseId: number;
  /** The release's id, sha256 and import time: what tells its versions apart (a replaced release may reuse its id). */
  releaseKey: string;
  ruleCount: number;
  /** Section number → title. */
  sectionTitles: Map<string, string>;
  /** Title-only rule number ("702.19") → its title ("Trample"). */
  ruleTitles: Map<string, string>;
  titles: RuleTitle[];
  /** Stem → titles containing it. */
  titlesByStem: Map<string, RuleTitle[]>;
  glossary: LexiconGlossaryEntry[];
  /** Distinct stems of the glossary's names and of the keyword and section titles, for correcting typos. */
  glossaryVocabulary: string[];
  titleVocabulary: string[];
}

/** The stems a name is known by: its content stems, or all its stems when it is only filler ("If"). */
export function nameStems(name: string): string[] {
  return withoutFiller(searchWords(name).map(stem));
}

const cache = new WeakMap<ContentDb, Map<string, SearchLexicon>>();
/** Releases kept per database; the least recently used goes first (each holds a few MB once searched a lot). */
const CACHED_RELEASES = 6;

/** The lexicon of `release`, built on first use and kept while the release is unchanged. */
export function searchLexicon(db: ContentDb, release: ReleaseSummary): SearchLexicon {
  let perRelease = cache.get(db);
  if (!perRelease) cache.set(db, (perRelease = new Map()));
  // A replaced release may reuse its id; its sha256 tells the versions apart.
  const key = `${release.id}:${release.sha256}`;
  const lexicon = perRelease.get(key) ?? buildLexicon(db, release);
  perRelease.delete(key);
  perRelease.set(key, lexicon);
  if (perRelease.size > CACHED_RELEASES) perRelease.delete(perRelease.keys().next().value!);
  return lexicon;
}

function buildLexicon(db: ContentDb, release: ReleaseSummary): SearchLexicon {
  const sections = statement(db, "SELECT number, title FROM headings WHERE release_id = ? AND kind = 'section'").raw().all(release.id) as [string, string][];
  const sectionTitles = new Map(sections);
  const firstRules = new Map(
    statement(db, 'SELECT section, number, MIN(position) FROM rules WHERE release_id = ? GROUP BY section').raw().all(release.id).map((row) => {
      const [section, number] = row as [string, string];
      return [section, number];
    }),
  );
  const numbers = new Set(statement(db, 'SELECT number FROM rules WHERE release_id = ?').pluck().all(release.id) as string[]);

  const titles: RuleTitle[] = [];
  const ruleTitles = new Map<string, string>();
  for (const [number, text, first, second] of titledRules(db, release.id)) {
    ruleTitles.set(number, text);
    const rules = [{ number, strength: 1 }];
    if (first) rules.push({ number: first, strength: 0.95 });
    if (second) rules.push({ number: second, strength: 0.5 });
    titles.push({ kind: 'keyword', number, stems: nameStems(text), rules });
  }
  for (const [section, title] of sections) {
    const first = firstRules.get(section);
    if (first) titles.push({ kind: 'section', number: section, stems: nameStems(title), rules: [{ number: first, strength: 0.8 }] });
  }
  const glossary = glossaryEntries(db, release.id, {
    has: (number) => numbers.has(number) || sectionTitles.has(number),
    // Only ranges ("rules 702.19b–c") ask for subrules, and glossary definitions hardly have any.
    subrulesOf: (rule) => [...numbers].filter((number) => parentRuleNumber(number) === rule),
  });
  for (const entry of glossary) {
    // A cited section stands for its first rule; whole parts ("section 6") are too broad to point at.
    const rules = entry.rules
      .map((number) => (number.includes('.') ? number : firstRules.get(number)))
      .filter((number): number is string => number !== undefined)
      .map((number, index) => ({ number, strength: Math.max(0.6, 0.9 - 0.05 * index) }));
    if (rules.length === 0) continue;
    for (const stems of entry.termStems) titles.push({ kind: 'glossary', number: null, stems, rules });
  }

  const titlesByStem = new Map<string, RuleTitle[]>();
  for (const title of titles) {
    if (title.stems.length === 0) continue;
    for (const titleStem of new Set(title.stems)) titlesByStem.set(titleStem, [...(titlesByStem.get(titleStem) ?? []), title]);
  }
  return {
    releaseId: release.id,
    releaseKey: `${release.id}|${release.sha256}|${release.importedAt}`,
    ruleCount: release.rules,
    sectionTitles,
    ruleTitles,
    titles,
    titlesByStem,
    glossary,
    glossaryVocabulary: distinct(glossary.flatMap((entry) => entry.termStems.flat())),
    titleVocabulary: distinct(titles.filter((title) => title.kind !== 'glossary').flatMap((title) => title.stems)),
  };
}

function distinct(words: string[]): string[] {
  return [...new Set(words)].sort();
}

/** Title-only rules with subrules ("702.19 Trample"), each with its first two subrules. */
function titledRules(db: ContentDb, releaseId: number): [string, string, string | null, string | null][] {
  const rows = statement(
    db,
    `SELECT r.number, r.text,
       (SELECT c.number FROM rules c WHERE c.release_id = r.release_id AND c.parent = r.number ORDER BY c.position LIMIT 1),
       (SELECT c.number FROM rules c WHERE c.release_id = r.release_id AND c.parent = r.number ORDER BY c.position LIMIT 1 OFFSET 1)
     FROM rules r WHERE r.release_id = ? AND r.parent IS NULL AND length(r.text) <= 80`,
  )
    .raw()
    .all(releaseId) as [string, string, string | null, string | null][];
  return rows.filter(([, text, first]) => first !== null && isTitleOnly(text));
}

/** "See Active Player, Nonactive Player Order.", "See “Enters the Battlefield.”": the entry the reader is sent to. */
const SEE_ALSO = /\bSee ([^.]+?)\.?”?$/;

function glossaryEntries(db: ContentDb, releaseId: number, targets: ReferenceTargets): LexiconGlossaryEntry[] {
  const rows = statement(db, 'SELECT term, terms, definition FROM glossary WHERE release_id = ? ORDER BY position')
    .all(releaseId) as { term: string; terms: string; definition: string }[];
  const entries = rows.map((row) => {
    const terms = JSON.parse(row.terms) as string[];
    return {
      term: row.term,
      terms,
      definition: row.definition,
      termStems: terms.map(nameStems),
      foldedTerms: terms.map((term) => searchWords(term).join(' ')),
      rules: extractReferences(row.definition, '', targets).filter((number) => number.length >= 3),
    };
  });
  const byName = new Map(entries.flatMap((entry) => entry.terms.map((term) => [term.toLowerCase(), entry] as const)));
  for (const entry of entries) {
    const seeAlso = SEE_ALSO.exec(entry.definition.trim());
    const target = seeAlso ? byName.get(seeAlso[1]!.replace(/[“”"]/g, '').trim().toLowerCase()) : undefined;
    if (entry.rules.length === 0 && target) entry.rules = target.rules;
  }
  return entries;
}
