/**
 * Part and section headings compared between two releases. A section is identified by the rules
 * it holds: when section 719's rules now sit in 720, the section moved, whatever its title says.
 */
import type { Heading } from '../release.js';

/** A rule number starts with its part's number (`7`) and its section's (`701`). */
const HEADING_NUMBER_LENGTHS = [1, 3];

export interface HeadingRetitle {
  number: string;
  before: string;
  after: string;
}

/** A heading under a new number; `before` and `after` are its titles (equal when only the number changed). */
export interface HeadingMove {
  from: string;
  to: string;
  before: string;
  after: string;
}

export interface HeadingDiff {
  added: Heading[];
  removed: Heading[];
  retitled: HeadingRetitle[];
  moved: HeadingMove[];
}

/**
 * Compares the headings of two releases; `rulePairs` are the [from, to] numbers of every rule
 * present in both (unchanged, changed or moved). Parts (`7`) and sections (`701`) alike.
 */
export function diffHeadings(from: readonly Heading[], to: readonly Heading[], rulePairs: readonly [string, string][]): HeadingDiff {
  const toOf = new Map<string, string>();
  const fromOf = new Map<string, string>();
  const pair = (fromNumber: string, toNumber: string) => {
    toOf.set(fromNumber, toNumber);
    fromOf.set(toNumber, fromNumber);
  };
  const unpaired = (fromNumber: string, toNumber: string) => !toOf.has(fromNumber) && !fromOf.has(toNumber);

  // Where the surviving rules of each heading went, counted per (from heading, to heading).
  const fromNumbers = new Set(from.map((heading) => heading.number));
  const toNumbers = new Set(to.map((heading) => heading.number));
  const fromSizes = new Map<string, number>();
  const toSizes = new Map<string, number>();
  const flows = new Map<string, Map<string, number>>();
  for (const [fromRule, toRule] of rulePairs) {
    for (const length of HEADING_NUMBER_LENGTHS) {
      const [fromHeading, toHeading] = [fromRule.slice(0, length), toRule.slice(0, length)];
      if (!fromNumbers.has(fromHeading) || !toNumbers.has(toHeading)) continue;
      increment(fromSizes, fromHeading);
      increment(toSizes, toHeading);
      const flow = flows.get(fromHeading) ?? new Map<string, number>();
      increment(flow, toHeading);
      flows.set(fromHeading, flow);
    }
  }
  // A heading follows its rules when most of them, on both sides, went the same way.
  for (const [fromNumber, flow] of flows) {
    const [toNumber, count] = [...flow].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    const mostOfBoth = count * 2 > fromSizes.get(fromNumber)! && count * 2 > toSizes.get(toNumber)!;
    if (mostOfBoth && unpaired(fromNumber, toNumber)) pair(fromNumber, toNumber);
  }
  // Headings without a majority of surviving rules: by number and title, by title ("General"
  // heads every part, hence number first), then by number.
  const matches = [
    (a: Heading, b: Heading) => a.number === b.number && a.title === b.title,
    (a: Heading, b: Heading) => a.title === b.title,
    (a: Heading, b: Heading) => a.number === b.number,
  ];
  for (const match of matches) {
    for (const fromHeading of from) {
      const toHeading = to.find((heading) => heading.number.length === fromHeading.number.length && unpaired(fromHeading.number, heading.number) && match(fromHeading, heading));
      if (toHeading && !toOf.has(fromHeading.number)) pair(fromHeading.number, toHeading.number);
    }
  }

  const toTitle = new Map(to.map((heading) => [heading.number, heading.title]));
  const result: HeadingDiff = { added: [], removed: [], retitled: [], moved: [] };
  for (const { number, title } of from) {
    const toNumber = toOf.get(number);
    if (toNumber === undefined) result.removed.push({ number, title });
    else if (toNumber !== number) result.moved.push({ from: number, to: toNumber, before: title, after: toTitle.get(toNumber)! });
    else if (toTitle.get(toNumber) !== title) result.retitled.push({ number, before: title, after: toTitle.get(toNumber)! });
  }
  result.added = to.filter((heading) => !fromOf.has(heading.number)).map(({ number, title }) => ({ number, title }));
  return result;
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
