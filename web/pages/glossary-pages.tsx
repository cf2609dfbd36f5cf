/**
 * The glossary by address: `/cr/{date|latest}/glossary` (every term) and `/cr/{date|latest}/glossary/{term}`,
 * found as /define finds it. Only a name typed in full shows its entry; a typo or part of a name
 * lists the entries it may mean, never one of them guessed.
 */
import { findGlossaryEntries } from '../../rules-db/lookup/glossary-lookup.js';
import { glossaryExamples, glossaryTerms } from '../../rules-db/store/rule-queries.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { crContentsPath, glossaryPath } from '../../common/web-paths.js';
import { datedRelease } from '../dated.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, redirect, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout } from '../parts/layout.js';
import { Examples, LinkedParagraphs } from '../parts/rule-text.js';

/** `/cr/{date}/glossary[/{term}]`. */
export function glossaryPage(context: PageContext, dateSegment: string, term: string | undefined): PageResponse {
  const dated = datedRelease(context.db, dateSegment);
  if (dated.kind === 'elsewhere') return redirect(term === undefined ? `${crContentsPath(dated.effectiveDate)}/glossary` : glossaryPath(dated.effectiveDate, term));
  const { version: release, latest } = dated;
  const cache = latest ? 'short' : 'immutable';
  const date = latest ? 'latest' : release.effectiveDate;
  if (term === undefined || term.trim() === '') return htmlPage(glossaryIndex(context, release, date), cache);
  const [best, ...others] = findGlossaryEntries(context.db, release, term, 6);
  if (best?.sure) {
    if (best.term !== term) return redirect(glossaryPath(date, best.term), !latest);
    return htmlPage(entryPage(context, release, date, best.term, best.definition, best.rules), cache);
  }
  return { status: 404, html: suggestionsPage(context, release, date, term, [best, ...others].filter((entry) => entry !== undefined).map((entry) => entry.term)), cache: 'none' };
}

function TermLinks({ terms, date, columns }: { terms: string[]; date: string; columns: boolean }) {
  return (
    <ul class={columns ? 'columns' : undefined}>
      {terms.map((term) => (
        <li>
          <a href={glossaryPath(date, term)}>{term}</a>
        </li>
      ))}
    </ul>
  );
}

function entryPage(context: PageContext, release: ReleaseSummary, date: string, term: string, definition: string, rules: string[]): string {
  const examples = glossaryExamples(context.db, release.id, term) ?? [];
  // The rules it cites, as /define's buttons: those the release has.
  const known = new Set(rules);
  return renderDocument(
    <Layout meta={{ title: `${term} (CR glossary)`, description: `${term}: ${definition}`, canonical: canonicalUrl(context, glossaryPath(release.effectiveDate, term)) }}>
      <nav class="crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <a href={crContentsPath(date)}>CR {release.effectiveDate}</a>
          </li>
          <li>
            <a href={`${crContentsPath(date)}/glossary`}>Glossary</a>
          </li>
          <li>
            <span aria-current="page">{term}</span>
          </li>
        </ol>
      </nav>
      <h1>{term}</h1>
      <p class="meta">Glossary of the Comprehensive Rules effective {release.effectiveDate}</p>
      <div class="rule">
        <LinkedParagraphs text={definition} date={date} known={known} />
        <Examples examples={examples} />
      </div>
    </Layout>,
  );
}

function glossaryIndex(context: PageContext, release: ReleaseSummary, date: string): string {
  const terms = glossaryTerms(context.db, release.id);
  return renderDocument(
    <Layout meta={{ title: `Glossary (CR ${release.effectiveDate})`, description: `The ${terms.length} glossary entries of the Comprehensive Rules effective ${release.effectiveDate}.`, canonical: canonicalUrl(context, `${crContentsPath(release.effectiveDate)}/glossary`) }}>
      <h1>Glossary</h1>
      <p class="meta">
        Comprehensive Rules effective {release.effectiveDate} · {terms.length} entries
      </p>
<TermLinks terms={terms} date={date} columns={true} />
    </Layout>,
  );
}

function suggestionsPage(context: PageContext, release: ReleaseSummary, date: string, typed: string, terms: string[]): string {
  return renderDocument(
    <Layout meta={{ title: `“${typed}” in the glossary`, description: `No glossary entry is named “${typed}”.`, canonical: canonicalUrl(context, glossaryPath(date, typed)) }}>
      <h1>No glossary entry “{typed}”</h1>
      <p>
        The glossary of the Comprehensive Rules effective {release.effectiveDate} has no entry of that name.
        {terms.length > 0 ? ' Did you mean:' : ''}
      </p>
<TermLinks terms={terms} date={date} columns={false} />
    </Layout>,
  );
}
