/**
 * Wrapping a rendered reply to a terminal's width at word boundaries (wrap-ansi keeps ANSI styles
 * across the break), each line's continuation indented under its text. Loaded only when the output
 * is a terminal: wrap-ansi and its Unicode width tables take 60–200 ms to load.
 */
import wrapAnsi from 'wrap-ansi';

/** `text` with every line wrapped to `width` columns. */
export function wrapToWidth(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
}

/**
 * One line wrapped to `width`, its continuation lines indented under its text: a quoted example
 * keeps its bar, a bullet's text stays to the right of the bullet.
 */
function wrapLine(line: string, width: number): string {
  const [, spaces = '', marker = ''] = /^([ \t]*)(│ |• |- |\d+\. )?/.exec(line) ?? [];
  const lead = spaces + marker;
  const hanging = spaces + (marker === '│ ' ? marker : ' '.repeat(marker.length));
  // Narrow windows still get at least 20 columns of text rather than a column of single words.
  const wrapped = wrapAnsi(line.slice(lead.length), Math.max(width - lead.length, 20), { hard: true, trim: true });
  return wrapped
    .split('\n')
    .map((part, index) => (index === 0 ? lead : hanging) + part)
    .join('\n');
}

/** The render options for output to `stream` when it is a terminal: its width (read now: windows resize) and whether it shows colour. */
export function terminalRendering(stream: NodeJS.WriteStream | undefined, env: NodeJS.ProcessEnv): { wrap?: (text: string) => string; colors: boolean } {
  if (!stream) return { colors: false };
  return { wrap: (text) => wrapToWidth(text, stream.columns || 80), colors: stream.hasColors(env) };
}
