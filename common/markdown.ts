/** Discord markdown: rule text is shown as written, so its own *, _, ~ and the like are escaped. */

/** Characters that format anywhere in a line. */
const INLINE_SPECIAL = /[\\*_~`|[\]]/g;
/** Characters that format only at the start of a line: a quote (>) or a heading (#). */
const LINE_START_SPECIAL = /^(\s*)([>#])/gm;

/** Escapes what Discord reads as markdown, so rules text shows as printed and only our marks format. */
export function escapeMarkdown(text: string): string {
  return text.replace(INLINE_SPECIAL, (char) => `\\${char}`).replace(LINE_START_SPECIAL, '$1\\$2');
}

/** Undoes escapeMarkdown (for plain-text output such as the terminal). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~`|>#[\]])/g, '$1');
}
