/**
 * npm run load: two `arbiter serve` replicas sharing one content database (so view state is
 * shared), the fake Discord's REST for deferred answers, and 1,000 signed interactions at 20 at a
 * time — /rule, /search, /define, /card, autocompletes, and button presses sent to the replica that
 * did not answer the original message. Halfway, one replica gets SIGTERM: it must stop accepting,
 * finish what it accepted and exit 0. Requests it refuses (connection refused, 503 while stopping)
 * go to the other replica, and a replica that refused one gets no new requests for 10 s, as nginx
 * in compose.yaml does (proxy_next_upstream; max_fails=1 and fail_timeout=10s are its defaults);
 * a request it accepted and never answered is an error.
 *
 * Reports errors, retries, and end-to-end latency (sending the request → the answer in Discord: the
 * HTTP response, or the webhook edit after a deferral). The replicas are warmed with 200 requests
 * first (`--warm-up`), as a deployed replica is; that warm-up is not measured.
 *
 *   npm run load [-- --requests 1000 --concurrency 20 --warm-up 200 --json]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { APIInteraction } from 'discord-api-types/v10';
import { importCardFiles } from '../cards-db/update/import-card-files.js';
import { openContentDb } from '../rules-db/store/open-content-db.js';
import { importReleaseFile } from '../rules-db/store/import-release.js';
import { autocompleteInteraction, buttonInteraction, chatInputInteraction, startFakeDiscord } from '../test/support/fake-discord/index.js';
import { freePort } from '../test/support/free-port.js';
import { crPath } from '../test/support/shared-data.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../test/support/card-files.js';
import { applicationKey, postSigned, signatureHeaders } from '../test/support/signed-interactions.js';
import { spawnArbiter, type ArbiterProcess } from '../test/support/spawn-arbiter.js';
import { percentile } from './timing.js';
import { DEFAULT_HANDLER_WARM_UP } from '../bot/config.js';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '1000' }, concurrency: { type: 'string', default: '20' }, 'warm-up': { type: 'string', default: '200' }, json: { type: 'boolean' } },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);

interface MessageData {
  embeds?: { description?: string }[];
  components?: { components: { custom_id?: string; label?: string; disabled?: boolean }[] }[];
}
interface Replica {
  name: string;
  url: string;
  process: ArbiterProcess;
  stopped: boolean;
  /** When it last refused a request (performance.now()). */
  refusedAt?: number;
}

/** How long a reverse proxy leaves a replica alone after it refused a request (nginx's fail_timeout default). */
const FAIL_TIMEOUT_MS = 10_000;
/** Whether a proxy would send a new request to `replica`. */
const available = (replica: Replica) => !replica.stopped && (replica.refusedAt === undefined || performance.now() - replica.refusedAt > FAIL_TIMEOUT_MS);
/** A button from an answer, and the replica that answered it. */
interface Press {
  customId: string;
  from: Replica;
}

const RULES = ['100.1', '702.19b', '616.1', '510.1c', '704.5k', '303.4f', '601.2', '613.8', '117.3a', '509.1'];
const QUERIES = ['legend rule', 'can a tapped creature block', 'trample deathtouch', 'damage assignment order', 'mulligan', 'state-based actions'];
const TERMS = ['ETB', 'dies', 'APNAP', 'mana value', 'trample', 'token'];
const PREFIXES = ['tra', '702.1', 'combat d', 'legend', '60'];

const key = applicationKey();
const workDir = mkdtempSync(path.join(tmpdir(), 'arbiter-load-'));
const replicas: Replica[] = [];
// However the run ends (an error, Ctrl-C), no replica is left running and the folder is removed (its database is 50 MB).
process.on('exit', () => {
  for (const replica of replicas) replica.process.child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});
process.once('SIGINT', () => process.exit(130));
const dbPath = path.join(workDir, 'content.sqlite');
const db = openContentDb(dbPath);
importReleaseFile(db, readFileSync(crPath('cr-20260116.txt')), { source: 'cr-20260116.txt' });
await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
db.close();
const CARDS = (JSON.parse(readFileSync(ORACLE_CARDS_FILE, 'utf8')) as { name: string }[]).slice(0, 200).map((card) => card.name);

