/** A tiny method + path-pattern router for the fake REST API, with Discord's error shape. */
import type { RecordedFile } from './request-recorder.js';

export interface RestResponse {
  status: number;
  /** Sent as JSON; undefined means 204 No Content. */
  body?: unknown;
}

export interface RouteRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  files: RecordedFile[];
}

export interface Route {
  method: string;
  /** Segments starting with ':' capture, e.g. `/webhooks/:applicationId/:token`; paths arrive decoded. */
  pattern: string;
  /** Whether the request must carry `Authorization: Bot <token>`. */
  needsBotToken: boolean;
  handle: (request: RouteRequest) => RestResponse;
}

/** A route that needs `Authorization: Bot <token>`. */
export function needsBotToken(method: string, pattern: string, handle: Route['handle']): Route {
  return { method, pattern, needsBotToken: true, handle };
}

/** A route Discord serves without the bot token: interaction callbacks and webhooks (their token is in the path), the gateway URL. */
export function noBotToken(method: string, pattern: string, handle: Route['handle']): Route {
  return { method, pattern, needsBotToken: false, handle };
}

/** The route for `method path`, with its captured parameters; null when none matches. */
export function matchRoute(routes: readonly Route[], method: string, path: string): { route: Route; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.method !== method) continue;
    const patternSegments = route.pattern.split('/');
    if (patternSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = patternSegments.every((part, i) => {
      const actual = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = actual;
        return actual !== '';
      }
      return part === actual;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** Discord's JSON error body, e.g. `{ message: 'Unknown Webhook', code: 10015 }`. */
export function discordError(status: number, code: number, message: string): RestResponse {
  return { status, body: { message, code } };
}

export const ok = (body: unknown): RestResponse => ({ status: 200, body });
export const noContent: RestResponse = { status: 204 };
