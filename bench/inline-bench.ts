/**
 * `npm run bench:inline [-- --json]`: what inline lookups cost (docs/inline-lookups.md).
 *
 * - The main thread's share, paid for every message of every server once INLINE_LOOKUPS is on:
 *   finding `[[…]]` and `{{…}}` (findInlineReferences) in chat messages without any, with one, and
 *   in a 4,000-character message — CPU time per message.
 * - Building a reply (inlineReply, run on a handler thread): one card, a card and two rules, a
 *   card's rulings, and 30 references — CPU time per reply, over the CR, the MTR and IPG and the
 *   Scryfall sample from ../shared.
 * - The state store's share on SQLite: claim, rate-limit count and record of one reply.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCardFiles } from '../cards-db/update/import-card-files.js';
import { inlineReply } from '../commands/views/inline-view.js';
import { importDocumentFile } from '../docs-db/store/import-document.js';
import { findInlineReferences } from '../explain/inline/inline-references.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { createStateStore } from '../state/create-state-store.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../test/support/card-files.js';
import { readShared } from '../test/support/shared-data.js';
import { cpuTimeEach, percentile } from './timing.js';

const { values } = parseArgs({ options: { json: { type: 'boolean' } } });
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-inline-bench-'));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const summary = (times: number[]) => ({ p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), max: round(Math.max(...times)) });

/** Chat as it is: short lines, rules talk with plain numbers, links, mentions, emoji. */
const CHAT = [
  'gg wp, see you next week',
  'that is 702.19b, the trample rule, and SBAs check 704.5g right after',
  'can I respond to the trigger? <@1300000000000000300>',
  'https://scryfall.com/card/mid/47/delver-of-secrets :eyes:',
  'my opponent forgot their upkeep trigger, is that a GRV or a missed trigger? MTR 4.2 says shortcuts…',
  'lol',
];

try {
  const db = openContentDb(path.join(workDir, 'content.sqlite'));
  importReleaseFile(db, readShared('data/cr/cr-20260116.txt'), { source: 'cr-20260116.txt' });
  for (const file of ['data/cr/mtr-20250421.pdftotext.txt', 'data/cr/ipg-20240923.pdftotext.txt']) {
    await importDocumentFile(db, new Uint8Array(readShared(file)), path.basename(file));
  }
  await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
  const settings = { ruleLinkTemplate: 'https://yawgatog.com/resources/magic-rules/#R{ruleNoDot}', docsPageUrl: 'https://wpn.wizards.com/en/rules-documents' };

  const long = `${CHAT.join(' ').repeat(12)}`.slice(0, 4000);
  const scan = {
    chatWithout: summary(cpuTimeEach(CHAT, (text) => findInlineReferences(text), 200)),
    chatWithOne: summary(cpuTimeEach(CHAT.map((text) => `${text} [[Delver of Secrets]]`), (text) => findInlineReferences(text), 200)),
    message4000Chars: summary(cpuTimeEach([long], (text) => findInlineReferences(text), 500)),
  };

  const messages = {
    oneCard: 'is [[Delver of Secrets]] good here?',
    cardAndRules: '[[delvr of secrts]] flips; {{CR 702.19b}} and {{IPG 2.5}}',
    rulings: "[[Jace, Vryn's Prodigy|rulings]]",
    thirtyReferences: Array.from({ length: 30 }, (_, index) => `{{702.${index + 2}}}`).join(' '),
  };
  const build = Object.fromEntries(Object.entries(messages).map(([name, text]) => [name, summary(cpuTimeEach([text], (content) => inlineReply(db, content, settings), 100))]));

  const state = await createStateStore({ sqlitePath: path.join(workDir, 'content.sqlite') });
  const stateTimes: number[] = [];
  for (let index = 0; index < 300; index++) {
    const messageId = String(1_300_000_000_000_000_000n + BigInt(index));
    const start = performance.now();
    await state.inlineReplies.claim({ messageId, guildId: '1', channelId: String(index), referencesKey: '' });
    await state.inlineRateLimit.take(String(index));
    await state.inlineReplies.record(messageId, String(index), 'key');
    stateTimes.push(performance.now() - start);
  }
  await state.destroy();
  db.close();

  const report = { scanMs: scan, buildMs: build, stateStoreMsPerReply: summary(stateTimes.slice(20)) };
  if (values.json) console.log(JSON.stringify(report, null, 2));
  else {
    console.log('Finding [[…]] and {{…}} (main thread, CPU ms per message):');
    for (const [name, times] of Object.entries(scan)) console.log(`  ${name.padEnd(18)} p50 ${times.p50}  p99 ${times.p99}  max ${times.max}`);
    console.log('Building the reply (a handler thread, CPU ms per reply):');
    for (const [name, times] of Object.entries(build)) console.log(`  ${name.padEnd(18)} p50 ${times.p50}  p99 ${times.p99}  max ${times.max}`);
    const stateStore = report.stateStoreMsPerReply;
    console.log(`State store (SQLite: claim, rate limit, record; wall ms per reply): p50 ${stateStore.p50}  p99 ${stateStore.p99}  max ${stateStore.max}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
