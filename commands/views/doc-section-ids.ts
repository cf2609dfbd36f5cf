/** Custom ids and labels that name tournament-document sections, shared by every view that opens one. */
import type { DocKind } from '../../docs-db/tournament-document.js';
import { encodeCustomId } from '../framework/custom-id.js';

export interface DocViewState {
  ownerId: string;
  /** The date the user asked for, '' for the newest version. */
  at: string;
  page: number;
}

/**
 * The slash command that shows each document's sections: the Digital MTR and IPG are /mtr and /ipg
 * with digital:true, so their buttons go to those commands with actions marked by DIGITAL_PREFIX.
 */
const DOC_COMMANDS: Record<DocKind, { command: string; digital: boolean }> = {
  mtr: { command: 'mtr', digital: false },
  ipg: { command: 'ipg', digital: false },
  jar: { command: 'jar', digital: false },
  dmtr: { command: 'mtr', digital: true },
  dipg: { command: 'ipg', digital: true },
};
const DIGITAL_PREFIX = 'd';

/** The command and action of a custom id acting on a section of `kind`. */
function docAction(kind: DocKind, action: string): { command: string; action: string } {
  const { command, digital } = DOC_COMMANDS[kind];
  return { command, action: digital ? `${DIGITAL_PREFIX}${action}` : action };
}

/**
 * The document and action a press on command `command` means: "dv" on /mtr is "v" in the Digital MTR.
 * @example pressedDoc('ipg', 'dopen') // { kind: 'dipg', action: 'open' }
 */
export function pressedDoc(command: string, action: string): { kind: DocKind; action: string } | null {
  for (const [kind, entry] of Object.entries(DOC_COMMANDS) as [DocKind, { command: string; digital: boolean }][]) {
    if (entry.command !== command) continue;
    if (entry.digital && action.startsWith(DIGITAL_PREFIX)) return { kind, action: action.slice(DIGITAL_PREFIX.length) };
    if (!entry.digital && !action.startsWith(DIGITAL_PREFIX)) return { kind, action };
  }
  return null;
}

/** Titles longer than this are named by their first words: a custom id holds 100 characters. */
const MAX_KEY_LENGTH = 40;

/**
 * What names a section in a custom id: its number, or its title when it has none (front matter, the
 * JAR's sections), cut at a word to MAX_KEY_LENGTH: the lookup finds a title by its first words.
 */
export function sectionKey(section: { number: string; title: string }): string {
  if (section.number) return section.number;
  const title = section.title.replaceAll(':', ' ');
  if (title.length <= MAX_KEY_LENGTH) return title;
  const cut = title.slice(0, MAX_KEY_LENGTH + 1);
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_KEY_LENGTH / 2)).trim();
}

/** The custom id of a control in a view of `kind`, owned by `ownerId`. */
export function docCustomId(kind: DocKind, ownerId: string, action: string, args: string[]): string {
  return encodeCustomId({ ...docAction(kind, action), ownerId, args });
}

/** The custom id that shows section `key` in this view state, editing the message. */
export function docViewId(kind: DocKind, state: DocViewState, key: string, page = 0): string {
  return docCustomId(kind, state.ownerId, 'v', [key, state.at, String(page)]);
}

/** The custom id of a button opening section `key` as a new message, the way /mtr, /ipg or /jar would. */
export function openSectionId(kind: DocKind, ownerId: string, key: string, at: string): string {
  return docCustomId(kind, ownerId, 'open', [key, at]);
}
