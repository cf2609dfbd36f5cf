/**
 * Following the update functions' downloads on a progress display, one task per file: bars for
 * `rules|docs|cards update` run by a person at a terminal (nothing when run by a script or by the
 * bot's own update process, whose output is read as it is), and the first start's bars or lines.
 */
import type { BulkKind } from '../../cards-db/parse/read-bulk-file.js';
import type { CardFileProgress } from '../../cards-db/update/update-cards.js';
import type { DownloadProgress } from '../../common/download.js';
import type { DocumentLink } from '../../docs-db/update/find-document-links.js';
import { DOC_TITLES } from '../../docs-db/tournament-document.js';
import type { CliIo } from './cli-context.js';
import { terminalProgress, type ProgressDisplay, type ProgressTask } from './progress-display.js';

export interface UpdateProgress {
  /** A single file's download, under `label`. */
  file(label: string): DownloadProgress;
  /** Each tournament document's download, labelled by its title. */
  document(link: DocumentLink, receivedBytes: number, totalBytes: number | null): void;
  /** Each Scryfall bulk file: bytes, and the cards or rulings read. */
  cards(file: BulkKind, progress: CardFileProgress): void;
  stop(): void;
}

/** Bars on stderr when it is a terminal; null otherwise. */
export function terminalProgressFor(io: CliIo): UpdateProgress | null {
  return io.terminal?.stderr ? updateProgress(terminalProgress(io.terminal.stderr)) : null;
}

/** The downloads of the update functions shown on `display`, one task per file. */
export function updateProgress(display: ProgressDisplay): UpdateProgress {
  const tasks = new Map<string, ProgressTask>();
  const task = (key: string, label: string, itemUnit?: string) => {
    if (!tasks.has(key)) {
      // Files arrive one after another: a new one means the one before is done.
      for (const earlier of tasks.values()) earlier.finish();
      tasks.set(key, display.task(label, itemUnit));
    }
    return tasks.get(key)!;
  };
  return {
    file: (label) => (received, total) => task(label, label).update(received, total),
    document: (link, received, total) => task(link.url, DOC_TITLES[link.kind]).update(received, total),
    cards: (file, progress) => task(file, file === 'oracle_cards' ? 'Cards' : 'Rulings', file === 'oracle_cards' ? 'cards' : 'rulings').update(progress.receivedBytes, progress.totalBytes, progress.items),
    stop: () => {
      for (const started of tasks.values()) started.finish();
      display.stop();
    },
  };
}
