/**
 * The interactions the fake dispatched and what the bot did with them: the one allowed callback,
 * the original response message, follow-ups. Answers the interaction and webhook routes.
 */
import {
  InteractionResponseType,
  InteractionType,
  MessageFlags,
  MessageType,
  type APIInteraction,
  type APIMessage,
  type APIUser,
} from 'discord-api-types/v10';
import { messageObject } from './api-objects.js';
import { nextSnowflake, type FakeDiscordIds } from './ids.js';
import { applyMessageBody, asRecord, editMessage } from './message-bodies.js';
import type { RecordedFile } from './request-recorder.js';
import { discordError, noContent, ok, type RestResponse } from './rest-router.js';

/** Callback types Discord accepts for each interaction type. */
const ALLOWED_CALLBACKS: Record<InteractionType, readonly InteractionResponseType[]> = {
  [InteractionType.Ping]: [InteractionResponseType.Pong],
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [InteractionResponseType.ApplicationCommandAutocompleteResult],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

interface InteractionState {
  interaction: APIInteraction;
  acknowledged: boolean;
  /** The message `@original` refers to, once there is one. */
  original: APIMessage | null;
  followUps: Map<string, APIMessage>;
}

const unknownInteraction = () => discordError(404, 10062, 'Unknown interaction');
const unknownWebhook = () => discordError(404, 10015, 'Unknown Webhook');
const unknownMessage = () => discordError(404, 10008, 'Unknown Message');

export class InteractionStore {
  readonly #byToken = new Map<string, InteractionState>();

  constructor(
    private readonly ids: FakeDiscordIds,
    private readonly bot: APIUser,
  ) {}

  /** Makes an interaction known, so the bot may answer it. */
  register(interaction: APIInteraction): void {
    this.#byToken.set(interaction.token, { interaction, acknowledged: false, original: null, followUps: new Map() });
  }

  /** POST /interactions/:id/:token/callback — the one response an interaction allows. */
  callback(interactionId: string, token: string, body: unknown, files: RecordedFile[], withResponse: boolean): RestResponse {
    const state = this.#byToken.get(token);
    if (!state || state.interaction.id !== interactionId) return unknownInteraction();
    if (state.acknowledged) return discordError(400, 40060, 'Interaction has already been acknowledged.');
    const { type, data } = asRecord(body);
    const allowed = ALLOWED_CALLBACKS[state.interaction.type];
    if (!allowed.includes(type as InteractionResponseType)) {
      return discordError(400, 50035, `Invalid Form Body: callback type ${String(type)} is not allowed for interaction type ${state.interaction.type}`);
    }
    state.acknowledged = true;
    state.original = this.#messageAfterCallback(state, type as InteractionResponseType, data, files);
    if (!withResponse) return noContent;
    const message = state.original;
    return ok({
      interaction: {
        id: state.interaction.id,
        type: state.interaction.type,
        ...(message
          ? {
              response_message_id: message.id,
              response_message_loading: ((message.flags ?? 0) & MessageFlags.Loading) !== 0,
              response_message_ephemeral: ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0,
            }
          : {}),
      },
      resource: { type, ...(message ? { message } : {}) },
    });
  }

  /** GET /webhooks/:applicationId/:token/messages/:messageId (`@original` or a follow-up's id). */
  getMessage(applicationId: string, token: string, messageId: string): RestResponse {
    const state = this.#webhookState(applicationId, token);
    if (!state) return unknownWebhook();
    const message = this.#message(state, messageId);
    return message ? ok(message) : unknownMessage();
  }

  /** PATCH /webhooks/:applicationId/:token/messages/:messageId. */
  editMessage(applicationId: string, token: string, messageId: string, body: unknown, files: RecordedFile[]): RestResponse {
    const state = this.#webhookState(applicationId, token);
    if (!state) return unknownWebhook();
    const message = this.#message(state, messageId);
    if (!message) return unknownMessage();
    const edited = editMessage(message, body, files);
    this.#store(state, edited);
    return ok(edited);
  }

  /** DELETE /webhooks/:applicationId/:token/messages/:messageId. */
  deleteMessage(applicationId: string, token: string, messageId: string): RestResponse {
    const state = this.#webhookState(applicationId, token);
    if (!state) return unknownWebhook();
    const message = this.#message(state, messageId);
    if (!message) return unknownMessage();
    if (message.id === state.original?.id) state.original = null;
    state.followUps.delete(message.id);
    return noContent;
  }

  /** POST /webhooks/:applicationId/:token — a follow-up message; Discord answers only after acknowledgement. */
  followUp(applicationId: string, token: string, body: unknown, files: RecordedFile[], wait: boolean): RestResponse {
    const state = this.#webhookState(applicationId, token);
    if (!state?.acknowledged) return unknownWebhook();
    const message = this.#newResponseMessage(state, body, files);
    state.followUps.set(message.id, message);
    return wait ? ok(message) : noContent;
  }

  #webhookState(applicationId: string, token: string): InteractionState | undefined {
    return applicationId === this.ids.applicationId ? this.#byToken.get(token) : undefined;
  }

  #message(state: InteractionState, messageId: string): APIMessage | undefined {
    if (messageId === '@original' || messageId === state.original?.id) return state.original ?? undefined;
    return state.followUps.get(messageId);
  }

  #store(state: InteractionState, message: APIMessage): void {
    if (message.id === state.original?.id) state.original = message;
    else state.followUps.set(message.id, message);
  }

  #messageAfterCallback(state: InteractionState, type: InteractionResponseType, data: unknown, files: RecordedFile[]): APIMessage | null {
    const componentMessage = 'message' in state.interaction ? (state.interaction.message ?? null) : null;
    switch (type) {
      case InteractionResponseType.ChannelMessageWithSource:
        return this.#newResponseMessage(state, data, files);
      case InteractionResponseType.DeferredChannelMessageWithSource: {
        const flags = MessageFlags.Loading | (Number(asRecord(data).flags ?? 0) & MessageFlags.Ephemeral);
        return this.#newResponseMessage(state, { flags }, []);
      }
      case InteractionResponseType.DeferredMessageUpdate:
        return componentMessage;
      case InteractionResponseType.UpdateMessage:
        return componentMessage && editMessage(componentMessage, data, files);
      default:
        return null;
    }
  }

  /** A message sent through the interaction's webhook: by the bot, in the interaction's channel. */
  #newResponseMessage(state: InteractionState, body: unknown, files: RecordedFile[]): APIMessage {
    const { interaction } = state;
    const user = interaction.member?.user ?? interaction.user;
    const base = messageObject({
      id: nextSnowflake(),
      channelId: interaction.channel?.id ?? interaction.channel_id ?? this.ids.channelId,
      guildId: interaction.guild_id ?? null,
      author: this.bot,
      webhookId: this.ids.applicationId,
      applicationId: this.ids.applicationId,
      type: interaction.type === InteractionType.ApplicationCommand ? MessageType.ChatInputCommand : MessageType.Default,
      ...(user
        ? {
            interactionMetadata: {
              id: interaction.id,
              type: interaction.type,
              user,
              authorizing_integration_owners: interaction.authorizing_integration_owners,
            } as APIMessage['interaction_metadata'],
          }
        : {}),
    });
    return applyMessageBody(base, body, files);
  }
}
