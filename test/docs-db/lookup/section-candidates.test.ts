import { describe, expect, it } from 'vitest';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';
import { findSection } from '../../../docs-db/lookup/find-section.js';
import { sectionCandidates } from '../../../docs-db/lookup/section-candidates.js';

describe('sectionCandidates', () => {
  it('puts the section a shorthand names first, labelled with its usual shorthand', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(sectionCandidates(ipg, 'grv')[0]).toEqual({ name: '2.5 Game Play Error — Game Rule Violation (GRV)', value: '2.5' });
  });

  it('lists the sections under a number being typed', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(sectionCandidates(ipg, '3.').map(({ value }) => value)).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9']);
  });

  it('offers titles containing the words typed', async () => {
    const mtr = await sharedTournamentDocument('mtr2025Pdf');
    const names = sectionCandidates(mtr, 'deck const').map(({ name }) => name);
    expect(names.slice(0, 2)).toEqual(['6.1 Deck Construction Restrictions', '7.1 Deck Construction Restrictions']);
    expect(names).toContain('8.4 Unified Deck Construction Rules');
  });

  it('offers every section, up to the limit, before anything is typed', async () => {
    const ipg = await sharedTournamentDocument('ipg2024Pdf');
    expect(sectionCandidates(ipg, '')).toHaveLength(25);
    expect(sectionCandidates(ipg, '', 100)).toHaveLength(ipg.sections.length);
  });

  it('gives values that findSection resolves back to the same section, within Discord’s 100 characters', async () => {
    for (const file of ['ipg2024Pdf', 'mtr2025Pdf'] as const) {
      const document = await sharedTournamentDocument(file);
      for (const candidate of sectionCandidates(document, '', 1000)) {
        expect(candidate.name.length).toBeLessThanOrEqual(100);
        expect(candidate.value.length).toBeLessThanOrEqual(100);
        expect(findSection(document, candidate.value)?.title).toBe(candidate.name.replace(/^\S*\d\S* |^Appendix \S+ /, '').replace(/ \(.*\)$/, ''));
      }
    }
  });
});
