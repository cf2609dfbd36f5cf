/** Starting `arbiter serve`'s endpoint in this process, against a fake Discord, for tests. */
import { loadConfig } from '../../bot/config.js';
import { createLogger } from '../../bot/logger.js';
import type { ContentDb } from '../../database/open-database.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { startHttpMode, type HttpModeOptions, type RunningHttpMode } from '../../http/run-http-mode.js';
import { createStateStore } from '../../state/create-state-store.js';
import type { APIInteraction } from 'discord-api-types/v10';
import { afterAll, beforeAll } from 'vitest';
import { startFakeDiscord, type FakeDiscord } from './fake-discord/index.js';
import { applicationKey, postSigned, type ApplicationKey, type PostResult } from './signed-interactions.js';

export interface TestEndpoint extends RunningHttpMode {
  url: string;
  db: ContentDb;
  /** Every log line so far, parsed. */
  logs: Record<string, unknown>[];
  /** Resolves once no accepted request is unfinished (deferred follow-ups, logs and metrics included). */
  idle(): Promise<void>;
  /** POSTs `interaction` signed; registers it with the fake first and records a 200 answer as its callback. */
  send<Payload extends APIInteraction>(interaction: Payload): Promise<PostResult & { handle: ReturnType<FakeDiscord['expectHttpInteraction']>['handle'] }>;
}

export type TestEndpointOptions = Partial<Pick<HttpModeOptions, 'pingStateStore' | 'commandsModule' | 'deferAfterMs' | 'indexBuilder'>>;

/** Starts the endpoint on a free port of 127.0.0.1, answering from the database at `dbPath`. */
export async function startTestEndpoint(fake: FakeDiscord, key: ApplicationKey, dbPath: string, options: TestEndpointOptions = {}): Promise<TestEndpoint> {
  const config = loadConfig({
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_URL: fake.restUrl,
    PORT: '0',
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    HANDLER_THREADS: '1',
    // Tests start many endpoints; warm-up has its own tests.
    HANDLER_WARM_UP: 'off',
  });
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger((line) => logs.push(JSON.parse(line) as Record<string, unknown>), { format: 'json' });
  const db = openContentDb(dbPath);
  // The state store in the same SQLite file, as `arbiter serve` opens it without DATABASE_URL: a second endpoint on the file shares it.
  const state = await createStateStore({ sqlitePath: dbPath });
  const running = await startHttpMode({ config, db, dbPath, state, logger, hostname: '127.0.0.1', ...options });
  const url = `${running.server.url}/interactions`;
  return {
    ...running,
    url,
    db,
    logs,
    async stop() {
      await running.stop();
      await state.destroy();
      db.close();
    },
    async idle() {
      while (running.server.inFlight() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    },
    async send(interaction) {
      const expected = fake.expectHttpInteraction(interaction);
      const result = await postSigned(url, JSON.stringify(interaction), key);
      if (result.status === 200) expected.acknowledge(result.json);
      return { ...result, handle: expected.handle };
    },
  };
}

export interface FileEndpoints {
  /** The fake Discord every endpoint of the file talks to (set before the file's tests run). */
  readonly fake: FakeDiscord;
  /** The database the file's endpoints answer from. */
  readonly dbPath: string;
  /** Starts an endpoint (on another database if given), stopped after the file's tests. */
  start(options?: TestEndpointOptions, dbPath?: string): Promise<TestEndpoint>;
  /** Stops an endpoint before the file's tests end (a replica that goes away). */
  stop(endpoint: TestEndpoint): Promise<void>;
}

/**
 * For a test file whose tests start endpoints: before its tests, the database `makeDb` makes (closed
 * again: each endpoint opens its own connection) and a fake Discord; after them, every endpoint
 * started is stopped, then the fake.
 */
export function endpointsForThisFile(makeDb: () => ContentDb | Promise<ContentDb>): FileEndpoints {
  const key = applicationKey();
  const running: TestEndpoint[] = [];
  let fake: FakeDiscord | undefined;
  let dbPath = '';
  beforeAll(async () => {
    const db = await makeDb();
    dbPath = db.name;
    db.close();
    fake = await startFakeDiscord();
  });
  afterAll(async () => {
    await Promise.all(running.map((endpoint) => endpoint.stop()));
    await fake?.stop();
  });
  const started = (): FakeDiscord => {
    if (!fake) throw new Error('The fake Discord starts before the first test: use it inside a test.');
    return fake;
  };
  return {
    get fake() {
      return started();
    },
    get dbPath() {
      return dbPath;
    },
    async start(options = {}, path = dbPath) {
      const endpoint = await startTestEndpoint(started(), key, path, options);
      running.push(endpoint);
      return endpoint;
    },
    async stop(endpoint) {
      running.splice(running.indexOf(endpoint), 1);
      await endpoint.stop();
    },
  };
}
