// Issue 34: every CR citation in every imported document version goes through the one path that
// reads a number in the CR of the document's date and carries it to today's (cited-rule-button.ts).
import { describe, expect, it } from 'vitest';
import { decodeCustomId } from '../../../commands/framework/custom-id.js';
import { referenceButtons } from '../../../commands/views/doc-references.js';
import { citedRuleTarget } from '../../../commands/views/cited-rule-button.js';
import type { ContentDb } from '../../../database/open-database.js';
import { crossReferences } from '../../../docs-db/cross-references.js';
import { listDocVersions } from '../../../docs-db/store/doc-versions.js';
import { documentOutline, sectionAt } from '../../../docs-db/store/section-queries.js';
import { importSharedDocuments } from '../../support/docs-db-fixture.js';
import { JUDGE_RELEASES } from '../../support/judge-db-fixture.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { TOURNAMENT_FILES, type TournamentFile } from '../../support/tournament-documents.js';
import { buttons, slashHarness } from '../../support/run-slash.js';

// Every version of every document in ../shared (the pdftotext twins are the same versions as their PDFs).
const VERSIONS = (Object.keys(TOURNAMENT_FILES) as TournamentFile[]).filter((file) => !file.endsWith('Pdftotext'));

/** The judge's four releases (2023-04-14 to 2026-01-16): no release old enough to have had mulligans at 103.4. */
const judge = createTestDb(...JUDGE_RELEASES);
await importSharedDocuments(judge, ...VERSIONS);

interface Walked {
  document: string;
  section: string;
  cited: string;
  /** The rule the view's button opens, and the release it opens it in. */
  opens: { number: string; at: string };
  label: string;
}

/** Every CR citation of every imported version, with the button its view shows for it. */
function walk(db: ContentDb): Walked[] {
  const walked: Walked[] = [];
  for (const version of listDocVersions(db)) {
    for (const outlined of documentOutline(db, version).sections) {
      const section = sectionAt(db, version, outlined.position)!;
      const cited = crossReferences(version.kind, section.text, section.number).filter((reference) => reference.doc === 'cr');
      const crButtons = referenceButtons(db, version, section, '111', '').filter((button) => decodeCustomId(button.custom_id)!.command === 'rule');
      expect(crButtons, `${version.kind} ${version.effectiveDate} ${section.number}`).toHaveLength(cited.length);
      cited.forEach((reference, index) => {
        const [number = '', at = ''] = decodeCustomId(crButtons[index]!.custom_id)!.args;
        walked.push({ document: `${version.kind} ${version.effectiveDate}`, section: section.number, cited: reference.number, opens: { number, at }, label: crButtons[index]!.label! });
        // The button is the path's answer, not a second reading of the number.
        const target = citedRuleTarget(db, { number: reference.number, documentDate: version.effectiveDate, text: section.text }, '')!;
        expect({ number, at, label: crButtons[index]!.label }).toEqual({ number: target.number, at: target.at, label: target.label });
      });
    }
  }
  return walked;
}

const judged = walk(judge);

describe('CR citations in every imported document version', () => {
  // What each citation means, read with every release imported (test/rules-db/history/follow-citation.test.ts):
  // the mulligan rule, 101.4 in 2009 and 103.4 until 2022-10-07, is 103.5 today; Two-Headed Giant's mulligan 103.5c.
  it('are the MTRs’ mulligan citations, each opening today’s mulligan rule, with only the four releases a judge imported (regression: /mtr 2.3’s "CR 103.4" opened starting life)', () => {
    expect(judged.map(({ document, section, cited, label }) => `${document} ${section}: ${cited} → ${label}`)).toEqual([
      'mtr 2025-04-21 2.3: 103.4 → CR 103.5 (cited as 103.4)',
      'mtr 2025-04-21 9.4: 103.4c → CR 103.5c (cited as 103.4c)',
      'mtr 2021-07-23 2.3: 103.4 → CR 103.5 (cited as 103.4)',
      'mtr 2021-07-23 9.4: 103.4c → CR 103.5c (cited as 103.4c)',
      'mtr 2009-07-01 2.3: 101.4 → CR 101.4 (unsure: the citation’s words fit no rule near it)',
      'mtr 2009-07-01 9.4: 101.4 → CR 101.4 (unsure: the citation’s words fit no rule near it)',
    ]);
  });
});

describe('/mtr section:2.3 with the judge’s releases', () => {
  it('has a "CR 103.5 (cited as 103.4)" button opening 103.5, the mulligan rule', async () => {
    const bot = slashHarness(judge);
    const reply = await bot.slash('/mtr section:2.3');
    const opened = await bot.press(buttons(reply)['CR 103.5 (cited as 103.4)']!);
    expect(opened.payload.embeds[0]!.title).toMatch(/^103\.5 · /);
    expect(opened.payload.embeds[0]!.description).toContain('mulligan');
  });
});