const fake = await startFakeDiscord();
for (const name of ['a', 'b']) {
  const port = await freePort();
  const child = spawnArbiter(['serve', '--port', String(port)], {
    DISCORD_PUBLIC_KEY: key.publicKeyHex,
    DISCORD_API_URL: fake.restUrl,
    RULES_DB: dbPath,
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    ...(process.env.HANDLER_THREADS ? { HANDLER_THREADS: process.env.HANDLER_THREADS } : {}),
    // As deployed (spawnArbiter turns it off for tests).
    HANDLER_WARM_UP: process.env.HANDLER_WARM_UP ?? DEFAULT_HANDLER_WARM_UP,
  });
  replicas.push({ name, url: `http://127.0.0.1:${port}/interactions`, process: child, stopped: false });
}
await Promise.all(replicas.map((replica) => replica.process.waitForOutput('Listening for interactions', 60_000)));

const presses: Press[] = [];
const stats = { errors: [] as string[], retries: 0, deferred: 0, crossReplicaPresses: 0, byKind: {} as Record<string, number> };
const times: number[] = [];
const timesByKind: Record<string, number[]> = {};
/**
 * Requests sent (to both replicas together) before measuring: enough to start every handler thread.
 * A replica long in service has also finished compiling its hot code; `--warm-up 2000` measures that.
 */
const WARM_UP = Number(values['warm-up']);

/** Remembers the buttons of an answer for later presses. */
function keepButtons(data: MessageData | undefined, from: Replica): void {
  for (const row of data?.components ?? []) {
    for (const component of row.components) {
      if (component.custom_id && !component.disabled && /^(More results|Next rule|Page)/.test(component.label ?? '')) presses.push({ customId: component.custom_id, from });
    }
  }
}

/** An interaction as Discord sends it: registered with the fake Discord, serialized and signed. */
interface Outgoing {
  kind: string;
  interaction: APIInteraction;
  body: string;
  signature: Record<string, string>;
  expected: ReturnType<typeof fake.expectHttpInteraction>;
}

/** Does Discord's side of sending `interaction`: the fake registers it, the body is serialized and signed (now). */
function outgoing(kind: string, interaction: APIInteraction): Outgoing {
  const body = JSON.stringify(interaction);
  return { kind, interaction, body, signature: signatureHeaders(body, key), expected: fake.expectHttpInteraction(interaction) };
}

/** Sends a request to `preferred` (or the other replica when it refuses); resolves with the answer's message, or records an error. */
async function send({ interaction, body, signature, expected }: Outgoing, preferred: Replica): Promise<{ data?: MessageData; replica: Replica } | null> {
  const order = [preferred, ...replicas.filter((replica) => replica !== preferred)];
  for (const replica of order) {
    if (!available(replica) && replica !== order[order.length - 1]) continue;
    let result;
    try {
      result = await postSigned(replica.url, body, key, { headers: signature });
    } catch (error) {
      // Refused before it was accepted (the replica has stopped listening, or closed an idle connection): a proxy retries.
      const code = (error as { code?: string }).code;
      if (code === 'ECONNREFUSED' || code === 'ECONNRESET') {
        stats.retries++;
        replica.refusedAt = performance.now();
        continue;
      }
      throw error;
    }
    if (result.status === 503) {
      stats.retries++;
      replica.refusedAt = performance.now();
      continue;
    }
    if (result.status !== 200) {
      stats.errors.push(`${replica.name}: HTTP ${result.status} ${result.text.slice(0, 100)}`);
      return null;
    }
    expected.acknowledge(result.json);
    const answer = result.json as { type: number; data?: MessageData };
    if (answer.type === 5 || answer.type === 6) {
      // Finished through the webhook: an edit of the original, or a follow-up (an ephemeral answer).
      stats.deferred++;
      const webhook = `/webhooks/${interaction.application_id}/${interaction.token}`;
      const final = await fake.waitForRequest(
        (request) => (request.method === 'PATCH' && request.path === `${webhook}/messages/@original`) || (request.method === 'POST' && request.path === webhook),
        15_000,
      );
      return { data: final.body as MessageData, replica };
    }
    return { ...(answer.data ? { data: answer.data } : {}), replica };
  }
  stats.errors.push(`no replica accepted ${interaction.id}`);
  return null;
}

/** The i-th command or autocomplete of the mix; null where the mix has a button press. */
function commandRequest(index: number): { kind: string; interaction: APIInteraction } | null {
  const pick = <T>(list: T[]) => list[index % list.length]!;
  switch (index % 8) {
    case 0:
      return { kind: 'rule', interaction: chatInputInteraction({ name: 'rule', options: { number: pick(RULES) } }) };
    case 1:
    case 5:
      return { kind: 'search', interaction: chatInputInteraction({ name: 'search', options: { query: pick(QUERIES) } }) };
    case 2:
      return { kind: 'define', interaction: chatInputInteraction({ name: 'define', options: { term: pick(TERMS) } }) };
    case 3:
      return { kind: 'card', interaction: chatInputInteraction({ name: 'card', options: { name: pick(CARDS) } }) };
    case 4:
      return index % 16 === 4
        ? { kind: 'autocomplete', interaction: autocompleteInteraction({ name: 'rule', options: { number: pick(PREFIXES) }, focused: 'number' }) }
        : { kind: 'autocomplete', interaction: autocompleteInteraction({ name: 'card', options: { name: pick(CARDS).slice(0, 5) }, focused: 'name' }) };
    default:
      return null;
  }
}

