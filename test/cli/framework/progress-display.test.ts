/** Progress without a terminal: a line now and then, never a flood, and a last line per file. */
import { describe, expect, it } from 'vitest';
import { describeBytes, lineProgress } from '../../../cli/framework/progress-display.js';

const MB = 1024 * 1024;

describe('lineProgress', () => {
  it('writes a line at each quarter of a known size and every few seconds, then one when done', () => {
    const lines: string[] = [];
    let clock = 0;
    const display = lineProgress((line) => lines.push(line), { everyMs: 5_000, now: () => clock });
    const task = display.task('Cards', 'cards');
    for (let mb = 1; mb <= 160; mb++) {
      clock += 100;
      task.update(mb * MB, 160 * MB, mb * 200);
    }
    task.finish();
    task.finish();
    expect(lines).toEqual([
      'Cards: 40.0 of 160.0 MB, 8,000 cards …',
      'Cards: 80.0 of 160.0 MB, 16,000 cards …',
      'Cards: 120.0 of 160.0 MB, 24,000 cards …',
      'Cards: 160.0 of 160.0 MB, 32,000 cards, done',
    ]);
  });

  it('with no size known, writes every few seconds; a file cut short is "stopped", not "done"', () => {
    const lines: string[] = [];
    let clock = 0;
    const task = lineProgress((line) => lines.push(line), { everyMs: 5_000, now: () => clock }).task('Comprehensive Rules');
    clock = 6_000;
    task.update(MB / 2, null);
    task.finish();
    const cut = lineProgress((line) => lines.push(line), { now: () => clock }).task('Magic Tournament Rules');
    cut.update(MB, 2 * MB);
    cut.finish();
    expect(lines).toEqual(['Comprehensive Rules: 0.5 MB …', 'Comprehensive Rules: 0.5 MB, done', 'Magic Tournament Rules: 1.0 of 2.0 MB …', 'Magic Tournament Rules: 1.0 of 2.0 MB, stopped']);
  });

  it('describes bytes in MB, with the total when known', () => {
    expect(describeBytes(3 * MB, 160 * MB)).toBe('3.0 of 160.0 MB');
    expect(describeBytes(3 * MB, null)).toBe('3.0 MB');
  });
});
