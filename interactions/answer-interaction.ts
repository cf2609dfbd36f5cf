/**
 * Answers one interaction, whatever transport brought it: reads what it asks, runs the handler on
 * the worker pool (through the dispatcher), and sends the answer as the first response when it is
 * ready within DEFER_AFTER_MS, else defers (type 5 or 6) and finishes through the interaction's
 * webhook. The transport supplies only `respond`, how the first response travels: the HTTP
 * response body, or the gateway bot's POST to the callback endpoint.
 */
import {
  InteractionResponseType,
  InteractionType,
  type APIInteraction,
  type APIInteractionResponse,
} from 'discord-api-types/v10';
import type { ComponentResult } from '../commands/framework/dispatch.js';
import type { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { toMessagePayload, type MessagePayload, type Reply } from '../commands/payload/message-payload.js';
import { apologyReply, errorReply, isErrorReply } from '../commands/payload/reply-helpers.js';
import type { InteractionWebhook } from './interaction-webhook.js';
import { checkInteractionShape } from './interaction-shape.js';
import { interactionFacts, readInteraction, type InteractionFacts, type InteractionRequest } from './read-interaction.js';

/** Discord gives 3 s for the first response; a handler not done after this is deferred. */
export const DEFER_AFTER_MS = 2000;

/** How an interaction ended, for the log line and the metrics. */
export type InteractionOutcome =
  /** The handler's answer went out. */
  | 'ok'
  /** An answer went out, but it says what was wrong (a user error, or an apology for a handler failure). */
  | 'error_reply'
  /** Sending the answer failed (Discord refused it, or it broke a limit): an apology was attempted. */
  | 'failed'
  /** An interaction type this bot does not handle. */
  | 'unsupported'
  /** Not an interaction as Discord sends one (interaction-shape.ts): refused with the sentence in `problem`, never run. */
  | 'rejected'
  /** Discord had already had this interaction answered (a gateway event delivered twice): this answer was not taken, and nothing more was sent. */
  | 'duplicate';

/** One line of the interaction log: what was asked, by whom, where, how long it took, how it ended. Never the token. */
export interface InteractionRecord {
  /** The interaction's id; '' when a rejected payload had none. */
  id: string;
  kind: InteractionRequest['kind'] | 'rejected';
  command: string;
  guild: string | null;
  user: string;
  ms: number;
  outcome: InteractionOutcome;
  /** Whether the answer came through the webhook after a deferral. */
  deferred: boolean;
  /** Why a rejected payload is not an interaction (outcome `rejected`). */
  problem?: string;
  error?: unknown;
}

export interface AnswerOptions {
  dispatcher: PooledDispatcher;
  /** Sends the interaction's one first response. */
  respond(response: APIInteractionResponse): Promise<void>;
  /** The interaction's webhook, for finishing after a deferral (made once the payload is known to be an interaction). */
  webhook: (interaction: APIInteraction) => InteractionWebhook;
  deferAfterMs?: number;
}

/** Said when a form could not open because its handler took too long (a modal cannot follow a deferral). */
const MODAL_TOO_LATE = errorReply('That form took too long to open; run the command again.');

/**
 * Answers the interaction `payload` (parsed JSON, as either transport received it); never rejects
 * (failures are in the record). A payload that is not an interaction as Discord sends one is not
 * answered at all: its record's outcome is `rejected`, with the sentence saying why.
 */
export async function answerInteraction(payload: unknown, options: AnswerOptions): Promise<InteractionRecord> {
  const started = performance.now();
  const shape = checkInteractionShape(payload);
  if (!shape.ok) return rejectedRecord(payload, shape.problem, started);
  const { interaction } = shape;
  const request = readInteraction(interaction);
  const facts = interactionFacts(interaction, request);
  const state = { responded: false, deferred: false };
  const respond = async (response: APIInteractionResponse) => {
    state.responded = true;
    await options.respond(response);
  };
  let outcome: InteractionOutcome;
  let error: unknown;
  try {
    outcome = await answer(interaction, request, facts, options, respond, state);
  } catch (caught) {
    if (answeredElsewhere(caught)) outcome = 'duplicate';
    else {
      outcome = 'failed';
      error = caught;
      await apologise(interaction, options, respond, state).catch(() => undefined);
    }
  }
  return {
    id: interaction.id,
    kind: request.kind,
    command: facts.label,
    guild: facts.guildId,
    user: facts.userId,
    ms: Math.round(performance.now() - started),
    outcome,
    deferred: state.deferred,
    ...(error === undefined ? {} : { error }),
  };
}

/** The record of a payload refused as no interaction: what little it says of itself (a text id or server, when it has one). */
export function rejectedRecord(payload: unknown, problem: string, started: number): InteractionRecord {
  const field = (name: string) => {
    const value = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : null;
  };
  return { id: field('id') ?? '', kind: 'rejected', command: 'rejected', guild: field('guild_id'), user: '', ms: Math.round(performance.now() - started), outcome: 'rejected', deferred: false, problem };
}

async function answer(
  interaction: APIInteraction,
  request: InteractionRequest,
  { userId, guildId, member }: InteractionFacts,
  options: AnswerOptions,
  respond: (response: APIInteractionResponse) => Promise<void>,
  state: { deferred: boolean },
): Promise<InteractionOutcome> {
  const { dispatcher } = options;
  switch (request.kind) {
    case 'ping':
      await respond({ type: InteractionResponseType.Pong });
      return 'ok';
    case 'autocomplete': {
      const choices = await dispatcher.autocomplete(request.name, request.focused);
      await respond({ type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices } });
      return 'ok';
    }
    case 'unsupported':
      if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
        await respond({ type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } });
      } else {
        await respond({ type: InteractionResponseType.ChannelMessageWithSource, data: toMessagePayload(errorReply('This bot does not handle that kind of interaction.')) });
      }
      return 'unsupported';
    case 'command':
    case 'message-command':
    case 'modal-submit':
    case 'component': {
      const isComponent = request.kind === 'component';
      // The server's settings (who sees answers, its REL…) are read by the dispatcher from the state store;
      // the member's roles and permissions decide who may log rulings.
      // The interaction's id keys its writes to the state store: a replay answers with the first result.
      const place = { guildId, member, interactionId: interaction.id };
      const asNew = (reply: Reply): ComponentResult => ({ reply, edit: false });
      const produce: Promise<ComponentResult> =
        request.kind === 'component'
          ? dispatcher.component(request.customId, request.values, userId, place)
          : request.kind === 'message-command'
            ? dispatcher.messageCommand(request.name, request.message, userId, place).then(asNew)
            : request.kind === 'modal-submit'
              ? dispatcher.modalSubmit(request.customId, request.fields, userId, place).then(asNew)
              : dispatcher.command(request.name, request.options, userId, place).then(asNew);
      let deferral: Promise<void> | undefined;
      const timer = setTimeout(() => {
        state.deferred = true;
        deferral = respond({ type: isComponent ? InteractionResponseType.DeferredMessageUpdate : InteractionResponseType.DeferredChannelMessageWithSource });
      }, options.deferAfterMs ?? DEFER_AFTER_MS);
      let result: ComponentResult;
      try {
        result = await produce;
      } finally {
        clearTimeout(timer);
      }
      const { modal } = result.reply;
      // A form opens only as the first response: one that came too late says so instead.
      if (modal && !deferral && request.kind !== 'modal-submit') {
        await respond({ type: InteractionResponseType.Modal, data: modal });
        return 'ok';
      }
      const payload = toMessagePayload(modal ? MODAL_TOO_LATE : result.reply);
      if (deferral) {
        await deferral;
        await finishDeferred(options.webhook(interaction), payload, isComponent, result.edit);
      } else {
        const type = isComponent && result.edit ? InteractionResponseType.UpdateMessage : InteractionResponseType.ChannelMessageWithSource;
        await respond({ type, data: payload });
      }
      return isErrorReply(result.reply) ? 'error_reply' : 'ok';
    }
  }
}

