/**
 * The console in a real pseudo-terminal (test/support/pseudo-terminal.ts): history kept across
 * runs, Tab completion of commands, option names and values, Ctrl-L, leaving with quit, exit and
 * Ctrl-D while the terminal stays open, styled replies wrapped to the window, and the first
 * start's progress bars.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startContentSources, type ContentSources } from '../../support/content-sources-server.js';
import { closeTerminals, KEYS, startInTerminal, stripAnsi, type TerminalSession } from '../../support/pseudo-terminal.js';
import { tempDbPath, tempDirectory } from '../../support/rules-db-fixture.js';
import { runArbiter } from '../../support/run-cli.js';
import { crPath } from '../../support/shared-data.js';

const db = tempDbPath();
afterEach(closeTerminals);
await runArbiter(['rules', 'import', crPath('cr-20260116.txt'), '--db', db]);

/** A console in a terminal with its own data directory (where the history is kept). */
async function openConsole(dataHome: string, env: Record<string, string> = {}): Promise<TerminalSession> {
  const session = startInTerminal(['console', '--db', db], { XDG_DATA_HOME: dataHome, HOME: dataHome, ...env });
  await session.waitFor('arbiter> ');
  return session;
}

/** Types a line and waits for `reply` to appear after it. */
async function enter(session: TerminalSession, line: string, reply: string | RegExp): Promise<string> {
  const from = session.screen().length;
  session.type(line + KEYS.enter);
  await session.waitFor(reply, from);
  await session.waitFor('arbiter> ', from);
  return session.screen().slice(from);
}

async function quit(session: TerminalSession, keys = `quit${KEYS.enter}`): Promise<number | null> {
  session.type(keys);
  return session.exited;
}

describe('the console on a terminal', () => {
  it('keeps its history across runs in the user data directory: ↑ brings back the last run\'s command', async () => {
    const dataHome = tempDirectory();
    const first = await openConsole(dataHome);
    await enter(first, '/define apnap', 'Active Player, Nonactive Player Order');
    expect(await quit(first)).toBe(0);
    expect(readFileSync(path.join(dataHome, 'arbiter/console-history'), 'utf8')).toContain('/define apnap\n');

    const second = await openConsole(dataHome);
    const from = second.screen().length;
    // ↑ twice: past this run's nothing, to the last run's "quit", then to "/define apnap".
    second.type(KEYS.up + KEYS.up + KEYS.enter);
    await second.waitFor('Active Player, Nonactive Player Order', from);
    expect(await quit(second)).toBe(0);
  });

  it('completes command names, option names and option values through the autocomplete handlers', async () => {
    const session = await openConsole(tempDirectory());
    // A command: "/hist" is only /history.
    let from = session.screen().length;
    session.type(`/hist${KEYS.tab}`);
    await session.waitFor('/history ', from);
    // An option value, from /rule's own autocomplete: rule numbers that start 702.19 (two Tabs list them).
    from = session.screen().length;
    session.type(`${KEYS.ctrlU}/rule 702.19${KEYS.tab}${KEYS.tab}`);
    await session.waitFor(/702\.19b\s+702\.19c/, from);
    from = session.screen().length;
    session.type(`${KEYS.ctrlU}/rule 702.19b ex${KEYS.tab}`);
    await session.waitFor('examples:', from);
    const reply = await enter(session, 'false', '702.19b · Trample');
    // examples:false took effect: the rule without its examples.
    expect(reply).not.toContain('Example:');
    expect(await quit(session)).toBe(0);
  });

  it('clears the screen with Ctrl-L and leaves with exit', async () => {
    const session = await openConsole(tempDirectory());
    const from = session.screen().length;
    session.type(KEYS.ctrlL);
    // readline's clear: cursor home, then erase everything below it; the prompt is drawn again.
    await session.waitFor(/\x1b\[1;1H\x1b\[0J[\s\S]*arbiter> /, from);
    expect(await quit(session, `exit${KEYS.enter}`)).toBe(0);
  });

  it('leaves with Ctrl-D while the terminal stays open', async () => {
    const session = await openConsole(tempDirectory());
    expect(await quit(session, KEYS.ctrlD)).toBe(0);
  });

  it('styles replies on a colour terminal and wraps them to its width at word boundaries', async () => {
    const session = await openConsole(tempDirectory());
    const reply = await enter(session, '/rule 702.19b', 'Next rule');
    expect(reply).toContain('\x1b[1m702.19b · Trample\x1b[22m');
    const lines = stripAnsi(reply).split(/\r?\n/);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(60);
    // Whole words: no line of the rule's text starts inside a word cut at the edge.
    expect(lines.some((line) => line.startsWith('assigns damage to the creature(s) blocking it.'))).toBe(true);
    // Buttons one per line, numbered; no "only you can see this" in a one-person terminal.
    expect(stripAnsi(reply)).toMatch(/^\[1\] Parent\r?$/m);
    expect(stripAnsi(reply)).toMatch(/^\[2\] ◀ Previous rule\r?$/m);
    expect(reply).not.toContain('only you can see this');
    expect(await quit(session)).toBe(0);
  });

  it('uses no colour when NO_COLOR is set', async () => {
    const session = await openConsole(tempDirectory(), { NO_COLOR: '1' });
    const reply = await enter(session, '/rule 702.19b', 'Next rule');
    expect(reply).toContain('== 702.19b · Trample ==');
    expect(reply).not.toContain('\x1b[1m');
    expect(await quit(session)).toBe(0);
  });
});

describe('the first start on a terminal', () => {
  let sources: ContentSources;
  beforeAll(async () => {
    sources = await startContentSources();
  });
  afterAll(async () => sources.close());

  it('draws a progress bar for each download, bytes and cards counted, then answers', async () => {
    const dataHome = tempDirectory();
    const session = startInTerminal(['start', '--db', tempDbPath()], { ...sources.env, XDG_DATA_HOME: dataHome, HOME: dataHome }, 100);
    await session.waitFor('arbiter> ', 0, 60_000);
    const screen = stripAnsi(session.screen());
    expect(screen).toMatch(/Comprehensive Rules\s+\[█+\] 100% \| [\d.]+ of [\d.]+ MB/);
    expect(screen).toMatch(/Cards\s+\[█+\] 100% \| 4\.\d of 4\.\d MB, 956 cards/);
    expect(screen).toMatch(/Infraction Procedure Guide\s+\[█+\] 100%/);
    await enter(session, '/rule 702.19b', '702.19b · Trample');
    expect(await quit(session)).toBe(0);
    expect(existsSync(path.join(dataHome, 'arbiter/console-history'))).toBe(true);
  });

  it('arbiter cards update draws bars too, the cards counted as they are read', async () => {
    const session = startInTerminal(['cards', 'update', '--url', sources.env.CARDS_BULK_URL, '--db', tempDbPath()], {}, 100);
    expect(await session.exited).toBe(0);
    const screen = stripAnsi(session.screen());
    expect(screen).toMatch(/Cards\s+\[█+\] 100% \| 4\.\d of 4\.\d MB, 956 cards/);
    expect(screen).toMatch(/Rulings\s+\[█+\] 100% \| [\d.]+ of [\d.]+ MB, \d+ rulings/);
    expect(screen).toMatch(/956 cards, \d+ rulings, data of 2023-04-04: imported/);
  });
});
