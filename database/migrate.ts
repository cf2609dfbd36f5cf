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

interface AppliedMigration {
  version: number;
  name: string;
  checksum: string;
}

function appliedMigrations(db: Database): Map<number, AppliedMigration> {
  const exists = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!exists) return new Map();
  const rows = db.prepare('SELECT version, name, checksum FROM schema_migrations').all() as AppliedMigration[];
  return new Map(rows.map((row) => [row.version, row]));
}

/**
 * The migrations `db` still lacks; throws when it was migrated by a newer Arbiter or an applied
 * migration was edited since. Reads only, so a read-only connection can ask.
 */
export function pendingMigrations(db: Database, migrations: Migration[] = loadMigrations()): Migration[] {
  const applied = appliedMigrations(db);
  const known = new Set(migrations.map((migration) => migration.version));
  for (const row of applied.values()) {
    if (!known.has(row.version)) {
      throw new Error(`The database was migrated by a newer Arbiter (migration ${row.name}); upgrade Arbiter to use it.`);
    }
  }
  return migrations.filter((migration) => {
    const previous = applied.get(migration.version);
    // An applied migration must never change: the databases that ran it would differ from new ones.
    if (previous && previous.checksum !== checksum(migration.sql)) {
      throw new Error(`Migration ${migration.name} was edited after it was applied; add a new migration instead.`);
    }
    return !previous;
  });
}

/**
 * Applies the migrations not yet recorded; returns the names applied now. Each runs in its own
 * BEGIN IMMEDIATE transaction with its record, and whether it is applied is checked again once
 * that write lock is held: any number of processes may open a new database at once, and exactly
 * one applies each migration while the others wait (busy timeout) and then find it done.
 */
export function migrate(db: Database, migrations: Migration[] = loadMigrations()): string[] {
  const appliedNow: string[] = [];
  // Nothing to do (the common case): no write lock taken at all.
  if (pendingMigrations(db, migrations).length === 0) return appliedNow;
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  }).immediate();
  for (const migration of migrations) {
    db.transaction(() => {
      if (!pendingMigrations(db, migrations).includes(migration)) return;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)').run(
        migration.version, migration.name, checksum(migration.sql), new Date().toISOString(),
      );
      appliedNow.push(migration.name);
    }).immediate();
  }
  return appliedNow;
}
