/** The tournament documents in ../shared, parsed once per test file. Tests and benchmarks only. */
import { readShared } from './shared-data.js';
import { parseTournamentDocument } from '../../docs-db/parse/parse-tournament-document.js';
import type { TournamentDocument } from '../../docs-db/tournament-document.js';

/** Every form of every tournament document in ../shared, by path relative to it. */
export const TOURNAMENT_FILES = {
  mtr2025Pdf: 'data/tournament/mtr-20250421.pdf',
  mtr2021Pdf: 'data/tournament/mtr-20210723.pdf',
  ipg2024Pdf: 'data/tournament/ipg-20240923.pdf',
  ipg2021Pdf: 'data/tournament/ipg-20210205.pdf',
  mtr2025Pdftotext: 'data/cr/mtr-20250421.pdftotext.txt',
  ipg2024Pdftotext: 'data/cr/ipg-20240923.pdftotext.txt',
  mtr2009Text: 'data/cr/mtr-20090701.txt',
  ipg2019Markdown: 'data/cr/ipg-20190121.md',
  jar2024Html: 'data/tournament/jar-20240923.html',
  dmtr2021Html: 'data/tournament/digital-mtr-20211115.html',
  dipg2021Html: 'data/tournament/digital-ipg-20211115.html',
} as const;

export type TournamentFile = keyof typeof TOURNAMENT_FILES;

const parsed = new Map<TournamentFile, Promise<TournamentDocument>>();

/** The parsed document (parsing each file once per test file: a PDF takes about a second). */
export function sharedTournamentDocument(file: TournamentFile): Promise<TournamentDocument> {
  let document = parsed.get(file);
  if (!document) {
    const relativePath = TOURNAMENT_FILES[file];
    document = parseTournamentDocument(new Uint8Array(readShared(relativePath)), relativePath.split('/').pop());
    parsed.set(file, document);
  }
  return document;
}
