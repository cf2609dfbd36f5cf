/**
 * The web view in a real browser (Chromium, headless), served by a real `arbiter serve` process:
 * pages open, links lead from a rule to its history and to a diff, a search runs from the site's
 * search box, the text shown is checked, axe-core finds no serious or critical accessibility
 * violation, and the pages work with JavaScript off. Screenshots of a rule page (desktop and phone)
 * and of a diff are written to WEB_SCREENSHOTS (default: a folder in the system's temp directory).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCardFiles } from '../../cards-db/update/import-card-files.js';
import { openContentDb } from '../../rules-db/store/open-content-db.js';
import { searchEverything } from '../../search/search-everything.js';
import { SEARCH_RESULTS } from '../../search/search-result.js';
import { axeViolations, launchBrowser } from '../support/browser.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE, SAMPLE_UPDATED_AT } from '../support/card-files.js';
import { importSharedDocuments } from '../support/docs-db-fixture.js';
import { freePort } from '../support/free-port.js';
import { createTestDb } from '../support/rules-db-fixture.js';
import { applicationKey } from '../support/signed-interactions.js';
import { spawnArbiter, type ArbiterProcess } from '../support/spawn-arbiter.js';

const SCREENSHOTS = process.env.WEB_SCREENSHOTS ?? path.join(tmpdir(), 'arbiter-web-screenshots');

let dbPath: string;
let server: ArbiterProcess;
let site: string;
let browser: BrowserContext;

beforeAll(async () => {
  // 2003 for a diff of two decades; 2025-04-04 → 2025-06-06 renumbered 701.13b as 701.17b.
  const db = createTestDb('cr-20030315.txt', 'cr-20250404.txt', 'cr-20250606.txt', 'cr-20251114.txt', 'cr-20260116.txt');
  await importSharedDocuments(db, 'mtr2025Pdftotext', 'ipg2024Pdftotext', 'jar2024Html');
  await importCardFiles(db, ORACLE_CARDS_FILE, RULINGS_FILE, { updatedAt: SAMPLE_UPDATED_AT });
  dbPath = db.name;
  db.close();
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  server = spawnArbiter(['serve', '--port', String(port)], {
    DISCORD_PUBLIC_KEY: applicationKey().publicKeyHex,
    RULES_DB: dbPath,
    RULES_CHECK_INTERVAL: 'off',
    CARDS_CHECK_INTERVAL: 'off',
    DOCS_CHECK_INTERVAL: 'off',
    HANDLER_THREADS: '2',
  });
  await server.waitForOutput('Web view: ', 60_000);
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

async function open(path: string, context: BrowserContext = browser): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(site + path);
  expect(response?.status(), path).toBe(200);
  return page;
}

/** The violations axe calls serious or critical: what must never ship. */
async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}

