/**
 * Rules by name for `/rule`: a keyword ("trample" → 702.19) and autocomplete of rule numbers by
 * prefix ("702.1" → 702.1, 702.10…) or of keyword and section titles by name ("combat dam" → 510).
 */
import { choice, MAX_CHOICES, type AutocompleteChoice } from './autocomplete-choice.js';
import type { ContentDb } from '../../database/open-database.js';
import { correctTypos, NAME_MATCH, nameMatchScore, TYPO_FACTOR } from './name-match.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { compareRuleNumbers } from '../rule-number.js';
import { nameStems, searchLexicon, type RuleTitle, type SearchLexicon } from '../search/search-lexicon.js';
import { statement } from '../../database/statement-cache.js';

/**
 * The heading rule of the keyword or other titled rule `name` names ("Trample", "double strike",
 * "tramples", "tramlpe"), or null when no title is near.
 * @example findKeywordRule(db, release, 'trample') // "702.19"
 */
export function findKeywordRule(db: ContentDb, release: ReleaseSummary, name: string): string | null {
  const lexicon = searchLexicon(db, release);
  const keywords = lexicon.titles.filter((title) => title.kind === 'keyword');
  const best = rankTitles(lexicon, keywords, name)[0];
  return best && best.score >= TYPO_FACTOR * NAME_MATCH.words ? best.title.number : null;
}

/**
 * Up to 25 choices for `/rule number:` as typed so far: rule and section numbers beginning with
 * it, or keyword and section titles it names; each value a rule or section number.
 */
export function ruleAutocomplete(db: ContentDb, release: ReleaseSummary, typed: string): AutocompleteChoice[] {
  const lexicon = searchLexicon(db, release);
  const prefix = numberPrefix(typed);
  if (prefix !== null) return numberChoices(db, release, lexicon, prefix);
  const titles = lexicon.titles.filter((title) => title.kind !== 'glossary');
  if (typed.trim() === '') return [...lexicon.sectionTitles].slice(0, MAX_CHOICES).map(([number, title]) => choice(`${number} ${title}`, number));
  return rankTitles(lexicon, titles, typed)
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
function rankTitles(lexicon: SearchLexicon, titles: RuleTitle[], typed: string): { title: RuleTitle; score: number }[] {
  const stems = nameStems(typed);
  const rank = (variants: string[][], factor: number) => {
    const found: { title: RuleTitle; score: number; number: string }[] = [];
    for (const title of titles) {
      const score = factor * Math.max(0, ...variants.map((variant) => nameMatchScore(variant, title.stems)));
      if (score > 0) found.push({ title, score, number: title.number ?? '' });
    }
    return found;
  };
  let matches = rank([stems], 1);
  if (!matches.some((match) => match.score >= NAME_MATCH.words)) {
    const corrected = correctTypos(stems, lexicon.titleVocabulary);
    if (corrected.length > 0) matches = rank(corrected, TYPO_FACTOR);
  }
  return matches.sort((a, b) => b.score - a.score || compareRuleNumbers(a.number, b.number));
}

function titleText(lexicon: SearchLexicon, number: string): string {
  return lexicon.ruleTitles.get(number) ?? lexicon.sectionTitles.get(number) ?? '';
}
