/**
 * A full disk under the database while serving. Regression: /search, /settings and ruling
 * submissions got the generic apology, the log said "cannot rollback - no transaction is active"
 * (Kysely's failed rollback hid SQLITE_FULL), and /healthz stayed 200.
 *
 * With a real full disk — a small tmpfs holding RULES_DB, where this test can mount one (root with
 * CAP_SYS_ADMIN) — against `arbiter serve`; and always with SQLITE_FULL injected under the
 * dispatcher (SQLite's max_page_count: the file may not grow, as on a full disk), so the behaviour
 * is checked wherever the tests run.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PermissionFlagsBits, type APIInteraction } from 'discord-api-types/v10';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandSettings } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { HandlerPool } from '../../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../../commands/framework/pooled-dispatch.js';
import { keepingFirstError } from '../../state/first-error-dialect.js';
import { GuildSettingsRepository } from '../../state/guild-settings-repository.js';
import { InteractionWrites } from '../../state/interaction-writes.js';
import { migrateState } from '../../state/migrate-state.js';
import type { StateDatabase } from '../../state/state-database.js';
import { ViewStateRepository } from '../../state/view-state-repository.js';
import { chatInputInteraction, startFakeDiscord, type FakeDiscord } from '../support/fake-discord/index.js';
import { asManager, rulingFormSubmission } from '../support/ruling-form.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';
import { sendSigned, spawnServe, type ServeProcess } from '../support/serve-process.js';
import { crPath } from '../support/shared-data.js';
import { applicationKey } from '../support/signed-interactions.js';

const DISK_FULL = "the disk holding the bot's state store is full";
const importedDb = tempDbPath();

beforeAll(async () => {
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', importedDb]);
}, 120_000);

/** Whether this process may mount a tmpfs (root with CAP_SYS_ADMIN): tried once, and undone. */
function canMountTmpfs(): boolean {
  const folder = mountTmpfs(1);
  if (!folder) return false;
  execFileSync('umount', [folder]);
  rmSync(folder, { recursive: true, force: true });
  return true;
}

/** A tmpfs of `megabytes` at a new folder, or null where this process may not mount one. */
function mountTmpfs(megabytes: number): string | null {
  const folder = mkdtempSync(path.join(tmpdir(), 'arbiter-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder], { stdio: 'ignore' });
    return folder;
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
}

/** Fills the disk holding `folder` to its last byte with a file; returns the file. */
function fill(folder: string): string {
  const filler = path.join(folder, 'filler');
  const { bavail, bsize } = statfsSync(folder);
  try {
    writeFileSync(filler, Buffer.alloc(bavail * bsize));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return filler;
}

const rulingSubmission = (question: string, ruling: string) => rulingFormSubmission(question, ruling);

describe.runIf(canMountTmpfs())('arbiter serve with its database on a tmpfs that fills up', () => {
  const key = applicationKey();
  let tmpfs: string | null = null;
  let fake: FakeDiscord;
  let server: ServeProcess;
  let dbPath: string;

  beforeAll(async () => {
    tmpfs = mountTmpfs(16);
    dbPath = path.join(tmpfs!, 'rules.sqlite');
    copyFileSync(importedDb, dbPath);
    fake = await startFakeDiscord();
    server = await spawnServe({ DISCORD_PUBLIC_KEY: key.publicKeyHex, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, HANDLER_THREADS: '1' });
  }, 180_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await server?.exited;
    await fake?.stop();
    if (tmpfs) {
      execFileSync('umount', ['-l', tmpfs]);
      rmSync(tmpfs, { recursive: true, force: true });
    }
  });

  const send = (interaction: APIInteraction) => sendSigned(fake, key, server.origin, interaction);

  it('answers from its content, refuses writes saying the disk is full (the judge gets the text back), reports it in /healthz, and writes again once there is room', async () => {
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    const filler = fill(tmpfs!);

    const rule = await (await send(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }))).answer();
    expect(rule.embeds[0]!.title).toMatch(/^702\.19b/);
    const search = await (await send(chatInputInteraction({ name: 'search', options: { query: 'legend rule' } }))).answer();
    expect(search.embeds[0]!.title).toContain('legend rule');
    expect(search.embeds.at(-1)!.description).toBe(`Some buttons of this answer are left off: ${DISK_FULL}. Run the command again later to use them.`);
    const settings = await (await send(asManager(chatInputInteraction({ name: 'settings', options: { rel: 'regular' } })))).answer();
    expect(settings.embeds[0]!.description).toBe(`This server's settings were not changed: ${DISK_FULL}. Run \`/settings\` again in a minute.`);
    const form = await (await send(rulingSubmission('Full disk?', 'Nothing is written.'))).answer();
    expect(form.embeds.map((embed) => embed.description)).toEqual([
      `The ruling log can't take writes right now (${DISK_FULL}), so this ruling was not saved — here is what you wrote:`,
      'Full disk?',
      'Nothing is written.',
    ]);
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(503);
    const { problems } = (await health.json()) as { problems: string[] };
    expect(problems).toEqual([
      expect.stringMatching(new RegExp(`^the state store refused a write at \\S+: ${DISK_FULL}$`)),
      expect.stringMatching(/^the disk holding .*rules\.sqlite is full \(\d+ bytes free\): settings, rulings, button state and imports cannot be written$/),
    ]);
    expect(server.output()).not.toContain('cannot rollback');
    expect(server.logLines().filter((line) => line.outcome === 'failed')).toEqual([]);

    rmSync(filler);
    const saved = await (await send(asManager(chatInputInteraction({ name: 'settings', options: { rel: 'regular' } })))).answer();
    expect(saved.embeds[0]!.description).toContain('**Default REL**: Competitive (default) → Regular');
    const logged = await (await send(rulingSubmission('Full disk?', 'Nothing is written.'))).answer();
    expect(logged.embeds[0]!.description).toBe('Logged as ruling #1.');
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });
});