/**
 * The measured run's commands and autocompletes, made and signed before its clock starts: that is
 * Discord's work, not done on the replicas' machine (about a quarter of this script's CPU). Presses
 * are made as they go, from the answers' buttons. Empty during the warm-up, which makes its own.
 */
let prepared: (Outgoing | undefined)[] = [];

/** The i-th request of the mix: a press needs an earlier answer's button, else it is a /search that makes one. */
function nextRequest(index: number): { request: Outgoing; preferred: Replica; press?: Press } {
  const up = replicas.filter(available);
  const live = up.length > 0 ? up : replicas.filter((replica) => !replica.stopped);
  const preferred = live[index % live.length]!;
  const ready = prepared[index];
  if (ready) return { request: ready, preferred };
  const command = commandRequest(index);
  if (command) return { request: outgoing(command.kind, command.interaction), preferred };
  const press = presses.length > 0 ? presses[(index * 7) % presses.length]! : undefined;
  if (!press) return { request: outgoing('search', chatInputInteraction({ name: 'search', options: { query: QUERIES[index % QUERIES.length]! } })), preferred };
  // The other replica than the one that answered the message, while both run.
  const other = live.find((replica) => replica !== press.from) ?? preferred;
  return { request: outgoing('press', buttonInteraction({ customId: press.customId })), preferred: other, press };
}

async function runOne(index: number): Promise<void> {
  const { request, preferred, press } = nextRequest(index);
  const started = performance.now();
  let answer;
  try {
    answer = await send(request, preferred);
  } catch (error) {
    stats.errors.push(`${request.kind}: ${(error as Error).message}`);
    return;
  }
  if (!answer) return;
  times.push(performance.now() - started);
  (timesByKind[request.kind] ??= []).push(performance.now() - started);
  stats.byKind[request.kind] = (stats.byKind[request.kind] ?? 0) + 1;
  if (press && answer.replica !== press.from) stats.crossReplicaPresses++;
  const description = answer.data?.embeds?.[0]?.description ?? '';
  if (description.startsWith('Sorry — something went wrong')) stats.errors.push(`${request.kind}: an apology`);
  else keepButtons(answer.data, answer.replica);
}

// The measured run's requests, made before the warm-up so that this script collects their garbage
// there: made after it, they cost this script a 15–30 ms scavenge in the run's first 300 ms
// (perf_hooks), which delayed every answer then in flight and counted as the replicas' latency.
const measuredRequests = Array.from({ length: total }, (_, index) => {
  const command = commandRequest(index);
  return command ? outgoing(command.kind, command.interaction) : undefined;
});

// Warm-up, not measured in the run's figures: a replica's first answers, which compile its hot
// code, as a replica in service has. Their own latency says how a fresh replica answers its first users.
let warmIndex = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (warmIndex < WARM_UP) await runOne(warmIndex++);
  }),
);
const warmUpTimes = [...times];
times.length = 0;
presses.length = 0;
for (const kind of Object.keys(stats.byKind)) delete stats.byKind[kind];
for (const kind of Object.keys(timesByKind)) delete timesByKind[kind];
stats.crossReplicaPresses = 0;
stats.errors.length = 0;
stats.retries = 0;
stats.deferred = 0;
prepared = measuredRequests;

