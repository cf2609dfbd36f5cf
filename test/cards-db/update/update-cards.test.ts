/**
 * `cards update` against a local server standing in for Scryfall: the real /bulk-data listings
 * of 2022 and 2023 with their download URLs pointed at the server, which serves the real sample
 * files, gzip-encoded when the test asks.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { cardDataInUse, listCardImports } from '../../../cards-db/store/card-data.js';
import { parseBulkListing } from '../../../cards-db/update/bulk-listing.js';
import { updateCardsFromListing } from '../../../cards-db/update/update-cards.js';
import { ORACLE_CARDS_FILE, RULINGS_FILE } from '../../support/cards-db-fixture.js';
import { startLocalServer, type LocalServer } from '../../support/local-http-server.js';
import { createTestDb } from '../../support/rules-db-fixture.js';
import { readShared } from '../../support/shared-data.js';

const cards = readFileSync(ORACLE_CARDS_FILE);
const rulings = readFileSync(RULINGS_FILE);

interface Listing {
  data: { type: string; download_uri: string; updated_at: string }[];
}

/** A real listing whose files are on `base`, optionally with every updated_at replaced. */
function listing(year: 2022 | 2023, base: string, updatedAt?: string): Listing {
  const real = JSON.parse(readShared(`data/cards/bulk-data-${year}.json`).toString('utf8')) as Listing;
  for (const entry of real.data) {
    entry.download_uri = `${base}/file/${entry.type}.json`;
    if (updatedAt) entry.updated_at = updatedAt;
  }
  return real;
}

interface ServerSetup {
  listing: (base: string) => unknown;
  /** The body of a file request, or null for the real file. */
  file?: (type: string) => Buffer | string | null;
  gzip?: boolean;
}

let server: LocalServer | undefined;
const seen: IncomingMessage['headers'][] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  seen.length = 0;
});

async function serve(setup: ServerSetup): Promise<string> {
  server = await startLocalServer((request, response) => {
    seen.push(request.headers);
    if (request.url === '/bulk-data') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(setup.listing(server!.url)));
      return;
    }
    const type = /^\/file\/(\w+)\.json$/.exec(request.url ?? '')?.[1] ?? '';
    const body = setup.file?.(type) ?? (type === 'oracle_cards' ? cards : type === 'rulings' ? rulings : null);
    if (body === null) {
      response.writeHead(404).end();
      return;
    }
    if (setup.gzip && request.headers['accept-encoding']?.includes('gzip')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
    } else {
      response.writeHead(200, { 'content-type': typeof body === 'string' && body.startsWith('<') ? 'text/html' : 'application/json' }).end(body);
    }
  });
  return `${server.url}/bulk-data`;
}

describe('updateCardsFromListing', () => {
  it('downloads and imports both files, gzip-encoded, sending a User-Agent and Accept header; the same listing again is unchanged without a download', async () => {
    const url = await serve({ listing: (base) => listing(2023, base), gzip: true });
    const db = createTestDb();
    const first = await updateCardsFromListing(db, url);
    expect(first).toMatchObject({ status: 'imported', data: { cards: 956, rulings: 75, dataDate: '2023-04-04', updatedAt: '2023-04-04T21:03:21.500Z' } });
    expect(seen.every((headers) => headers['user-agent']?.startsWith('Arbiter/') && headers.accept === 'application/json')).toBe(true);
    const requests = server!.requests.length;
    expect(await updateCardsFromListing(db, url)).toMatchObject({ status: 'unchanged', data: { dataDate: '2023-04-04' } });
    expect(server!.requests.length).toBe(requests + 1);
  });

  it('leaves the data alone when the listing is older, or newer but with the same files', async () => {
    let updatedAt = '2023-04-04T21:03:21.500Z';
    const url = await serve({ listing: (base) => listing(2023, base, updatedAt) });
    const db = createTestDb();
    await updateCardsFromListing(db, url);
    updatedAt = '2022-01-05T10:03:55.523Z';
    expect((await updateCardsFromListing(db, url)).status).toBe('unchanged');
    updatedAt = '2023-04-05T21:03:21.500Z';
    // The same files under a newer listing: nothing is imported; the data is dated by the newer listing.
    expect(await updateCardsFromListing(db, url)).toMatchObject({ status: 'unchanged', data: { dataDate: '2023-04-05' } });
    expect(listCardImports(db)).toHaveLength(1);
    const downloads = server!.requests.filter((request) => request.startsWith('/file/')).length;
    expect((await updateCardsFromListing(db, url)).status).toBe('unchanged');
    expect(server!.requests.filter((request) => request.startsWith('/file/')).length).toBe(downloads);
  });

  it('reads the older listing shape (compressed_size)', async () => {
    const url = await serve({ listing: (base) => listing(2022, base) });
    expect(await updateCardsFromListing(createTestDb(), url)).toMatchObject({ status: 'imported', data: { dataDate: '2022-01-05' } });
  });

  it.each([
    ['a truncated download', { file: (type: string) => (type === 'oracle_cards' ? cards.subarray(0, 1_000_000) : null) }, /ends after 1000000 bytes, before its JSON list does/],
    ['an HTML error page instead of the rulings', { file: (type: string) => (type === 'rulings' ? '<html><body>503 Service Unavailable</body></html>' : null) }, /rulings\.json is an HTML or XML page/],
    ['a listing without oracle_cards', { listing: (base: string) => ({ object: 'list', data: listing(2023, base).data.filter((entry) => entry.type !== 'oracle_cards') }) }, /has no oracle_cards file \(it lists: unique_artwork, default_cards, all_cards, rulings\)/],
    ['a missing file', { listing: (base: string) => ({ object: 'list', data: listing(2023, base).data.map((entry) => ({ ...entry, download_uri: entry.download_uri.replace('rulings', 'gone') })) }) }, /HTTP 404/],
    ['a page that is not a listing', { listing: () => ({ object: 'error', details: 'Not found' }) }, /is not a Scryfall bulk-data listing/],
  ])('refuses %s and keeps the data in use', async (_name, setup, message) => {
    const goodUrl = await serve({ listing: (base) => listing(2022, base) });
    const db = createTestDb();
    await updateCardsFromListing(db, goodUrl);
    await server!.close();
    const url = await serve({ listing: (base) => listing(2023, base), ...setup });
    await expect(updateCardsFromListing(db, url)).rejects.toThrow(message);
    expect(cardDataInUse(db)).toMatchObject({ dataDate: '2022-01-05', cards: 956, rulings: 75 });
    expect(listCardImports(db)).toHaveLength(1);
  });

  it('gives up on a server that does not answer in time', async () => {
    server = await startLocalServer(() => undefined);
    await expect(updateCardsFromListing(createTestDb(), `${server.url}/bulk-data`, { timeoutMs: 300 })).rejects.toThrow(/took longer than 0.3 s/);
  });
});

describe('parseBulkListing', () => {
  it('finds both files in the real 2023 listing, with the later time as the data time', () => {
    const parsed = parseBulkListing(readShared('data/cards/bulk-data-2023.json').toString('utf8'), 'x');
    expect(parsed.oracleCards).toEqual({ type: 'oracle_cards', url: 'https://data.scryfall.io/oracle-cards/oracle-cards-20230404210321.json', updatedAt: '2023-04-04T21:03:21.500Z' });
    expect(parsed.updatedAt >= parsed.oracleCards.updatedAt && parsed.updatedAt >= parsed.rulings.updatedAt).toBe(true);
  });
});
