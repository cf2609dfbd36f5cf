import { describe, expect, it } from 'vitest';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';

const db = await createDocsTestDb(['ipg2024Pdftotext'], ['cr-20240202.txt', 'cr-20260116.txt']);
const dbPath = db.name;
db.close();
const explain = (...args: string[]) => runArbiter(['explain', ...args, '--db', dbPath]);

describe('arbiter explain', () => {
  it('prints { items: [{ kind, text, ref, note }] } with --json, old numbers read --at the date written', async () => {
    const run = await explain('Per 701.13b and CR 702.19b, SBA; a GRV', '--at', '2024-03-01', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      items: [
        { kind: 'rule', text: '701.13b', ref: '701.17b', note: '701.13b was renumbered 701.17b between 2024-02-02 and 2026-01-16' },
        { kind: 'rule', text: 'CR 702.19b', ref: '702.19b', note: null },
        { kind: 'term', text: 'SBA', ref: 'State-Based Actions', note: null },
        { kind: 'ipg', text: 'GRV', ref: '2.5', note: null },
      ],
    });
  });

  it('prints one line per item, and the note under a moved rule', async () => {
    const run = await explain('see 701.13b', '--at', '2024-03-01');
    expect(run.stdout).toBe(
      'rule     701.17b  A player can’t mill a number of cards greater than the number of cards in their library.\n' +
        '         701.13b was renumbered 701.17b between 2024-02-02 and 2026-01-16\n',
    );
  });

  it('says when there is nothing to explain, and refuses a bad date or no text', async () => {
    expect((await explain('gg')).stdout).toBe('Nothing to explain.\n');
    const badDate = await explain('702.19b', '--at', '2024-13-01');
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--at "2024-13-01" is not a date');
    expect((await explain()).stderr).toContain('Give the text to explain');
  });
});
