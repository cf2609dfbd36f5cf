/**
 * `/cr/diff/{from}/{to}` — what changed between two releases (diffStoredReleases, as /diff): the
 * counts, then every rule added, removed, changed (typography-only changes apart) or renumbered,
 * side by side with the changed words marked, filtered by kind (`?show=added,changed`) and paged
 * (`?page=2`); headings and glossary on the first page. `?rule=702.19b`: that rule alone.
 */
import { diffStoredReleases, releasesToCompare, ruleInComparison } from '../../rules-db/history/compare-releases.js';
import type { ReleaseDiff } from '../../rules-db/diff/diff-releases.js';
import { describeCounts } from '../../rules-db/diff/describe-diff.js';
import { diffWords, type WordDiffSegment } from '../../rules-db/diff/word-diff.js';
import { ruleInDiff } from '../../rules-db/diff/rule-in-diff.js';
import { ruleBody } from '../../rules-db/rule-content.js';
import { compareRuleNumbers, normalizeRuleNumber } from '../../rules-db/rule-number.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import type { ReleaseSummary } from '../../rules-db/store/release-queries.js';
import type { Rule } from '../../rules-db/release.js';
import { UserError } from '../../common/user-error.js';
import { crPath, diffPath, glossaryPath, historyPath } from '../../common/web-paths.js';
import { datedRelease } from '../dated.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, redirect, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout } from '../parts/layout.js';
import { OneSide, SideBySide } from '../parts/side-by-side.js';
import { Pager } from '../parts/pager.js';

/** Changes listed on one page: enough to read, few enough that a page of rewritten rules answers at once. */
export const CHANGES_PER_PAGE = 25;

const KINDS = ['added', 'removed', 'changed', 'renumbered', 'typography'] as const;
type EntryKind = (typeof KINDS)[number];
const KIND_LABELS: Record<EntryKind, string> = { added: 'Added', removed: 'Removed', changed: 'Changed', renumbered: 'Renumbered', typography: 'Typography only' };

interface Entry {
  kind: EntryKind;
  /** The number it is listed by: the new one, or the old for a removed rule. */
  number: string;
  from?: string;
  before?: Rule;
  after?: Rule;
  referencesOnly?: boolean;
  /** The word diff of `before` and `after`. */
  segments?: WordDiffSegment[];
}

/**
 * Every rule the diff lists, in rule order, each change with its word diff: worked out once per
 * diff, as the diff itself is, so that a page of long rewritten rules (205.3m's list of creature
 * types) costs its rendering alone. Two decades: 3,307 rules, 0.4 s of word diffs.
 */
function entriesOf(diff: ReleaseDiff): Entry[] {
  const entries: Entry[] = [
    ...diff.added.map((number): Entry => ({ kind: 'added', number })),
    ...diff.removed.map((number): Entry => ({ kind: 'removed', number })),
    ...diff.changed.map((change): Entry => ({ kind: change.typographyOnly ? 'typography' : 'changed', number: change.number, before: change.before, after: change.after, referencesOnly: change.referencesOnly })),
    ...diff.moved.map((move): Entry => ({ kind: 'renumbered', number: move.to, from: move.from, ...(move.changed && !move.typographyOnly ? { before: move.before!, after: move.after!, referencesOnly: move.referencesOnly! } : {}) })),
  ];
  for (const entry of entries) if (entry.before && entry.after && entry.kind !== 'typography') entry.segments = diffWords(ruleBody(entry.before), ruleBody(entry.after));
  return entries.sort((a, b) => compareRuleNumbers(a.number, b.number));
}

const entryLists = new WeakMap<ReleaseDiff, Entry[]>();

/** The entries of a diff, listed once per diff (which compare-releases.ts keeps while it is recent). */
function cachedEntries(diff: ReleaseDiff): Entry[] {
  let entries = entryLists.get(diff);
  if (!entries) entryLists.set(diff, (entries = entriesOf(diff)));
  return entries;
}

/** The kinds `?show=` asks for (all without it); a UserError for a kind that does not exist. */
function shownKinds(show: string | undefined): Set<EntryKind> {
  if (!show) return new Set(KINDS);
  const asked = show.split(',').map((kind) => kind.trim()).filter(Boolean);
  const unknown = asked.filter((kind) => !(KINDS as readonly string[]).includes(kind));
  if (unknown.length > 0) throw new UserError('bad-filter', `"${unknown.join(', ')}" is not a kind of change; show= takes ${KINDS.join(', ')}.`);
  return new Set(asked as EntryKind[]);
}

