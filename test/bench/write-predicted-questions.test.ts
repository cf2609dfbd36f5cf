/**
 * bench/write-predicted-questions.ts refuses bad input with the file and line at fault and writes
 * nothing: the questions file it would have rewritten stays byte for byte.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../common/project-path.js';
import { RULE_QUESTIONS_FILE } from '../../rules-db/search/rule-index.js';
import { crPath } from '../support/shared-data.js';

const folder = mkdtempSync(path.join(tmpdir(), 'arbiter-questions-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the script on the newest CR with `lines` as its input file. */
function write(lines: string[]) {
  const input = path.join(folder, 'questions.jsonl');
  writeFileSync(input, lines.join('\n'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', projectPath('bench/write-predicted-questions.ts'), '--cr', crPath('cr-20260116.txt'), input], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, input };
}

describe('write-predicted-questions', () => {
  const before = readFileSync(projectPath(RULE_QUESTIONS_FILE));

  it('names the line of a question too short to mean anything, and writes nothing', () => {
    const { status, stderr, input } = write(['{"rule": "702.19b", "questions": ["can trample damage go to the player"]}', '{"rule": "702.19c", "questions": ["2hg tie"]}']);
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(`Error: ${input}:2: not {"rule", "questions"} or {"section", "title", "questions"} as JSON, each question 8 characters or more`);
    expect(readFileSync(projectPath(RULE_QUESTIONS_FILE)).equals(before)).toBe(true);
  });

  it('names a rule the release does not have', () => {
    const { status, stderr, input } = write(['{"rule": "999.9z", "questions": ["is there such a rule at all"]}']);
    expect(status).toBe(1);
    expect(stderr).toContain(`Error: ${input}:1: no 999.9z in`);
    expect(readFileSync(projectPath(RULE_QUESTIONS_FILE)).equals(before)).toBe(true);
  });
});
