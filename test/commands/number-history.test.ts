// Issue 34: a number reused after its rule was removed is flagged wherever a number is read, and
// changes are dated to the interval between the imported releases.
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../support/rules-db-fixture.js';
import { JUDGE_RELEASES } from '../support/judge-db-fixture.js';
import { buttons, slashHarness } from '../support/run-slash.js';

const bot = slashHarness(createTestDb(...JUDGE_RELEASES));
const DAMAGE_ASSIGNMENT_ORDER = /^509\.2 was another rule until 2024-02-02 \(“Second, for each attacking creature that’s become blocked, the active player announces that creature’s damage assignment order/;

describe('/rule 509.2 at:2024-02-02 (regression: nothing said the number now holds another rule)', () => {
  it('shows damage assignment order, dated "removed between 2024-02-02 and 2025-06-06", and says what 509.2 is since', async () => {
    const reply = await bot.slash('/rule 509.2 at:2024-02-02');
    const fields = reply.embeds[0]!.fields!;
    expect(reply.embeds[0]!.description).toContain('damage assignment order');
    expect(fields).toContainEqual({ name: 'Not current', value: '509.2 was removed between 2024-02-02 and 2025-06-06; it is not in the current rules (effective 2026-01-16).' });
    expect(fields).toContainEqual({
      name: 'Number reused',
      value: '509.2 is another rule from 2025-06-06 (“Second, the active player gets priority.”), renumbered from 509.4 between 2024-02-02 and 2025-06-06.',
    });
  });

  it('says, on today’s 509.2, which rule the number held before', async () => {
    const reply = await bot.slash('/rule 509.2');
    expect(reply.embeds[0]!.title).toMatch(/^509\.2 · /);
    const reused = reply.embeds[0]!.fields!.find((field) => field.name === 'Number reused')!;
    expect(reused.value).toMatch(DAMAGE_ASSIGNMENT_ORDER);
    expect(reused.value).toMatch(/removed between 2024-02-02 and 2025-06-06\.$/);
  });
});

describe('/history rule:509.2 (regression: it showed only "509.4 → 509.2")', () => {
  it('names the number’s other rule, dates the renumbering between two imported releases, and opens the other rule’s history', async () => {
    const reply = await bot.slash('/history rule:509.2');
    const description = reply.embeds[0]!.description!;
    expect(description).toMatch(/^\*\*Number reused:\*\* 509\.2 was another rule until 2024-02-02/);
    expect(description).toContain('**Between 2024-02-02 and 2025-06-06** renumbered 509.4 → 509.2');
    const other = await bot.press(buttons(reply)['The other 509.2 (2023-04-14–2024-02-02)']!);
    const timeline = other.payload.embeds[0]!.description!;
    expect(timeline).toContain('**2023-04-14** already in the oldest imported release, as 509.2');
    expect(timeline).toContain('**Between 2024-02-02 and 2025-06-06** removed (was 509.2)');
    expect(timeline).toMatch(/^\*\*Number reused:\*\* 509\.2 is another rule from 2025-06-06/);
  });

  it('does the same for 603.2e, whose rule was removed between 2025-06-06 and 2026-01-16 and whose number 603.2f took', async () => {
    const description = (await bot.slash('/history rule:603.2e')).embeds[0]!.description!;
    expect(description).toMatch(/^\*\*Number reused:\*\* 603\.2e was another rule until 2025-06-06 \(“Some effects refer to a triggered ability of an object\.”\), removed between 2025-06-06 and 2026-01-16\./);
    expect(description).toContain('**Between 2025-06-06 and 2026-01-16** renumbered 603.2f → 603.2e');
  });
});

describe('/explain with a reused number (regression: an old "603.2e" was read as today’s unrelated rule)', () => {
  it('flags the number’s other rule when the text is undated, and asks for the day it was written', async () => {
    const description = (await bot.slash('/explain text:per 603.2e the trigger happens')).embeds[0]!.description!;
    expect(description).toContain('603.2e was another rule until 2025-06-06 (“Some effects refer to a triggered ability of an object.”), removed between 2025-06-06 and 2026-01-16');
    expect(description).toContain('give the day the text was written (at:) to read it as then');
  });

  it('reads it as then when the day is given, and says the number holds another rule now', async () => {
    const description = (await bot.slash('/explain text:per 603.2e the trigger happens at:2025-07-01')).embeds[0]!.description!;
    expect(description).toContain('CR 603.2e** — Some effects refer to a triggered ability of an object.');
    expect(description).toContain('603.2e was removed between 2025-06-06 and 2026-01-16; 603.2e is another rule from 2026-01-16');
  });
});
