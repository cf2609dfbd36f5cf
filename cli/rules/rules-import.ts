/** `arbiter rules import <file|url>... [--effective DATE]` */
import { importReleaseFile, type ImportResult } from '../../rules-db/store/import-release.js';
import { parseIsoDate } from '../../common/parse-date.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand, CliContext } from '../framework/cli-context.js';
import { foreignKind } from '../framework/file-kind.js';
import { importSources } from '../framework/import-sources.js';

/** One line per imported file: date, counts, outcome. */
export function describeImport(result: ImportResult, source: string): string {
  const { release } = result;
  const counts = `${release.rules} rules, ${release.examples} examples, ${release.glossary} glossary entries`;
  const outcome =
    result.status === 'unchanged'
      ? `unchanged (these bytes are already the release effective ${release.effectiveDate})`
      : result.status === 'replaced'
        ? 'replaced (a new file for the same effective date; the old one is kept: rules list --all)'
        : result.status === 'restored'
          ? 'restored (the kept file is the release for its date again)'
          : 'imported';
  return `${release.effectiveDate}  ${counts}  ${outcome}  ← ${source}`;
}

/**
 * A PDF, an HTML page or Scryfall's card data given to `rules import`: a UserError naming the
 * command that imports it. The CR is published as text; the tournament documents as PDFs.
 */
function refuseForeignFile(bytes: Uint8Array, name: string): void {
  const kind = foreignKind(bytes);
  if (kind === 'scryfall') {
    throw new UserError('wrong-import', `${name} is Scryfall card data, not the Comprehensive Rules: import it with \`arbiter cards import <oracle-cards.json> <rulings.json>\`.`);
  }
  if (kind) {
    throw new UserError(
      'wrong-import',
      `${name} is ${kind === 'pdf' ? 'a PDF' : 'an HTML page'}, not the Comprehensive Rules text: a tournament document (MTR, IPG, JAR) imports with \`arbiter docs import ${name}\`; ` +
        'the CR imports from its .txt file (https://magic.wizards.com/en/rules), or `arbiter rules update` downloads it.',
    );
  }
}

const USAGE = 'arbiter rules import <file|url>... [--effective YYYY-MM-DD] [--replace]';

export const rulesImport: CliCommand = {
  name: 'rules import',
  summary: 'Import Comprehensive Rules files (CR text, or dataset rows with --effective).',
  usage: USAGE,
  writes: true,
  options: { effective: { type: 'string' }, replace: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context: CliContext) {
    if (positionals.length === 0) throw new UserError('usage', `Name at least one file or URL. Usage: ${USAGE}`);
    const effective = values.effective as string | undefined;
    const effectiveDate = effective === undefined ? undefined : parseIsoDate(effective);
    if (effective !== undefined && !effectiveDate) {
      throw new UserError('bad-date', `--effective "${effective}" is not a date; use YYYY-MM-DD, e.g. 2024-02-02.`);
    }
    const replace = values.replace === true;
    const importOne = (bytes: Uint8Array, name: string) => {
      refuseForeignFile(bytes, name);
      return importReleaseFile(context.db(), bytes, { source: name, replace, ...(effectiveDate ? { effectiveDate } : {}) });
    };
    const { changed, failures } = await importSources(positionals, context, importOne, describeImport);
    await checkRulingsAfterImport(context, values, changed);
    return failures === 0 ? 0 : 1;
  },
};
