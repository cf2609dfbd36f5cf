/**
 * What the message scanner finds: a stretch of a message (where it is, the words as written) and
 * what those words refer to, before anything is looked up. Plain data, no database.
 */
import type { DocKind } from '../../docs-db/tournament-document.js';

/** Where a mention sits in the message: `text` is `message.slice(start, end)`. */
export interface MentionSpan {
  start: number;
  end: number;
  text: string;
}

/** What the words refer to. */
export type MentionTarget =
  /** A rule of the Comprehensive Rules ("702.19b"), as numbered when the message was written. */
  | { kind: 'rule'; number: string }
  /** A run of subrules or rules ("616.1a-c" → 616.1a to 616.1c). */
  | { kind: 'rule-range'; first: string; last: string }
  /** A section of the Comprehensive Rules ("section 702"). */
  | { kind: 'cr-section'; number: string }
  /** An MTR or IPG section by number ("MTR 4.2", "IPG Appendix B"). */
  | { kind: 'doc-section'; doc: DocKind; number: string }
  /** An MTR or IPG section by name or judge shorthand ("GRV", "Hidden Card Error"): its title. */
  | { kind: 'doc-name'; doc: DocKind; title: string }
  /** A glossary term, written out or as judge shorthand ("ETB", "state-based actions"). */
  | { kind: 'term'; term: string }
  /** Player slang the lexicon explains ("bounce", "chump block", "tutor"), by the entry's first term. */
  | { kind: 'slang'; term: string }
  /** A keyword ability or action, by the title of the rule defining it ("Trample"). */
  | { kind: 'keyword'; name: string }
  /** A card: `[[…]]` (typed however: fuzzy) or its exact name in running text. */
  | { kind: 'card'; name: string; bracketed: boolean };

/**
 * One thing found in a message. `alternatives` are other readings of exactly the same words,
 * best first ("2HG" is the glossary's Two-Headed Giant, else the MTR's section on it): whoever
 * looks them up takes the first that exists.
 */
export interface Mention extends MentionSpan {
  target: MentionTarget;
  alternatives: MentionTarget[];
}
