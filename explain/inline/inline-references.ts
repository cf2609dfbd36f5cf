/**
 * What a chat message asks to be looked up inline: cards in `[[…]]` (`[[name|rulings]]` for their
 * rulings) and rules or sections in `{{…}}`. Only what is bracketed counts — "that's 702.19b" in a
 * rules discussion is not a request — and nothing inside `code` or a ```code block```, where people
 * show the syntax itself. Pure and cheap (regular expressions only): the gateway runs it on every
 * message before anything else, so a message without brackets costs nothing more.
 */
import { createHash } from 'node:crypto';
import { findBracketedNames } from '../../cards-db/lookup/bracketed-names.js';
import { findBracedReferences } from '../scan/braced-references.js';

export type InlineReference =
  /** `[[name]]`, `[[name|rulings]]`; `ignored` is a qualifier that changes nothing (`|M11`: Oracle text is the same in every printing). */
  | { kind: 'card'; text: string; name: string; show: 'card' | 'rulings'; ignored: string | null }
  /** `{{…}}`: what is inside, for the scanner. */
  | { kind: 'braced'; text: string; inner: string };

/** Code spans and blocks, whose brackets are shown, not asked. */
const CODE = /```[\s\S]*?```|``[^`]*``|`[^`\n]*`/g;

/** `text` with each code span blanked out (same length, so positions stay). */
function withoutCode(text: string): string {
  return text.replace(CODE, (code) => ' '.repeat(code.length));
}

function cardReference(text: string, name: string, qualifier: string | null): InlineReference {
  const rulings = qualifier !== null && /^rulings?$/i.test(qualifier);
  return { kind: 'card', text, name, show: rulings ? 'rulings' : 'card', ignored: rulings || qualifier === null || qualifier === '' ? null : qualifier };
}

/** What a reference asks for, compared without case or spacing: `[[bolt]]` twice is one request. */
function requestKey(reference: InlineReference): string {
  const words = (reference.kind === 'card' ? `${reference.show} ${reference.name}` : reference.inner).toLowerCase().replace(/\s+/g, ' ');
  return `${reference.kind} ${words}`;
}

/**
 * Every `[[…]]` and `{{…}}` of `content` outside code, in order of appearance, each request once.
 * @example findInlineReferences('[[Lightning Bolt]] vs {{CR 702.19b}}, `[[not this]]`').map((reference) => reference.text)
 * // ['[[Lightning Bolt]]', '{{CR 702.19b}}']
 */
export function findInlineReferences(content: string): InlineReference[] {
  const text = withoutCode(content);
  const found = [
    ...findBracketedNames(text).map((card) => ({ start: card.start, reference: cardReference(card.text, card.name, card.qualifier) })),
    ...findBracedReferences(text).map((braced) => ({ start: braced.start, reference: { kind: 'braced', text: braced.text, inner: braced.inner } as const })),
  ].sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  return found.flatMap(({ reference }) => {
    const key = requestKey(reference);
    if (seen.has(key)) return [];
    seen.add(key);
    return [reference];
  });
}

/**
 * A short fingerprint of what `content` asks to look up: the same for two versions of a message
 * that ask the same (an edit of other words, or Discord adding a link preview), so an edit that
 * changes no reference changes no reply. Empty when it asks nothing.
 */
export function inlineReferencesKey(references: readonly InlineReference[]): string {
  if (references.length === 0) return '';
  return createHash('sha256').update(references.map(requestKey).join('\n')).digest('base64url').slice(0, 22);
}
