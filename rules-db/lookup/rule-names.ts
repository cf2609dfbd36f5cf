/**
 * Rules by name for `/rule`: a keyword ("trample" → 702.19), a section title ("state-based
 * actions" → 704) or a glossary term citing a rule ("legend rule" → 704.5j), and autocomplete of
 * rule numbers by prefix ("702.1" → 702.1, 702.10…) or of keyword and section titles by name
 * ("combat dam" → 510).
 */
import { choice, MAX_CHOICES, type AutocompleteChoice } from './autocomplete-choice.js';
import type { ContentDb } from '../../database/open-database.js';
import { buildNameIndex, NAME_MATCH, TYPO_FACTOR, type NameFilter } from '../../common/name-index.js';
import { searchWords } from '../../common/search-words.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { releaseNames, type NamesOf } from './release-names.js';
import { compareRuleNumbers } from '../rule-number.js';
import { nameStems, type RuleTitle, type SearchLexicon } from '../search/search-lexicon.js';
import { statement } from '../../database/statement-cache.js';

/** A rule or section found by name, and how sure the match is. */
export interface RuleNameMatch {
  /** The rule ("702.19", "704.5j") or section ("704") named. */
  number: string;
  /** The name matched ("Trample", "State-Based Actions", "Legend Rule"). */
  name: string;
  /** True when the name was typed in full (any case, inflection or word order); false for a typo or part of a name. */
  sure: boolean;
  /** When not sure: other rules the name may mean, best first, as "number name" choices. */
  alternatives: AutocompleteChoice[];
}

/** A name that leads to a rule or section: a keyword heading, a section title, or a glossary term citing one. */
interface RuleName {
  stems: string[];
  /** The name's words, filler included ("legend rule"): ties between names of the same content words go to the one typed. */
  folded: string;
  number: string;
  name: string;
  /** Keywords before sections before glossary terms when names tie ("double" is the keyword action). */
  rank: number;
}

/** What the very words typed add ("legend rule" is the Legend Rule, not Legend: "rule" is filler to stems). */
const EXACT_WORDS = 0.01;

/** Suggestions offered beside a guess. */
const ALTERNATIVES = 4;

/**
 * The rule or section `name` names: a keyword ("trample" → 702.19), a section title
 * ("state-based actions" → 704), or a glossary term and the rule it cites ("legend rule" →
 * 704.5j); misspelled or partial names are guesses (`sure: false`) with alternatives. Null when
 * nothing is near.
 * @example findRuleByName(db, release, 'replacement effects') // { number: '614', sure: true, … }
 */
export function findRuleByName(db: ContentDb, release: ReleaseSummary, name: string): RuleNameMatch | null {
  const { index, owners } = ruleNames(releaseNames(db, release).lexicon);
  const stems = nameStems(name);
  const folded = searchWords(name).join(' ');
  const matches = index
    .find(stems)
    .map(({ id, score }) => ({ entry: owners[id]!, score: score + (owners[id]!.folded === folded ? EXACT_WORDS : 0) }))
    .sort((a, b) => b.score - a.score || a.entry.rank - b.entry.rank || compareRuleNumbers(a.entry.number, b.entry.number));
  const best = matches[0];
  if (!best || best.score < TYPO_FACTOR * NAME_MATCH.words) return null;
  // Sure only of a name typed in full: the same words, in any order and inflection; typos and beginnings are guesses.
  const sure = best.score >= NAME_MATCH.reordered && [...stems].sort().join(' ') === [...best.entry.stems].sort().join(' ');
  const seen = new Set([best.entry.number]);
  const alternatives: AutocompleteChoice[] = [];
  for (const { entry } of sure ? [] : matches.slice(1)) {
    if (alternatives.length === ALTERNATIVES || seen.has(entry.number)) continue;
    seen.add(entry.number);
    alternatives.push(choice(`${entry.number} ${entry.name}`, entry.number));
  }
  return { number: best.entry.number, name: best.entry.name, sure, alternatives };
}

const namesCache = new WeakMap<SearchLexicon, NamesOf<RuleName>>();

