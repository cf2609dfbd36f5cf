/** `arbiter docs update [--page URL] [--timeout SECONDS] [--json]`: the MTR, IPG and JAR from Wizards' page. */
import { DEFAULT_DOCS_PAGE_URL } from '../../docs-db/update/find-document-links.js';
import { updateFromDocumentsPage } from '../../docs-db/update/update-documents.js';
import { UserError } from '../../common/user-error.js';
import { checkRulingsAfterImport, SKIP_RULINGS_CHECK_OPTION } from '../rulings/check-after-import.js';
import type { CliCommand } from '../framework/cli-context.js';
import { describeDocImport } from './docs-import.js';
import { suggestingImport } from '../framework/import-instead.js';
import { terminalProgressFor } from '../framework/update-progress.js';

const USAGE = 'arbiter docs update [--page URL] [--timeout SECONDS] [--json]';

export const docsUpdate: CliCommand = {
  name: 'docs update',
  summary: "Download the MTR, IPG and JAR PDFs linked from Wizards' rules-documents page and import what is new.",
  usage: USAGE,
  writes: true,
  options: { page: { type: 'string' }, timeout: { type: 'string' }, json: { type: 'boolean' }, ...SKIP_RULINGS_CHECK_OPTION },
  async run(_positionals, values, context) {
    const pageUrl = (values.page as string | undefined) ?? context.env.DOCS_PAGE_URL ?? DEFAULT_DOCS_PAGE_URL;
    const timeout = Number(values.timeout ?? 30);
    if (!(timeout > 0)) throw new UserError('bad-timeout', `--timeout must be a number of seconds above 0. Usage: ${USAGE}`);
    const progress = terminalProgressFor(context);
    let outcomes;
    try {
      outcomes = await suggestingImport('docs', !values.json, () => updateFromDocumentsPage(context.db(), pageUrl, { timeoutMs: timeout * 1000, ...(progress ? { onProgress: progress.document } : {}) }));
    } finally {
      progress?.stop();
    }
    await checkRulingsAfterImport(context, values, outcomes.some((outcome) => outcome.ok && outcome.result.status !== 'unchanged'));
    if (values.json) {
      // What the running bot's document checks read (bot/run-update-process.ts).
      const documents = outcomes.map((outcome) =>
        outcome.ok
          ? { doc: outcome.result.version.kind, effectiveDate: outcome.result.version.effectiveDate, status: outcome.result.status, url: outcome.url }
          : { doc: outcome.kind, url: outcome.url, error: outcome.error.message },
      );
      context.stdout(JSON.stringify({ documents }) + '\n');
      return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
    }
    for (const outcome of outcomes) {
      if (outcome.ok) context.stdout(describeDocImport(outcome.result, outcome.url) + '\n');
      // The message names the file (a refusal) or the URL (a failed download).
      else context.stderr(`Error: ${outcome.error.message}\n`);
    }
    return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
  },
};
