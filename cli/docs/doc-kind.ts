/** Reading which tournament document a CLI argument names. */
import { UserError } from '../../common/user-error.js';
import { DOC_KINDS, DOC_TITLES, type DocKind } from '../../docs-db/tournament-document.js';

/** "mtr", "ipg", "jar", "dmtr" or "dipg" (any case) as a DocKind; a UserError with the usage for anything else. */
export function parseDocKind(value: string | undefined, usage: string): DocKind {
  const kind = DOC_KINDS.find((candidate) => candidate === value?.toLowerCase());
  if (kind) return kind;
  const kinds = DOC_KINDS.map((candidate) => `${candidate} (${DOC_TITLES[candidate]})`).join(', ');
  throw new UserError('bad-doc', `${value === undefined ? 'Name a document' : `"${value}" is not a document`}: use ${kinds}. Usage: ${usage}`);
}
