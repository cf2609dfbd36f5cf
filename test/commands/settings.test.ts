import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandSettings } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { HandlerPool } from '../../commands/framework/handler-pool.js';
import { PooledDispatcher } from '../../commands/framework/pooled-dispatch.js';
import settings from '../../commands/settings.js';
import { importReleaseFile } from '../../rules-db/store/import-release.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { tempDbPath } from '../support/rules-db-fixture.js';
import { slashHarness } from '../support/run-slash.js';
import { crPath } from '../support/shared-data.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

const GUILD = '1300000000000000100';
const OTHER_GUILD = '1300000000000000200';
const MANAGER = '1300000000000000300';
const CHANNEL = '1300000000000000400';
const ROLE = '1300000000000000500';
const BOT_CHANNEL = '1300000000000000999';

const dbPath = tempDbPath();
let pool: HandlerPool;

beforeAll(() => {
  const db = openContentDb(dbPath);
  importReleaseFile(db, readFileSync(crPath('cr-20260116.txt')), { source: 'cr-20260116.txt' });
  db.close();
  pool = new HandlerPool({
    dbPath,
    commandsModule: new URL('../../commands/index.ts', import.meta.url).href,
    settings: commandSettings(loadConfig({ CHANGELOG_CHANNEL_ID: BOT_CHANNEL })),
    version: 'test',
    startedAt: new Date().toISOString(),
    threads: 1,
  });
});
afterAll(() => pool.destroy());

describe('/settings definition', () => {
  it('is for server managers (Manage Server) and only in servers', () => {
    expect(settings.definition.default_member_permissions).toBe('32');
    expect(settings.definition.dm_permission).toBe(false);
    expect(settings.definition.contexts).toEqual([0]);
  });

  it('says in DMs and the terminal that it belongs in a server', async () => {
    const { slash, logged } = slashHarness(openContentDb(dbPath, { readonly: true }));
    const reply = await slash('/settings answers:ephemeral');
    expect(reply.embeds[0]!.description).toContain('use it in a channel of that server');
    expect(reply.flags).toBe(64);
    expect(logged).toEqual([]);
  });
});

describeEachStateStore('/settings', (stores) => {
  async function dispatcherOn() {
    const store = await stores.open();
    const logged: unknown[] = [];
    return { store, logged, dispatcher: new PooledDispatcher(pool, store, (_message, details) => logged.push(details)) };
  }

  it('shows the defaults to a server that set nothing, only to the asker', async () => {
    const { dispatcher } = await dispatcherOn();
    const reply = await dispatcher.command('settings', {}, MANAGER, { guildId: GUILD });
    expect(reply.ephemeral).toBe(true);
    expect(reply.embeds[0]!.fields!.map((field) => `${field.name}: ${field.value}`)).toEqual([
      `Changelog channel: <#${BOT_CHANNEL}> (the bot's default)`,
      'Answers are seen by: everyone in the channel (default)',
      'Default REL: Competitive (default)',
      'Judge role: whoever can manage the server (default)',
    ]);
  });

  it('confirms each change with its old and new value, and keeps it for every connection to the store', async () => {
    const { dispatcher, store, logged } = await dispatcherOn();
    const reply = await dispatcher.command('settings', { 'changelog-channel': CHANNEL, rel: 'professional', 'judge-role': ROLE }, MANAGER, { guildId: GUILD });
    expect(reply.embeds[0]!.description!.split('\n')).toEqual([
      `**Changelog channel**: <#${BOT_CHANNEL}> (the bot's default) → <#${CHANNEL}>`,
      '**Default REL**: Competitive (default) → Professional',
      `**Judge role**: whoever can manage the server (default) → <@&${ROLE}>`,
    ]);
    const replica = await stores.open({ shared: true });
    expect(await replica.guildSettings.get(GUILD)).toEqual({ changelogChannelId: CHANNEL, answers: null, defaultRel: 'professional', judgeRoleId: ROLE });
    expect(await store.guildSettings.get(OTHER_GUILD)).toEqual({ changelogChannelId: null, answers: null, defaultRel: null, judgeRoleId: null });

    const reset = await dispatcher.command('settings', { reset: 'rel', 'judge-role': ROLE }, MANAGER, { guildId: GUILD });
    expect(reset.embeds[0]!.description!.split('\n')).toEqual([
      '**Default REL**: Professional → Competitive (default)',
      `**Judge role**: <@&${ROLE}> (unchanged)`,
    ]);
    expect(await replica.guildSettings.changelogTargets()).toEqual([{ guildId: GUILD, channelId: CHANNEL }]);
    expect(logged).toEqual([]);
  });

  it('refuses to set and reset one setting at once, changing nothing', async () => {
    const { dispatcher, store } = await dispatcherOn();
    const reply = await dispatcher.command('settings', { rel: 'regular', reset: 'rel' }, MANAGER, { guildId: GUILD });
    expect(reply.embeds[0]!.description).toContain('cannot be set and reset at once');
    expect((await store.guildSettings.get(GUILD)).defaultRel).toBeNull();
  });

  it('makes answers ephemeral in a server that chose so, and only there', async () => {
    const { dispatcher } = await dispatcherOn();
    expect((await dispatcher.command('rule', { number: '100.1' }, MANAGER, { guildId: GUILD })).ephemeral).toBeFalsy();
    const reply = await dispatcher.command('settings', { answers: 'ephemeral' }, MANAGER, { guildId: GUILD });
    expect(reply.embeds[0]!.description).toBe('**Answers are seen by**: everyone in the channel (default) → only the person who asked');

    const rule = await dispatcher.command('rule', { number: '100.1' }, MANAGER, { guildId: GUILD });
    expect(rule.embeds[0]!.title).toContain('100.1');
    expect(rule.ephemeral).toBe(true);
    expect((await dispatcher.command('rule', { number: '100.1' }, MANAGER, { guildId: OTHER_GUILD })).ephemeral).toBeFalsy();
    expect((await dispatcher.command('rule', { number: '100.1' }, MANAGER, {})).ephemeral).toBeFalsy();
  });
});
