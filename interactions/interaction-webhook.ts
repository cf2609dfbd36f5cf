/**
 * Finishing an interaction after its first response, through Discord's interaction webhook (no bot
 * token needed: the interaction's token is the credential, valid 15 minutes). Both transports use
 * it: the gateway bot and the HTTP endpoint defer the same way and finish the same way.
 */
import type { MessagePayload } from '../commands/payload/message-payload.js';

/** Discord's REST base when DISCORD_API_URL does not override it. */
export const DEFAULT_DISCORD_API_URL = 'https://discord.com/api';

/** The follow-up calls one interaction can make. */
export interface InteractionWebhook {
  /** PATCH …/messages/@original: fills in a deferred reply, or edits the pressed message after a deferred update. */
  editOriginal(payload: MessagePayload): Promise<void>;
  /** DELETE …/messages/@original: removes a deferred public "thinking…" placeholder. */
  deleteOriginal(): Promise<void>;
  /** POST /webhooks/{app}/{token}: a new message (an ephemeral answer after a public deferral). */
  followUp(payload: MessagePayload): Promise<void>;
}

/** Discord refused a follow-up: the status and Discord's own message, never the token-bearing URL. */
export class WebhookError extends Error {
  constructor(
    readonly status: number,
    what: string,
    detail: string,
  ) {
    super(`Discord answered ${status} to ${what}: ${detail.slice(0, 300)}`);
  }
}

/** The webhook of interaction `token` of application `applicationId`, against `apiUrl` (DISCORD_API_URL). */
export function interactionWebhook(apiUrl: string | undefined, applicationId: string, token: string): InteractionWebhook {
  const base = `${(apiUrl ?? DEFAULT_DISCORD_API_URL).replace(/\/+$/, '')}/v10/webhooks/${applicationId}/${token}`;
  const send = async (method: string, path: string, what: string, body?: MessagePayload) => {
    const response = await fetch(base + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new WebhookError(response.status, what, await response.text().catch(() => ''));
    await response.body?.cancel();
  };
  return {
    editOriginal: (payload) => send('PATCH', '/messages/@original', 'editing the original response', payload),
    deleteOriginal: () => send('DELETE', '/messages/@original', 'deleting the original response'),
    followUp: (payload) => send('POST', '', 'a follow-up message', payload),
  };
}
