/** Any importable file → Release: the official CR text, or dataset rows with a given effective date. */
import { decodeText } from '../../common/decode-text.js';
import { detectDatasetFormat, parseDatasetRows } from './parse-dataset-rows.js';
import { parseComprehensiveRules } from './parse-cr.js';
import type { Release } from '../release.js';
import { UserError } from '../../common/user-error.js';
import { checkFileSize } from './input-bounds.js';

export interface ParseOptions {
  /** Shown in messages, e.g. the file name. */
  source: string;
  /** Required for dataset rows, which carry no date (YYYY-MM-DD). */
  effectiveDate?: string;
}

/** Parses the bytes of a CR text file or a dataset-rows file; throws a UserError saying what is wrong. */
export function parseReleaseFile(bytes: Uint8Array, options: ParseOptions): Release {
  if (bytes.length === 0) throw new UserError('empty-file', `${options.source} is empty.`);
  try {
    checkFileSize(bytes.length);
  } catch (error) {
    throw new UserError((error as UserError).code, `${options.source}: ${(error as UserError).message}`);
  }
  const { text } = decodeText(bytes);
  if (/^\s*<(!doctype html|html|\?xml)/i.test(text)) {
    throw new UserError('not-a-cr', `${options.source} is an HTML page, not a Comprehensive Rules text file (an error page instead of the download?).`);
  }
  const datasetFormat = detectDatasetFormat(text);
  if (datasetFormat) {
    if (!options.effectiveDate) {
      throw new UserError(
        'effective-date-required',
        `${options.source} is a dataset of rule rows, which has no effective date in it: pass --effective YYYY-MM-DD.`,
      );
    }
    return parseDatasetRows(text, datasetFormat, options.effectiveDate);
  }
  try {
    const release = parseComprehensiveRules(bytes, text);
    if (options.effectiveDate && options.effectiveDate !== release.effectiveDate) {
      throw new UserError(
        'effective-date-mismatch',
        `${options.source} says it is effective as of ${release.effectiveDate}, not ${options.effectiveDate}; drop --effective for CR text files.`,
      );
    }
    return release;
  } catch (error) {
    if (error instanceof UserError) throw new UserError(error.code, `${options.source}: ${error.message}`);
    throw error;
  }
}
