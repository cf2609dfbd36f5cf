/** Plain builders for message components (buttons, select menus, rows). */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type {
  APIActionRowComponent,
  APIButtonComponentWithCustomId,
  APIComponentInMessageActionRow,
  APISelectMenuOption,
  APIStringSelectComponent,
} from 'discord-api-types/v10';
import { LIMITS } from './discord-limits.js';

export type ActionRow = APIActionRowComponent<APIComponentInMessageActionRow>;

export function button(
  customId: string,
  label: string,
  options: { disabled?: boolean; style?: ButtonStyle } = {},
): APIButtonComponentWithCustomId {
  return {
    type: ComponentType.Button,
    custom_id: customId,
    label: label.slice(0, LIMITS.buttonLabel),
    style: (options.style ?? ButtonStyle.Secondary) as APIButtonComponentWithCustomId['style'],
    disabled: options.disabled ?? false,
  };
}

export function stringSelect(customId: string, placeholder: string, options: APISelectMenuOption[]): APIStringSelectComponent {
  return {
    type: ComponentType.StringSelect,
    custom_id: customId,
    placeholder: placeholder.slice(0, 150),
    options: options.slice(0, LIMITS.selectOptions).map((option) => ({
      ...option,
      label: option.label.slice(0, LIMITS.selectOptionText),
      ...(option.description ? { description: shorten(option.description, LIMITS.selectOptionText) } : {}),
    })),
  };
}

export function actionRow(...components: APIComponentInMessageActionRow[]): ActionRow {
  return { type: ComponentType.ActionRow, components };
}

/** Shortens a label or preview to `max` characters with an ellipsis (previews only, never rule text). */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1).trimEnd() + '…';
}