/**
 * After a deferral: a press that edits its message edits it; any other press answers with a new
 * message. A deferred command's placeholder is public, so an ephemeral answer replaces it with a
 * follow-up (a message cannot turn ephemeral once sent).
 */
async function finishDeferred(webhook: InteractionWebhook, payload: MessagePayload, isComponent: boolean, edit: boolean): Promise<void> {
  if (isComponent) {
    await (edit ? webhook.editOriginal(payload) : webhook.followUp(payload));
  } else if (payload.flags) {
    await webhook.deleteOriginal();
    await webhook.followUp(payload);
  } else await webhook.editOriginal(payload);
}

/**
 * Discord refused the answer because the interaction was answered already (its error 40060): the
 * same interaction reached the bot twice, and the first answer — with the same result, as its
 * writes are made once (state/interaction-writes.ts) — is what the user sees. No apology follows.
 */
function answeredElsewhere(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 40060;
}

/** Tries once to tell the user something went wrong: as the first response if none went out, else as a follow-up. */
async function apologise(
  interaction: APIInteraction,
  options: AnswerOptions,
  respond: (response: APIInteractionResponse) => Promise<void>,
  state: { responded: boolean },
): Promise<void> {
  if (interaction.type === InteractionType.Ping) return;
  if (interaction.type === InteractionType.ApplicationCommandAutocomplete) {
    if (!state.responded) await respond({ type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } });
    return;
  }
  const payload = toMessagePayload(apologyReply());
  if (!state.responded) await respond({ type: InteractionResponseType.ChannelMessageWithSource, data: payload });
  else await options.webhook(interaction).followUp(payload);
}