/** `/cr/diff/{from}/{to}`. */
export function diffPage(context: PageContext, fromSegment: string, toSegment: string): PageResponse {
  const from = datedRelease(context.db, fromSegment);
  const to = datedRelease(context.db, toSegment);
  if (from.kind === 'elsewhere' || to.kind === 'elsewhere' || from.latest) {
    const fromDate = from.kind === 'elsewhere' ? from.effectiveDate : from.version.effectiveDate;
    const toDate = to.kind === 'elsewhere' ? to.effectiveDate : to.latest ? 'latest' : to.version.effectiveDate;
    const params = new URLSearchParams(context.request.query).toString();
    return redirect(`/cr/diff/${fromDate}/${toDate}${params ? `?${params}` : ''}`);
  }
  const releases = releasesToCompare(context.db, from.version.effectiveDate, to.version.effectiveDate);
  const diff = diffStoredReleases(context.db, releases.from, releases.to);
  const cache = to.latest ? 'short' : 'immutable';
  const rule = context.request.query.rule;
  if (rule) {
    const number = normalizeRuleNumber(rule);
    if (!number) throw new UserError('bad-rule-number', `"${rule}" is not a rule number; rule numbers look like 616.1 or 702.19b.`);
    return htmlPage(oneRulePage(context, releases.from, releases.to, diff, number), cache);
  }
  return htmlPage(wholeDiffPage(context, releases.from, releases.to, diff), cache);
}

function EntryView({ entry, diff, from, to, context }: { entry: Entry; diff: ReleaseDiff; from: ReleaseSummary; to: ReleaseSummary; context: PageContext }) {
  const title = entry.kind === 'renumbered' ? `${entry.from} → ${entry.number}` : entry.number;
  const link = entry.kind === 'removed' ? crPath(diff.from, entry.number) : crPath(diff.to, entry.number);
  let body;
  if (entry.kind === 'added') body = <OneSide text={ruleBody(getRule(context.db, to, entry.number)!)} label={`${entry.number}, ${diff.to}`} />;
  else if (entry.kind === 'removed') body = <OneSide text={ruleBody(getRule(context.db, from, entry.number)!)} label={`${entry.number}, ${diff.from} (removed)`} />;
  else if (entry.kind === 'typography') body = <p>Only quotes, dashes or spacing changed.</p>;
  else if (entry.before && entry.after)
    body = <SideBySide before={ruleBody(entry.before)} after={ruleBody(entry.after)} segments={entry.segments} beforeLabel={`${entry.from ?? entry.number}, ${diff.from}`} afterLabel={`${entry.number}, ${diff.to}`} />;
  else body = <p>Its text did not change{entry.referencesOnly ? ' beyond cross-references' : ''}.</p>;
  return (
    <article class="change" id={`r-${entry.number}`}>
      <h3>
        <span class="kind">{KIND_LABELS[entry.kind]}</span> <a href={link}>{title}</a>
        {entry.referencesOnly ? <span class="meta"> (only renumbered cross-references)</span> : null}
      </h3>
      {body}
      <p class="meta">
        <a href={historyPath(entry.number) + `?at=${entry.kind === 'removed' ? diff.from : diff.to}`}>History of {entry.kind === 'removed' ? entry.number : entry.number}</a>
      </p>
    </article>
  );
}

function wholeDiffPage(context: PageContext, from: ReleaseSummary, to: ReleaseSummary, diff: ReleaseDiff): string {
  const kinds = shownKinds(context.request.query.show);
  const all = cachedEntries(diff);
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, all.filter((entry) => entry.kind === kind).length])) as Record<EntryKind, number>;
  const shown = kinds.size === KINDS.length ? all : all.filter((entry) => kinds.has(entry.kind));
  const pageCount = Math.max(1, Math.ceil(shown.length / CHANGES_PER_PAGE));
  const page = Math.min(Math.max(Number.parseInt(context.request.query.page ?? '1', 10) || 1, 1), pageCount);
  const onPage = shown.slice((page - 1) * CHANGES_PER_PAGE, page * CHANGES_PER_PAGE);
  const base = `/cr/diff/${diff.from}/${diff.to}`;
  const pageLink = (target: number) => {
    const params = new URLSearchParams();
    if (kinds.size !== KINDS.length) params.set('show', [...kinds].join(','));
    if (target > 1) params.set('page', String(target));
    return `${base}${params.size > 0 ? `?${params}` : ''}`;
  };
  const title = `CR changes ${diff.from} → ${diff.to}`;
  return renderDocument(
    <Layout meta={{ title, description: `What changed in the Comprehensive Rules between ${diff.from} and ${diff.to}: ${describeCounts(diff)}.`, canonical: canonicalUrl(context, pageLink(page)), wide: true }}>
      <h1>
        Changes {diff.from} → {diff.to}
      </h1>
      <p class="meta">{describeCounts(diff)}</p>
      <form method="get" action={base}>
        <fieldset>
          <legend>Show</legend>
          {KINDS.map((kind) => (
            <label>
              <input type="checkbox" name="show" value={kind} checked={kinds.has(kind)} /> {KIND_LABELS[kind]} ({counts[kind]})
            </label>
          ))}
          <button type="submit">Filter</button>
        </fieldset>
      </form>
      <DiffPager page={page} pageCount={pageCount} link={pageLink} total={shown.length} />
      {onPage.length === 0 ? <p>No changes of the kinds chosen.</p> : onPage.map((entry) => <EntryView entry={entry} diff={diff} from={from} to={to} context={context} />)}
      <DiffPager page={page} pageCount={pageCount} link={pageLink} total={shown.length} />
      {page === 1 ? <HeadingsAndGlossary diff={diff} /> : null}
    </Layout>,
  );
}

