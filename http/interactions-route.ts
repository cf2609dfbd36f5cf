/**
 * POST /interactions, Discord's interactions endpoint: the body's size, then its signature, are
 * checked before anything else runs; PING is answered PONG; everything else goes to the shared
 * answerInteraction, whose first response becomes this request's response. A deferred answer is
 * finished through the webhook after the response has left (Discord must have the deferral first).
 */
import type { ServerResponse } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { APIInteractionResponse } from 'discord-api-types/v10';
import type { ServiceRuntime } from '../bot/service-runtime.js';
import { answerInteraction, rejectedRecord } from '../interactions/answer-interaction.js';
import { interactionWebhook } from '../interactions/interaction-webhook.js';
import type { InFlight } from './in-flight.js';
import { readBody } from './read-body.js';
import { signatureProblem } from './verify-signature.js';

/**
 * Far above any interaction Discord sends (a message command's resolved message with ten embeds
 * and its components is under 100 KB), and small enough that reading and hashing it costs nothing.
 */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface InteractionsRouteOptions {
  runtime: Pick<ServiceRuntime, 'dispatcher' | 'observe'>;
  publicKey: KeyObject;
  /** DISCORD_API_URL: where the webhook follow-ups go. */
  apiUrl: string | undefined;
  inFlight: InFlight;
  /** Tests shorten it to see a deferral. */
  deferAfterMs?: number;
}

/** Resolves once `outgoing` has been handed to the operating system (or the client went away). */
function sent(outgoing: ServerResponse): Promise<void> {
  if (outgoing.writableFinished || outgoing.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    outgoing.once('finish', resolve);
    outgoing.once('close', resolve);
  });
}

/** A header sent once; a repeated one is as good as missing. */
const oneHeader = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The interactions endpoint. */
export function interactionsRoute(options: InteractionsRouteOptions): Hono<{ Bindings: HttpBindings }> {
  const { runtime, publicKey, apiUrl, inFlight } = options;
  const app = new Hono<{ Bindings: HttpBindings }>();
  app.post('/interactions', async (c) => {
    // A stopping replica answers nothing new; a reverse proxy retries 503s on another replica.
    if (inFlight.draining) return c.text('Shutting down', 503, { connection: 'close', 'retry-after': '1' });
    let body: Buffer | null;
    try {
      body = await readBody(c.env.incoming, MAX_BODY_BYTES);
    } catch {
      // The client went away mid-body: nobody is left to answer, and it is not a server error to log.
      return c.text('Bad request: the body was cut off', 400, { connection: 'close' });
    }
    // The connection closes after a 413: the rest of the oversized body is never read.
    if (!body) return c.text('Request body too large', 413, { connection: 'close' });
    const { headers } = c.env.incoming;
    const problem = await signatureProblem(publicKey, oneHeader(headers['x-signature-ed25519']), oneHeader(headers['x-signature-timestamp']), body);
    if (problem) return c.text(`Unauthorized: ${problem}`, 401);
    let payload: unknown;
    try {
      payload = JSON.parse(body.toString('utf8'));
    } catch {
      const problem = 'the body is not JSON.';
      runtime.observe(rejectedRecord(undefined, problem, performance.now()));
      return c.text(`Bad request: ${problem}`, 400);
    }

    const outgoing = c.env.outgoing;
    let first!: (response: APIInteractionResponse) => void;
    const firstResponse = new Promise<APIInteractionResponse>((resolve) => (first = resolve));
    const work = inFlight.track(
      answerInteraction(payload, {
        dispatcher: runtime.dispatcher,
        respond: async (response) => {
          first(response);
          await sent(outgoing);
        },
        webhook: (interaction) => interactionWebhook(apiUrl, interaction.application_id, interaction.token),
        ...(options.deferAfterMs === undefined ? {} : { deferAfterMs: options.deferAfterMs }),
      }).then((record) => {
        runtime.observe(record);
        return record;
      }),
    );
    const response = await Promise.race([firstResponse, work]);
    // A payload signed by the application's key but not shaped as an interaction: what was wrong, never a 500.
    if ('outcome' in response) {
      if (response.outcome === 'rejected') return c.text(`Bad request: ${response.problem}`, 400);
      // answerInteraction always responds otherwise; this is the guard against a bug leaving Discord waiting.
      return c.text('Internal error: no response was produced', 500);
    }
    return c.json(response);
  });
  return app;
}