describe('the web view in Chromium', () => {
  it('shows the home page: a search box, the release in use and what changed last', async () => {
    const page = await open('/');
    await expect(page.title()).resolves.toBe('Every rule at every date · Arbiter');
    const main = await page.locator('main').innerText();
    expect(main).toContain('Comprehensive Rules effective 2026-01-16');
    expect(main).toContain('Against 2025-11-14: 6 added, 1 removed, 6 changed, 3 renumbered.');
    expect(await page.locator('main input[type=search]').count()).toBe(1);
    await page.close();
  });

  it('follows an old number to the rule it became, then to its history and a diff', async () => {
    const page = await browser.newPage();
    await page.goto(`${site}/cr/latest/701.13b`);
    expect(new URL(page.url()).pathname).toBe('/cr/latest/701.17b');
    await expect(page.locator('h1').innerText()).resolves.toBe('701.17b Mill');
    await expect(page.locator('main .note').first().innerText()).resolves.toBe('701.13b was renumbered 701.17b between 2025-04-04 and 2025-06-06.');
    await expect(page.locator('link[rel=canonical]').getAttribute('href')).resolves.toBe('/cr/2026-01-16/701.17b');
    await expect(page.locator('meta[property="og:description"]').getAttribute('content')).resolves.toMatch(/^701\.17b: A player can’t mill a number of cards greater than/);

    await page.getByRole('link', { name: 'History of 701.17b' }).click();
    expect(new URL(page.url()).pathname).toBe('/cr/history/701.17b');
    // textContent: the kind labels are capitals by CSS only.
    const timeline = (await page.locator('ol.timeline').textContent())!;
    expect(timeline).toContain('Renumbered 2025-06-06');
    expect(timeline).toContain('701.13b became 701.17b');

    await page.getByRole('link', { name: 'What changed in 2025-06-06' }).first().click();
    expect(page.url()).toBe(`${site}/cr/diff/2025-04-04/2025-06-06?rule=701.17b`);
    await expect(page.locator('main').innerText()).resolves.toContain('Renumbered 701.13b → 701.17b between 2025-04-04 and 2025-06-06');
    await page.close();
  });

  it('shows a rule with its subrules as links, its examples and a note on what the newest release changed', async () => {
    const page = await open('/cr/latest/702.19');
    await expect(page.locator('h1').innerText()).resolves.toBe('702.19 Trample');
    const subrules = await page.locator('ol.subrules > li > a.num').allInnerTexts();
    expect(subrules.slice(0, 3)).toEqual(['702.19a', '702.19b', '702.19c']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rule-702.19.png'), fullPage: false });
    await page.locator('ol.subrules > li > a.num', { hasText: '702.19b' }).click();
    await expect(page.locator('h1').innerText()).resolves.toBe('702.19b Trample');

    const changed = await open('/cr/latest/115.7e');
    await expect(changed.locator('main .note').innerText()).resolves.toContain('Changed in this release. Its text changed in the release effective 2026-01-16 (the one before: 2025-11-14).');
    await changed.getByRole('link', { name: 'What changed' }).click();
    expect(changed.url()).toBe(`${site}/cr/diff/2025-11-14/2026-01-16?rule=115.7e`);
    await expect(changed.locator('ins').allInnerTexts()).resolves.toEqual(['any other']);
    await expect(changed.locator('del').allInnerTexts()).resolves.toEqual(['another']);
    await page.close();
    await changed.close();
  });

  it('links the rules a rule mentions', async () => {
    const page = await open('/cr/latest/704.3');
    // "(see rule 117, “Timing and Priority”)": the section.
    const link = page.locator('main .rule a', { hasText: 'rule 117' });
    await expect(link.getAttribute('href')).resolves.toBe('/cr/latest/117');
    await link.click();
    await expect(page.locator('h1').innerText()).resolves.toBe('117. Timing and Priority');
    await page.close();
  });

  it('shows two decades of changes side by side, filtered by kind, and takes a screenshot', async () => {
    const page = await open('/cr/diff/2003-03-15/2026-01-16');
    const counts = await page.locator('main p.meta').first().innerText();
    expect(counts).toMatch(/^\d+ added, \d+ removed, \d+ changed, \d+ renumbered; headings: /);
    await page.getByLabel('Added').uncheck();
    await page.getByLabel('Removed').uncheck();
    await page.getByLabel('Changed', { exact: false }).first().uncheck();
    await page.getByLabel('Typography only').uncheck();
    await page.getByRole('button', { name: 'Filter' }).click();
    expect(new URL(page.url()).searchParams.getAll('show')).toEqual(['renumbered']);
    const kinds = await page.locator('article.change .kind').allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds.map((kind) => kind.toLowerCase()))).toEqual(new Set(['renumbered']));
    await page.getByRole('link', { name: 'Next page ▶' }).first().click();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    const recent = await open('/cr/diff/2025-11-14/2026-01-16');
    await expect(recent.locator('main').innerText()).resolves.toContain('6 added, 1 removed, 6 changed, 3 renumbered');
    await recent.screenshot({ path: path.join(SCREENSHOTS, 'diff-2025-11-14-2026-01-16.png'), fullPage: false });
    await page.close();
    await recent.close();
  });

  it('searches from the site bar and lists the same results as /search, in order', async () => {
    const page = await open('/cr/latest');
    await page.locator('#site-q').fill('legend rule');
    await page.locator('#site-doc').selectOption('all');
    await page.locator('#site-q').press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('legend rule');
    const shown = await page.locator('ol.results > li > a strong').allInnerTexts();
    const db = openContentDb(dbPath, { readonly: true });
    const expected = searchEverything(db, 'all', 'legend rule', SEARCH_RESULTS).results.slice(0, 10);
    db.close();
    expect(shown).toEqual(expected.map((result) => (result.kind === 'glossary' ? 'Glossary' : result.doc === 'cr' ? `CR ${result.ref}` : expect.stringContaining(result.ref === '' ? '' : result.doc.toUpperCase()))));
    expect(await page.locator('ol.results mark').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows tournament-document sections and cards, shorthand and face names redirected to their pages', async () => {
    const ipg = await open('/ipg/latest/GRV');
    expect(new URL(ipg.url()).pathname).toBe('/ipg/latest/2.5');
    await expect(ipg.locator('h1').innerText()).resolves.toBe('2.5 Game Play Error — Game Rule Violation');
    await expect(ipg.locator('main .note').innerText()).resolves.toBe('Penalty: Warning');
    const card = await open('/cards/brutal%20cathar');
    expect(decodeURIComponent(new URL(card.url()).pathname)).toBe('/cards/Brutal Cathar // Moonrage Brute');
    await expect(card.locator('main h2').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['Brutal Cathar {2}{W}', 'Moonrage Brute', 'Keywords', 'Legality']));
    await card.getByRole('link', { name: /^Daybound \(702\.\d+\)$/ }).click();
    await expect(card.locator('h1').innerText()).resolves.toMatch(/^702\.\d+ Daybound and Nightbound$/);
    await ipg.close();
    await card.close();
  });

  it('has no serious or critical accessibility violation (axe-core)', async () => {
    const paths = ['/', '/cr/latest', '/cr/latest/702.19', '/cr/latest/616.1a-c', '/cr/latest/702', '/cr/history/701.17b', '/cr/diff/2025-11-14/2026-01-16', '/cr/diff/2025-04-04/2025-06-06?rule=701.17b', '/search?q=legend+rule&doc=all', '/cr/latest/glossary/Dies', '/ipg/latest/2.5', '/mtr/latest/4.2', '/jar/latest', '/cards/Brutal%20Cathar%20%2F%2F%20Moonrage%20Brute', '/cr/releases'];
    const found: Record<string, string[]> = {};
    for (const target of paths) {
      const page = await open(target);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[target] = violations;
      await page.close();
    }
    expect(found).toEqual({});
  }, 300_000);

  it('reads the same with JavaScript off, on a phone: the pages carry no script, the search form still works', async () => {
    const phone = await launchBrowser({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await open('/cr/latest/702.19b', phone);
      expect(await page.locator('script').count()).toBe(0);
      await expect(page.locator('h1').innerText()).resolves.toBe('702.19b Trample');
      // One column: nothing wider than the phone's screen.
      expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'rule-702.19b-phone.png'), fullPage: false });
      await page.locator('#site-q').fill('trample');
      await page.locator('#site-doc').selectOption('cr');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/search\?/);
      await expect(page.locator('ol.results > li').first().innerText()).resolves.toContain('702.19');
      const diff = await open('/cr/diff/2025-11-14/2026-01-16?show=changed', phone);
      expect(await diff.locator('article.change').count()).toBe(6);
    } finally {
      await phone.close();
    }
  });
});