/** Keyword and section titles and the glossary terms that cite a rule, in one name index (common/name-index.ts) per release. */
function ruleNames(lexicon: SearchLexicon): NamesOf<RuleName> {
  let names = namesCache.get(lexicon);
  if (names) return names;
  const owners: RuleName[] = [];
  for (const title of lexicon.titles) {
    if (title.kind === 'glossary' || title.number === null) continue;
    const name = titleText(lexicon, title.number);
    owners.push({ stems: title.stems, folded: searchWords(name).join(' '), number: title.number, name, rank: title.kind === 'keyword' ? 0 : 1 });
  }
  for (const entry of lexicon.glossary) {
    const cited = entry.rules[0];
    if (!cited) continue;
    entry.termStems.forEach((stems, index) => owners.push({ stems, folded: entry.foldedTerms[index]!, number: cited, name: entry.terms[index]!, rank: 2 }));
  }
  names = { index: buildNameIndex(owners.map((owner) => owner.stems)), owners };
  namesCache.set(lexicon, names);
  return names;
}

/**
 * Up to 25 choices for `/rule number:` as typed so far: rule and section numbers beginning with
 * it, or keyword and section titles it names; each value a rule or section number.
 */
export function ruleAutocomplete(db: ContentDb, release: ReleaseSummary, typed: string): AutocompleteChoice[] {
  const { lexicon, titles } = releaseNames(db, release);
  const prefix = numberPrefix(typed);
  if (prefix !== null) return numberChoices(db, release, lexicon, prefix);
  if (typed.trim() === '') return [...lexicon.sectionTitles].slice(0, MAX_CHOICES).map(([number, title]) => choice(`${number} ${title}`, number));
  return rankTitles(titles, typed)
    .slice(0, MAX_CHOICES)
    .map(({ title }) => choice(`${title.number} ${titleText(lexicon, title.number!)}`, title.number!));
}

/** "702.1", "rule 702.1", "CR 702.19B" → the number typed so far, lower-case; null for words. */
function numberPrefix(typed: string): string | null {
  const match = /^\s*(?:(?:cr|rule)\s*)?(\d[\d.]*[a-z]?)\s*$/i.exec(typed);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Numbers beginning with `prefix`: sections first, then rules with the fewest characters added,
 * main rules before subrules, in rules order ("702.1" → 702.1, 702.10 … 702.19, 702.1a …).
 */
function numberChoices(db: ContentDb, release: ReleaseSummary, lexicon: SearchLexicon, prefix: string): AutocompleteChoice[] {
  const sections = [...lexicon.sectionTitles]
    .filter(([number]) => number.startsWith(prefix))
    .map(([number, title]) => ({ number, name: `${number} ${title}` }));
  // Before a section is typed in full there are too many rules to list; its sections are the choices.
  const rules =
    prefix.length < 3
      ? []
      : (statement(
          db,
          `SELECT number, text FROM rules WHERE release_id = ? AND number >= ? AND number < ?
            ORDER BY length(number), number GLOB '*[a-z]', position LIMIT ${MAX_CHOICES}`,
        )
          .raw()
          .all(release.id, prefix, `${prefix}~`) as [string, string][]);
  const choices = [...sections, ...rules.map(([number, text]) => ({ number, name: `${number} ${firstLine(text)}` }))];
  return choices.slice(0, MAX_CHOICES).map((entry) => choice(entry.name, entry.number));
}

function firstLine(text: string): string {
  return text.split('\n')[0]!;
}

/** Titles `typed` names, best first, then in rules order; misspelled words are corrected when nothing else matches. */
function rankTitles(titles: NamesOf<RuleTitle>, typed: string, only?: NameFilter): { title: RuleTitle; score: number }[] {
  return titles.index
    .find(nameStems(typed), only)
    .map(({ id, score }) => ({ title: titles.owners[id]!, score }))
    .sort((a, b) => b.score - a.score || compareRuleNumbers(a.title.number ?? '', b.title.number ?? ''));
}

function titleText(lexicon: SearchLexicon, number: string): string {
  return lexicon.ruleTitles.get(number) ?? lexicon.sectionTitles.get(number) ?? '';
}
