/** Custom ids that show or open a rule, shared by every view with a button to one. */
import { encodeCustomId } from '../framework/custom-id.js';

export interface RuleViewState {
  ownerId: string;
  /** The date the user asked for, '' for the newest release. */
  at: string;
  examples: boolean;
  page: number;
}

/** The custom id that shows `number` in this view state (used by every navigation control). */
export function ruleViewId(state: RuleViewState, number: string, page = 0): string {
  return encodeCustomId({ command: 'rule', ownerId: state.ownerId, action: 'v', args: [number, state.at, state.examples ? '1' : '0', String(page)] });
}

/** The custom id of a button that opens `number` as a new message, the way /rule would (from search results, scenario citations). */
export function openRuleId(ownerId: string, number: string, at: string): string {
  return encodeCustomId({ command: 'rule', ownerId, action: 'open', args: [number, at] });
}
