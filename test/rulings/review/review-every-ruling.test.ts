import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createCommandContext } from '../../../bot/command-context.js';
import { loadConfig } from '../../../bot/config.js';
import type { CommandContext } from '../../../commands/framework/command-module.js';
import { runCommand, runComponent } from '../../../commands/framework/dispatch.js';
import { toMessagePayload } from '../../../commands/payload/message-payload.js';
import { importReleaseFile } from '../../../rules-db/store/import-release.js';
import { releaseAt } from '../../../rules-db/store/release-queries.js';
import { findCitations } from '../../../rulings/cite/find-citations.js';
import { ruleCitation } from '../../../rulings/cite/snapshot-citation.js';
import { reviewEveryRuling } from '../../../rulings/review/review-every-ruling.js';
import { rulingLog } from '../../../rulings/store/rulings-repository.js';
import { UNSET_GUILD_SETTINGS } from '../../../state/guild-settings.js';
import { createCardsTestDb } from '../../support/cards-db-fixture.js';
import { importErrata } from '../../support/changed-cards.js';
import { buttons, registry } from '../../support/run-slash.js';
import { crPath } from '../../support/shared-data.js';
import { describeEachStateStore } from '../../support/state-store-fixture.js';

const GUILD = '1300000000000000100';
const OTHER_GUILD = '1300000000000000200';
const JUDGE = '1300000000000000301';

describeEachStateStore('the staleness sweep', (stores) => {
  it('flags the rulings whose citations a new release or card data changed, with what changed, and no others', async () => {
    const db = await createCardsTestDb('cr-20240202.txt');
    const log = rulingLog((await stores.open()).db);
    const then = releaseAt(db);
    const ask = { question: 'q', ruling: 'r' };
    await log.log(GUILD, JUDGE, ask, [ruleCitation(db, then, '701.9d')!]);
    await log.log(GUILD, JUDGE, ask, [ruleCitation(db, then, '702.19b')!]);
    await log.log(GUILD, JUDGE, ask, findCitations(db, ['[[Soul-Guide Gryff]]']).citations);
    await log.log(OTHER_GUILD, JUDGE, ask, [ruleCitation(db, then, '702.19b')!]);
    expect(await reviewEveryRuling(db, log)).toEqual({ checked: 4, guilds: [] });

    importReleaseFile(db, readFileSync(crPath('cr-20250606.txt')), { source: 'cr-20250606.txt' });
    await importErrata(db, 'Soul-Guide Gryff', (text) => text.replace('up to one target card', 'up to two target cards'), '2025-12-01T00:00:00.000Z');
    const sweep = await reviewEveryRuling(db, log);
    expect(sweep.checked).toBe(4);
    expect(sweep.guilds.map((guild) => [guild.guildId, guild.needsReview.map((ruling) => ruling.number), guild.newlyFlagged])).toEqual([[GUILD, [1, 3], [1, 3]]]);
    expect((await log.needingReview(GUILD)).map((ruling) => ruling.changes.map((change) => [change.kind, change.now, change.version]))).toEqual([
      [['renumbered', '701.10d', '2025-06-06']],
      [['changed', 'Soul-Guide Gryff', '2025-12-01']],
    ]);
    expect(await log.needingReview(OTHER_GUILD)).toEqual([]);

    // Swept again with nothing new: the same rulings need review, none newly.
    expect((await reviewEveryRuling(db, log)).guilds.map((guild) => guild.newlyFlagged)).toEqual([[]]);
  }, 60_000);

  it('lists them in /ruling review, and a judge confirms one: re-stamped to the new versions, it needs review no more', async () => {
    const db = await createCardsTestDb('cr-20240202.txt');
    const store = await stores.open();
    const log = rulingLog(store.db);
    await log.log(GUILD, JUDGE, { question: 'Doubling life at 7?', ruling: 'Gain 7.' }, [ruleCitation(db, releaseAt(db), '701.9d')!]);
    importReleaseFile(db, readFileSync(crPath('cr-20250606.txt')), { source: 'cr-20250606.txt' });
    await reviewEveryRuling(db, log);

    const context: CommandContext = {
      ...createCommandContext(db, loadConfig({})),
      guild: { id: GUILD, settings: UNSET_GUILD_SETTINGS, member: { roleIds: [], permissions: '32' } },
      stateStore: async () => store,
    };
    const fail = (_message: string, details: Record<string, unknown>) => {
      throw details.error;
    };
    const review = toMessagePayload(await runCommand(registry, 'ruling', { subcommand: 'review' }, JUDGE, context, fail));
    expect(review.embeds[0]!.description).toBe('**#1** Doubling life at 7? — CR 701.9d (2024-02-02) is now **701.10d** (renumbered between 2024-02-02 and 2025-06-06)');
    const shown = toMessagePayload((await runComponent(registry, buttons(review)['#1']!, [], JUDGE, context, fail)).reply);
    expect(shown.embeds[0]!.title).toBe('Ruling #1 — needs review');
    // The citation's button goes through the path every cited number takes: read as of 2024-02-02, carried to today's.
    const cited = toMessagePayload((await runComponent(registry, buttons(shown)['CR 701.10d (cited as 701.9d)']!, [], JUDGE, context, fail)).reply);
    expect(cited.embeds[0]!.title).toMatch(/^701\.10d · /);
    // Regression guard: an edit form listing the old number would cite whatever rule holds 701.9d today.
    const form = (await runComponent(registry, buttons(shown)['Edit']!, [], JUDGE, context, fail)).reply.modal!;
    const citationsInput = form.components[2]!;
    expect('components' in citationsInput && (citationsInput.components[0] as { value?: string }).value).toBe('CR 701.10d');
    const confirmed = toMessagePayload((await runComponent(registry, buttons(shown)['Confirm: still stands']!, [], JUDGE, context, fail)).reply);
    expect(confirmed.embeds[1]!.title).toBe('Ruling #1');
    expect(confirmed.embeds[1]!.description).toContain('**Cites** CR 701.10d (2025-06-06)');
    expect(await log.needingReview(GUILD)).toEqual([]);
    expect((await reviewEveryRuling(db, log)).guilds).toEqual([]);
  }, 60_000);
});