describe('caching and addresses', () => {
  it('keeps a dated page for a year (immutable), a latest page five minutes, each with an ETag answered 304', async () => {
    const dated = await fetch(`${site}/cr/2026-01-16/702.19b`);
    expect(dated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = dated.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(dated.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    const again = await fetch(`${site}/cr/2026-01-16/702.19b`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const latest = await fetch(`${site}/cr/latest/702.19b`);
    expect(latest.headers.get('cache-control')).toBe('public, max-age=300');
    // The same rule: the latest page names the dated one as its canonical address.
    expect(await latest.text()).toContain('<link rel="canonical" href="/cr/2026-01-16/702.19b"/>');
    expect(await dated.text()).toContain('<link rel="canonical" href="/cr/2026-01-16/702.19b"/>');
  });

  it('redirects a date inside a release to its effective date, and says what was wrong with a bad address', async () => {
    const inside = await fetch(`${site}/cr/2025-12-01/702.19b`, { redirect: 'manual' });
    expect(inside.status).toBe(302);
    expect(inside.headers.get('location')).toBe('/cr/2025-11-14/702.19b');
    const missing = await fetch(`${site}/cr/latest/999.9`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
    expect(await missing.text()).toContain('No rule 999.9 in the Comprehensive Rules effective 2026-01-16.');
    const badDate = await fetch(`${site}/cr/yesterday/702.19b`);
    expect(await badDate.text()).toContain('&quot;yesterday&quot; is not a date; use YYYY-MM-DD (2025-11-14) or &quot;latest&quot;.');
  });

  it('escapes what the address carries: a search for markup shows it as text', async () => {
    const response = await fetch(`${site}/search?q=${encodeURIComponent('<script>alert(1)</script> trample')}`);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; trample');
  });

  it('serves no private data: the ruling log and settings have no page', async () => {
    for (const target of ['/rulings', '/settings', '/ruling/1', '/state']) {
      const response = await fetch(site + target);
      expect(response.status, target).toBe(404);
    }
  });
});
