/** Reading which tournament document a CLI argument names. */
import { UserError } from '../../common/user-error.js';
import type { DocKind } from '../../docs-db/tournament-document.js';

/** "mtr" or "ipg" (any case) as a DocKind; a UserError with the usage for anything else. */
export function parseDocKind(value: string | undefined, usage: string): DocKind {
  const kind = value?.toLowerCase();
  if (kind === 'mtr' || kind === 'ipg') return kind;
  throw new UserError(
    'bad-doc',
    `${value === undefined ? 'Name a document' : `"${value}" is not a document`}: use mtr (Magic Tournament Rules) or ipg (Infraction Procedure Guide). Usage: ${usage}`,
  );
}
