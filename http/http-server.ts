/**
 * The HTTP server (hono on @hono/node-server): the interactions endpoint with /healthz, /metrics
 * and the web view's pages, or only some of them (gateway mode's HEALTH_PORT and WEB_PORT). Every
 * wait is bounded: a client has seconds to send its headers and its whole request (Node's defaults
 * are a minute and five — 50 clients sending bodies a byte at a time kept a stopping replica alive
 * past 90 s). Stops gracefully within a deadline: no new connections, every accepted request (and
 * its deferred follow-up) finished if it can be in time, then every connection closed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { UserError } from '../common/user-error.js';
import type { ServiceRuntime } from '../bot/service-runtime.js';
import { InFlight } from './in-flight.js';
import { interactionsRoute } from './interactions-route.js';
import { opsRoutes } from './ops-routes.js';
import { webRoutes, type PageSource } from './web-routes.js';

export interface HttpServerOptions {
  /** With a runtime, /healthz and /metrics are served (and /interactions, given `interactions`). */
  runtime?: Pick<ServiceRuntime, 'dispatcher' | 'observe' | 'health' | 'metrics'>;
  /** What renders the web view's pages (web/), served on every other GET: `arbiter serve`, the gateway bot's and the console's WEB_PORT. */
  pages?: PageSource;
  port: number;
  /** 0.0.0.0 by default (a container's port); tests use 127.0.0.1. */
  hostname?: string;
  /** With a key, POST /interactions is served; without, only /healthz and /metrics. */
  interactions?: { publicKey: KeyObject; apiUrl: string | undefined; deferAfterMs?: number };
}

/** A client must have sent its request's headers within this. */
export const HEADERS_TIMEOUT_MS = 5_000;
/**
 * …and its whole request within this: an interaction is a few kilobytes that Discord (or a proxy
 * that buffers requests, as nginx does) sends at once.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How often Node checks those two timeouts (its default, 30 s, would let a slow client overstay them by as much). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * How long an idle keep-alive connection stays open: longer than the proxies in front keep theirs
 * (nginx's upstream keepalive_timeout is 60 s), so the server is never the side that closes one
 * just as a request goes out on it (Node's 5 s default made that race common: ECONNRESET).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningHttpServer {
  /** http://host:port */
  url: string;
  /** Where a browser on this machine opens it: http://localhost:port when it listens on every address. */
  localUrl: string;
  port: number;
  /** Accepted requests not yet finished, deferred follow-ups included. */
  inFlight(): number;
  /**
   * Stops accepting and finishes what was accepted, for at most `drainMs`; then closes every
   * connection, requests unfinished or not. Resolves with how many requests were cut short.
   */
  stop(drainMs?: number): Promise<number>;
}

/**
 * The sentence for a port or address that cannot be listened on (taken, privileged, or an address
 * no interface of this machine has), or null for any other error.
 */
export function listenFailure(error: unknown, where: { host: string; port: number; portVariable: 'PORT' | 'HEALTH_PORT' | 'WEB_PORT' }): UserError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE' || code === 'EACCES') return new UserError('port-unavailable', `Cannot listen on port ${where.port} (${code}); set ${where.portVariable} to a free port.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new UserError('host-unavailable', `Cannot listen on ${where.host} (${code}): no interface of this machine has that address; set HOST to one that does, or 0.0.0.0 for all.`);
  }
  return null;
}

/** Starts listening; resolves once the port is open. */
export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const inFlight = new InFlight();
  const app = new Hono<{ Bindings: HttpBindings }>();
  // Every request counts as accepted work from its first byte, so a stop never cuts one short.
  app.use(async (_c, next) => inFlight.track(next()));
  if (options.runtime) app.route('/', opsRoutes(options.runtime));
  if (options.runtime && options.interactions) app.route('/', interactionsRoute({ runtime: options.runtime, inFlight, ...options.interactions }));
  // Last: the pages answer every GET the routes above leave.
  if (options.pages) app.route('/', webRoutes(options.pages));

  const server = await new Promise<Server>((resolve, reject) => {
    const started = serve(
      {
        fetch: app.fetch,
        port: options.port,
        hostname: options.hostname ?? '0.0.0.0',
        serverOptions: {
          headersTimeout: HEADERS_TIMEOUT_MS,
          requestTimeout: REQUEST_TIMEOUT_MS,
          connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
          keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        },
      },
      () => resolve(started as Server),
    );
    started.once('error', reject);
  });
  const { port, address } = server.address() as AddressInfo;
  let stopping: Promise<number> | null = null;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    localUrl: address === '0.0.0.0' || address === '::' ? `http://localhost:${port}` : `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    port,
    inFlight: () => inFlight.size,
    stop(drainMs = Number.POSITIVE_INFINITY) {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const drained = await inFlight.drain(drainMs);
        // Keep-alive connections that carried the last requests are idle now; past the deadline, the rest are cut.
        server.closeAllConnections();
        await closed;
        return drained ? 0 : inFlight.size;
      })();
      return stopping;
    },
  };
}
