/**
 * A server's ruling log as plain data: an entry (who ruled what, when) and its citations, each
 * stamped with the version of the document it was made against and a snapshot of what that
 * document said then. Snapshots, because the content database keeps only the current card data
 * and a ruling must be checkable against what it actually cited. Knows no store and no Discord.
 */
import type { WordDiffSegment } from '../rules-db/diff/word-diff.js';

/** A rule of the Comprehensive Rules, as numbered and worded in the release `release` (YYYY-MM-DD). */
export interface RuleCitation {
  kind: 'rule';
  number: string;
  release: string;
  text: string;
  examples: string[];
}

/** A glossary entry of the CR release `release`. */
export interface TermCitation {
  kind: 'term';
  term: string;
  release: string;
  text: string;
}

/** A section of a tournament document (MTR, IPG, JAR… any docs-db kind), in its version `version`. */
export interface DocCitation {
  kind: 'doc';
  doc: string;
  /** The section's number; its title for unnumbered front matter. */
  section: string;
  title: string;
  version: string;
  text: string;
}

/** A card by Oracle ID, with its Oracle text on the card data date `dataDate`. */
export interface CardCitation {
  kind: 'card';
  oracleId: string;
  name: string;
  dataDate: string;
  text: string;
}

export type Citation = RuleCitation | TermCitation | DocCitation | CardCitation;

/** What happened to a citation since it was stamped. */
export type CitationChangeKind = 'renumbered' | 'changed' | 'renumbered-and-changed' | 'removed';

export interface CitationChange {
  /** The citation as stamped. */
  citation: Citation;
  kind: CitationChangeKind;
  /** How it is cited now ("701.10d", "MTR 4.3", a card's name); null when removed. */
  now: string | null;
  /** The version that changed it (a release date, a document version, a card data date). */
  version: string;
  /** The stamped text against today's, word by word; [] when the words are the same (renumbered only, or removed). */
  diff: WordDiffSegment[];
}

/** What a judge writes: the question asked and the ruling given. */
export interface RulingText {
  question: string;
  ruling: string;
}

/** One entry of a server's log. */
export interface Ruling extends RulingText {
  guildId: string;
  /** Numbered per server from 1: `/ruling show id:3` means this server's third. */
  number: number;
  authorId: string;
  /** ISO time. */
  createdAt: string;
  /** ISO time of the last edit or confirmation; null when never touched since logged. */
  updatedAt: string | null;
  updatedBy: string | null;
  citations: Citation[];
  /** Empty unless the ruling needs review: what changed in what it cites. */
  changes: CitationChange[];
}

/** Discord's cap on a modal text input, so on a question or a ruling. */
export const MAX_RULING_TEXT = 4000;

/** At most this many citations are kept per ruling: four rows of five buttons. */
export const MAX_CITATIONS = 20;

/** True when the ruling cites something that changed since it was stamped. */
export function needsReview(ruling: Pick<Ruling, 'changes'>): boolean {
  return ruling.changes.length > 0;
}

/**
 * How a citation is named to a judge: "CR 701.9d", "MTR 4.2", "Lightning Bolt", "“Active Player”".
 * @example citationLabel({ kind: 'doc', doc: 'ipg', section: '2.5', … }) // "IPG 2.5"
 */
export function citationLabel(citation: Citation): string {
  switch (citation.kind) {
    case 'rule':
      return `CR ${citation.number}`;
    case 'term':
      return `“${citation.term}”`;
    case 'doc':
      return [citation.doc.toUpperCase(), citation.section].join(' ');
    case 'card':
      return citation.name;
  }
}

/** The version a citation was stamped with: a CR release, a document version or a card data date. */
export function citationVersion(citation: Citation): string {
  switch (citation.kind) {
    case 'rule':
    case 'term':
      return citation.release;
    case 'doc':
      return citation.version;
    case 'card':
      return citation.dataDate;
  }
}

/** A key naming what a citation cites, whatever its version: two citations of 702.19b are one. */
export function citationKey(citation: Citation): string {
  switch (citation.kind) {
    case 'rule':
      return `rule ${citation.number}`;
    case 'term':
      return `term ${citation.term}`;
    case 'doc':
      return `doc ${citation.doc} ${citation.section}`;
    case 'card':
      return `card ${citation.oracleId}`;
  }
}
