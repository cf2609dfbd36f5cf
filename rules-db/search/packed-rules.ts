/**
 * A release's rules as ranking reads them (IndexedRule), packed into shared memory
 * (common/shared-memory/) so that every handler thread reads one copy: as objects, each thread
 * held its own (about 5 MB of heap for the 2026-01-16 release: its words as 12,000 integer arrays,
 * its printed texts). Each rule is read through a small object whose fields are views of the packed
 * arrays, made when read.
 */
import { sharedFrom } from '../../common/shared-memory/shared-arrays.js';
import { intList, packIntLists, type IntListsData } from '../../common/shared-memory/shared-maps.js';
import { StringList, type StringListData } from '../../common/shared-memory/string-table.js';
import type { RankedRuleWords } from './rank-rules.js';

/** One rule as ranking sees it. */
export interface IndexedRule extends RankedRuleWords {
  id: number;
  position: number;
  /** The keyword or section it sits under, as getRule gives it ("Trample" for 702.19b): what a list of results shows. */
  title: string;
  /**
   * Its text as printed, for snippets: read with the rest when the index is built, as a query per
   * snippet cost more than making it while view state was being written to the same file (WAL).
   */
  printedText: string;
}

/** The rules as plain data in shared memory. */
export interface PackedRulesData {
  ids: Int32Array;
  positions: Int32Array;
  /** Each rule's number, title and printed text, three strings a rule. */
  strings: StringListData;
  text: IntListsData;
  content: IntListsData;
  examples: IntListsData;
  heading: IntListsData;
}

/** `rules` packed into shared memory. */
export function packRules(rules: readonly IndexedRule[]): PackedRulesData {
  return {
    ids: sharedFrom(Int32Array, rules.map((rule) => rule.id)),
    positions: sharedFrom(Int32Array, rules.map((rule) => rule.position)),
    strings: StringList.from(rules.flatMap((rule) => [rule.number, rule.title, rule.printedText])).data(),
    text: packIntLists(rules.map((rule) => rule.text)),
    content: packIntLists(rules.map((rule) => rule.content)),
    examples: packIntLists(rules.map((rule) => rule.examples)),
    heading: packIntLists(rules.map((rule) => rule.heading)),
  };
}

/** The rules `data` holds, each read in place. */
export function openRules(data: PackedRulesData): IndexedRule[] {
  const strings = new StringList(data.strings);
  return Array.from(data.ids, (_, index) => new PackedRule(data, strings, index));
}

class PackedRule implements IndexedRule {
  readonly id: number;
  readonly position: number;
  readonly number: string;

  constructor(
    private readonly data: PackedRulesData,
    private readonly strings: StringList,
    private readonly index: number,
  ) {
    this.id = data.ids[index]!;
    this.position = data.positions[index]!;
    // Read on every lookup by number and every hit: made once.
    this.number = strings.get(index * 3);
  }

  get title(): string {
    return this.strings.get(this.index * 3 + 1);
  }

  get printedText(): string {
    return this.strings.get(this.index * 3 + 2);
  }

  get text(): Int32Array {
    return intList(this.data.text, this.index);
  }

  get content(): Int32Array {
    return intList(this.data.content, this.index);
  }

  get examples(): Int32Array {
    return intList(this.data.examples, this.index);
  }

  get heading(): Int32Array {
    return intList(this.data.heading, this.index);
  }
}
