import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { REPO_ROOT } from '../../support/shared-data.js';
import { sharedTournamentDocument } from '../../support/tournament-documents.js';
import { findSection } from '../../../docs-db/lookup/find-section.js';
import { foldTitle } from '../../../docs-db/fold-title.js';
import { loadShorthand, parseShorthand, shorthandKey } from '../../../docs-db/lookup/shorthand.js';
import path from 'node:path';

const shippedJson = () => JSON.parse(readFileSync(path.join(REPO_ROOT, 'docs-db/lookup/shorthand.json'), 'utf8')) as {
  about: string;
  entries: { doc: string; title: string; shorthand: string[]; note: string }[];
};

/** The shorthand the task asks for, each with the document it belongs to. */
const REQUIRED = [
  'GRV', 'HCE', 'MT', 'LEC', 'MPE', 'FtMGS', 'FMGS', 'OA', 'SP', 'DLP', 'DP', 'LPV', 'CPV', 'MC', 'IS',
  'USC-Minor', 'USC-Major', 'IDAW', 'B&W', 'AB', 'TTM', 'CHEAT',
  'missed trigger', 'drawing extra cards', 'slow play', 'deck problem',
];

describe('shorthand.json', () => {
  it('validates, with a note for every entry', () => {
    const entries = loadShorthand();
    expect(entries.length).toBeGreaterThan(20);
    expect(entries.every((entry) => entry.note.length > 10)).toBe(true);
  });

  it('names sections by title, never by number', () => {
    expect(loadShorthand().filter((entry) => /^\d|\d+\.\d+/.test(entry.title))).toEqual([]);
  });

  it('covers the shorthand judges use for every IPG infraction', () => {
    const spelled = new Set(loadShorthand().filter((entry) => entry.doc === 'ipg').flatMap((entry) => entry.shorthand.map(shorthandKey)));
    const ipgTitles = new Set(loadShorthand().filter((entry) => entry.doc === 'ipg').map((entry) => foldTitle(entry.title)));
    expect(REQUIRED.filter((spelling) => !spelled.has(shorthandKey(spelling)) && !ipgTitles.has(foldTitle(spelling)))).toEqual([]);
  });

  it('rejects a spelling that would stand for two sections', () => {
    const file = shippedJson();
    file.entries.push({ doc: 'ipg', title: 'Marked Cards', shorthand: ['g r v'], note: 'a clash' });
    const error = (() => {
      try {
        parseShorthand(file);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: '"g r v" already stands for "game rule violation" in the IPG', path: ['entries', file.entries.length - 1, 'shorthand'] },
    ]);
  });

  it('rejects an entry without a note or with an unknown document', () => {
    const file = shippedJson();
    expect(() => parseShorthand({ ...file, entries: [{ ...file.entries[0]!, note: '' }] })).toThrow(ZodError);
    expect(() => parseShorthand({ ...file, entries: [{ ...file.entries[0]!, doc: 'cr' }] })).toThrow(ZodError);
  });
});

describe('every shorthand resolves', () => {
  it.each(loadShorthand().flatMap((entry) => entry.shorthand.map((spelling) => [spelling, entry.doc, entry.title] as const)))(
    '%s in the %s names %s',
    async (spelling, doc, title) => {
      const document = await sharedTournamentDocument(doc === 'ipg' ? 'ipg2024Pdf' : doc === 'jar' ? 'jar2024Html' : 'mtr2025Pdf');
      const section = findSection(document, spelling);
      expect(section).not.toBeNull();
      const names = [section!.title, section!.infraction?.name].filter(Boolean).map((name) => foldTitle(name!));
      // A JAR situation is named by the words its title starts with.
      expect(names.some((name) => name === foldTitle(title) || (doc === 'jar' && name.startsWith(`${foldTitle(title)} `)))).toBe(true);
    },
  );
});
