/** `arbiter rules diff [--from DATE] [--to DATE] [--json]` */
import { diffStoredReleases, diffToJson, releasesToCompare } from '../../rules-db/history/compare-releases.js';
import { describeDiff } from '../../rules-db/diff/describe-diff.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';

export const rulesDiff: CliCommand = {
  name: 'rules diff',
  summary: 'What changed between two releases: added, removed, changed (word by word) and renumbered rules.',
  usage: 'arbiter rules diff [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]',
  writes: false,
  options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' } },
  run(_positionals, values, context) {
    const db = context.db();
    const { from, to } = releasesToCompare(db, values.from as string | undefined, values.to as string | undefined);
    const diff = diffStoredReleases(db, from, to);
    if (values.json) printJson(context, diffToJson(diff));
    else context.stdout(describeDiff(diff) + '\n');
    return 0;
  },
};
