/**
 * Docker cannot run here, so the Dockerfile and compose.yaml are read for their essentials: a change
 * that drops one (the non-root user, the volume, the health check, the replicas…) fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../bot/config.js';
import { SERVICE_NODE_FLAGS } from '../../common/service-node-flags.js';
import { REPO_ROOT } from '../support/shared-data.js';

const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
/** Instructions with their continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n(\s*#.*\n)*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.reduce<string[][]>((all, line) => (line.startsWith('FROM ') ? [...all, [line]] : (all.at(-1)?.push(line), all)), []);
const runtime = stages.at(-1)!;

interface ComposeService {
  image?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  volumes?: string[];
  depends_on?: unknown;
  configs?: { source: string }[];
  ports?: string[];
}
const compose = parse(readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  configs: Record<string, { content: string }>;
};

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime[0]).toMatch(/^FROM node:20\S* AS runtime$/);
  });

  it('installs only production dependencies in the runtime stage, from the lock file', () => {
    expect(runtime.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(runtime.some((line) => /^COPY package\.json package-lock\.json/.test(line))).toBe(true);
  });

  it('runs as a non-root user with the database on a volume', () => {
    const user = runtime.find((line) => line.startsWith('USER '));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/\broot\b|\b0\b/);
    expect(runtime).toContain('VOLUME /data');
    expect(runtime.find((line) => line.startsWith('ENV '))).toContain('RULES_DB=/data/');
  });

  it("checks /healthz and starts node directly with the service's node options, so SIGTERM reaches Arbiter", () => {
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/healthz/);
    const command = ['node', ...SERVICE_NODE_FLAGS, 'bin/arbiter.js', 'start'].map((word) => `"${word}"`).join(', ');
    expect(runtime.at(-1)).toBe(`CMD [${command}]`);
  });
});

describe('compose.yaml', () => {
  const { services } = compose;

  it('runs PostgreSQL and gives every Arbiter service its DATABASE_URL', () => {
    expect(services.postgres!.image).toMatch(/^postgres:/);
    for (const name of ['bot', 'interactions']) expect(services[name]!.environment!.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
  });

  it('runs three HTTP replicas with the public key, behind a proxy that retries a stopping replica', () => {
    const replicas = services.interactions!;
    expect(replicas.deploy!.replicas).toBe(3);
    expect(replicas.environment).toMatchObject({ INTERACTIONS_MODE: 'http', PORT: '8080' });
    expect(replicas.environment!.DISCORD_PUBLIC_KEY).toBeDefined();
    const nginx = compose.configs[services.proxy!.configs![0]!.source]!.content;
    expect(nginx).toMatch(/server interactions:8080 resolve;/);
    expect(nginx).toMatch(/proxy_next_upstream [^;]*http_503/);
    // Regression: `timeout` resent a POST a replica was still answering; a resend is only for one that refused it or died.
    expect(nginx).not.toMatch(/proxy_next_upstream [^;]*timeout/);
  });

  it('runs the gateway bot and the HTTP replicas as alternative profiles, never both', () => {
    expect(services.bot!.profiles).toEqual(['gateway']);
    expect(services.interactions!.profiles).toEqual(['http']);
    expect(services.bot!.environment!.INTERACTIONS_MODE).toBe('gateway');
  });

  it('keeps each container content database on a volume', () => {
    expect(services.interactions!.volumes).toEqual(['/data']);
  });

  it('sets only variables Arbiter reads', () => {
    const known = new Set(CONFIG_VARIABLES);
    const used = ['bot', 'interactions'].flatMap((name) => Object.keys(services[name]!.environment!));
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});
