/**
 * The HTTP server (hono on @hono/node-server): the interactions endpoint with /healthz, /metrics
 * and the web view's pages, or only some of them (gateway mode's HEALTH_PORT and WEB_PORT). Stops gracefully: no new
 * connections, every accepted request (and its deferred follow-up) finished, then closed.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { KeyObject } from 'node:crypto';
import { serve, type HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
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

export interface RunningHttpServer {
  /** http://host:port */
  url: string;
  /** Where a browser on this machine opens it: http://localhost:port when it listens on every address. */
  localUrl: string;
  port: number;
  /** Accepted requests not yet finished, deferred follow-ups included. */
  inFlight(): number;
  /** Stops accepting, finishes what was accepted, closes. */
  stop(): Promise<void>;
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
    const started = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? '0.0.0.0' }, () => resolve(started as Server));
    started.once('error', reject);
  });
  const { port, address } = server.address() as AddressInfo;
  let stopping: Promise<void> | null = null;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    localUrl: address === '0.0.0.0' || address === '::' ? `http://localhost:${port}` : `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    port,
    inFlight: () => inFlight.size,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await inFlight.drain();
        // Keep-alive connections that carried the last requests are idle now.
        server.closeAllConnections();
        await closed;
      })();
      return stopping;
    },
  };
}
