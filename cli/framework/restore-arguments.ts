/** The arguments every `… restore` command takes: a kept file's effective date and the start of its sha256. */
import { parseIsoDate } from '../../common/parse-date.js';
import { UserError } from '../../common/user-error.js';

/**
 * The date and sha256 prefix in `positionals`; a UserError naming `listCommand` (where the kept
 * files are listed) and `usage` when either is missing or malformed.
 * @example restoreArguments(['2024-02-02', 'ab12cd'], 'arbiter rules list --all', USAGE) // { effectiveDate: '2024-02-02', prefix: 'ab12cd' }
 */
export function restoreArguments(positionals: string[], listCommand: string, usage: string): { effectiveDate: string; prefix: string } {
  const [date, prefix] = positionals;
  const effectiveDate = date === undefined ? null : parseIsoDate(date);
  if (!effectiveDate || !prefix || !/^[0-9a-f]{4,64}$/i.test(prefix)) {
    throw new UserError('usage', `Name the date and the start of the sha256 (at least 4 characters) that \`${listCommand}\` shows. Usage: ${usage}`);
  }
  return { effectiveDate, prefix };
}
