/** `arbiter docs list [--json]` */
import { listDocVersions } from '../../docs-db/store/doc-versions.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const docsList: CliCommand = {
  name: 'docs list',
  summary: 'List the imported MTR and IPG versions, each document newest first.',
  usage: 'arbiter docs list [--json]',
  writes: false,
  options: { json: { type: 'boolean' } },
  run(_positionals, values, context) {
    const versions = listDocVersions(context.db());
    if (values.json) {
      printJson(context, versions.map(({ kind, effectiveDate, sections }) => ({ doc: kind, effectiveDate, sections })));
      return 0;
    }
    if (versions.length === 0) {
      context.stdout('No MTR or IPG imported yet. Try: arbiter docs import <file.pdf>  or  arbiter docs update\n');
      return 0;
    }
    for (const version of versions) {
      context.stdout(
        `${version.kind.toUpperCase()}  ${version.effectiveDate}  ${String(version.sections).padStart(3)} sections  ` +
          `${version.sha256.slice(0, 12)}  ${version.source}\n`,
      );
    }
    return 0;
  },
};
