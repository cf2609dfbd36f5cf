import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { loadMigrations, migrate, MIGRATIONS_DIR } from '../../database/migrate.js';
import { tempDbPath, tempDirectory } from '../support/rules-db-fixture.js';

function migrationsDir(files: Record<string, string>): string {
  const dir = tempDirectory('arbiter-migrations-');
  for (const [name, sql] of Object.entries(files)) writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  it('has uniquely numbered files, in order from 0001', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
    expect(files.every((name) => /^\d{4}-[a-z0-9-]+\.sql$/.test(name))).toBe(true);
    const versions = files.map((name) => Number(name.slice(0, 4)));
    expect(versions).toEqual(Array.from({ length: versions.length }, (_, index) => index + 1));
  });

  it('applies each migration once, in version order, and records it', () => {
    const file = tempDbPath();
    openContentDb(file).close();
    const db = new Database(file);
    const recorded = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
    expect(recorded).toEqual(loadMigrations().map(({ version, name }) => ({ version, name })));
    expect(migrate(db)).toEqual([]);
  });

  it('applies files in numeric order whatever order the directory lists them', () => {
    const dir = migrationsDir({
      '0002-second.sql': 'ALTER TABLE t ADD COLUMN b TEXT;',
      '0001-first.sql': 'CREATE TABLE t (a TEXT);',
    });
    const db = new Database(':memory:');
    expect(migrate(db, loadMigrations(dir))).toEqual(['0001-first.sql', '0002-second.sql']);
    expect(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('t')).toEqual(['a', 'b']);
  });

  it('moves an older database forward without touching its data', () => {
    const db = new Database(':memory:');
    migrate(db, loadMigrations(migrationsDir({ '0001-first.sql': 'CREATE TABLE t (a TEXT);' })));
    db.prepare("INSERT INTO t VALUES ('kept')").run();
    const newer = loadMigrations(migrationsDir({ '0001-first.sql': 'CREATE TABLE t (a TEXT);', '0002-second.sql': 'ALTER TABLE t ADD COLUMN b TEXT;' }));
    expect(migrate(db, newer)).toEqual(['0002-second.sql']);
    expect(db.prepare('SELECT a FROM t').pluck().all()).toEqual(['kept']);
  });

  it('rolls a failing migration back completely, with no record', () => {
    const db = new Database(':memory:');
    const broken = loadMigrations(migrationsDir({ '0001-broken.sql': 'CREATE TABLE t (a TEXT); INSERT INTO nowhere VALUES (1);' }));
    expect(() => migrate(db, broken)).toThrow(/no such table: nowhere/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 't'").all()).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(0);
  });

  it('refuses an applied migration that was edited afterwards', () => {
    const db = new Database(':memory:');
    migrate(db, loadMigrations(migrationsDir({ '0001-first.sql': 'CREATE TABLE t (a TEXT);' })));
    const edited = loadMigrations(migrationsDir({ '0001-first.sql': 'CREATE TABLE t (a TEXT, b TEXT);' }));
    expect(() => migrate(db, edited)).toThrow('was edited after it was applied');
  });
});
