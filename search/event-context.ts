/**
 * Which documents govern the event a question is about, for `doc:all` to weigh them. Judging at
 * Regular REL is followed at Regular REL, the IPG at Competitive and Professional (MTR 1.2); the
 * Digital MTR and IPG at online events (MTG Arena, Magic Online), the paper MTR and IPG at the
 * table; the CR everywhere. The documents say much the same in much the same words, so a question's
 * words alone often cannot tell them apart: "at comp REL i drew 8 for my opening hand" found the
 * JAR's section first, the IPG's second.
 *
 * A question names its event ("comp rel", "fnm", "on arena"); when it names no REL, the server's
 * REL setting decides (Competitive by default, as for /penalty), and when it names no platform,
 * the event is on paper. A document that does not govern the event is weighed at OUT_OF_EVENT of
 * one that does: less likely, never ruled out, as a question may be about it all the same.
 */
import { searchWords } from '../common/search-words.js';
import { DEFAULT_REL, type Rel } from '../docs-db/rel.js';
import type { SearchDoc } from './search-result.js';

/** The event a question is about. */
export interface EventContext {
  rel: Rel;
  online: boolean;
  /** Whether the question is set at a tournament: it names a REL, an event, a judge, a penalty… */
  atTournament: boolean;
}

/**
 * The prior of a document that does not govern the question's event, relative to one that does.
 * Measured with every document imported (`npm run eval:search`, doc:all R@5 / MRR@10): without
 * priors (1) dev MTR+IPG questions 1.00 / 0.835, held-out 0.882 / 0.718, JAR questions on a
 * Regular-REL server 0.400 / 0.163, digital 0.867 / 0.805; at 0.1, 0.25 and 0.5 alike 1.00 / 0.863,
 * 0.882 / 0.753, 0.600 / 0.371 (0.356 at 0.5) and 0.933 / 0.856; CR questions unchanged at each.
 * Not fitted: a quarter, between the values that did the same.
 */
const OUT_OF_EVENT = 0.25;

/**
 * Words naming a REL, or an event held at one (folded, as searchWords gives them; pairs joined by a
 * space). "regular" only with "rel": a regular draw is no REL.
 */
const REL_WORDS: Record<Rel, string[]> = {
  regular: ['regular rel', 'fnm', 'prerelease', 'prereleases', 'casual'],
  competitive: ['competitive', 'comp', 'rcq', 'rcqs', 'ptq', 'ptqs', 'pptq', 'pptqs', 'rptq', 'gp', 'gpt', 'grand prix', 'mcq', 'lct', 'nationals'],
  professional: ['professional', 'pro tour', 'worlds'],
};

/**
 * Words that set a question at a tournament, besides a REL's: its events, its officials, its
 * penalties and procedures (folded; pairs joined by a space). Words the game shares are left out:
 * an "event" and "marked" damage are the CR's, a "match" and a "round" too loose.
 */
const TOURNAMENT_WORDS = [
  'tournament', 'tournaments', 'store championship', 'top 8', 'feature match',
  'judge', 'judges', 'judged', 'head judge', 'floor judge', 'scorekeeper', 'spectator', 'spectators', 'appeal',
  'penalty', 'penalties', 'penalized', 'infraction', 'infractions', 'warning', 'game loss', 'match loss', 'dq', 'disqualified', 'disqualification',
  'decklist', 'decklists', 'deck check', 'deck registration', 'registered', 'sideboard', 'sideboarding', 'sideboarded', 'sleeve', 'sleeves',
  'result slip', 'pairings', 'time extension', 'slow play', 'stalling', 'fix', 'sealed', 'draft', 'prerelease',
];

/** Words naming an online event or its software. */
const ONLINE_WORDS = ['arena', 'mtga', 'mtgo', 'online', 'digital', 'client', 'disconnected', 'disconnect', 'disconnects'];

/** Who each document governs; null: every event. */
const GOVERNS: Record<SearchDoc, { rels: Rel[] | null; online: boolean | null }> = {
  cr: { rels: null, online: null },
  mtr: { rels: null, online: false },
  ipg: { rels: ['competitive', 'professional'], online: false },
  jar: { rels: ['regular'], online: false },
  dmtr: { rels: null, online: true },
  dipg: { rels: ['competitive', 'professional'], online: true },
};

/** The event `query` is about: the REL it names, else `serverRel`, else Competitive; online if it names an online platform. */
export function eventContext(query: string, serverRel?: Rel): EventContext {
  const words = searchWords(query);
  const phrases = new Set([...words, ...words.slice(1).map((word, index) => `${words[index]} ${word}`)]);
  const named = (Object.keys(REL_WORDS) as Rel[]).find((rel) => REL_WORDS[rel].some((word) => phrases.has(word)));
  const online = ONLINE_WORDS.some((word) => phrases.has(word));
  const atTournament = named !== undefined || TOURNAMENT_WORDS.some((word) => phrases.has(word));
  return { rel: named ?? serverRel ?? DEFAULT_REL, online, atTournament };
}

/** How likely each document is to be what a question about `event` is after, before its words are read: 1, or OUT_OF_EVENT. */
export function eventPriors(docs: SearchDoc[], event: EventContext): number[] {
  return docs.map((doc) => {
    const { rels, online } = GOVERNS[doc];
    const governs = (rels === null || rels.includes(event.rel)) && (online === null || online === event.online);
    return governs ? 1 : OUT_OF_EVENT;
  });
}
