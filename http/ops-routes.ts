/** GET /healthz and GET /metrics: served with the interactions endpoint, or alone on HEALTH_PORT in gateway mode. */
import { Hono } from 'hono';
import type { ServiceRuntime } from '../bot/service-runtime.js';

/** The health and metrics routes of `runtime`. */
export function opsRoutes(runtime: Pick<ServiceRuntime, 'health' | 'metrics'>): Hono {
  const app = new Hono();
  app.get('/healthz', async (c) => {
    const health = await runtime.health();
    return c.json(health.ok ? { status: 'ok', crRelease: health.crRelease } : { status: 'unavailable', problems: health.problems }, health.ok ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    const { contentType, text } = await runtime.metrics.exposition();
    return c.body(text, 200, { 'content-type': contentType });
  });
  return app;
}
