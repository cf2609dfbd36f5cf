import { describe, expect, it } from 'vitest';
import { limitViolations } from '../../commands/payload/discord-limits.js';
import type { MessagePayload } from '../../commands/payload/message-payload.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { buttons, slashHarness } from '../support/run-slash.js';

const db = createTestDb('cr-20260116.txt');
const bot = slashHarness(db);
const release = releaseAt(db);

/** Every page of a reply, following its Page ▶ button. */
async function allPages(first: MessagePayload): Promise<MessagePayload[]> {
  const pages = [first];
  while (buttons(pages.at(-1)!)['Page ▶']) pages.push((await bot.press(buttons(pages.at(-1)!)['Page ▶']!)).payload);
  return pages;
}

describe('every rule and section of the newest release fits Discord', () => {
  it('renders every rule, every page, within every limit, and pages carry all the rule text', async () => {
    const numbers = db.prepare('SELECT number FROM rules WHERE release_id = ? ORDER BY position').pluck().all(release.id) as string[];
    expect(numbers).toHaveLength(3114);
    const paged: string[] = [];
    for (const number of numbers) {
      const pages = await allPages(await bot.slash(`/rule number:${number}`));
      if (pages.length > 1) paged.push(number);
      for (const page of pages) expect(limitViolations(page), number).toEqual([]);
      const shown = pages.map((page) => page.embeds[0]!.description ?? '').join('\n\n');
      const rule = getRule(db, release, number)!;
      for (const child of rule.children) expect(shown, `${number} shows ${child}`).toContain(`**${child}**`);
      expect(shown.split('**Example:**').length - 1, `${number} examples`).toBe(rule.examples.length);
    }
    // Long parents (205.3 with its subtype lists, keywords with many subrules) need several pages.
    expect(paged).toEqual(expect.arrayContaining(['205.3', '702.16', '704.5']));
  });

  it('renders every section on every page within every limit', async () => {
    const sections = db.prepare("SELECT number FROM headings WHERE release_id = ? AND kind = 'section'").pluck().all(release.id) as string[];
    expect(sections).toHaveLength(146);
    for (const section of sections) {
      for (const page of await allPages(await bot.slash(`/rule number:${section}`))) expect(limitViolations(page), section).toEqual([]);
    }
  });
});
