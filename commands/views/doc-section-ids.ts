/** Custom ids and labels that name MTR and IPG sections, shared by every view that opens one. */
import type { DocKind } from '../../docs-db/tournament-document.js';
import { encodeCustomId } from '../framework/custom-id.js';

export interface DocViewState {
  ownerId: string;
  /** The date the user asked for, '' for the newest version. */
  at: string;
  page: number;
}

/** What names a section in a custom id: its number, or its title when it has none (front matter). */
export function sectionKey(section: { number: string; title: string }): string {
  return section.number || section.title;
}

/** The custom id that shows section `key` in this view state, editing the message. */
export function docViewId(kind: DocKind, state: DocViewState, key: string, page = 0): string {
  return encodeCustomId({ command: kind, ownerId: state.ownerId, action: 'v', args: [key, state.at, String(page)] });
}

/** The custom id of a button opening section `key` as a new message, the way /mtr or /ipg would. */
export function openSectionId(kind: DocKind, ownerId: string, key: string, at: string): string {
  return encodeCustomId({ command: kind, ownerId, action: 'open', args: [key, at] });
}
