/**
 * The help desk taking a situation: which infraction(s) of the IPG a judge's description of what
 * happened reads as ("a player finds her round-1 opponent's card in her deck in round 3" → Deck
 * Problem), with what decides between each and its near neighbours (infraction-neighbours.json).
 *
 * A reading, not a ruling: the IPG is searched with the situation (its sections' predicted
 * questions and help-desk stories, docs-db/search/), and the infractions ranked close to the best
 * are all named, with the facts that tell them apart (docs-db/lookup/infraction-neighbours.json),
 * so the judge decides on the facts. When searching every document, as doc:all does, puts an MTR
 * section first (a spectator's conduct, MTR 1.11), that is said too: not every situation at a
 * tournament is an infraction.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContentDb } from '../database/open-database.js';
import { projectPath } from '../common/project-path.js';
import { UserError } from '../common/user-error.js';
import { searchDocuments } from '../docs-db/search/search-documents.js';
import { docVersionAt, type DocVersionSummary } from '../docs-db/store/doc-versions.js';
import { documentOutline, type StoredSection } from '../docs-db/store/section-queries.js';
import { foldTitle } from '../docs-db/fold-title.js';
import type { Rel } from '../docs-db/rel.js';
import { searchEverything } from './search-everything.js';

/** An infraction the situation reads as, and how well (the IPG search's score). */
export interface ReadInfraction {
  section: StoredSection;
  score: number;
}

/** What tells two infractions apart, as the IPG says it. */
export interface NeighbourNote {
  /** The other infraction's section in the version read. */
  other: StoredSection;
  decides: string;
  why: string;
}

export interface SituationReading {
  ipg: DocVersionSummary;
  /** The infractions read, best first: the best, and those close to it (CLOSE). */
  infractions: ReadInfraction[];
  /** For the best infraction, each near neighbour with what decides between them; a neighbour also read comes first. */
  neighbours: NeighbourNote[];
  /** The MTR section searching every document puts first, when it does (the MTR imported). */
  mtr: { section: string; title: string; effectiveDate: string } | null;
}

/** Infractions scoring at least this share of the best are named beside it: the facts, not the score, decide. */
const CLOSE = 0.8;
/** The most infractions named. */
const MOST = 3;
/** IPG sections read to find the infractions among them. */
const READ = 20;

/**
 * The infractions `situation` reads as in the IPG in effect at `at`, with their near neighbours and
 * any MTR section read first, at `rel` unless the situation names one. Throws the UserError of a
 * missing IPG, and one saying what to write when nothing in the situation reads as an infraction.
 */
export function infractionsInSituation(db: ContentDb, situation: string, rel: Rel, at?: string): SituationReading {
  const ipg = docVersionAt(db, 'ipg', at);
  const outline = documentOutline(db, ipg).sections;
  const infractionAt = new Map(outline.filter((section) => section.infraction).map((section) => [section.number, section]));
  const hits = searchDocuments(db, [ipg], situation, READ).filter((hit) => infractionAt.has(hit.section));
  if (hits.length === 0) {
    throw new UserError(
      'no-infraction-read',
      'Nothing in that reads as an infraction. Say what happened at the table, as you would to a colleague: for example "player drew an extra card off Brainstorm and it is mixed into her hand".',
    );
  }
  const best = hits[0]!.score;
  const infractions = hits
    .filter((hit) => hit.score >= CLOSE * best)
    .slice(0, MOST)
    .map((hit) => ({ section: infractionAt.get(hit.section)!, score: hit.score }));
  const read = new Set(infractions.map((infraction) => infraction.section.number));
  const neighbours = neighboursOf(infractions[0]!.section, [...infractionAt.values()]).sort((a, b) => Number(read.has(b.other.number)) - Number(read.has(a.other.number)));
  return { ipg, infractions, neighbours, mtr: mtrFirst(db, situation, rel, at) };
}

/**
 * The MTR section a search of every document puts first for `situation` (asked at a tournament, at
 * `rel`), when it does: its documents weighed against each other by doc:all (search-everything.ts),
 * not raw scores of two documents, which are on no common scale.
 */
function mtrFirst(db: ContentDb, situation: string, rel: Rel, at?: string): SituationReading['mtr'] {
  const [first] = searchEverything(db, 'all', situation, 1, at, rel, { atTournament: true }).results;
  if (first?.doc !== 'mtr' || first.kind !== 'section') return null;
  const version = docVersionAt(db, 'mtr', at);
  return { section: first.ref, title: first.title, effectiveDate: version.effectiveDate };
}

const neighboursFile = z.object({
  about: z.string(),
  pairs: z
    .array(
      z.object({
        infractions: z.tuple([z.string().min(1), z.string().min(1)]),
        decides: z.string().min(20),
        why: z.string().min(20, 'cite what the IPG says, in a sentence'),
      }),
    )
    .min(1),
});

export type NeighbourPair = z.infer<typeof neighboursFile>['pairs'][number];

let loaded: NeighbourPair[] | null = null;

/** The pairs of infraction-neighbours.json beside this file, read and validated once. */
export function loadNeighbourPairs(): NeighbourPair[] {
  loaded ??= neighboursFile.parse(JSON.parse(readFileSync(projectPath('docs-db/lookup/infraction-neighbours.json'), 'utf8'))).pairs;
  return loaded;
}

/** Whether `name` (as the pairs write it) names `section`: its title, or its infraction's name. */
function names(name: string, section: StoredSection): boolean {
  const wanted = foldTitle(name);
  return foldTitle(section.title) === wanted || foldTitle(section.infraction?.name ?? '') === wanted;
}

/** The near neighbours of `section` among `infractions`, each with what decides between them. */
export function neighboursOf(section: StoredSection, infractions: StoredSection[], pairs = loadNeighbourPairs()): NeighbourNote[] {
  return pairs.flatMap((pair) => {
    const at = pair.infractions.findIndex((name) => names(name, section));
    if (at < 0) return [];
    const other = infractions.find((candidate) => names(pair.infractions[1 - at]!, candidate));
    return other ? [{ other, decides: pair.decides, why: pair.why }] : [];
  });
}
