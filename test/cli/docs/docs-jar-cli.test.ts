import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDbPath } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { SHARED_DIR } from '../../support/shared-data.js';
import { TOURNAMENT_FILES } from '../../support/tournament-documents.js';

const db = tempDbPath();
const docs = (...args: string[]) => runArbiter(['docs', ...args, '--db', db]);

describe('arbiter docs with Judging at Regular REL and the digital documents', () => {
  it('imports the JAR and the Digital MTR and IPG from their HTML copies', async () => {
    const files = [TOURNAMENT_FILES.jar2024Html, TOURNAMENT_FILES.dmtr2021Html, TOURNAMENT_FILES.dipg2021Html].map((file) => path.join(SHARED_DIR, file));
    const run = await docs('import', ...files);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').map((line) => line.split('  ←')[0])).toEqual([
      'JAR 2024-09-23   10 sections  imported',
      'DMTR 2021-11-15   57 sections  imported',
      'DIPG 2021-11-15   22 sections  imported',
      '',
    ]);
  });

  it('shows a JAR section by shorthand, as JSON too', async () => {
    const json = JSON.parse((await docs('show', 'jar', 'missed', 'trigger', '--json')).stdout);
    expect(json).toMatchObject({ doc: 'jar', section: '', effectiveDate: '2024-09-23', title: expect.stringMatching(/^A player forgets a triggered ability/) });
    expect(json.text).toMatch(/^These abilities are considered missed/);
    const text = await docs('show', 'jar', 'serious', 'problems');
    expect(text.stdout).toMatch(/^JAR · Serious Problems {3}\(Judging at Regular REL, effective 2024-09-23\)\n\nCertain actions will not be tolerated/);
  });

  it('lists a document’s sections when no section is named', async () => {
    const json = JSON.parse((await docs('show', 'jar', '--json')).stdout);
    expect(json.sections).toHaveLength(10);
    expect(json.sections[1]).toEqual({ section: '', title: 'Common Issues', level: 'chapter' });
    const text = (await docs('show', 'dipg')).stdout.split('\n');
    expect(text.slice(0, 4)).toEqual(['Digital Infraction Procedure Guide, effective 2021-11-15', '', 'Introduction', 'Framework of this Document']);
  });

  it('searches the JAR alone', async () => {
    const run = await docs('search', 'extra', 'cards', 'drawn', '--doc', 'jar', '--json');
    expect(JSON.parse(run.stdout)[0]).toMatchObject({ doc: 'jar', section: '', title: expect.stringMatching(/^A player accidentally draws more cards/) });
  });
});
