import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../database/migrate.js';
import { tempDbPath } from '../support/rules-db-fixture.js';

describe('migration 0008 (the JAR and the digital documents beside the MTR and IPG)', () => {
  it('keeps every stored version and section, ids included, and accepts the new kinds', () => {
    const db = new Database(tempDbPath());
    db.pragma('foreign_keys = ON');
    migrate(db, loadMigrations().filter((migration) => migration.version < 8));
    db.prepare("INSERT INTO doc_versions (id, kind, effective_date, source, sha256, imported_at, section_count) VALUES (7, 'ipg', '2024-09-23', 'ipg.pdf', 'abc', 'now', 1)").run();
    db.prepare("INSERT INTO doc_sections (id, version_id, position, number, level, title, text, folded_title) VALUES (42, 7, 0, '2.5', 'section', 'GRV', 'text', 'grv')").run();
    expect(() => db.prepare("INSERT INTO doc_versions (kind, effective_date, source, sha256, imported_at, section_count) VALUES ('jar', '2024-09-23', 'j', 'j', 'now', 0)").run()).toThrow(/CHECK/);

    expect(migrate(db)).toEqual(['0008-more-tournament-documents.sql']);
    expect(db.prepare('SELECT id, kind FROM doc_versions').all()).toEqual([{ id: 7, kind: 'ipg' }]);
    expect(db.prepare('SELECT id, version_id AS versionId, number FROM doc_sections').all()).toEqual([{ id: 42, versionId: 7, number: '2.5' }]);
    for (const kind of ['jar', 'dmtr', 'dipg']) {
      db.prepare("INSERT INTO doc_versions (kind, effective_date, source, sha256, imported_at, section_count) VALUES (?, '2021-11-15', 's', ?, 'now', 0)").run(kind, kind);
    }
    // Sections still go with their version.
    db.prepare('DELETE FROM doc_versions WHERE id = 7').run();
    expect(db.prepare('SELECT COUNT(*) FROM doc_sections').pluck().get()).toBe(0);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.close();
  });
});
