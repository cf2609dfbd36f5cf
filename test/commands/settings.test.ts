import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandSettings } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { HandlerPool } from '../../commands/framework/handler-pool.js';
import type { InlineAvailability } from '../../commands/framework/command-module.js';
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
  async function dispatcherOn(inline: InlineAvailability = 'available') {
    const store = await stores.open();
    const logged: unknown[] = [];
    return { store, logged, dispatcher: new PooledDispatcher(pool, store, (_message, details) => logged.push(details), undefined, undefined, () => inline) };
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
      'Inline lookups ([[card]], {{702.19b}}): off (default)',
      'Inline lookups answer in: every channel (default)',
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
    const unset = { inlineLookups: null, inlineChannels: null };
    expect(await replica.guildSettings.get(GUILD)).toEqual({ changelogChannelId: CHANNEL, answers: null, defaultRel: 'professional', judgeRoleId: ROLE, ...unset });
    expect(await store.guildSettings.get(OTHER_GUILD)).toEqual({ changelogChannelId: null, answers: null, defaultRel: null, judgeRoleId: null, ...unset });

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

  it('turns inline lookups on and says where they answer, each change kept for every connection', async () => {
    const { dispatcher, store, logged } = await dispatcherOn();
    const on = await dispatcher.command('settings', { inline: 'on', 'inline-channels': `except <#${CHANNEL}>, <#${BOT_CHANNEL}>` }, MANAGER, { guildId: GUILD });
    expect(on.embeds[0]!.description!.split('\n')).toEqual([
      '**Inline lookups ([[card]], {{702.19b}})**: off (default) → on',
      `**Inline lookups answer in**: every channel (default) → every channel but <#${CHANNEL}>, <#${BOT_CHANNEL}>`,
    ]);
    const only = await dispatcher.command('settings', { 'inline-channels': `only <#${CHANNEL}>` }, MANAGER, { guildId: GUILD });
    expect(only.embeds[0]!.description).toBe(`**Inline lookups answer in**: every channel but <#${CHANNEL}>, <#${BOT_CHANNEL}> → only <#${CHANNEL}>`);
    const replica = await stores.open({ shared: true });
    expect(await replica.guildSettings.get(GUILD)).toMatchObject({ inlineLookups: 'on', inlineChannels: { mode: 'only', channelIds: [CHANNEL] } });
    expect(await replica.guildSettings.inlineServers()).toBe(1);
    const all = await dispatcher.command('settings', { 'inline-channels': 'all' }, MANAGER, { guildId: GUILD });
    expect(all.embeds[0]!.description).toBe(`**Inline lookups answer in**: only <#${CHANNEL}> → every channel (default)`);
    const off = await dispatcher.command('settings', { reset: 'inline' }, MANAGER, { guildId: GUILD });
    expect(off.embeds[0]!.description).toBe('**Inline lookups ([[card]], {{702.19b}})**: on → off (default)');
    expect(await store.guildSettings.inlineServers()).toBe(0);
    expect(logged).toEqual([]);
  });

  it.each([
    ['#general', 'does not start with all, except or only (it starts “#general”)'],
    [`<#${CHANNEL}>`, 'lists channels without saying what to do with them'],
    ['except', 'names no channel'],
    [`except <#${CHANNEL}> general`, '“general” is not a channel'],
    ['everywhere please', 'does not start with all, except or only'],
  ])('refuses inline-channels:%s, saying which word it could not read, and saves nothing', async (value, why) => {
    const { dispatcher, store } = await dispatcherOn();
    const reply = await dispatcher.command('settings', { inline: 'on', 'inline-channels': value }, MANAGER, { guildId: GUILD });
    expect(reply.ephemeral).toBe(true);
    expect(reply.embeds[0]!.description).toContain(why);
    expect(reply.embeds[0]!.description).toContain('Write `all`, `except #channel …` (every channel but those) or `only #channel …` (those alone).');
    expect(await store.guildSettings.get(GUILD)).toMatchObject({ inlineLookups: null, inlineChannels: null });
  });

  it.each<[InlineAvailability, string]>([
    ['http-mode', 'this bot runs in HTTP interactions mode, where Discord sends it slash commands and button presses but never the messages of a channel'],
    ['disabled', "this bot's operator has not enabled them (INLINE\\_LOOKUPS=true, which needs Discord's Message Content intent"],
    ['intent-refused', 'Discord refused this bot the Message Content intent'],
  ])('refuses inline:on where the bot cannot answer them (%s), saying why, and saves nothing', async (availability, why) => {
    const { dispatcher, store } = await dispatcherOn(availability);
    const reply = await dispatcher.command('settings', { inline: 'on' }, MANAGER, { guildId: GUILD });
    expect(reply.ephemeral).toBe(true);
    expect(reply.embeds[0]!.description).toContain(`Inline lookups cannot be turned on here: ${why}`);
    expect(reply.embeds[0]!.description).toContain('Explain rules & cards');
    expect((await store.guildSettings.get(GUILD)).inlineLookups).toBeNull();
    // Turning them off, or choosing channels, is always allowed.
    const off = await dispatcher.command('settings', { inline: 'off' }, MANAGER, { guildId: GUILD });
    expect(off.embeds[0]!.description).toBe('**Inline lookups ([[card]], {{702.19b}})**: off (default) → off');
  });

  it('shows a server whose inline lookups are on that this bot does not answer them, and why', async () => {
    const { store } = await dispatcherOn();
    await store.guildSettings.update(GUILD, { inlineLookups: 'on' }, MANAGER);
    const dispatcher = new PooledDispatcher(pool, store, () => undefined, undefined, undefined, () => 'http-mode');
    const reply = await dispatcher.command('settings', {}, MANAGER, { guildId: GUILD });
    expect(reply.embeds[0]!.fields!.find((field) => field.name.startsWith('Inline lookups ('))!.value).toBe(
      'on, but not answered: the bot runs in HTTP mode, which receives no messages',
    );
  });
});
