/**
 * `/cr/history/{number}[?at=YYYY-MM-DD]`: a rule's timeline through every imported release (ruleHistory,
 * as /history): when it appeared, each change side by side with the changed words marked, each
 * renumbering, its removal, and where its number named another rule before or after it.
 */
import { foldTypography, ruleHistory, type RuleEvent } from '../../rules-db/history/rule-history.js';
import { numberHolders } from '../../rules-db/history/number-holders.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { normalizeRuleNumber } from '../../rules-db/rule-number.js';
import { ruleBody } from '../../rules-db/rule-content.js';
import { listReleases } from '../../rules-db/store/release-queries.js';
import { UserError } from '../../common/user-error.js';
import { crPath, diffPath, historyPath } from '../../common/web-paths.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout } from '../parts/layout.js';
import { OneSide, SideBySide } from '../parts/side-by-side.js';

const KIND_LABELS: Record<RuleEvent['kind'], string> = { added: 'Added', changed: 'Changed', renumbered: 'Renumbered', removed: 'Removed' };

/** `/cr/history/{number}`. */
export function historyPage(context: PageContext, numberSegment: string): PageResponse {
  const number = normalizeRuleNumber(numberSegment);
  if (!number) throw new UserError('bad-rule-number', `"${numberSegment}" is not a rule number; rule numbers look like 616.1 or 702.19b.`);
  const at = context.request.query.at || undefined;
  const history = ruleHistory(context.db, number, at);
  const { events, typographyOnly } = foldTypography(history.events);
  // The rules that held this number before and after the one shown (509.2: damage assignment order, then another rule).
  const holders = numberHolders(context.db, history.number);
  const shown = holders.findIndex((holder) => holder.from <= history.effectiveDate && history.effectiveDate <= holder.to);
  const others = { before: shown > 0 ? holders[shown - 1]!.to : null, after: shown >= 0 ? (holders[shown + 1]?.from ?? null) : null };
  const releases = listReleases(context.db).reverse();
  const previousOf = (date: string) => releases[releases.findIndex((release) => release.effectiveDate === date) - 1]?.effectiveDate;
  const followed = history.followed ? followNote(history.followed) : null;
  const title = `History of ${history.number}`;
  const html = renderDocument(
    <Layout
      meta={{
        title: `CR ${title}`,
        description: `Rule ${history.number} through every Comprehensive Rules release imported: ${history.events.map((event) => `${KIND_LABELS[event.kind].toLowerCase()} ${event.effectiveDate}`).join(', ')}.`,
        canonical: canonicalUrl(context, historyPath(history.number) + (at ? `?at=${history.effectiveDate}` : '')),
      }}
    >
      <h1>{title}</h1>
      <p class="meta">
        Through every imported release, {releases[0]?.effectiveDate} to {releases.at(-1)?.effectiveDate}. Numbered as in the release effective {history.effectiveDate}:{' '}
        <a href={crPath(history.effectiveDate, history.number)}>
          {history.number} ({history.effectiveDate})
        </a>
      </p>
      {followed ? (
        <p class="note" role="note">
          {followed}.
        </p>
      ) : null}
      {others.before ? (
        <p class="note" role="note">
          Until {events.find((event) => event.number === history.number)?.effectiveDate ?? history.effectiveDate}, the number {history.number} named another rule:{' '}
          <a href={`${historyPath(history.number)}?at=${others.before}`}>its history</a>.
        </p>
      ) : null}
      {others.after ? (
        <p class="note" role="note">
          Since {others.after}, the number {history.number} names another rule: <a href={`${historyPath(history.number)}?at=${others.after}`}>its history</a>.
        </p>
      ) : null}
      <ol class="timeline">
        {events.map((event) => {
          const previous = previousOf(event.effectiveDate);
          return (
            <li>
              <h2>
                <span class="kind">{KIND_LABELS[event.kind]}</span> <a href={crPath(event.kind === 'removed' ? previous ?? event.effectiveDate : event.effectiveDate, event.number)}>{event.effectiveDate}</a>
              </h2>
              <EventBody event={event} previous={previous} />
            </li>
          );
        })}
      </ol>
      {typographyOnly.length > 0 ? (
        <p>
          Only typography (quotes, dashes, spacing) changed on{' '}
          {typographyOnly.map((date, index) => (
            <>
              {index > 0 ? ', ' : ''}
              <a href={diffPath(previousOf(date) ?? date, date, history.number)}>{date}</a>
            </>
          ))}
          .
        </p>
      ) : null}
    </Layout>,
  );
  return htmlPage(html, 'short');
}

function EventBody({ event, previous }: { event: RuleEvent; previous: string | undefined }) {
  const whatChanged = previous ? (
    <p>
      <a href={diffPath(previous, event.effectiveDate, event.number)}>What changed in {event.effectiveDate}</a>
    </p>
  ) : null;
  switch (event.kind) {
    case 'added':
      return (
        <>
          <p>
            As {event.number}
            {event.orEarlier ? ', in the oldest release imported (it may be older still)' : ''}.
          </p>
          <OneSide text={ruleBody(event.after!)} label={`${event.number}, ${event.effectiveDate}`} />
        </>
      );
    case 'removed':
      return (
        <>
          <p>{event.number} is not in the release effective {event.effectiveDate}. Its last text:</p>
          <OneSide text={ruleBody(event.before!)} label={`${event.number}, ${previous ?? ''}`} />
        </>
      );
    case 'renumbered':
    case 'changed':
      return (
        <>
          {event.kind === 'renumbered' ? (
            <p>
              {event.previousNumber} became {event.number}
              {event.before ? (event.referencesOnly ? '; only its cross-references followed renumberings.' : ', and its text changed:') : '; its text did not change.'}
            </p>
          ) : event.referencesOnly ? (
            <p>Only its cross-references changed, following renumberings.</p>
          ) : null}
          {event.before && event.after ? (
            <SideBySide before={ruleBody(event.before)} after={ruleBody(event.after)} beforeLabel={`${event.previousNumber ?? event.number}, ${previous ?? ''}`} afterLabel={`${event.number}, ${event.effectiveDate}`} />
          ) : null}
          {whatChanged}
        </>
      );
  }
}
