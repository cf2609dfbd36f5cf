import { describe, expect, it } from 'vitest';
import { jarSectionTitled, loadIpgToJar, mappingFor, parseIpgToJar, regularRelAnswer, repeatedErrors } from '../../../docs-db/lookup/regular-rel.js';
import { sharedTournamentDocument, type TournamentFile } from '../../support/tournament-documents.js';

const IPGS: TournamentFile[] = ['ipg2024Pdf', 'ipg2021Pdf', 'ipg2019Markdown'];

describe('ipg-to-jar.json', () => {
  it.each(IPGS)('maps every infraction of the imported IPG (%s) to a section of the real JAR, with a reason', async (file) => {
    const ipg = await sharedTournamentDocument(file);
    const jar = await sharedTournamentDocument('jar2024Html');
    const infractions = ipg.sections.filter((section) => section.infraction);
    expect(infractions).toHaveLength(23);
    const unmapped = infractions.filter((section) => mappingFor(section) === null).map((section) => section.title);
    expect(unmapped).toEqual([]);
    for (const section of infractions) {
      const entry = mappingFor(section)!;
      expect(jarSectionTitled(jar.sections, entry.jar), `${section.title} → ${entry.jar}`).not.toBeNull();
      expect(entry.reason.length).toBeGreaterThan(40);
    }
  });

  it('names no infraction twice and no infraction the IPG lacks', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    const entries = loadIpgToJar();
    expect(new Set(entries.map((entry) => entry.infraction)).size).toBe(entries.length);
    const infractions = ipg.sections.filter((section) => section.infraction);
    expect(entries.filter((entry) => !infractions.some((section) => mappingFor(section, [entry]) !== null)).map((entry) => entry.infraction)).toEqual([]);
  });

  it('refuses an entry without its reason', () => {
    expect(() => parseIpgToJar({ about: '', entries: [{ infraction: 'Missed Trigger', jar: 'A player forgets', reason: '' }] })).toThrow(/reason/);
  });
});

describe('the JAR’s answer at Regular REL', () => {
  it('falls back on the JAR’s opening for an infraction a newer IPG adds', async () => {
    const jar = await sharedTournamentDocument('jar2024Html');
    const answer = regularRelAnswer(jar.sections, { title: 'Game Play Error — Forgetting to Untap', infraction: { class: 'Game Play Error', name: 'Forgetting to Untap', penalty: 'Warning', parts: {} } });
    expect(answer.section.title).toBe('Judging at Regular Rules Enforcement Level (REL)');
    expect(answer.reason).toMatch(/no section for this infraction/);
  });

  it('says what the JAR says about repeats: a common issue’s from the opening, a part’s own, none for Serious Problems', async () => {
    const jar = await sharedTournamentDocument('jar2024Html');
    const titled = (title: string) => jarSectionTitled(jar.sections, title)!;
    expect(repeatedErrors(jar.sections, titled('A player sees a card in a library'))).toEqual([
      'If a player continues to repeat a mistake despite multiple reminders, you may warn them that the next occurrence will result in a Game Loss.',
    ]);
    expect(repeatedErrors(jar.sections, titled('General Unwanted Behaviors'))).toEqual([
      'It can be useful to reinforce this education with a Game Loss should the unwanted behaviour continue.',
    ]);
    expect(repeatedErrors(jar.sections, titled('Serious Problems'))).toEqual([]);
  });
});
