/**
 * A message payload rendered for a terminal: its markdown as terminal styles (terminal-markdown.ts),
 * wrapped to the terminal's width (wrap-to-width.ts), and its buttons and menu options as numbered
 * choices, one per line.
 */
import { ComponentType } from 'discord-api-types/v10';
import type { MessagePayload } from '../../commands/payload/message-payload.js';
import { renderTerminalMarkdown } from './terminal-markdown.js';

export interface TerminalChoice {
  label: string;
  customId: string;
  /** For a select-menu option: the value it selects. */
  values: string[];
}

export interface RenderOptions {
  /** Wraps the text to a terminal's width (wrap-to-width.ts); unset: no wrapping (a pipe, a file). */
  wrap?: (text: string) => string;
  /** ANSI styles (a terminal with colour, no NO_COLOR); plain text otherwise. */
  colors?: boolean;
}

/** The text of a reply and the choices its enabled buttons and select options offer. */
export function renderReply(payload: MessagePayload, options: RenderOptions = {}): { text: string; choices: TerminalChoice[] } {
  const colors = options.colors ?? false;
  const text = (markdown: string) => renderTerminalMarkdown(markdown, colors);
  const bold = (plain: string) => (colors ? `\x1b[1m${plain}\x1b[22m` : plain);
  const dim = (plain: string) => (colors ? `\x1b[2m${plain}\x1b[22m` : plain);
  const lines: string[] = [];
  for (const embed of payload.embeds) {
    if (embed.title) lines.push(colors ? bold(text(embed.title)) : `== ${text(embed.title)} ==`);
    if (embed.url) lines.push(dim(embed.url));
    if (embed.description) lines.push('', text(embed.description));
    for (const field of embed.fields ?? []) lines.push('', bold(`${text(field.name)}:`), text(field.value));
    if (embed.footer) lines.push('', dim(`-- ${embed.footer.text}`));
  }
  // A reply only its asker sees is every reply in a one-person terminal: its flag says nothing here.
  const choices: TerminalChoice[] = [];
  for (const row of payload.components) {
    for (const component of row.components) {
      if (component.type === ComponentType.Button && 'custom_id' in component && !component.disabled) {
        choices.push({ label: component.label ?? component.custom_id, customId: component.custom_id, values: [] });
      } else if (component.type === ComponentType.StringSelect) {
        for (const option of component.options) {
          choices.push({ label: `${component.placeholder ?? 'Select'}: ${option.label}`, customId: component.custom_id, values: [option.value] });
        }
      }
    }
  }
  if (choices.length > 0) lines.push('', ...choices.map((choice, index) => `${bold(`[${index + 1}]`)} ${choice.label}`));
  const body = lines.join('\n');
  return { text: (options.wrap ? options.wrap(body) : body) + '\n', choices };
}

