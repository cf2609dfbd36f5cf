/**
 * The rule that defines a keyword ability or keyword action, by its exact name — for linking a
 * card's keywords ("Flying", "Transform", "Swampwalk") to the Comprehensive Rules. Only exact
 * names count: a card's keyword list also holds ability words ("Landfall"), which no rule
 * defines, and a guess would send a judge to the wrong rule.
 */
import type { ContentDb } from '../../database/open-database.js';
import { searchWords } from '../../common/search-words.js';
import { statement } from '../../database/statement-cache.js';
import { releaseAt, type ReleaseSummary } from '../store/release-queries.js';
import { unlessUserError } from '../../common/user-error.js';
import { NAME_MATCH } from '../../common/name-index.js';
import { nameStems } from '../search/search-lexicon.js';
import { releaseNames } from './release-names.js';

/**
 * The number of the titled rule named `keyword` ("Trample" → 702.19), else of the titled rule a
 * glossary entry of that name points to ("Swampwalk", "See Landwalk." → 702.14), else of the one
 * keyword rule whose subrules spell out that variant ("Hexproof from" → 702.11, whose 702.11d
 * defines “Hexproof from [quality]”); null when none does in `release`.
 * @example keywordRule(db, release, 'Ward') // "702.21"
 */
export function keywordRule(db: ContentDb, release: ReleaseSummary, keyword: string): string | null {
  const { lexicon, titles } = releaseNames(db, release);
  const isKeyword = (id: number) => titles.owners[id]!.kind === 'keyword';
  // As typed, no typo corrected: only the same words.
  const exact = titles.index.match(nameStems(keyword), isKeyword).find((match) => match.score === NAME_MATCH.exact);
  const titled = exact ? titles.owners[exact.id]!.number : null;
  if (titled) return titled;
  const folded = searchWords(keyword).join(' ');
  const entry = lexicon.glossary.find((candidate) => candidate.foldedTerms.includes(folded));
  const cited = entry?.rules.find((number) => lexicon.ruleTitles.has(number));
  if (cited) return cited;
  return variantRule(db, release, keyword, lexicon.titles.flatMap((title) => (title.kind === 'keyword' && title.number ? [title.number] : [])));
}

/** The one titled rule among `titled` whose subrules quote `keyword` as the start of a phrase (“Hexproof from [quality]”). */
function variantRule(db: ContentDb, release: ReleaseSummary, keyword: string, titled: string[]): string | null {
  const phrase = keyword.trim().toLowerCase();
  if (phrase.length < 4 || /[%_]/.test(phrase)) return null;
  const parents = statement(db, `SELECT DISTINCT parent FROM rules WHERE release_id = ? AND parent IS NOT NULL AND lower(text) LIKE ?`)
    .pluck()
    .all(release.id, `%“${phrase}%`) as string[];
  const found = parents.filter((parent) => titled.includes(parent));
  return found.length === 1 ? found[0]! : null;
}

/** Each keyword (a card's list) with the rule defining it in the release in use; null for an ability word, or with no CR imported. */
export function keywordRules(db: ContentDb, keywords: readonly string[]): { name: string; rule: string | null }[] {
  const release = unlessUserError(() => releaseAt(db));
  return keywords.map((name) => ({ name, rule: release ? keywordRule(db, release, name) : null }));
}
