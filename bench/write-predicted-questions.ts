/**
 * `tsx bench/write-predicted-questions.ts (--cr <CR text file> | --document <MTR or IPG file>) <questions.jsonl>...`:
 * adds predicted questions to the questions file of that document (rule-questions.json,
 * docs-db/search/questions/<kind>.json), each entry stamped with the fingerprints of the text it
 * was written from (predicted-questions.ts). Input lines are `{"rule": "702.19b", "questions": [...]}`
 * for the CR and `{"section": "2.5", "title": "...", "questions": [...]}` for the MTR or IPG, the
 * numbers and titles those of the source. Questions already in the file are kept; new ones are
 * added after them. A file written for another version is refused: its entries would lose their
 * texts' fingerprints.
 *
 * How the shipped questions were written is in each file's $comment; this is how to add more, for
 * a rule a new release brings or a way of asking that is missing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseComprehensiveRules } from '../rules-db/parse/parse-cr.js';
import { parseTournamentDocument } from '../docs-db/parse/parse-tournament-document.js';
import { contentSimilarityHash, questionsFile, questionsFileSchema, type QuestionsFile } from '../rules-db/search/predicted-questions.js';
import { RULE_QUESTIONS_FILE } from '../rules-db/search/rule-index.js';
import { docQuestionsFile } from '../docs-db/search/section-index.js';
import { textFingerprint } from '../common/text-fingerprint.js';
import { projectPath } from '../common/project-path.js';

const { values, positionals } = parseArgs({ options: { cr: { type: 'string' }, document: { type: 'string' } }, allowPositionals: true });
const sourcePath = values.cr ?? values.document;
if (!sourcePath || (values.cr && values.document) || positionals.length === 0) {
  console.error('Usage: tsx bench/write-predicted-questions.ts (--cr <CR text file> | --document <MTR or IPG file>) <questions.jsonl>...');
  process.exit(1);
}

type Entry = QuestionsFile['entries'][number];
const bytes = new Uint8Array(readFileSync(sourcePath));
const isCr = values.cr !== undefined;
const source = isCr ? crSource(bytes) : await documentSource(bytes, path.basename(sourcePath));
const existing = questionsFile(source.file);
if (existing && existing.version !== source.version) {
  throw new Error(`${source.file} holds questions for ${existing.version}, not ${source.version}: write them against that version`);
}

const entries = new Map((existing?.entries ?? []).map((entry) => [nameOf(entry), entry]));
for (const input of positionals) {
  for (const line of readFileSync(input, 'utf8').split('\n').filter((text) => text.trim() !== '')) {
    const written = JSON.parse(line) as { rule?: string; section?: string; title?: string; questions: string[] };
    const name = isCr ? written.rule! : `${written.section} ${written.title}`;
    const target = source.targets.get(name);
    if (!target) throw new Error(`${input}: no ${name} in ${sourcePath}`);
    const before = entries.get(name);
    const questions = [...new Set([...(before?.questions ?? []), ...written.questions.map((question) => question.trim())])];
    entries.set(name, { ...target, questions });
  }
}

const file: QuestionsFile = questionsFileSchema.parse({
  $comment: existing?.$comment ?? 'Predicted questions (see rules-db/search/predicted-questions.ts): say here who wrote them, how, and from which texts.',
  document: source.document,
  version: source.version,
  // In the document's order, one entry per line: diffs show which rules' questions changed.
  entries: [...source.targets.keys()].filter((name) => entries.has(name)).map((name) => entries.get(name)!),
});
const { entries: written, ...header } = file;
const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
writeFileSync(projectPath(source.file), `${head},\n  "entries": [\n${written.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]\n}\n`);
console.log(`${source.file}: ${written.length} entries, ${written.reduce((sum, entry) => sum + entry.questions.length, 0)} questions`);

interface Source {
  file: string;
  document: QuestionsFile['document'];
  version: string;
  /** Entry name (rule number; section number and title) → the entry's ref, title and fingerprints. */
  targets: Map<string, Omit<Entry, 'questions'>>;
}

function crSource(data: Uint8Array): Source {
  const release = parseComprehensiveRules(data);
  const targets = new Map(release.rules.map((rule) => [rule.number, { ref: rule.number, ...fingerprints(rule.text) }]));
  return { file: RULE_QUESTIONS_FILE, document: 'cr', version: release.effectiveDate, targets };
}

async function documentSource(data: Uint8Array, name: string): Promise<Source> {
  const document = await parseTournamentDocument(data, name);
  const targets = new Map(
    document.sections.map((section) => [`${section.number} ${section.title}`, { ref: section.number, title: section.title, ...fingerprints(section.text) }]),
  );
  return { file: docQuestionsFile(document.kind), document: document.kind, version: document.effectiveDate, targets };
}

function fingerprints(text: string): { fingerprint: string; similarity: string } {
  return { fingerprint: textFingerprint(text), similarity: contentSimilarityHash(text) };
}

function nameOf(entry: Entry): string {
  return entry.title === undefined ? entry.ref : `${entry.ref} ${entry.title}`;
}
