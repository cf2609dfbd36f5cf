import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import type { MessagePayload } from '../../commands/payload/message-payload.js';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { createDocsTestDb } from '../support/docs-db-fixture.js';
import { buttons, slashHarness } from '../support/run-slash.js';
import { sharedTournamentDocument } from '../support/tournament-documents.js';

const db = await createDocsTestDb(['mtr2025Pdf', 'ipg2024Pdf']);
const bot = slashHarness(db);

/** Every page of a reply, following its Page ▶ button. */
async function allPages(first: MessagePayload): Promise<MessagePayload[]> {
  const pages = [first];
  while (buttons(pages.at(-1)!)['Page ▶']) pages.push((await bot.press(buttons(pages.at(-1)!)['Page ▶']!)).payload);
  return pages;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('every section of the current MTR and IPG fits Discord', () => {
  it.each([
    ['mtr', 'section', 'mtr2025Pdf'],
    ['ipg', 'infraction', 'ipg2024Pdf'],
  ] as const)('renders every /%s section, every page, within every limit, and the pages carry all its text', async (kind, option, file) => {
    const document = await sharedTournamentDocument(file);
    expect(docVersionAt(db, kind).sections).toBe(document.sections.length);
    const paged: string[] = [];
    for (const section of document.sections) {
      const pages = await allPages(await bot.slash(`/${kind} ${option}:${section.number || section.title}`));
      const name = `${kind} ${section.number || section.title}`;
      expect(pages[0]!.embeds[0]!.title, name).toContain(section.title.slice(0, 40));
      if (pages.length > 1) paged.push(section.number);
      for (const page of pages) expect(limitViolations(page), name).toEqual([]);
      const shown = squash(pages.map((page) => page.embeds[0]!.description ?? '').join(' '));
      const headings = new Set(['Definition', 'Examples', 'Philosophy', 'Additional Remedy']);
      for (const paragraph of section.text.split('\n').filter((line) => !(section.infraction && headings.has(line)))) {
        const expected = squash(escapeMarkdown(paragraph.replace(/^(Upgrade|Downgrade): /, '')).replaceAll('\t', ' │ '));
        expect(shown.includes(expected), `${name}: ${paragraph.slice(0, 60)}`).toBe(true);
      }
    }
    expect(paged.length, `${kind} sections paged`).toBeGreaterThan(0);
  });
});
