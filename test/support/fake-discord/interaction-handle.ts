/** What a test holds after dispatching an interaction: awaitable views of the bot's answers to it. */
import type {
  APIInteraction,
  APIInteractionResponse,
  RESTPatchAPIWebhookWithTokenMessageJSONBody,
  RESTPostAPIWebhookWithTokenJSONBody,
} from 'discord-api-types/v10';
import { describeRequests, type RecordedRequest, type RequestPredicate, type RequestRecorder } from './request-recorder.js';

export interface InteractionHandle<Payload extends APIInteraction = APIInteraction> {
  /** The INTERACTION_CREATE data that was dispatched. */
  readonly payload: Payload;
  /** The body (`{ type, data }`) of the bot's POST /interactions/:id/:token/callback. Rejects at once if Discord refused it. */
  callback(timeoutMs?: number): Promise<APIInteractionResponse>;
  /** The body of the next PATCH …/messages/@original that an earlier call has not returned. */
  nextEdit(timeoutMs?: number): Promise<RESTPatchAPIWebhookWithTokenMessageJSONBody>;
  /** The body of the next follow-up (POST /webhooks/:applicationId/:token) that an earlier call has not returned. */
  nextFollowUp(timeoutMs?: number): Promise<RESTPostAPIWebhookWithTokenJSONBody>;
  /** Every REST request so far made with this interaction's token (with files and statuses). */
  requests(): RecordedRequest[];
}

/** The request's body when Discord accepted it; an error naming the refusal otherwise. */
function acceptedBody<Body>(request: RecordedRequest, recorder: RequestRecorder): Body {
  if (request.status < 300) return request.body as Body;
  throw new Error(
    `fake Discord refused ${request.method} ${request.path} with ${request.status}. Requests so far:\n${describeRequests(recorder.requests)}`,
  );
}

/** A handle on `payload`'s callback, edits and follow-ups as the recorder sees them. */
export function interactionHandle<Payload extends APIInteraction>(payload: Payload, recorder: RequestRecorder): InteractionHandle<Payload> {
  const callbackPath = `/interactions/${payload.id}/${payload.token}/callback`;
  const webhookPath = `/webhooks/${payload.application_id}/${payload.token}`;
  const originalPath = `${webhookPath}/messages/@original`;
  // Each `next…` call moves past the request it returned, so successive calls see successive requests.
  const cursors = { edit: 0, followUp: 0 };

  async function next<Body>(cursor: keyof typeof cursors, predicate: RequestPredicate, description: string, timeoutMs?: number) {
    const { request, index } = await recorder.waitFor(predicate, { fromIndex: cursors[cursor], timeoutMs, description });
    cursors[cursor] = index + 1;
    return acceptedBody<Body>(request, recorder);
  }

  return {
    payload,
    async callback(timeoutMs) {
      const { request } = await recorder.waitFor((r) => r.method === 'POST' && r.path === callbackPath, {
        timeoutMs,
        description: `callback for interaction ${payload.id}`,
      });
      return acceptedBody<APIInteractionResponse>(request, recorder);
    },
    nextEdit(timeoutMs) {
      const isEdit: RequestPredicate = (r) => r.method === 'PATCH' && r.path === originalPath;
      return next<RESTPatchAPIWebhookWithTokenMessageJSONBody>('edit', isEdit, `PATCH ${originalPath}`, timeoutMs);
    },
    nextFollowUp(timeoutMs) {
      const isFollowUp: RequestPredicate = (r) => r.method === 'POST' && r.path === webhookPath;
      return next<RESTPostAPIWebhookWithTokenJSONBody>('followUp', isFollowUp, `follow-up POST ${webhookPath}`, timeoutMs);
    },
    requests() {
      return recorder.requests.filter((r) => r.path.includes(`/${payload.token}`));
    },
  };
}
