/** `arbiter rules list [--json]` */
import { listReleases } from '../../rules-db/store/release-queries.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const rulesList: CliCommand = {
  name: 'rules list',
  summary: 'List the imported releases, newest first.',
  usage: 'arbiter rules list [--json]',
  writes: false,
  options: { json: { type: 'boolean' } },
  run(_positionals, values, context) {
    const releases = listReleases(context.db());
    if (values.json) {
      printJson(
        context,
        releases.map(({ effectiveDate, rules, examples, glossary, sha256, source }) => ({ effectiveDate, rules, examples, glossary, sha256, source })),
      );
      return 0;
    }
    if (releases.length === 0) {
      context.stdout('No releases imported yet. Try: arbiter rules import <file>  or  arbiter rules update\n');
      return 0;
    }
    for (const release of releases) {
      context.stdout(
        `${release.effectiveDate}  ${String(release.rules).padStart(5)} rules  ${String(release.examples).padStart(4)} examples  ` +
          `${String(release.glossary).padStart(4)} glossary  ${release.sha256.slice(0, 12)}  ${release.source}\n`,
      );
    }
    return 0;
  },
};
