/**
 * Brings the state store's schema up to date with Kysely's Migrator, from the numbered files in
 * migrations/state/ — the same rule as the content's SQL migrations (numbered, append-only, never
 * edited), but written once with Kysely's schema builder so one file serves SQLite and PostgreSQL.
 * They are TypeScript, compiled with the build into dist/migrations/state/; this file finds them
 * beside itself in either tree (source under vitest and tsx, dist/ when installed).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export const STATE_MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/state/', import.meta.url));

/** Kysely records applied migrations here, apart from the content's schema_migrations. */
export const STATE_MIGRATION_TABLE = 'state_migrations';

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.(?:ts|js)$/;

/**
 * The migration modules of `dir`, by name without extension ("0001-view-state"). Imported here
 * rather than by Kysely's FileMigrationProvider: an import from this file goes through vitest's
 * and tsx's loaders, so the TypeScript sources work in tests as the compiled files do in dist/.
 */
export function stateMigrationProvider(dir: string = STATE_MIGRATIONS_DIR): MigrationProvider {
  return {
    async getMigrations() {
      const files = readdirSync(dir).filter((name) => MIGRATION_FILE.test(name) && !name.endsWith('.d.ts')).sort();
      const migrations: Record<string, Migration> = {};
      for (const file of files) {
        const name = file.replace(/\.(ts|js)$/, '');
        if (migrations[name]) throw new Error(`Two state migrations are named ${name}`);
        migrations[name] = (await import(pathToFileURL(path.join(dir, file)).href)) as Migration;
      }
      return migrations;
    },
  };
}

export interface StateMigrationOptions {
  provider?: MigrationProvider;
  /**
   * PostgreSQL: the schema the store's tables are in (its connection's current_schema()). Kysely
   * looks for its migration tables in every schema unless told which, and would take another
   * schema's for this one's.
   */
  schema?: string;
}

function stateMigrator(db: Kysely<unknown>, options: StateMigrationOptions): Migrator {
  return new Migrator({
    db,
    provider: options.provider ?? stateMigrationProvider(),
    migrationTableName: STATE_MIGRATION_TABLE,
    migrationLockTableName: `${STATE_MIGRATION_TABLE}_lock`,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
}

/** Whether `db` lacks any migration (reads only: no lock is taken). */
export async function hasPendingStateMigrations(db: Kysely<unknown>, options: StateMigrationOptions = {}): Promise<boolean> {
  return (await stateMigrator(db, options).getMigrations()).some((migration) => migration.executedAt === undefined);
}

/** Applies the migrations `db` lacks; returns their names. Throws, naming the migration, if one fails. */
export async function migrateState(db: Kysely<unknown>, options: StateMigrationOptions = {}): Promise<string[]> {
  const { error, results = [] } = await stateMigrator(db, options).migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    // A failure before any migration ran (creating Kysely's own table) names none.
    const which = failed ? `migration ${failed.migrationName}` : 'migrations';
    throw new Error(`The state store's ${which} failed: ${(error as Error).message}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
