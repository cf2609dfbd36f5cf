/**
 * `tsx bench/write-predicted-questions.ts [--stories] (--cr <CR text file> | --document <MTR, IPG or JAR file>) <questions.jsonl>...`:
 * adds predicted questions to the questions file of that document (rule-questions.json,
 * docs-db/search/questions/<kind>.json), or with `--stories` stories to its stories file
 * (rule-stories.json, docs-db/search/stories/<kind>.json), each entry stamped with the fingerprints of the text it
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
import { z } from 'zod';
import { predictedQuestion, questionsFile, questionsFileSchema, type QuestionsFile } from '../rules-db/search/predicted-questions.js';
import { entryName, textStamps } from '../rules-db/search/stamped-texts.js';
import { RULE_QUESTIONS_FILE, RULE_STORIES_FILE } from '../rules-db/search/rule-index.js';
import { docQuestionsFile, docStoriesFile } from '../docs-db/search/section-index.js';
import { projectPath } from '../common/project-path.js';

const { values, positionals } = parseArgs({ options: { cr: { type: 'string' }, document: { type: 'string' }, stories: { type: 'boolean' } }, allowPositionals: true });
const sourcePath = values.cr ?? values.document;
if (!sourcePath || (values.cr && values.document) || positionals.length === 0) {
  console.error('Usage: tsx bench/write-predicted-questions.ts [--stories] (--cr <CR text file> | --document <MTR, IPG or JAR file>) <questions.jsonl>...');
  process.exit(1);
}

type Entry = QuestionsFile['entries'][number];
const bytes = new Uint8Array(readFileSync(sourcePath));
const isCr = values.cr !== undefined;
const source = isCr ? crSource(bytes) : await documentSource(bytes, path.basename(sourcePath));
const existing = questionsFile(source.file);
if (existing && existing.version !== source.version) {
  fail(`${source.file} holds questions for ${existing.version}, not ${source.version}: write them against that version`);
}

/** One input line: a rule's (or a section's) new questions. */
const inputLine = z.union([
  z.object({ rule: z.string(), questions: z.array(predictedQuestion).min(1) }),
  z.object({ section: z.string(), title: z.string(), questions: z.array(predictedQuestion).min(1) }),
]);

const entries = new Map((existing?.entries ?? []).map((entry) => [entryName(entry), entry]));
for (const input of positionals) {
  const lines = readFileSync(input, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let written: z.infer<typeof inputLine>;
    try {
      written = inputLine.parse(JSON.parse(line));
    } catch {
      fail(`${input}:${index + 1}: not {"rule", "questions"} or {"section", "title", "questions"} as JSON, each question 8 characters or more`);
    }
    const name = 'rule' in written ? written.rule : entryName({ ref: written.section, title: written.title });
    const target = source.targets.get(name);
    if (!target) fail(`${input}:${index + 1}: no ${name} in ${sourcePath}`);
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

/** Says what is wrong with the input and stops, writing nothing. */
function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

interface Source {
  file: string;
  document: QuestionsFile['document'];
  version: string;
  /** Entry name (rule number; section number and title) → the entry's ref, title and fingerprints. */
  targets: Map<string, Omit<Entry, 'questions'>>;
}

function crSource(data: Uint8Array): Source {
  const release = parseComprehensiveRules(data);
  const targets = new Map(release.rules.map((rule) => [rule.number, { ref: rule.number, ...textStamps(rule.text) }]));
  return { file: values.stories ? RULE_STORIES_FILE : RULE_QUESTIONS_FILE, document: 'cr', version: release.effectiveDate, targets };
}

async function documentSource(data: Uint8Array, name: string): Promise<Source> {
  const document = await parseTournamentDocument(data, name);
  const targets = new Map(
    document.sections.map((section) => [entryName({ ref: section.number, title: section.title }), { ref: section.number, title: section.title, ...textStamps(section.text) }]),
  );
  return { file: (values.stories ? docStoriesFile : docQuestionsFile)(document.kind), document: document.kind, version: document.effectiveDate, targets };
}
