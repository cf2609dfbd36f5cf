/**
 * `npm run bench:bot [-- --interactions N] [-- --json]`: the running bot's resident memory after
 * logging in and after N interactions, and the round-trip time of each interaction, with the real
 * `arbiter start` process logged in to the fake Discord (REST and gateway on 127.0.0.1).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { autocompleteInteraction, buttonInteraction, chatInputInteraction, startFakeDiscord } from '../test/support/fake-discord/index.js';
import { runArbiter } from '../test/support/run-cli.js';
import { crPath, SHARED_DIR } from '../test/support/shared-data.js';
import { spawnArbiter } from '../test/support/spawn-arbiter.js';
import { TOURNAMENT_FILES } from '../test/support/tournament-documents.js';
import { percentile } from './timing.js';

const { values } = parseArgs({ options: { interactions: { type: 'string' }, json: { type: 'boolean' } } });
const count = Number(values.interactions ?? 1000);

/** Resident set size of a process in MB, as the kernel reports it. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

/** A mix of what judges do: rules, searches, definitions, sections, autocompletes, button presses. */
function interaction(index: number) {
  switch (index % 8) {
    case 0: return chatInputInteraction({ name: 'rule', options: { number: `70${index % 3}.${(index % 20) + 1}` } });
    case 1: return chatInputInteraction({ name: 'search', options: { query: ['legend rule', 'can a tapped creature block', 'trample deathtouch', 'mana burn'][index % 4]! } });
    case 2: return chatInputInteraction({ name: 'define', options: { term: ['ETB', 'dies', 'APNAP', 'mana value'][index % 4]! } });
    case 3: return chatInputInteraction({ name: 'ipg', options: { infraction: ['GRV', 'missed trigger', 'HCE'][index % 3]! } });
    case 4: return autocompleteInteraction({ name: 'rule', options: { number: ['tra', '702.1', 'combat d'][index % 3]! }, focused: 'number' });
    case 5: return chatInputInteraction({ name: 'mtr', options: { section: ['4.2', 'tournament shortcuts', '3.8'][index % 3]! } });
    case 6: return buttonInteraction({ customId: `rule:1:v:702.19:0:1:0` });
    default: return chatInputInteraction({ name: 'history', options: { rule: '510.1c' } });
  }
}

const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-bot-bench-'));
const dbPath = path.join(workDir, 'rules.sqlite');
const fake = await startFakeDiscord();
try {
  await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', dbPath]);
  await runArbiter(['docs', 'import', path.join(SHARED_DIR, TOURNAMENT_FILES.mtr2025Pdf), path.join(SHARED_DIR, TOURNAMENT_FILES.ipg2024Pdf), '--db', dbPath]);
  const bot = spawnArbiter(['start'], { DISCORD_TOKEN: fake.token, DISCORD_API_URL: fake.restUrl, RULES_DB: dbPath, RULES_CHECK_INTERVAL: 'off', CARDS_CHECK_INTERVAL: 'off' });
  await bot.waitForOutput('Logged in to Discord');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const afterLogin = residentMb(bot.child.pid!);
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    await (await fake.sendInteraction(interaction(index))).callback();
    times.push(performance.now() - start);
  }
  const afterInteractions = residentMb(bot.child.pid!);
  bot.child.kill('SIGTERM');
  await bot.exited;
  const result = { afterLoginMb: afterLogin, afterInteractionsMb: afterInteractions, interactions: count, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
  if (values.json) console.log(JSON.stringify(result));
  else {
    console.log(`resident memory: ${afterLogin} MB after login, ${afterInteractions} MB after ${count} interactions`);
    console.log(`interaction round trip (fake Discord → bot → fake Discord): p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms`);
  }
} finally {
  await fake.stop();
  rmSync(workDir, { recursive: true, force: true });
}
