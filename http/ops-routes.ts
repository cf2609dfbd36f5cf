/** GET /healthz and GET /metrics: served with the interactions endpoint, or alone on HEALTH_PORT in gateway mode. */
import { Hono } from 'hono';
import type { ServiceRuntime } from '../bot/service-runtime.js';

/** The health and metrics routes of `runtime`. */
export function opsRoutes(runtime: Pick<ServiceRuntime, 'health' | 'metrics'>): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const { ok, ...parts } = await runtime.health();
    // Every part, healthy or not, so an operator reads one answer: the problems first.
    return c.json({ status: ok ? 'ok' : 'unavailable', ...parts }, ok ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    const { contentType, text } = await runtime.metrics.exposition();
    return c.body(text, 200, { 'content-type': contentType });
  });
  return app;
}
