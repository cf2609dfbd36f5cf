/** What a CLI command gets to work with: its streams, environment and the rules database. */
import type { Readable } from 'node:stream';
import { DEFAULT_DB_PATH, type ContentDb } from '../../database/open-database.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  stdin: Readable;
  env: NodeJS.ProcessEnv;
  /**
   * The streams that are terminals, when run from one: the console edits lines and wraps its
   * output to stdout's width; downloads draw progress bars on stderr. Absent in pipes and tests.
   */
  terminal?: { stdin?: NodeJS.ReadStream; stdout?: NodeJS.WriteStream; stderr?: NodeJS.WriteStream };
}

export interface CliContext extends CliIo {
  /** The database path: --db, else RULES_DB, else data/rules.sqlite. */
  dbPath: string;
  /**
   * Opens the database once: for writing (creating and migrating it) when the command writes,
   * read-only otherwise, so reading works on a read-only file system.
   */
  db(): ContentDb;
}

export type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface CliCommand {
  /** The words that select it, e.g. "rules show". */
  name: string;
  summary: string;
  usage: string;
  /** Whether it writes to the database (imports, updates, the bot's view state); read commands open it read-only. */
  writes: boolean;
  options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
  run(positionals: string[], values: OptionValues, context: CliContext): Promise<number> | number;
}

/** A context whose database is opened lazily (read-only unless `writes`) and closed by `close()`. */
export function createCliContext(io: CliIo, dbFlag: string | undefined, writes: boolean): CliContext & { close(): void } {
  let db: ContentDb | undefined;
  const dbPath = dbFlag ?? io.env.RULES_DB ?? DEFAULT_DB_PATH;
  return {
    ...io,
    dbPath,
    db: () => (db ??= openContentDb(dbPath, { readonly: !writes })),
    close: () => db?.close(),
  };
}

/** Writes `value` as indented JSON and a newline. */
export function printJson(context: CliIo, value: unknown): void {
  context.stdout(JSON.stringify(value, null, 2) + '\n');
}
