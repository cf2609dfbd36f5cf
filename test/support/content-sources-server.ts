/**
 * A local server standing in for every place Arbiter downloads from on a first start — Wizards'
 * rules page and rules-documents page, and Scryfall's bulk-data listing — serving the real files
 * in ../shared: the CR of 2026-01-16, the MTR and IPG PDFs, the JAR, and the card sample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from './card-files.js';
import { startLocalServer, type LocalServer } from './local-http-server.js';
import { crPath, readShared, SHARED_DIR } from './shared-data.js';
import { TOURNAMENT_FILES } from './tournament-documents.js';

export interface ContentSources extends LocalServer {
  /** The settings that point Arbiter at this server. */
  env: { RULES_PAGE_URL: string; DOCS_PAGE_URL: string; CARDS_BULK_URL: string };
}

/** Starts the server; `close()` stops it. */
export async function startContentSources(): Promise<ContentSources> {
  const files: Record<string, Buffer> = {
    '/MagicCompRules%2020260116.txt': readFileSync(crPath('cr-20260116.txt')),
    '/media/MTG_MTR_2025_Apr21_EN.pdf': readFileSync(path.join(SHARED_DIR, TOURNAMENT_FILES.mtr2025Pdf)),
    '/media/MTG_IPG_2024Sep23_EN.pdf': readFileSync(path.join(SHARED_DIR, TOURNAMENT_FILES.ipg2024Pdf)),
    // No JAR PDF is kept in ../shared: its HTML conversion stands in, served under the PDF's name.
    '/media/MTG_JAR_2024Sep23_EN.pdf': readFileSync(path.join(SHARED_DIR, TOURNAMENT_FILES.jar2024Html)),
    '/file/oracle_cards.json': readFileSync(ORACLE_CARDS_FILE),
    '/file/rulings.json': readFileSync(RULINGS_FILE),
  };
  const pages: Record<string, (base: string) => string> = {
    '/en/rules': () => '<html><body><a href="/MagicCompRules%2020260116.txt">Comprehensive Rules (TXT)</a></body></html>',
    '/en/rules-documents': () => `<html><body>
      <a href="/media/MTG_MTR_2025_Apr21_EN.pdf">Magic: The Gathering Tournament Rules</a>
      <a href="/media/MTG_IPG_2024Sep23_EN.pdf">Infraction Procedure Guide</a>
      <a href="/media/MTG_JAR_2024Sep23_EN.pdf">Judging at Regular Rules Enforcement Level</a></body></html>`,
    // Scryfall's real listing of 2023, its files pointed here and given their sizes as today's listings do.
    '/bulk-data': (base) => {
      const listing = JSON.parse(readShared('data/cards/bulk-data-2023.json').toString('utf8')) as { data: { type: string; download_uri: string; size?: number }[] };
      for (const entry of listing.data) {
        entry.download_uri = `${base}/file/${entry.type}.json`;
        const file = files[`/file/${entry.type}.json`];
        if (file) entry.size = file.length;
      }
      return JSON.stringify(listing);
    },
  };
  const server = await startLocalServer((request, response) => {
    const url = request.url ?? '';
    const page = pages[url];
    const body = page ? page(`http://${request.headers.host}`) : files[url];
    if (body === undefined) response.writeHead(404).end();
    else response.end(body);
  });
  return { ...server, env: { RULES_PAGE_URL: `${server.url}/en/rules`, DOCS_PAGE_URL: `${server.url}/en/rules-documents`, CARDS_BULK_URL: `${server.url}/bulk-data` } };
}
