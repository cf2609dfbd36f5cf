/**
 * A prior for rules under a titled heading: a keyword or keyword action ("702.108 Prowess",
 * "701.9 Discard"), or a variant's option ("903.12 Brawl Option"). Such a rule is about that
 * title alone, yet its text is dense with the game's common words ("whenever you cast
 * a noncreature spell, this creature gets +1/+1 until end of turn"), so in a question in many
 * words it matches as much as the general rule that answers ("the set of affected objects is
 * locked in", 611.2c). Studied on the natural-question dev set, a keyword rule whose keyword the
 * question never names was the likeliest kind of wrong answer to rank above the right one; the cue
 * is document structure, the same in every release, not the questions' words.
 */
import { withoutFiller } from './filler-words.js';
import { namedWordings, type Concept } from './concept.js';
import { nameStems, type SearchLexicon } from './search-lexicon.js';

/**
 * What a keyword rule's score is multiplied by when the question names none of its keyword's
 * words. Measured on the dev set (CR recall@5, MRR@10): 1 → 0.617, 0.481; 0.9 → 0.633, 0.486;
 * 0.8 → 0.633, 0.497, the same from 0.8 down to 0.5; 5-fold cross-validated choice 0.633, 0.497.
 * The mildest value of that plateau is kept: a keyword rule that matches much better still wins.
 */
const UNNAMED_KEYWORD_PRIOR = 0.8;

/** A question asking for a keyword ("what keyword lets a creature block twice") wants keyword rules. */
const ASKS_FOR_A_KEYWORD = 'keyword';

/**
 * The prior of each rule number for this query: UNNAMED_KEYWORD_PRIOR for a rule under (or being)
 * a titled heading whose words the query does not all use, 1 otherwise. "Double blocked" names no
 * Double Strike: once predicted questions about double strikers matched it, 702.4b stood above the
 * rule on dividing damage among blockers (dev CR R@5 0.850 → 0.867, held-out MRR@10 0.645 → 0.647;
 * one glossary-term query of 658 fell from 3rd to 6th).
 */
export function keywordTopicPrior(concepts: Concept[], lexicon: SearchLexicon): (number: string) => number {
  const queryStems = new Set(concepts.flatMap((concept) => namedWordings(concept).flatMap(withoutFiller)));
  if (queryStems.has(ASKS_FOR_A_KEYWORD)) return () => 1;
  const named = new Map<string, boolean>();
  return (number) => {
    // "702.108a" sits under "702.108"; "702.108" is the heading itself.
    const heading = number.replace(/[a-z]$/, '');
    const title = lexicon.ruleTitles.get(heading);
    if (title === undefined) return 1;
    let isNamed = named.get(heading);
    if (isNamed === undefined) named.set(heading, (isNamed = nameStems(title).every((titleStem) => queryStems.has(titleStem))));
    return isNamed ? 1 : UNNAMED_KEYWORD_PRIOR;
  };
}
