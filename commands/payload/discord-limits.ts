/** Discord's hard limits on what a message may hold, and a check that lists every violation. */
import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord-api-types/v10';

export const LIMITS = {
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  author: 256,
  embedsPerMessage: 10,
  /** Sum of all embeds' title, description, field names and values, footer and author. */
  charactersPerMessage: 6000,
  actionRows: 5,
  componentsPerRow: 5,
  buttonLabel: 80,
  selectOptions: 25,
  selectOptionText: 100,
  customId: 100,
  autocompleteChoices: 25,
  choiceName: 100,
  choiceValue: 100,
} as const;

/** The characters Discord counts toward the 6000 per message. */
export function embedCharacters(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** Every way `payload` breaks a Discord limit; [] when it is fine. */
export function limitViolations(payload: { embeds: APIEmbed[]; components: APIActionRowComponent<APIComponentInMessageActionRow>[] }): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  check(payload.embeds.length <= LIMITS.embedsPerMessage, `${payload.embeds.length} embeds`);
  check(
    payload.embeds.reduce((sum, embed) => sum + embedCharacters(embed), 0) <= LIMITS.charactersPerMessage,
    'more than 6000 characters in embeds',
  );
  payload.embeds.forEach((embed, index) => {
    check((embed.title?.length ?? 0) <= LIMITS.title, `embed ${index} title too long`);
    check((embed.description?.length ?? 0) <= LIMITS.description, `embed ${index} description too long`);
    check((embed.footer?.text.length ?? 0) <= LIMITS.footer, `embed ${index} footer too long`);
    check((embed.fields?.length ?? 0) <= LIMITS.fields, `embed ${index} has too many fields`);
    for (const field of embed.fields ?? []) {
      check(field.name.length > 0 && field.name.length <= LIMITS.fieldName, `embed ${index} field name length ${field.name.length}`);
      check(field.value.length > 0 && field.value.length <= LIMITS.fieldValue, `embed ${index} field value length ${field.value.length}`);
    }
  });
  const rows = payload.components ?? [];
  check(rows.length <= LIMITS.actionRows, `${rows.length} action rows`);
  for (const row of rows) {
    check(row.components.length <= LIMITS.componentsPerRow, 'too many components in a row');
    for (const component of row.components) {
      if ('custom_id' in component) check(component.custom_id.length <= LIMITS.customId, `custom id too long: ${component.custom_id}`);
      if ('label' in component && component.label) check(component.label.length <= LIMITS.buttonLabel, `button label too long`);
      if ('options' in component && component.options) {
        check(component.options.length >= 1 && component.options.length <= LIMITS.selectOptions, 'select menu option count');
        for (const option of component.options) {
          check(option.label.length <= LIMITS.selectOptionText && option.value.length <= LIMITS.selectOptionText, 'select option too long');
          check((option.description?.length ?? 0) <= LIMITS.selectOptionText, 'select option description too long');
        }
      }
    }
  }
  return problems;
}
