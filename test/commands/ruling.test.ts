import { beforeAll, describe, expect, it } from 'vitest';
import { createCommandContext } from '../../bot/command-context.js';
import { loadConfig } from '../../bot/config.js';
import { parseSlashCommand } from '../../cli/console/parse-slash-command.js';
import type { CommandContext, MemberRights } from '../../commands/framework/command-module.js';
import { runCommand, runComponent, runModalSubmit } from '../../commands/framework/dispatch.js';
import ruling from '../../commands/ruling.js';
import { toMessagePayload, type Reply } from '../../commands/payload/message-payload.js';
import type { ContentDb } from '../../database/open-database.js';
import type { StateStore } from '../../state/create-state-store.js';
import { UNSET_GUILD_SETTINGS, type GuildSettings } from '../../state/guild-settings.js';
import { createCardsTestDb } from '../support/cards-db-fixture.js';
import { buttons, registry } from '../support/run-slash.js';
import { describeEachStateStore } from '../support/state-store-fixture.js';

const GUILD = '1300000000000000100';
const OTHER_GUILD = '1300000000000000200';
const JUDGE = '1300000000000000301';
const PLAYER = '1300000000000000302';
const MANAGER = '1300000000000000303';
const JUDGE_ROLE = '1300000000000000500';
/** Manage Server. */
const MANAGE_GUILD = '32';

const judge: MemberRights = { roleIds: [JUDGE_ROLE], permissions: '0' };
const player: MemberRights = { roleIds: [], permissions: '0' };
const manager: MemberRights = { roleIds: [], permissions: MANAGE_GUILD };

/** The text inputs of a reply's modal, row by row. */
function textInputs(reply: Reply): { custom_id: string; max_length?: number; value?: string }[] {
  return reply.modal!.components.map((row) => ('components' in row ? row.components[0] : undefined) as { custom_id: string; max_length?: number; value?: string });
}

let db: ContentDb;
beforeAll(async () => {
  db = await createCardsTestDb('cr-20240202.txt');
}, 60_000);

describe('/ruling definition', () => {
  it('is a guild-only command of five subcommands', () => {
    expect(ruling.definition.dm_permission).toBe(false);
    expect(ruling.definition.contexts).toEqual([0]);
    expect(ruling.definition.options!.map((option) => option.name)).toEqual(['log', 'find', 'show', 'delete', 'review']);
  });

  it('reads `/ruling find words:…` typed in the console as its subcommand and options', () => {
    expect(parseSlashCommand('/ruling find words:double life', registry)).toEqual({ name: 'ruling', options: { subcommand: 'find', words: 'double life' } });
    expect(parseSlashCommand('/ruling show 3', registry)).toEqual({ name: 'ruling', options: { subcommand: 'show', id: 3 } });
  });

  it('says in DMs and the terminal that it belongs in a server', async () => {
    const reply = await runCommand(registry, 'ruling', { subcommand: 'review' }, PLAYER, createCommandContext(db, loadConfig({})), () => undefined);
    expect(reply.embeds[0]!.description).toContain('use it in a channel of that server');
  });
});

