/**
 * The options node starts a service with: `npm start`, the Dockerfile's command, bin/arbiter.js's
 * first line (`npx arbiter start`), and each shard the ShardingManager spawns. They are node's own
 * command-line options, read before any JavaScript runs, so they cannot be set from inside.
 *
 * `--v8-pool-size=1`: one V8 background thread instead of four. V8 runs concurrent marking and
 * optimizing compilation on those threads, and each thread that allocates gets a glibc malloc arena
 * of its own, which keeps what it freed: in a gateway bot after login, glibc's malloc_stats counted
 * four arenas of 3.0, 5.2, 8.1 and 4.4 MB holding 0.04–0.12 MB in use each (21 MB kept, about 13
 * of it resident); with one thread, one arena of 0.9 MB. npm run bench:bot, two runs each
 * alternated: gateway bot 175, 169 → 161, 159 MB after start, HTTP replica 239, 237 → 228, 228
 * (docs/memory.md, seventh round). On two cores one thread keeps up: npm run load, three runs each,
 * p99 149, 144, 142 → 106, 107, 138 ms, CPU per interaction 3.7–4.4 → 3.8–4.6 ms. A host with many
 * cores and an interest in faster collections can start node without it.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];
