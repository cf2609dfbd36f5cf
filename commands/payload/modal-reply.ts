/**
 * Replies that open a modal (a form of text inputs), and Discord's limits on them: a title of 45
 * characters, up to 5 text inputs, each label 45 characters, each value 4,000 characters.
 */
import { ComponentType, TextInputStyle, type APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { Reply } from './message-payload.js';

export const MODAL_LIMITS = { title: 45, inputs: 5, label: 45, value: 4000, placeholder: 100 } as const;

export interface TextInput {
  /** Read back as the submission's field of this name. */
  id: string;
  label: string;
  /** Several lines (a paragraph) or one. */
  paragraph: boolean;
  required: boolean;
  /** The most characters the user may type (Discord's cap: 4,000). */
  maxLength?: number;
  placeholder?: string;
  /** Pre-filled text (an edit). */
  value?: string;
}

/** Throws on a modal that breaks Discord's limits: a bug in the code that built it, never user input. */
function checkLimits(title: string, inputs: readonly TextInput[]): void {
  const problems = [
    title.length > MODAL_LIMITS.title && `title longer than ${MODAL_LIMITS.title}`,
    inputs.length > MODAL_LIMITS.inputs && `more than ${MODAL_LIMITS.inputs} inputs`,
    ...inputs.map((input) => input.label.length > MODAL_LIMITS.label && `label "${input.label}" longer than ${MODAL_LIMITS.label}`),
    ...inputs.map((input) => (input.value ?? '').length > MODAL_LIMITS.value && `value of ${input.id} longer than ${MODAL_LIMITS.value}`),
    ...inputs.map((input) => (input.placeholder ?? '').length > MODAL_LIMITS.placeholder && `placeholder of ${input.id} too long`),
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Modal breaks Discord limits: ${problems.join('; ')}`);
}

/**
 * A reply that opens a modal titled `title` with `inputs`, each on its own row; `customId` routes
 * the submission back to the command (custom-id.ts).
 */
export function modalReply(customId: string, title: string, inputs: readonly TextInput[]): Reply {
  checkLimits(title, inputs);
  const modal: APIModalInteractionResponseCallbackData = {
    custom_id: customId,
    title,
    components: inputs.map((input) => ({
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.TextInput,
          custom_id: input.id,
          label: input.label,
          style: input.paragraph ? TextInputStyle.Paragraph : TextInputStyle.Short,
          required: input.required,
          max_length: input.maxLength ?? MODAL_LIMITS.value,
          ...(input.placeholder ? { placeholder: input.placeholder } : {}),
          ...(input.value ? { value: input.value } : {}),
        },
      ],
    })),
  };
  return { embeds: [], modal };
}