describeEachStateStore('/ruling', (stores) => {
  /** Runs /ruling as `userId` with `rights` in `guildId`, the server's settings as given. */
  function server(store: StateStore, guildId = GUILD, settings: GuildSettings = { ...UNSET_GUILD_SETTINGS, judgeRoleId: JUDGE_ROLE }) {
    const logged: unknown[] = [];
    const context = (rights: MemberRights): CommandContext => ({
      ...createCommandContext(db, loadConfig({})),
      guild: { id: guildId, settings, member: rights },
      stateStore: async () => store,
    });
    const log = (_message: string, details: Record<string, unknown>) => logged.push(details.error);
    const check = (reply: Reply) => {
      if (!reply.modal) toMessagePayload(reply);
      return reply;
    };
    return {
      logged,
      command: async (options: Record<string, string | number>, userId: string, rights: MemberRights) =>
        check(await runCommand(registry, 'ruling', options, userId, context(rights), log)),
      press: async (customId: string, userId: string, rights: MemberRights) => check((await runComponent(registry, customId, [], userId, context(rights), log)).reply),
      submit: async (customId: string, fields: Record<string, string>, userId: string, rights: MemberRights) =>
        check(await runModalSubmit(registry, customId, fields, userId, context(rights), log)),
    };
  }

  const doubling = { question: 'My opponent doubles their life total at 7 with an effect. What happens?', ruling: 'They gain 7 life (701.9d).', citations: '' };

  it('logs a ruling through its form: numbered per server, its citations stamped with the release and card data in use', async () => {
    const guild = server(await stores.open());
    const form = await guild.command({ subcommand: 'log' }, JUDGE, judge);
    expect(form.modal).toMatchObject({ custom_id: `ruling:${JUDGE}:log`, title: 'Log a ruling' });
    expect(textInputs(form).map((input) => input.max_length)).toEqual([4000, 4000, 1000]);

    const logged = await guild.submit(form.modal!.custom_id, { ...doubling, citations: '[[Soul-Guide Gryff]], MTR 9.9' }, JUDGE, judge);
    expect(logged.embeds[0]!.description).toBe('Logged as ruling #1.');
    expect(logged.embeds[1]!.title).toBe('Ruling #1');
    // "life total" in the question is the glossary's; 701.9d in the ruling, the card in the citations.
    expect(logged.embeds[1]!.description).toContain('**Cites** “Life, Life Total” (2024-02-02) · CR 701.9d (2024-02-02) · Soul-Guide Gryff (2025-11-01)');
    expect(Object.keys(buttons(toMessagePayload(logged)))).toEqual(['“Life, Life Total”', 'CR 701.9d', 'Soul-Guide Gryff']);

    const second = await guild.submit(form.modal!.custom_id, { question: 'Does trample work with deathtouch?', ruling: 'Yes: 702.19c.', citations: '' }, JUDGE, judge);
    expect(second.embeds[0]!.description).toBe('Logged as ruling #2.');
    expect(guild.logged).toEqual([]);
  });

  it('lets only judges (the judge role, or server managers) log; anyone may find and show', async () => {
    const guild = server(await stores.open());
    expect((await guild.command({ subcommand: 'log' }, PLAYER, player)).embeds[0]!.description).toContain(`Only members with the judge role <@&${JUDGE_ROLE}> and server managers may log rulings.`);
    expect((await guild.command({ subcommand: 'log' }, MANAGER, manager)).modal).toBeDefined();
    // A form sent by someone who is not a judge (its custom id copied, say) is refused too.
    expect((await guild.submit(`ruling:${PLAYER}:log`, doubling, PLAYER, player)).embeds[0]!.description).toContain('may log rulings');
    await guild.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge);

    const found = await guild.command({ subcommand: 'find', words: 'double life' }, PLAYER, player);
    expect(found.embeds[0]!.description).toBe('**#1** My opponent doubles their life total at 7 with an effect. What happens?');
    const shown = await guild.press(buttons(toMessagePayload(found))['#1']!, PLAYER, player);
    expect(shown.embeds[0]!.title).toBe('Ruling #1');
    expect(shown.embeds[0]!.description).toContain(`Logged by <@${JUDGE}>`);
    expect((await guild.command({ subcommand: 'show', id: 1 }, PLAYER, player)).embeds[0]!.title).toBe('Ruling #1');
  });

  it('with no judge role set, lets server managers log and no one else', async () => {
    const guild = server(await stores.open(), GUILD, UNSET_GUILD_SETTINGS);
    expect((await guild.command({ subcommand: 'log' }, JUDGE, judge)).embeds[0]!.description).toContain('Only server managers');
    expect((await guild.command({ subcommand: 'log' }, MANAGER, manager)).modal).toBeDefined();
  });

  it('deletes a ruling for its author or a server manager, and refuses anyone else', async () => {
    const guild = server(await stores.open());
    await guild.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge);
    await guild.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge);
    const otherJudge = '1300000000000000399';
    expect((await guild.command({ subcommand: 'delete', id: 1 }, otherJudge, judge)).embeds[0]!.description).toContain('Only the judge who logged ruling #1');
    expect((await guild.command({ subcommand: 'delete', id: 1 }, JUDGE, judge)).embeds[0]!.description).toBe("Ruling #1 was deleted from this server's log.");
    expect((await guild.command({ subcommand: 'delete', id: 2 }, MANAGER, manager)).embeds[0]!.description).toBe("Ruling #2 was deleted from this server's log.");
    expect((await guild.command({ subcommand: 'show', id: 1 }, PLAYER, player)).embeds[0]!.description).toContain('There is no ruling #1');
    // A deleted ruling's number is never given to another.
    expect((await guild.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge)).embeds[0]!.description).toBe('Logged as ruling #3.');
  });

  it("never shows one server's rulings in another", async () => {
    const store = await stores.open();
    const home = server(store, GUILD);
    const other = server(store, OTHER_GUILD);
    await home.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge);
    expect((await other.command({ subcommand: 'show', id: 1 }, PLAYER, player)).embeds[0]!.description).toContain('There is no ruling #1');
    expect((await other.command({ subcommand: 'find', words: 'double life' }, PLAYER, player)).embeds[0]!.description).toBe("No ruling in this server's log holds those words.");
    expect((await other.command({ subcommand: 'delete', id: 1 }, MANAGER, manager)).embeds[0]!.description).toContain('There is no ruling #1');
    expect((await other.submit(`ruling:${JUDGE}:log`, doubling, JUDGE, judge)).embeds[0]!.description).toBe('Logged as ruling #1.');
    expect((await home.command({ subcommand: 'show', id: 1 }, PLAYER, player)).embeds[0]!.title).toBe('Ruling #1');
  });

  it('opens an edit form pre-filled with the ruling, and saves the edit for judges only', async () => {
    const guild = server(await stores.open());
    await guild.submit(`ruling:${JUDGE}:log`, { ...doubling, citations: '[[Soul-Guide Gryff]]' }, JUDGE, judge);
    expect((await guild.press(`ruling:${PLAYER}:edit:1`, PLAYER, player)).embeds[0]!.description).toContain('may edit rulings');
    const form = await guild.press(`ruling:${JUDGE}:edit:1`, JUDGE, judge);
    const values = textInputs(form).map((input) => input.value);
    expect(values).toEqual([doubling.question, doubling.ruling, 'Life, Life Total, CR 701.9d, [[Soul-Guide Gryff]]']);
    const edited = await guild.submit(form.modal!.custom_id, { question: doubling.question, ruling: 'They gain 7 life.', citations: values[2]! }, JUDGE, judge);
    expect(edited.embeds[0]!.description).toBe('Ruling #1 edited.');
    expect(edited.embeds[1]!.description).toContain('**Ruling**\nThey gain 7 life.\n\n**Cites** “Life, Life Total” (2024-02-02) · CR 701.9d (2024-02-02) · Soul-Guide Gryff (2025-11-01)');
  });

  it('refuses a form with a blank question or ruling, logging nothing', async () => {
    const guild = server(await stores.open());
    expect((await guild.submit(`ruling:${JUDGE}:log`, { question: '  ', ruling: 'x', citations: '' }, JUDGE, judge)).embeds[0]!.description).toContain('nothing was logged');
    expect((await guild.command({ subcommand: 'review' }, PLAYER, player)).embeds[0]!.description).toContain('No ruling');
    expect((await guild.command({ subcommand: 'show', id: 1 }, PLAYER, player)).embeds[0]!.description).toContain('There is no ruling #1');
  });
});
