/**
 * Rules by name for `/rule`: a keyword ("trample" → 702.19) and autocomplete of rule numbers by
 * prefix ("702.1" → 702.1, 702.10…) or of keyword and section titles by name ("combat dam" → 510).
 */
import { choice, MAX_CHOICES, type AutocompleteChoice } from './autocomplete-choice.js';
import type { ContentDb } from '../../database/open-database.js';
import { NAME_MATCH, TYPO_FACTOR, type NameFilter } from '../../common/name-index.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { releaseNames, type NamesOf } from './release-names.js';
import { compareRuleNumbers } from '../rule-number.js';
import { nameStems, type RuleTitle, type SearchLexicon } from '../search/search-lexicon.js';
import { statement } from '../../database/statement-cache.js';

/**
 * The heading rule of the keyword or other titled rule `name` names ("Trample", "double strike",
 * "tramples", "tramlpe"), or null when no title is near.
 * @example findKeywordRule(db, release, 'trample') // "702.19"
 */
export function findKeywordRule(db: ContentDb, release: ReleaseSummary, name: string): string | null {
  const { titles } = releaseNames(db, release);
  // Only keywords are answers, but a word of a section title ("combat") is no typo of a keyword.
  const best = rankTitles(titles, name, (id) => titles.owners[id]!.kind === 'keyword')[0];
  return best && best.score >= TYPO_FACTOR * NAME_MATCH.words ? best.title.number : null;
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
