/** Discord markdown: rule text is shown as written, so its own *, _, ~ and the like are escaped. */

/** Characters that format anywhere in a line. */
const INLINE_SPECIAL = /[\\*_~`|[\]]/g;
/** Characters that format only at the start of a line: a quote (>) or a heading (#). */
const LINE_START_SPECIAL = /^(\s*)([>#])/gm;

/** Escapes what Discord reads as markdown, so rules text shows as printed and only our marks format. */
export function escapeMarkdown(text: string): string {
  return text.replace(INLINE_SPECIAL, (char) => `\\${char}`).replace(LINE_START_SPECIAL, '$1\\$2');
}

/**
 * Breaks what Discord renders as a mention (@everyone, @here, <@id>, <@&id>, <#id>) with a
 * zero-width space, for text quoted from a user: replies never ping anyone anyway
 * (allowed_mentions), and this keeps them from even looking like a mention.
 */
export function escapeMentions(text: string): string {
  return text.replace(/@(everyone|here)/gi, '@\u200b$1').replace(/<([@#])/g, '<\u200b$1');
}
