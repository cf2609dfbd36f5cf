/**
 * A real browser for page tests: Debian's Chromium (`apt-get install chromium`, which .ci/run does)
 * driven by playwright-core, headless, each context with a fresh profile directory, and axe-core
 * to check a page's accessibility in it.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { tempDirectory } from './rules-db-fixture.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, sandbox-free run as root in CI. */
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A new browser (one context) with a fresh --user-data-dir; `javaScriptEnabled: false` to read pages as without JavaScript. */
export function launchBrowser(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(tempDirectory('arbiter-chromium-'), {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    // axe-core is injected as a script; the pages' own policy allows none.
    bypassCSP: true,
  });
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.1 A and AA, and best practices) on the page shown; its violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run((globalThis as unknown as { document: unknown }).document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target as string[] })) }));
  });
}
