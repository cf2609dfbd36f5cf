/**
 * The web view's pages rendered in-process (web/router/render-page.tsx), for what the browser test
 * does not reach: old and reused numbers, removed rules, glossary names, bad input, escaping.
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../web/router/render-page.js';
import { createTestDb } from '../support/rules-db-fixture.js';

const db = createTestDb('cr-20251114.txt', 'cr-20260116.txt');

function page(address: string) {
  const url = new URL(address, 'http://local');
  return renderPage(db, { path: url.pathname, query: Object.fromEntries(url.searchParams) });
}

/** The visible text of a page's main element, tags dropped. */
function mainText(html: string | undefined): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html ?? '')?.[1] ?? '';
  return main.replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

describe('renderPage', () => {
  it('shows the history of a number another rule took over: 702.124k was removed in 2026 and 702.124m renumbered into it', () => {
    const old = page('/cr/history/702.124k?at=2025-11-14');
    expect(old.status).toBe(200);
    expect(mainText(old.html)).toContain('Since 2026-01-16, the number 702.124k names another rule: its history');
    expect(old.html).toContain('href="/cr/history/702.124k?at=2026-01-16"');
    const current = page('/cr/history/702.124k');
    expect(mainText(current.html)).toContain('Until 2026-01-16, the number 702.124k named another rule: its history');
    expect(mainText(current.html)).toContain('702.124m became 702.124k');
  });

  it('shows a rule since removed at its own dated address, for good', () => {
    const removed = page('/cr/2025-11-14/702.124k');
    expect(removed).toMatchObject({ status: 200, cache: 'immutable' });
    expect(mainText(removed.html)).toContain('Comprehensive Rules effective 2025-11-14');
  });

  it('redirects a keyword to its rule and a glossary name to its entry, and lists candidates for a typo', () => {
    expect(page('/cr/latest/trample')).toMatchObject({ status: 302, location: '/cr/latest/702.19' });
    expect(page('/cr/2026-01-16/glossary/dies')).toMatchObject({ status: 301, location: '/cr/2026-01-16/glossary/Dies' });
    const typo = page('/cr/latest/glossary/trampel');
    expect(typo.status).toBe(404);
    expect(mainText(typo.html)).toContain('Did you mean: Trample');
  });

  it('answers bad input with what was wrong and what works, never a stack trace', () => {
    expect(mainText(page('/cr/latest/702.19z').html)).toContain('No rule 702.19z in the Comprehensive Rules effective 2026-01-16. Nearest: 702.19');
    expect(mainText(page('/cr/diff/2026-01-16/2025-11-14').html)).toContain('--from (2026-01-16) must be earlier than --to (2025-11-14).');
    expect(mainText(page('/cr/diff/2025-11-14/2026-01-16?show=everything').html)).toContain('"everything" is not a kind of change; show= takes added, removed, changed, renumbered, typography.');
    expect(mainText(page('/cr/history/banana').html)).toContain('"banana" is not a rule number');
    expect(mainText(page('/search?q=trample&doc=pdf').html)).toContain('"pdf" is not a document to search');
    expect(page('/cr/latest/%E0%A4%A')).toMatchObject({ status: 404 });
    expect(page('/ipg/latest/2.5')).toMatchObject({ status: 404 });
    expect(mainText(page('/ipg/latest/2.5').html)).toContain('The database holds no Infraction Procedure Guide yet.');
  });

  it('escapes rule text and what was typed', () => {
    const search = page('/search?q=' + encodeURIComponent('"><img src=x onerror=alert(1)> trample'));
    expect(search.html).not.toContain('<img');
    expect(search.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; trample');
  });

  it('gives each page an ETag that changes with its content', () => {
    const first = page('/cr/2026-01-16/702.19b');
    expect(first.etag).toBe(page('/cr/2026-01-16/702.19b').etag);
    expect(first.etag).not.toBe(page('/cr/2026-01-16/702.19c').etag);
  });
});
