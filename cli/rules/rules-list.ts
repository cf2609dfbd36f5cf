/** `arbiter rules list [--all] [--json]` */
import { listImportedFiles } from '../../database/imported-files.js';
import { CR_FILE_KIND } from '../../rules-db/store/import-release.js';
import { listReleases } from '../../rules-db/store/release-queries.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const rulesList: CliCommand = {
  name: 'rules list',
  summary: 'List the imported releases, newest first; --all adds the superseded files kept for each date.',
  usage: 'arbiter rules list [--all] [--json]',
  writes: false,
  options: { json: { type: 'boolean' }, all: { type: 'boolean' } },
  run(_positionals, values, context) {
    const db = context.db();
    const releases = listReleases(db);
    const current = new Set(releases.map((release) => release.sha256));
    const superseded = values.all ? listImportedFiles(db, [CR_FILE_KIND]).filter((file) => !current.has(file.sha256)) : [];
    if (values.json) {
      printJson(context, [
        ...releases.map(({ effectiveDate, rules, examples, glossary, sha256, source }) => ({
          effectiveDate, rules, examples, glossary, sha256, source, ...(values.all ? { status: 'current' } : {}),
        })),
        ...superseded.map(({ effectiveDate, sha256, source, importedAt }) => ({ effectiveDate, sha256, source, importedAt, status: 'superseded' })),
      ]);
      return 0;
    }
    if (releases.length === 0 && superseded.length === 0) {
      context.stdout('No releases imported yet. Try: arbiter rules import <file>  or  arbiter rules update\n');
      return 0;
    }
    for (const release of releases) {
      context.stdout(
        `${release.effectiveDate}  ${String(release.rules).padStart(5)} rules  ${String(release.examples).padStart(4)} examples  ` +
          `${String(release.glossary).padStart(4)} glossary  ${release.sha256.slice(0, 12)}  ${release.source}\n`,
      );
      for (const file of superseded.filter((candidate) => candidate.effectiveDate === release.effectiveDate)) {
        context.stdout(`${file.effectiveDate}  superseded (imported ${file.importedAt.slice(0, 10)}; arbiter rules restore ${file.effectiveDate} ${file.sha256.slice(0, 12)})  ${file.sha256.slice(0, 12)}  ${file.source}\n`);
      }
    }
    return 0;
  },
};