describe('the dispatcher over a state store that meets SQLITE_FULL (injected: its file may grow no more)', () => {
  const config = loadConfig({});
  const logged: unknown[] = [];
  let pool: HandlerPool;
  let handle: Database.Database;
  let dispatcher: PooledDispatcher;

  beforeAll(async () => {
    const dbPath = tempDbPath();
    copyFileSync(importedDb, dbPath);
    pool = new HandlerPool({ dbPath, commandsModule: new URL('../../commands/index.ts', import.meta.url).href, settings: commandSettings(config), version: 'test', startedAt: new Date().toISOString(), threads: 1 });
    handle = new Database(dbPath);
    handle.pragma('journal_mode = WAL');
    const db = new Kysely<StateDatabase>({ dialect: keepingFirstError(new SqliteDialect({ database: handle }), { stillInTransaction: () => handle.inTransaction }) });
    await migrateState(db as Kysely<unknown>);
    dispatcher = new PooledDispatcher(pool, { viewState: new ViewStateRepository(db), guildSettings: new GuildSettingsRepository(db), interactionWrites: new InteractionWrites(db), ping: async () => undefined }, (message, details) =>
      logged.push({ message, details }),
    );
    // The file may not grow; then every table the dispatcher writes is filled to its last page, so each next row needs a page there is no room for.
    handle.pragma(`max_page_count = ${handle.pragma('page_count', { simple: true }) as number}`);
    const rows: [string, (index: number, filler: string) => unknown[]][] = [
      ['insert into view_state values (?, ?, 0)', (index, filler) => [`~f${index}`, filler]],
      ['insert into guild_settings (guild_id, answers, updated_at, updated_by) values (?, ?, 0, null)', (index, filler) => [`f${index}`, filler]],
      ['insert into interaction_writes values (?, ?, 0)', (index, filler) => [`f${index}`, filler]],
    ];
    let index = 0;
    for (const [sql, values] of rows) {
      const insert = handle.prepare(sql);
      // Large rows first, then ever smaller ones into what room is left on the last pages.
      for (const size of [500, 50, 1]) {
        try {
          for (;;) insert.run(...values(index++, 'x'.repeat(size)));
        } catch (error) {
          if ((error as { code?: string }).code !== 'SQLITE_FULL') throw error;
        }
      }
    }
  }, 120_000);

  afterAll(async () => {
    dispatcher?.stop();
    await pool?.destroy();
    handle?.close();
  });

  it('answers, leaves off the buttons it could not save, refuses the settings change saying the disk is full, and remembers it for /healthz', async () => {
    const place = { guildId: '1300000000000000100', interactionId: '1400000000000000001', member: { roleIds: [], permissions: PermissionFlagsBits.ManageGuild.toString() } };
    const search = await dispatcher.command('search', { query: 'legend rule' }, '1300000000000000300', place);
    expect(search.embeds[0]!.title).toContain('legend rule');
    expect(search.embeds.at(-1)!.description).toBe(`Some buttons of this answer are left off: ${DISK_FULL}. Run the command again later to use them.`);
    expect(JSON.stringify(search.components ?? [])).not.toMatch(/~[0-9a-z]{10}/);
    const settings = await dispatcher.command('settings', { rel: 'regular' }, '1300000000000000300', { ...place, interactionId: '1400000000000000002' });
    expect(settings.embeds[0]!.description).toBe(`This server's settings were not changed: ${DISK_FULL}. Run \`/settings\` again in a minute.`);
    expect(dispatcher.store.refusingWrites?.failure).toEqual({ kind: 'disk-full', reason: DISK_FULL });
    handle.pragma('max_page_count = 1000000');
    const saved = await dispatcher.command('settings', { rel: 'regular' }, '1300000000000000300', { ...place, interactionId: '1400000000000000003' });
    expect(saved.embeds[0]!.description).toContain('**Default REL**: Competitive (default) → Regular');
    expect(dispatcher.store.refusingWrites).toBeNull();
    expect(logged).toEqual([]);
  });
});
