/**
 * The name indexes of one release (common/name-index.ts): its glossary terms, and its keyword and
 * section titles, all as stems (nameStems). Built from the release's search lexicon on first use
 * (about 2 ms and 0.5 MB for the CR of 2026-01-16, measured) and cached like it, for the six most
 * recently used releases.
 */
import type { ContentDb } from '../../database/open-database.js';
import { buildNameIndex, type NameIndex } from '../../common/name-index.js';
import type { ReleaseSummary } from '../store/release-queries.js';
import { searchLexicon, type RuleTitle, type SearchLexicon } from '../search/search-lexicon.js';

/** An index of names and what each name (a match's id) belongs to. */
export interface NamesOf<T> {
  index: NameIndex;
  owners: T[];
}

export interface ReleaseNames {
  lexicon: SearchLexicon;
  /** Every name of every glossary entry, each owned by the entry's position in `lexicon.glossary` ("Kicker" and "Kicked" both name Kicker, Kicked). */
  glossary: NamesOf<number>;
  /** Keyword and section titles ("702.19 Trample", "510 Combat Damage Step"): what `/rule` autocompletes and looks up. */
  titles: NamesOf<RuleTitle>;
}

const cache = new WeakMap<ContentDb, Map<string, ReleaseNames>>();
/** Releases kept per database, as the search lexicon keeps them; the least recently used goes first. */
const CACHED_RELEASES = 6;

/** The name indexes of `release`, built on first use and kept while the release is unchanged. */
export function releaseNames(db: ContentDb, release: ReleaseSummary): ReleaseNames {
  let perRelease = cache.get(db);
  if (!perRelease) cache.set(db, (perRelease = new Map()));
  // A replaced release may reuse its id; its sha256 tells the versions apart.
  const key = `${release.id}:${release.sha256}`;
  const names = perRelease.get(key) ?? buildReleaseNames(searchLexicon(db, release));
  perRelease.delete(key);
  perRelease.set(key, names);
  if (perRelease.size > CACHED_RELEASES) perRelease.delete(perRelease.keys().next().value!);
  return names;
}

function buildReleaseNames(lexicon: SearchLexicon): ReleaseNames {
  return {
    lexicon,
    glossary: namesOf(lexicon.glossary.flatMap((entry, position) => entry.termStems.map((stems) => ({ owner: position, words: stems })))),
    titles: namesOf(lexicon.titles.filter((title) => title.kind !== 'glossary').map((title) => ({ owner: title, words: title.stems }))),
  };
}

function namesOf<T>(names: { owner: T; words: string[] }[]): NamesOf<T> {
  return { index: buildNameIndex(names.map((name) => name.words)), owners: names.map((name) => name.owner) };
}
