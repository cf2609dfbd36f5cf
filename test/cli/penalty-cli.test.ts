import { describe, expect, it } from 'vitest';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { runArbiter } from '../support/run-cli.js';

const db = await createDocsTestDb(['ipg2024Pdf', 'jar2024Html', 'mtr2025Pdf']);
const dbPath = db.name;
db.close();
const penalty = (...args: string[]) => runArbiter(['penalty', ...args, '--db', dbPath]);

describe('arbiter penalty --situation', () => {
  it('prints what /penalty situation: answers', async () => {
    const run = await penalty('--situation', 'RCQ: he cast Brainstorm and now holds nine cards and cannot say which three he drew');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Reads as IPG 2\.3 Game Play Error — Hidden Card Error — penalty: Warning/);
  });

  it('gives the reading as JSON for scripts, at the REL asked', async () => {
    const run = await penalty('--situation', 'FNM: my opponent forgot the upkeep trigger of his Phyrexian Arena and we are already in combat', '--rel', 'regular', '--json');
    const reading = JSON.parse(run.stdout) as { ipg: string; infractions: { section: string; infraction: string; penalty: string }[]; neighbours: { infraction: string; decides: string }[] };
    expect(reading.ipg).toBe('2024-09-23');
    expect(reading.infractions[0]).toMatchObject({ section: '2.1', infraction: 'Missed Trigger', penalty: 'No Penalty' });
    expect(reading.neighbours.map((note) => note.infraction)).toContain('Game Rule Violation');
  });

  it('says what to give when the situation or the REL is missing or wrong', async () => {
    expect((await penalty()).stderr).toMatch(/Say what happened with --situation/);
    expect((await penalty('--situation', 'he drew an extra card', '--rel', 'casual')).stderr).toMatch(/--rel "casual" must be regular, competitive, professional/);
  });

  it('exits 1 with the sentence when the handler refuses, in text and in JSON', async () => {
    const text = await penalty('--situation', 'he drew an extra card', '--at', 'nonsense');
    expect(text.code).toBe(1);
    expect(text.stdout).toMatch(/at: use a date like/);
    const json = await penalty('--situation', 'he drew an extra card', '--at', 'nonsense', '--json');
    expect(json.code).toBe(1);
    expect(json.stderr).toMatch(/"nonsense" is not a date; use YYYY-MM-DD/);
  });
});
