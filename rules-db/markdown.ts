/** Discord markdown: rule text is shown as written, so its own *, _, ~ and the like are escaped. */

const MARKDOWN_SPECIAL = /[\\*_~`|>#[\]]/g;

/** Escapes the characters Discord reads as markdown, so rules text shows as printed and only our marks format. */
export function escapeMarkdown(text: string): string {
  return text.replace(MARKDOWN_SPECIAL, (char) => `\\${char}`);
}

/** Undoes escapeMarkdown (for plain-text output such as the terminal). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\*_~`|>#[\]])/g, '$1');
}