/** CPU seconds (user + system, every thread) a process has used, as the kernel counts it. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}
// Sampled while the run goes: a replica's last reading before it exits is its total.
const cpuAtStart = replicas.map((replica) => cpuSeconds(replica.process.child.pid!) ?? 0);
const cpuLast = [...cpuAtStart];
const sampler = setInterval(() => {
  replicas.forEach((replica, index) => (cpuLast[index] = cpuSeconds(replica.process.child.pid!) ?? cpuLast[index]!));
}, 100);

const victim = replicas[1]!;
let stopReport: Promise<{ code: number | null; inFlightAtSignal: unknown }> | null = null;
let nextIndex = 0;
const generatorCpuAtStart = process.cpuUsage();
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (nextIndex < total) {
      const index = nextIndex++;
      if (index === Math.floor(total / 2) && !stopReport) {
        victim.process.child.kill('SIGTERM');
        stopReport = (async () => {
          const code = await victim.process.exited;
          victim.stopped = true;
          const stopping = victim.process.output().split('\n').find((line) => line.includes('"Stopping'));
          return { code, inFlightAtSignal: stopping ? (JSON.parse(stopping) as { inFlight: number }).inFlight : null };
        })();
        // Requests keep going to it until it refuses them; the stop itself is what is tested.
      }
      await runOne(index);
    }
  }),
);
const elapsedS = (performance.now() - started) / 1000;
const generatorCpu = process.cpuUsage(generatorCpuAtStart);
clearInterval(sampler);
replicas.forEach((replica, index) => (cpuLast[index] = cpuSeconds(replica.process.child.pid!) ?? cpuLast[index]!));
const replicaCpuMsPerInteraction = Math.round((cpuLast.reduce((sum, value, index) => sum + value - cpuAtStart[index]!, 0) * 1000) / total * 10) / 10;
const stopped = await stopReport!;
// The other replica stops the same way.
replicas[0]!.process.child.kill('SIGTERM');
const survivorCode = await replicas[0]!.process.exited;
await fake.stop();

const result = {
  /** Other work on the machine skews every figure: the 1-minute load average at the end. */
  loadAverage: Math.round(loadavg()[0]! * 10) / 10,
  requests: total,
  concurrency,
  answered: times.length,
  /** The warm-up's requests, the first a fresh replica answers (0 without a warm-up). */
  warmUpP50Ms: warmUpTimes.length > 0 ? Math.round(percentile(warmUpTimes, 50)) : 0,
  warmUpMaxMs: warmUpTimes.length > 0 ? Math.round(Math.max(...warmUpTimes)) : 0,
  errors: stats.errors.length,
  firstErrors: stats.errors.slice(0, 5),
  retriedOnTheOtherReplica: stats.retries,
  deferred: stats.deferred,
  presses: stats.byKind.press ?? 0,
  crossReplicaPresses: stats.crossReplicaPresses,
  byKind: stats.byKind,
  throughputPerS: Math.round(total / elapsedS),
  /** CPU both replicas spent per interaction (main and handler threads): what caps throughput on 2 cores. */
  replicaCpuMsPerInteraction,
  /** CPU this script (signing, sending, checking each answer as the fake Discord would) spent per interaction, on the same 2 cores. */
  generatorCpuMsPerInteraction: Math.round((generatorCpu.user + generatorCpu.system) / 100 / total) / 10,
  p50Ms: Math.round(percentile(times, 50)),
  p95Ms: Math.round(percentile(times, 95)),
  p99Ms: Math.round(percentile(times, 99)),
  maxMs: Math.round(Math.max(...times)),
  p99MsByKind: Object.fromEntries(Object.entries(timesByKind).map(([kind, list]) => [kind, Math.round(percentile(list, 99))])),
  sigtermReplica: { exitCode: stopped.code, inFlightAtSignal: stopped.inFlightAtSignal },
  otherReplicaExitCode: survivorCode,
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`${result.answered}/${total} answered at ${concurrency} concurrent, ${result.errors} errors, ${result.retriedOnTheOtherReplica} refused by the stopping replica and retried on the other`);
  for (const error of result.firstErrors) console.log(`  error: ${error}`);
  console.log(`mix: ${JSON.stringify(result.byKind)}; ${result.crossReplicaPresses} of ${result.presses} presses answered by the replica that did not send the message; ${result.deferred} deferred`);
  console.log(`end to end: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ${result.throughputPerS} interactions/s`);
  if (WARM_UP > 0) console.log(`first ${WARM_UP} answers of the fresh replicas (warm-up, not counted above): p50 ${result.warmUpP50Ms} ms, max ${result.warmUpMaxMs} ms`);
  console.log(`CPU per interaction: replicas ${replicaCpuMsPerInteraction} ms (main and handler threads together), this script ${result.generatorCpuMsPerInteraction} ms`);
  console.log(`p99 by kind (ms): ${JSON.stringify(result.p99MsByKind)}`);
  console.log(`machine load average ${result.loadAverage} (2 cores): the latencies are indicative`);
  console.log(`SIGTERM mid-run: exit ${stopped.code} with ${String(stopped.inFlightAtSignal)} in flight at the signal; the other replica exit ${survivorCode}`);
}
process.exitCode = result.errors === 0 && stopped.code === 0 && survivorCode === 0 ? 0 : 1;
