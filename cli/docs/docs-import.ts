/** `arbiter docs import <file|url>...` */
import type { DocImportResult } from '../../docs-db/store/import-document.js';
import { importDocumentFile } from '../../docs-db/store/import-document.js';
import { UserError } from '../../common/user-error.js';
import { DOC_TITLES } from '../../docs-db/tournament-document.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { importSources } from '../framework/import-sources.js';

/** One line per imported document: which, its date, its sections, the outcome. */
export function describeDocImport(result: DocImportResult, source: string): string {
  const { version } = result;
  const outcome =
    result.status === 'unchanged'
      ? `unchanged (these bytes are already the ${DOC_TITLES[version.kind]} effective ${version.effectiveDate})`
      : result.status === 'replaced'
        ? 'replaced (a new file for the same effective date; the old one is kept: docs list --all)'
        : result.status === 'restored'
          ? 'restored (the kept file is the version for its date again)'
          : 'imported';
  return `${version.kind.toUpperCase()} ${version.effectiveDate}  ${String(version.sections).padStart(3)} sections  ${outcome}  ← ${source}`;
}

const USAGE = 'arbiter docs import <file|url>... [--replace]';

export const docsImport: CliCommand = {
  name: 'docs import',
  summary: 'Import tournament documents (MTR, IPG, JAR, Digital MTR and IPG) as PDF, text or HTML; anything else is refused.',
  usage: USAGE,
  writes: true,
  options: { replace: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(positionals, values, context) {
    if (positionals.length === 0) throw new UserError('usage', `Name at least one file or URL. Usage: ${USAGE}`);
    const { changed, failures } = await importSources(positionals, context, (bytes, name) => importDocumentFile(context.db(), bytes, name, { replace: values.replace === true }), describeDocImport);
    await checkRulingsAfterImport(context, values, changed);
    return failures === 0 ? 0 : 1;
  },
};
