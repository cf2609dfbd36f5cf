/**
 * `tsx bench/write-situations.ts --cr <CR text file> <situation map.json>`: writes the CR's situation
 * map (rules-db/search/situations.json, read by rules-db/search/situations.ts) from a map as its
 * writers keep it — `{ "situations": [{ "about", "rules": ["704.3", …], "when", "why" }] }`, rule
 * numbers of the release given — stamping each rule with the fingerprints of its text there, so a
 * later release carries each situation to the rules that still say the same. A number the release
 * lacks, or a cue with no word search can match (filler only), is refused, naming it; nothing is written.
 *
 * How the shipped map was written is in its $comment; this is how to change it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseComprehensiveRules } from '../rules-db/parse/parse-cr.js';
import { RULE_SITUATIONS_FILE } from '../rules-db/search/rule-index.js';
import { situationMap, situationsFile, situationsFileSchema } from '../rules-db/search/situations.js';
import { textStamps } from '../rules-db/search/stamped-texts.js';
import { projectPath } from '../common/project-path.js';

const { values, positionals } = parseArgs({ options: { cr: { type: 'string' } }, allowPositionals: true });
if (!values.cr || positionals.length !== 1) fail('Usage: tsx bench/write-situations.ts --cr <CR text file> <situation map.json>');

const written = z
  .object({
    situations: z.array(
      z.object({
        about: z.string(),
        rules: z.array(z.string()).min(1),
        when: z.array(z.array(z.string().min(1)).min(1)).min(1),
        why: z.string(),
      }),
    ),
  })
  .parse(JSON.parse(readFileSync(positionals[0]!, 'utf8')));

const release = parseComprehensiveRules(new Uint8Array(readFileSync(values.cr)));
const texts = new Map(release.rules.map((rule) => [rule.number, rule.text]));
const situations = written.situations.map((situation, index) => {
  const unknown = situation.rules.filter((number) => !texts.has(number));
  if (unknown.length > 0) fail(`situation ${index + 1} ("${situation.about}"): no rule ${unknown.join(', ')} in the CR of ${release.effectiveDate}`);
  return { about: situation.about, refs: situation.rules, when: situation.when.map((cues) => cues.map((cue) => cue.split('|').map((phrase) => phrase.trim()))), why: situation.why };
});
// Every cue must have a phrase search can match: one of filler words only ("it", "the") would never be found.
const compiled = situationMap(situations);
compiled.cueSets.forEach((alternatives, index) =>
  alternatives.forEach((cues, at) => cues.forEach((phrases, cue) => phrases.length === 0 && fail(`situation ${index + 1}, cue set ${at + 1}, cue ${cue + 1}: only filler words`))),
);

const referenced = [...new Set(situations.flatMap((situation) => situation.refs))].sort((a, b) => release.rules.findIndex((rule) => rule.number === a) - release.rules.findIndex((rule) => rule.number === b));
const existing = situationsFile(RULE_SITUATIONS_FILE);
const file = situationsFileSchema.parse({
  $comment: existing?.$comment ?? 'Situation map (see rules-db/search/situations.ts): say here who wrote it, how, and from which texts.',
  document: 'cr',
  version: release.effectiveDate,
  texts: referenced.map((ref) => ({ ref, ...textStamps(texts.get(ref)!) })),
  situations,
});
const { texts: stamps, situations: entries, ...header } = file;
const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
const lines = (items: unknown[]) => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
// One line per rule stamp and per situation: diffs show which situations changed.
writeFileSync(projectPath(RULE_SITUATIONS_FILE), `${head},\n  "texts": [\n${lines(stamps)}\n  ],\n  "situations": [\n${lines(entries)}\n  ]\n}\n`);
console.log(`${RULE_SITUATIONS_FILE}: ${entries.length} situations over ${stamps.length} rules`);

/** Says what is wrong with the input and stops, writing nothing. */
function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}
