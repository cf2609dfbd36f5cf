import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attachQuestions, coverageWeight, indexQuestions, questionsFile, questionsFileSchema, storiesFor, STORIES_FIELD, STORY_MATCH_WORTH, type QuestionsFile } from '../../../rules-db/search/predicted-questions.js';
import { textStamps } from '../../../rules-db/search/stamped-texts.js';
import { RULE_QUESTIONS_FILE, RULE_STORIES_FILE } from '../../../rules-db/search/rule-index.js';
import { docQuestionsFile } from '../../../docs-db/search/section-index.js';
import { parseComprehensiveRules } from '../../../rules-db/parse/parse-cr.js';
import { textFingerprint } from '../../../common/text-fingerprint.js';
import { crPath } from '../../support/shared-data.js';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';

const release = (name: string) => parseComprehensiveRules(new Uint8Array(readFileSync(crPath(name))));
const targetsOf = (name: string) => release(name).rules.map((rule) => ({ ref: rule.number, text: rule.text }));

/** An entry written for `text`, as bench/write-predicted-questions.ts stamps it. */
const entry = (ref: string, text: string, questions: string[], title?: string): QuestionsFile['entries'][number] => ({
  ref,
  ...(title === undefined ? {} : { title }),
  ...textStamps(text),
  questions,
});
const file = (...entries: QuestionsFile['entries']): QuestionsFile => ({ $comment: 'Questions written for this test only.', document: 'cr', version: '2026-01-16', entries });

const BLOCK =
  'The defending player chooses which creatures they control, if any, will block. The chosen creatures must be untapped and they can’t also be battles. For each of the chosen creatures, the defending player chooses one creature for it to block that’s attacking that player, a planeswalker they control, or a battle they protect.';
const PRIORITY = 'If a player has priority when they cast a spell, activate an ability, or take a special action, that player receives priority afterward.';