function DiffPager({ page, pageCount, link, total }: { page: number; pageCount: number; link: (page: number) => string; total: number }) {
  if (pageCount <= 1) return <p class="meta">{total} changes.</p>;
  return <Pager page={page} pageCount={pageCount} link={link} summary={`Page ${page} of ${pageCount} (${total} changes)`} previous="Previous page" next="Next page" />;
}

function HeadingsAndGlossary({ diff }: { diff: ReleaseDiff }) {
  const { sections, glossary } = diff;
  const headingLines = [
    ...sections.added.map((heading) => `Added ${heading.number}. ${heading.title}`),
    ...sections.removed.map((heading) => `Removed ${heading.number}. ${heading.title}`),
    ...sections.retitled.map((change) => `${change.number}. ${change.before} → ${change.after}`),
    ...sections.moved.map((move) => `${move.from} → ${move.to} ${move.before === move.after ? move.after : `${move.before} → ${move.after}`}`),
  ];
  const glossaryGroups: [string, string[], string][] = [
    ['Added', glossary.added, diff.to],
    ['Removed', glossary.removed, diff.from],
    ['Changed', glossary.changed.map((change) => change.term), diff.to],
  ];
  return (
    <>
      <h2>Part and section headings</h2>
      {headingLines.length === 0 ? (
        <p>No heading changed.</p>
      ) : (
        <ul>
          {headingLines.map((line) => (
            <li>{line}</li>
          ))}
        </ul>
      )}
      <h2>Glossary</h2>
      {glossaryGroups.every(([, terms]) => terms.length === 0) ? <p>No glossary entry changed.</p> : null}
      {glossaryGroups
        .filter(([, terms]) => terms.length > 0)
        .map(([label, terms, date]) => (
          <p>
            <strong>
              {label} ({terms.length}):
            </strong>{' '}
            {terms.map((term, index) => (
              <>
                {index > 0 ? ', ' : ''}
                <a href={glossaryPath(date, term)}>{term}</a>
              </>
            ))}
          </p>
        ))}
    </>
  );
}

function oneRulePage(context: PageContext, from: ReleaseSummary, to: ReleaseSummary, diff: ReleaseDiff, asked: string): string {
  const { number, note } = ruleInComparison(context.db, from, to, asked);
  const entry = ruleInDiff(diff, number);
  const span = `between ${diff.from} and ${diff.to}`;
  const current = getRule(context.db, to, number);
  let summary: string;
  let body = null;
  switch (entry.kind) {
    case 'changed':
      summary = entry.change.typographyOnly ? `Only its typography (quotes, dashes, spacing) changed ${span}.` : `Changed ${span}.`;
      body = <SideBySide before={ruleBody(entry.change.before)} after={ruleBody(entry.change.after)} beforeLabel={`${number}, ${diff.from}`} afterLabel={`${number}, ${diff.to}`} />;
      break;
    case 'renumbered': {
      const { move } = entry;
      summary = `Renumbered ${move.from} → ${move.to} ${span}${!move.changed ? '; its text did not change.' : move.typographyOnly ? '; only its typography changed.' : ', and changed.'}`;
      if (move.changed) body = <SideBySide before={ruleBody(move.before!)} after={ruleBody(move.after!)} beforeLabel={`${move.from}, ${diff.from}`} afterLabel={`${move.to}, ${diff.to}`} />;
      break;
    }
    case 'added':
      summary = `Added ${span}.`;
      body = <OneSide text={ruleBody(current!)} label={`${number}, ${diff.to}`} />;
      break;
    case 'removed':
      summary = `Removed ${span}.`;
      body = <OneSide text={ruleBody(getRule(context.db, from, number)!)} label={`${number}, ${diff.from}`} />;
      break;
    case 'unchanged':
      summary = current ? `Unchanged ${span}.` : `There is no rule ${number} in either release.`;
      break;
  }
  return renderDocument(
    <Layout meta={{ title: `CR ${number}: ${diff.from} → ${diff.to}`, description: `${number}: ${summary}`, canonical: canonicalUrl(context, diffPath(diff.from, diff.to, number)), wide: true }}>
      <h1>
        {number}: {diff.from} → {diff.to}
      </h1>
      {note ? (
        <p class="note" role="note">
          {note}.
        </p>
      ) : null}
      <p>{summary}</p>
      {body}
      <ul class="links">
        <li>
          <a href={historyPath(number) + `?at=${entry.kind === 'removed' ? diff.from : diff.to}`}>History of {number}</a>
        </li>
        <li>
          <a href={`/cr/diff/${diff.from}/${diff.to}`}>
            Every change {diff.from} → {diff.to}
          </a>
        </li>
      </ul>
    </Layout>,
  );
}
