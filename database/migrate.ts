/**
 * Applies the numbered SQL files in migrations/ in order, each in one transaction together with
 * its row in schema_migrations. A database from an older program is moved forward, never rebuilt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { projectPath } from '../common/project-path.js';

export const MIGRATIONS_DIR = projectPath('migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;

/** The migration files of `dir`, in version order; throws if two share a version. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .map((name) => ({ version: Number(MIGRATION_FILE.exec(name)![1]), name, sql: readFileSync(dir + '/' + name, 'utf8') }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migration.version === migrations[index - 1]!.version) {
      throw new Error(`Two migrations share version ${migration.version}: ${migrations[index - 1]!.name}, ${migration.name}`);
    }
  });
  return migrations;
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** Applies the migrations not yet recorded; returns the names applied now. */
export function migrate(db: Database, migrations: Migration[] = loadMigrations()): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Map(
    (db.prepare('SELECT version, name, checksum FROM schema_migrations').all() as { version: number; name: string; checksum: string }[]).map(
      (row) => [row.version, row],
    ),
  );
  const known = new Set(migrations.map((migration) => migration.version));
  for (const row of applied.values()) {
    if (!known.has(row.version)) {
      throw new Error(`The database was migrated by a newer Arbiter (migration ${row.name}); upgrade Arbiter to use it.`);
    }
  }
  const record = db.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)');
  const appliedNow: string[] = [];
  for (const migration of migrations) {
    const previous = applied.get(migration.version);
    if (previous) {
      // An applied migration must never change: the databases that ran it would differ from new ones.
      if (previous.checksum !== checksum(migration.sql)) {
        throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`);
      }
      continue;
    }
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, checksum(migration.sql), new Date().toISOString());
    })();
    appliedNow.push(migration.name);
  }
  return appliedNow;
}