describe('attachQuestions', () => {
  const questions = file(entry('509.1a', BLOCK, ['can a tapped creature block']), entry('117.3c', PRIORITY, ['how do i hold priority']));

  it('gives a rule the questions written for its text', () => {
    expect(attachQuestions(questions, [{ ref: '509.1a', text: BLOCK }, { ref: '117.3c', text: PRIORITY }])).toEqual([['can a tapped creature block'], ['how do i hold priority']]);
  });

  it('follows a rule that moved, and gives its old number to nobody else', () => {
    const attached = attachQuestions(questions, [
      { ref: '509.1a', text: 'Some other rule entirely about the cleanup step and hand size.' },
      { ref: '509.1b', text: BLOCK },
    ]);
    expect(attached).toEqual([[], ['can a tapped creature block']]);
  });

  it('keeps the questions of a rule reworded in place, in curly or straight quotes', () => {
    const reworded = BLOCK.replace('chooses', 'picks').replace(/'/g, '’');
    expect(attachQuestions(questions, [{ ref: '509.1a', text: reworded }])).toEqual([['can a tapped creature block']]);
  });

  it('gives none to a rule that kept the number but says something else', () => {
    expect(attachQuestions(questions, [{ ref: '117.3c', text: 'Each player draws seven cards at the start of the game.' }])).toEqual([[]]);
  });

  it('serves each entry once: of two rules with the same text, the one with its number gets it', () => {
    const attached = attachQuestions(questions, [
      { ref: '117.3b', text: PRIORITY },
      { ref: '117.3c', text: PRIORITY },
    ]);
    expect(attached).toEqual([[], ['how do i hold priority']]);
  });

  it('names a section by its number and title (front matter has no number)', () => {
    const changes = 'Changes from previous versions: the penalty for a missed trigger is now a warning at Competitive REL, and a deck check no longer extends the round.';
    const sections = file(entry('', 'Welcome to the guide for judges at tournaments.', ['what is this document'], 'Introduction'), entry('', changes, ['what changed'], 'Appendix B'));
    expect(attachQuestions(sections, [{ ref: '', title: 'Appendix B', text: changes.replace('extends', 'lengthens') }])).toEqual([['what changed']]);
  });
});

describe('coverageWeight', () => {
  it('counts questions in full where every document has some, and hardly where only some do', () => {
    expect(coverageWeight([['a'], ['b', 'c']])).toBe(1);
    expect(coverageWeight([['a'], []])).toBeLessThan(0.01);
    expect(coverageWeight([[], []])).toBe(0);
    expect(coverageWeight([])).toBe(0);
    // 98 of 100 documents with questions (a release after the one they were written for) still counts most.
    expect(coverageWeight([...Array.from({ length: 98 }, () => ['q']), [], []])).toBeGreaterThan(0.8);
  });
});

describe('stories in a release they were not written for', () => {
  it('are kept in full by the release they were written for, and in part by one whose texts changed', () => {
    const written = storiesFor(RULE_STORIES_FILE, targetsOf(`cr-${questionsFile(RULE_STORIES_FILE)!.version.replaceAll('-', '')}.txt`));
    expect(written.kept).toBe(1);
    const older = storiesFor(RULE_STORIES_FILE, targetsOf('cr-20190125.txt'));
    expect(older.kept).toBeGreaterThan(0.5);
    expect(older.kept).toBeLessThan(0.7);
    expect(older.kept).toBe(older.told.filter((stories) => stories.length > 0).length / questionsFile(RULE_STORIES_FILE)!.entries.length);
  });

  it('count by the share kept, to the power the questions count by their coverage', () => {
    const questions = [['can a tapped creature block'], ['how do i hold priority']];
    const told = [['my friend says his tapped blocker still blocks'], []];
    const full = indexQuestions(questions, { told, kept: 1 });
    const half = indexQuestions(questions, { told, kept: 0.5 });
    expect(full.storyFieldSpec.weight).toBe(STORIES_FIELD.weight);
    expect(half.storyFieldSpec.weight).toBe(STORIES_FIELD.weight * 0.5 ** 8);
    expect(half.fieldSpec).toEqual(full.fieldSpec);
    // The question index: the two questions worth 1, the story STORY_MATCH_WORTH times the share's power.
    expect([...full.index!.worth]).toEqual([1, 1, STORY_MATCH_WORTH]);
    expect([...half.index!.worth]).toEqual([1, 1, Math.fround(STORY_MATCH_WORTH * 0.5 ** 8)]);
  });
});

describe('the shipped questions', () => {
  const cr = questionsFile(RULE_QUESTIONS_FILE)!;

  it('are valid files', () => {
    expect(questionsFileSchema.safeParse(cr).success).toBe(true);
    expect(cr.document).toBe('cr');
  });

  it('cover every rule of the release they were written for, stamped with its text', () => {
    const rules = release(`cr-${cr.version.replaceAll('-', '')}.txt`).rules;
    expect(cr.entries.map((written) => written.ref)).toEqual(rules.map((rule) => rule.number));
    expect(cr.entries.filter((written, index) => written.fingerprint !== textFingerprint(rules[index]!.text)).map((written) => written.ref)).toEqual([]);
    expect(cr.entries.filter((written) => written.questions.length < 2).length).toBeLessThan(rules.length / 20);
  });

  it('cover every section of the MTR and IPG they were written for', async () => {
    for (const [kind, source] of [['mtr', 'mtr2025Pdf'], ['ipg', 'ipg2024Pdf']] as const) {
      const written = questionsFile(docQuestionsFile(kind))!;
      const document = await sharedTournamentDocument(source);
      expect(written.document).toBe(kind);
      expect(written.version).toBe(document.effectiveDate);
      const attached = attachQuestions(written, document.sections.map((section) => ({ ref: section.number, title: section.title, text: section.text })));
      expect(attached.filter((questions) => questions.length === 0)).toEqual([]);
    }
  });

  it('never cite a rule or section number: they are how players ask, not answers', () => {
    const all = [cr, questionsFile(docQuestionsFile('mtr'))!, questionsFile(docQuestionsFile('ipg'))!].flatMap((written) => written.entries.flatMap((item) => item.questions));
    expect(all.filter((question) => /\b\d{3}\.\d+[a-z]?\b|\brule \d/i.test(question))).toEqual([]);
  });

  it('carry over to the releases before and after, and to nothing else in a release renumbered throughout', () => {
    const share = (name: string) => {
      const targets = targetsOf(name);
      return attachQuestions(cr, targets).filter((questions) => questions.length > 0).length / targets.length;
    };
    expect(share('cr-20251114.txt')).toBeGreaterThan(0.99);
    expect(share('cr-20250404.txt')).toBeGreaterThan(0.95);
    // 2003's numbering shares next to nothing with today's: what carries over is rules still worded the
    // same (keyword headings such as "Shadow"), not whatever rule holds an old number.
    expect(share('cr-20030315.txt')).toBeLessThan(0.2);
  });
});
