/** `arbiter docs list [--all] [--json]` */
import { listImportedFiles } from '../../database/imported-files.js';
import { listDocVersions } from '../../docs-db/store/doc-versions.js';
import { DOC_FILE_KINDS } from '../../docs-db/store/import-document.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const docsList: CliCommand = {
  name: 'docs list',
  summary: 'List the imported tournament-document versions (MTR, IPG, JAR, Digital MTR and IPG), each newest first; --all adds the superseded files kept.',
  usage: 'arbiter docs list [--all] [--json]',
  writes: false,
  options: { json: { type: 'boolean' }, all: { type: 'boolean' } },
  run(_positionals, values, context) {
    const db = context.db();
    const versions = listDocVersions(db);
    const current = new Set(versions.map((version) => version.sha256));
    const superseded = values.all ? listImportedFiles(db, DOC_FILE_KINDS).filter((file) => !current.has(file.sha256)) : [];
    if (values.json) {
      printJson(context, [
        ...versions.map(({ kind, effectiveDate, sections, sha256 }) => ({
          doc: kind, effectiveDate, sections, ...(values.all ? { sha256, status: 'current' } : {}),
        })),
        ...superseded.map(({ kind, effectiveDate, sha256, source, importedAt }) => ({ doc: kind, effectiveDate, sha256, source, importedAt, status: 'superseded' })),
      ]);
      return 0;
    }
    if (versions.length === 0 && superseded.length === 0) {
      context.stdout('No tournament document imported yet. Try: arbiter docs import <file.pdf>  or  arbiter docs update\n');
      return 0;
    }
    for (const version of versions) {
      context.stdout(
        `${version.kind.toUpperCase()}  ${version.effectiveDate}  ${String(version.sections).padStart(3)} sections  ` +
          `${version.sha256.slice(0, 12)}  ${version.source}\n`,
      );
      for (const file of superseded.filter((candidate) => candidate.kind === version.kind && candidate.effectiveDate === version.effectiveDate)) {
        context.stdout(
          `${file.kind.toUpperCase()}  ${file.effectiveDate}  superseded (imported ${file.importedAt.slice(0, 10)}; arbiter docs restore ${file.effectiveDate} ${file.sha256.slice(0, 12)})  ` +
            `${file.sha256.slice(0, 12)}  ${file.source}\n`,
        );
      }
    }
    return 0;
  },
};
