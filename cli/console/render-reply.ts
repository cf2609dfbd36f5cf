/** A message payload rendered readably for a terminal, its buttons as numbered choices. */
import { ComponentType } from 'discord-api-types/v10';
import type { MessagePayload } from '../../commands/payload/message-payload.js';
import { unescapeMarkdown } from '../../common/markdown.js';

export interface TerminalChoice {
  label: string;
  customId: string;
  /** For a select-menu option: the value it selects. */
  values: string[];
}

/** Discord markdown → plain text: bold marks dropped, escapes undone. */
export function plainText(markdown: string): string {
  return unescapeMarkdown(markdown.replace(/(?<!\\)\*\*/g, ''));
}

/** The text of a reply and the choices its enabled buttons and select options offer. */
export function renderReply(payload: MessagePayload): { text: string; choices: TerminalChoice[] } {
  const lines: string[] = [];
  for (const embed of payload.embeds) {
    if (embed.title) lines.push(`== ${plainText(embed.title)} ==`);
    if (embed.url) lines.push(embed.url);
    if (embed.description) lines.push('', plainText(embed.description));
    for (const field of embed.fields ?? []) lines.push('', `${plainText(field.name)}:`, plainText(field.value));
    if (embed.footer) lines.push('', `-- ${embed.footer.text}`);
  }
  if (payload.flags) lines.push('(only you can see this)');
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
  if (choices.length > 0) lines.push('', choices.map((choice, index) => `[${index + 1}] ${choice.label}`).join('   '));
  return { text: lines.join('\n') + '\n', choices };
}
