/**
 * The Comprehensive Rules by address: `/cr/{date|latest}` (the release's contents),
 * `/cr/{date|latest}/{number}` (a rule with its subrules, a range, a section, or a keyword's name).
 * An old number redirects to the rule it became (or a removed rule's last text), whose page says
 * what happened; `latest` pages name their dated permalink as canonical.
 */
import { resolveRule, ruleNotFoundError } from '../../rules-db/lookup/find-rule.js';
import { parseRuleQuery } from '../../rules-db/lookup/parse-rule-query.js';
import { findRuleByName } from '../../rules-db/lookup/rule-names.js';
import { followRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { releaseChange, type ReleaseChange } from '../../rules-db/history/rule-history.js';
import { listReleases, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule, headingTitle, mainRulesInSection, releaseHeadings, rulesBetween, type RuleDetail } from '../../rules-db/store/rule-queries.js';
import { isTitleOnly } from '../../rules-db/rule-title.js';
import { UserError } from '../../common/user-error.js';
import { crContentsPath, crPath, diffPath, glossaryPath, historyPath } from '../../common/web-paths.js';
import { datedRelease } from '../dated.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, redirect, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout, shortened } from '../parts/layout.js';
import { Examples, LinkedParagraphs } from '../parts/rule-text.js';

/** `/cr/{date}`, `/cr/{date}/{number}`. */
export function crPage(context: PageContext, dateSegment: string, numberSegment: string | undefined): PageResponse {
  const dated = datedRelease(context.db, dateSegment);
  if (dated.kind === 'elsewhere') return redirect(numberSegment === undefined ? crContentsPath(dated.effectiveDate) : crPath(dated.effectiveDate, numberSegment) + queryOf(context));
  const { version: release, latest } = dated;
  const date = latest ? 'latest' : release.effectiveDate;
  const cache = latest ? 'short' : 'immutable';
  if (numberSegment === undefined) return htmlPage(contentsPage(context, release, latest), cache);

  const query = parseRuleQuery(numberSegment);
  switch (query.kind) {
    case 'rule': {
      const resolved = resolveRule(context.db, release, query.number);
      if (!resolved) throw ruleNotFoundError(context.db, release, query.number);
      if (resolved.followed) {
        // The page of the rule it became says what happened to the number (from=).
        const at = resolved.release.id === release.id ? date : resolved.release.effectiveDate;
        return redirect(`${crPath(at, resolved.rule.number)}?from=${encodeURIComponent(query.number)}`, !latest && resolved.release.id === release.id);
      }
      const note = context.request.query.from ? fromNote(context, release, resolved.rule.number, context.request.query.from) : null;
      return htmlPage(rulePage(context, release, latest, resolved.rule, note), note ? 'short' : cache);
    }
    case 'range': {
      const numbers = rulesBetween(context.db, release.id, query.first, query.last);
      if (numbers.length === 0) throw new UserError('range-not-found', `No rules from ${query.first} to ${query.last} in the Comprehensive Rules effective ${release.effectiveDate}.`);
      return htmlPage(rangePage(context, release, latest, `${query.first}-${query.last}`, numbers), cache);
    }
    case 'section': {
      const title = headingTitle(context.db, release.id, query.number);
      if (!title) throw new UserError('section-not-found', `No section ${query.number} in the Comprehensive Rules effective ${release.effectiveDate}.`);
      return htmlPage(sectionPage(context, release, latest, query.number, title), cache);
    }
    case 'name': {
      const match = findRuleByName(context.db, release, query.text);
      // Only a sure match redirects: a guessed one would send a judge to the wrong rule.
      if (!match || !match.sure) {
        throw new UserError(
          'rule-name-not-found',
          `"${query.text}" is not a rule number, keyword or section title in the Comprehensive Rules effective ${release.effectiveDate}. Try a number such as 616.1, a section such as 702, or search.`,
        );
      }
      return redirect(crPath(date, match.number));
    }
  }
}

function queryOf(context: PageContext): string {
  const params = new URLSearchParams(context.request.query).toString();
  return params ? `?${params}` : '';
}

/**
 * What became of the number the reader followed here (`from`), when it did lead to `number`: its
 * renumbering or change up to this release, or its removal (this page then shows its last text).
 */
function fromNote(context: PageContext, release: ReleaseSummary, number: string, from: string): string | null {
  const here = followRuleNumber(context.db, from, { toDate: release.effectiveDate });
  if (here && here.number === number && here.steps.length > 0) return `${followNote(here)}.`;
  const today = followRuleNumber(context.db, from);
  const last = today?.lastRule;
  if (today && today.number === null && last?.number === number && last.effectiveDate === release.effectiveDate) {
    return `${followNote(today)}. This is its last text, from the rules effective ${last.effectiveDate}.`;
  }
  return null;
}

function releaseLabel(release: ReleaseSummary, latest: boolean): string {
  return `Comprehensive Rules effective ${release.effectiveDate}${latest ? ' (the newest release)' : ''}`;
}

function Crumbs({ release, date, trail }: { release: ReleaseSummary; date: string; trail: [string, string | null][] }) {
  return (
    <nav class="crumbs" aria-label="Breadcrumb">
      <ol>
        <li>
          <a href={crContentsPath(date)}>CR {release.effectiveDate}</a>
        </li>
        {trail.map(([label, href]) => (
          <li>{href ? <a href={href}>{label}</a> : <span aria-current="page">{label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

function ChangeNote({ change, previous, release, number }: { change: ReleaseChange; previous: ReleaseSummary; release: ReleaseSummary; number: string }) {
  const what =
    change.kind === 'added' ? 'Added' : change.kind === 'renumbered' ? `Renumbered from ${change.from}${change.changed ? ' and changed' : ''}` : change.typographyOnly ? 'Only its typography (quotes, dashes, spacing) changed' : 'Its text changed';
  return (
    <p class="note" role="note">
      <strong>Changed in this release.</strong> {what} in the release effective {release.effectiveDate} (the one before: {previous.effectiveDate}).{' '}
      <a href={diffPath(previous.effectiveDate, release.effectiveDate, number)}>What changed</a>
    </p>
  );
}

/** A rule in a list (a rule's subrules, a range): its number as a link, its text and examples. */
function RuleItem({ rule, date }: { rule: RuleDetail; date: string }) {
  return (
    <li id={rule.number}>
      <a class="num" href={crPath(date, rule.number)}>
        {rule.number}
      </a>
      <LinkedParagraphs text={rule.text} date={date} known={new Set(rule.references)} />
      <Examples examples={rule.examples} />
    </li>
  );
}

/** A rule with its examples and its subrules, each with theirs, references linked. */
function RuleBody({ context, release, date, rule }: { context: PageContext; release: ReleaseSummary; date: string; rule: RuleDetail }) {
  const children = rule.children.map((number) => getRule(context.db, release, number)!);
  return (
    <div class="rule">
      {isTitleOnly(rule.text) ? null : <LinkedParagraphs text={rule.text} date={date} known={new Set(rule.references)} />}
      <Examples examples={rule.examples} />
      {children.length > 0 ? (
        <ol class="subrules" aria-label="Subrules">
          {children.map((child) => (
            <RuleItem rule={child} date={date} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function rulePage(context: PageContext, release: ReleaseSummary, latest: boolean, rule: RuleDetail, note: string | null): string {
  const date = latest ? 'latest' : release.effectiveDate;
  const releases = listReleases(context.db);
  const index = releases.findIndex((candidate) => candidate.id === release.id);
  const previous = releases[index + 1];
  const change = previous ? releaseChange(context.db, release, previous, rule.number) : null;
  const title = rule.heading ? `${rule.number} ${rule.heading}` : `${rule.number} ${shortened(rule.text, 80)}`;
  const trail: [string, string | null][] = [[`${rule.section.number}. ${rule.section.title}`, crPath(date, rule.section.number)]];
  if (rule.parent) trail.push([rule.parent, crPath(date, rule.parent)]);
  trail.push([rule.number, null]);
  const html = renderDocument(
    <Layout meta={{ title: `CR ${title}`, description: `${rule.number}: ${rule.text} — ${releaseLabel(release, latest)}.`, canonical: canonicalUrl(context, crPath(release.effectiveDate, rule.number)) }}>
      <Crumbs release={release} date={date} trail={trail} />
      <h1>
        <span class="num">{rule.number}</span> {rule.heading || null}
      </h1>
      <p class="meta">{releaseLabel(release, latest)}</p>
      {note ? (
        <p class="note" role="note">
          {note}
        </p>
      ) : null}
      {change && previous ? <ChangeNote change={change} previous={previous} release={release} number={rule.number} /> : null}
      <RuleBody context={context} release={release} date={date} rule={rule} />
      {rule.references.length > 0 ? (
        <>
          <h2>See also</h2>
          <ul class="links">
            {rule.references.map((number) => (
              <li>
                <a href={number.length === 1 ? `${crContentsPath(date)}#part-${number}` : crPath(date, number)}>{number}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>More</h2>
      <ul class="links">
        <li>
          <a href={historyPath(rule.number) + (latest ? '' : `?at=${release.effectiveDate}`)}>History of {rule.number}</a>
        </li>
        {rule.parent ? (
          <li>
            <a href={crPath(date, rule.parent)}>Parent: {rule.parent}</a>
          </li>
        ) : null}
        {rule.previous ? (
          <li>
            <a href={crPath(date, rule.previous)} rel="prev">
              Previous: {rule.previous}
            </a>
          </li>
        ) : null}
        {rule.next ? (
          <li>
            <a href={crPath(date, rule.next)} rel="next">
              Next: {rule.next}
            </a>
          </li>
        ) : null}
        <li>
          <a href={crPath(release.effectiveDate, rule.number)}>Permalink ({release.effectiveDate})</a>
        </li>
        {latest ? null : (
          <li>
            <a href={crPath('latest', rule.number)}>{rule.number} in the newest rules</a>
          </li>
        )}
      </ul>
    </Layout>,
  );
  return html;
}

function rangePage(context: PageContext, release: ReleaseSummary, latest: boolean, range: string, numbers: string[]): string {
  const date = latest ? 'latest' : release.effectiveDate;
  const rules = numbers.map((number) => getRule(context.db, release, number)!);
  const first = rules[0]!;
  return renderDocument(
    <Layout meta={{ title: `CR ${range}`, description: `Rules ${range} (${first.heading}) — ${releaseLabel(release, latest)}.`, canonical: canonicalUrl(context, crPath(release.effectiveDate, range)) }}>
      <Crumbs release={release} date={date} trail={[[`${first.section.number}. ${first.section.title}`, crPath(date, first.section.number)], [range, null]]} />
      <h1>
        Rules {range.replace('-', '–')} <span class="meta">· {first.heading}</span>
      </h1>
      <p class="meta">{releaseLabel(release, latest)}</p>
      <ol class="subrules">
        {rules.map((rule) => (
          <RuleItem rule={rule} date={date} />
        ))}
      </ol>
    </Layout>,
  );
}

function sectionPage(context: PageContext, release: ReleaseSummary, latest: boolean, section: string, title: string): string {
  const date = latest ? 'latest' : release.effectiveDate;
  const rules = mainRulesInSection(context.db, release.id, section);
  return renderDocument(
    <Layout meta={{ title: `CR ${section}. ${title}`, description: `Section ${section}, ${title}: ${rules.length} rules — ${releaseLabel(release, latest)}.`, canonical: canonicalUrl(context, crPath(release.effectiveDate, section)) }}>
      <Crumbs release={release} date={date} trail={[[`${section}. ${title}`, null]]} />
      <h1>
        {section}. {title}
      </h1>
      <p class="meta">{releaseLabel(release, latest)}</p>
      <ol class="subrules">
        {rules.map((rule) => (
          <li>
            <a class="num" href={crPath(date, rule.number)}>
              {rule.number}
            </a>{' '}
            {shortened(rule.text, 240)}
          </li>
        ))}
      </ol>
    </Layout>,
  );
}

function contentsPage(context: PageContext, release: ReleaseSummary, latest: boolean): string {
  const date = latest ? 'latest' : release.effectiveDate;
  const headings = releaseHeadings(context.db, release.id);
  return renderDocument(
    <Layout meta={{ title: `Comprehensive Rules ${release.effectiveDate}`, description: `The contents of the ${releaseLabel(release, latest)}: ${release.rules} rules, ${release.glossary} glossary entries.`, canonical: canonicalUrl(context, crContentsPath(release.effectiveDate)) }}>
      <h1>Comprehensive Rules</h1>
      <p class="meta">
        Effective {release.effectiveDate}
        {latest ? ' (the newest release)' : ''} · {release.rules} rules · <a href={glossaryPath(date, '').replace(/\/$/, '')}>Glossary ({release.glossary} entries)</a> ·{' '}
        <a href="/cr/releases">Every release</a>
      </p>
      {headings
        .filter((heading) => heading.kind === 'part')
        .map((part) => (
          <section aria-labelledby={`part-${part.number}`}>
            <h2 id={`part-${part.number}`}>
              {part.number}. {part.title}
            </h2>
            <ul class="columns">
              {headings
                .filter((heading) => heading.kind === 'section' && heading.number.startsWith(part.number) && heading.number.length === 3)
                .map((section) => (
                  <li>
                    <a href={crPath(date, section.number)}>
                      {section.number}. {section.title}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
    </Layout>,
  );
}
