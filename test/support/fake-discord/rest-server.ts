/** The HTTP side of the fake: parses `/api/v10/...` requests, checks the bot token, routes, records, answers. */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeRequestBody, type DecodedBody } from './request-body.js';
import type { RequestRecorder } from './request-recorder.js';
import { discordError, matchRoute, type RestResponse, type Route } from './rest-router.js';

export const API_PREFIX = '/api';

export interface RestServerOptions {
  routes: readonly Route[];
  token: string;
  recorder: RequestRecorder;
}

/**
 * A bucket that never runs dry, so @discordjs/rest never waits: it only sleeps when
 * `X-RateLimit-Remaining` reaches 0 or a 429 arrives.
 */
function rateLimitHeaders(bucketKey: string): Record<string, string> {
  const resetAfterSeconds = 60;
  return {
    'X-RateLimit-Limit': '50',
    'X-RateLimit-Remaining': '49',
    'X-RateLimit-Reset': (Date.now() / 1000 + resetAfterSeconds).toFixed(3),
    'X-RateLimit-Reset-After': resetAfterSeconds.toFixed(3),
    'X-RateLimit-Bucket': createHash('sha1').update(bucketKey).digest('hex').slice(0, 32),
    'X-RateLimit-Scope': 'user',
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // malformed escapes stay as sent; no route will match them
  }
}

/**
 * `/api/v10/users/%40me?x=1` → `{ path: '/users/@me', query: { x: '1' } }`; null outside the API prefix.
 * Segments are decoded because discord-api-types' Routes encode them (`@original` arrives as `%40original`).
 */
function apiPath(url: string): { path: string; query: Record<string, string> } | null {
  const parsed = new URL(url, 'http://fake-discord');
  if (parsed.pathname !== API_PREFIX && !parsed.pathname.startsWith(`${API_PREFIX}/`)) return null;
  const versioned = parsed.pathname.slice(API_PREFIX.length).replace(/^\/v\d+(?=\/|$)/, '') || '/';
  const path = versioned.split('/').map(decodeSegment).join('/');
  return { path, query: Object.fromEntries(parsed.searchParams) };
}

async function answer(
  request: IncomingMessage,
  options: RestServerOptions,
  path: string,
  query: Record<string, string>,
): Promise<{ response: RestResponse; route: Route | null; decoded: DecodedBody }> {
  const method = request.method ?? 'GET';
  let decoded: DecodedBody;
  try {
    decoded = await decodeRequestBody(request);
  } catch {
    return { response: discordError(400, 50109, 'The request body contains invalid JSON.'), route: null, decoded: { body: null, files: [] } };
  }
  const match = matchRoute(options.routes, method, path);
  if (!match) return { response: discordError(404, 0, '404: Not Found'), route: null, decoded };
  const { route, params } = match;
  if (route.needsBotToken && request.headers.authorization !== `Bot ${options.token}`) {
    return { response: discordError(401, 0, '401: Unauthorized'), route, decoded };
  }
  return { response: route.handle({ params, query, ...decoded }), route, decoded };
}

/** The `request` listener for the fake's HTTP server; requests outside `/api` get a plain 404 and are not recorded. */
export function restRequestListener(options: RestServerOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const target = apiPath(request.url ?? '/');
    if (!target) {
      response.writeHead(404).end();
      return;
    }
    const method = request.method ?? 'GET';
    let result: Awaited<ReturnType<typeof answer>>;
    try {
      result = await answer(request, options, target.path, target.query);
    } catch (error) {
      // A bug in the fake itself: make it loud in the bot's error and in the recording.
      result = { response: discordError(500, 0, `fake Discord failed: ${String(error)}`), route: null, decoded: { body: null, files: [] } };
    }
    const { response: answered, route, decoded } = result;
    options.recorder.record({
      method,
      path: target.path,
      query: target.query,
      body: decoded.body,
      files: decoded.files,
      status: answered.status,
      route: route?.pattern ?? null,
    });
    const headers = rateLimitHeaders(`${method} ${route?.pattern ?? target.path}`);
    if (answered.body === undefined) {
      response.writeHead(answered.status, headers).end();
      return;
    }
    response.writeHead(answered.status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(answered.body));
  };
}
