/** The /ruling log form as Discord sends it back submitted, by a member who can manage the server (a judge by default). */
import { InteractionType, PermissionFlagsBits, type APIInteraction } from 'discord-api-types/v10';
import { chatInputInteraction, nextSnowflake } from './fake-discord/index.js';

/** `payload` sent by a member with Manage Server. */
export function asManager<Payload extends APIInteraction>(payload: Payload): Payload {
  payload.member!.permissions = (BigInt(payload.member!.permissions) | PermissionFlagsBits.ManageGuild).toString();
  return payload;
}

/** A submitted /ruling log form with these fields, its own id and token. */
export function rulingFormSubmission(question: string, ruling: string, citations = ''): APIInteraction {
  const command = asManager(chatInputInteraction({ name: 'ruling', subcommand: 'log' }));
  const field = (custom_id: string, value: string) => ({ type: 1, components: [{ type: 4, custom_id, value }] });
  return {
    ...command,
    id: nextSnowflake(),
    token: `form-${nextSnowflake()}`,
    type: InteractionType.ModalSubmit,
    data: { custom_id: `ruling:${command.member!.user.id}:log`, components: [field('question', question), field('ruling', ruling), field('citations', citations)] },
  } as unknown as APIInteraction;
}
