/**
 * The Discord markdown of a reply, rendered for a terminal: bold, italics, underline, code and
 * strikethrough (removed words in a diff) as ANSI styles when colour is on; without colour the
 * marks go and only strikethrough stays visible, as `[-old-]`, so a diff still reads.
 *
 * Hand-written rather than a markdown library: replies hold only the few marks our views write
 * (rules text itself arrives escaped by common/markdown.ts), and CommonMark parsers read `~~`,
 * `__` and `||` differently from Discord.
 */

type Style = 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'dim';

const ANSI: Record<Style, [string, string]> = {
  bold: ['\x1b[1m', '\x1b[22m'],
  italic: ['\x1b[3m', '\x1b[23m'],
  underline: ['\x1b[4m', '\x1b[24m'],
  strike: ['\x1b[9;31m', '\x1b[29;39m'],
  code: ['\x1b[36m', '\x1b[39m'],
  dim: ['\x1b[2m', '\x1b[22m'],
};

const PLAIN: Record<Style, [string, string]> = {
  bold: ['', ''],
  italic: ['', ''],
  underline: ['', ''],
  strike: ['[-', '-]'],
  code: ['', ''],
  dim: ['', ''],
};

/** Marks that open and close a style, longest first so `**` is not read as two `*`. */
const MARKS: [string, Style | null][] = [
  ['**', 'bold'],
  ['__', 'underline'],
  ['~~', 'strike'],
  ['||', null],
  ['*', 'italic'],
  ['_', 'italic'],
];

const LINK = /^\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/;

/** One line's inline marks. */
function renderInline(line: string, codes: Record<Style, [string, string]>): string {
  let out = '';
  const open: string[] = [];
  for (let index = 0; index < line.length; ) {
    const rest = line.slice(index);
    if (rest[0] === '\\' && rest.length > 1) {
      out += rest[1];
      index += 2;
      continue;
    }
    if (rest[0] === '`') {
      const fence = rest.startsWith('```') ? '```' : '`';
      const end = rest.indexOf(fence, fence.length);
      if (end > 0) {
        out += codes.code[0] + rest.slice(fence.length, end) + codes.code[1];
        index += end + fence.length;
        continue;
      }
    }
    const link = LINK.exec(rest);
    if (link) {
      out += `${renderInline(link[1]!, codes)} <${link[2]}>`;
      index += link[0].length;
      continue;
    }
    const mark = MARKS.find(([text]) => rest.startsWith(text));
    if (mark) {
      const [text, style] = mark;
      // An underscore inside a word (snake_case) is text, as Discord reads it.
      const inWord = text === '_' && /\w/.test(line[index - 1] ?? '') && /\w/.test(line[index + 1] ?? '');
      const closes = open.at(-1) === text;
      const hasCloser = line.indexOf(text, index + text.length) > 0;
      if (!inWord && (closes || hasCloser)) {
        if (closes) open.pop();
        else open.push(text);
        if (style) out += codes[style][closes ? 1 : 0];
        index += text.length;
        continue;
      }
    }
    out += rest[0];
    index += 1;
  }
  // A style left open (a mark without its closer) ends with the line.
  for (const text of open.reverse()) {
    const style = MARKS.find(([mark]) => mark === text)?.[1];
    if (style) out += codes[style][1];
  }
  return out;
}

/**
 * `markdown` as terminal text: ANSI styles when `colors`, else plain text.
 * @example renderTerminalMarkdown('draw ~~a card~~**two cards**', false) // 'draw [-a card-]two cards'
 */
export function renderTerminalMarkdown(markdown: string, colors: boolean): string {
  const codes = colors ? ANSI : PLAIN;
  return markdown
    .split('\n')
    .map((line) => {
      const quote = /^>>?>? (.*)$/.exec(line);
      if (quote) return `│ ${renderInline(quote[1]!, codes)}`;
      const subtext = /^-# (.*)$/.exec(line);
      if (subtext) return codes.dim[0] + renderInline(subtext[1]!, codes) + codes.dim[1];
      const heading = /^#{1,3} (.*)$/.exec(line);
      if (heading) return codes.bold[0] + renderInline(heading[1]!, codes) + codes.bold[1];
      return renderInline(line, codes);
    })
    .join('\n');
}
