/**
 * Kysely's transactions roll back when their work fails, and a rollback that fails itself replaces
 * the error that caused it. On a full disk SQLite has already rolled the transaction back when a
 * write fails with SQLITE_FULL, so Kysely's ROLLBACK fails with "cannot rollback - no transaction
 * is active" and the log said that instead of "disk full"; on PostgreSQL, a connection that died
 * mid-transaction fails its ROLLBACK with a second "Connection terminated". This dialect wraps
 * another so the first error is the one that reaches the caller.
 */
import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';

export interface FirstErrorOptions {
  /**
   * Whether the connection is still inside a transaction after a failed rollback. If it is, the
   * rollback's error is thrown after all: the connection cannot be used as if it had rolled back
   * (SQLite's single connection would refuse every later BEGIN). Absent: a failed rollback is never
   * rethrown (PostgreSQL's pool discards a connection whose query failed: postgres-pool.ts).
   */
  stillInTransaction?: () => boolean;
}

/** `dialect`, with a failed rollback never hiding why the transaction failed. */
export function keepingFirstError(dialect: Dialect, options: FirstErrorOptions = {}): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new FirstErrorDriver(dialect.createDriver(), options),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class FirstErrorDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly options: FirstErrorOptions,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection);
    } catch (error) {
      if (this.options.stillInTransaction?.()) throw error;
      // Rolled back already (SQLite after SQLITE_FULL) or on a connection that is gone: the caller gets the error that failed the work.
    }
  }

  // Both dialects this store uses (SQLite, PostgreSQL) implement savepoints.
  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.savepoint!(connection, name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.rollbackToSavepoint!(connection, name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    return this.inner.releaseSavepoint!(connection, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
