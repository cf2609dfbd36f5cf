/**
 * `/`: a search box over every document, the release in use and what it changed, the tournament
 * documents and card data held; `/cr/releases`: every release imported, each with its changes.
 */
import { listReleases } from '../../rules-db/store/release-queries.js';
import { lineageCounts } from '../../rules-db/store/lineage-queries.js';
import { listDocVersions } from '../../docs-db/store/doc-versions.js';
import { DOC_TITLES } from '../../docs-db/tournament-document.js';
import { cardDataInUse } from '../../cards-db/store/card-data.js';
import { UserError } from '../../common/user-error.js';
import { crContentsPath, diffPath, docPath } from '../../common/web-paths.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout, SearchForm } from '../parts/layout.js';

function countsText(counts: { added: number; removed: number; changed: number; renumbered: number }): string {
  return `${counts.added} added, ${counts.removed} removed, ${counts.changed} changed, ${counts.renumbered} renumbered`;
}

/** `/`. */
export function homePage(context: PageContext): PageResponse {
  const releases = listReleases(context.db);
  const newest = releases[0];
  if (!newest) throw new UserError('no-release', 'This server holds no Comprehensive Rules release yet: its operator imports one with `arbiter rules update`.');
  const previous = releases[1];
  const documents = listDocVersions(context.db);
  const newestDocs = documents.filter((version, index) => documents.findIndex((other) => other.kind === version.kind) === index);
  const cards = cardDataInUse(context.db);
  const html = renderDocument(
    <Layout meta={{ title: 'Every rule at every date', description: `The Magic: The Gathering Comprehensive Rules (effective ${newest.effectiveDate}) and every release since ${releases.at(-1)!.effectiveDate}, their changes, the tournament rules and the cards.`, canonical: canonicalUrl(context, '/') }}>
      <h1>The rules of Magic, every release</h1>
      <SearchForm query="" doc="all" label="Search every document" />
      <h2>The rules in use</h2>
      <p>
        <a href={crContentsPath('latest')}>Comprehensive Rules effective {newest.effectiveDate}</a>: {newest.rules} rules, {newest.glossary} glossary entries.{' '}
        <a href="/cr/releases">Every release imported ({releases.length})</a>
      </p>
      {previous ? (
        <>
          <h2>What changed last</h2>
          <p>
            Against {previous.effectiveDate}: {countsText(lineageCounts(context.db, newest))}.{' '}
            <a href={diffPath(previous.effectiveDate, newest.effectiveDate)}>
              Every change {previous.effectiveDate} → {newest.effectiveDate}
            </a>
          </p>
        </>
      ) : null}
      <h2>Tournament documents</h2>
      {newestDocs.length === 0 ? (
        <p>None imported.</p>
      ) : (
        <ul>
          {newestDocs.map((version) => (
            <li>
              <a href={docPath(version.kind, 'latest')}>{DOC_TITLES[version.kind]}</a>, effective {version.effectiveDate}
            </li>
          ))}
        </ul>
      )}
      <h2>Cards</h2>
      <p>{cards ? `Card data from Scryfall, ${cards.dataDate}: ${cards.cards} cards. Open one at /cards/ and its name.` : 'No card data imported.'}</p>
    </Layout>,
  );
  return htmlPage(html, 'short');
}

/** `/cr/releases`. */
export function releasesPage(context: PageContext): PageResponse {
  const releases = listReleases(context.db);
  const html = renderDocument(
    <Layout meta={{ title: 'Every Comprehensive Rules release', description: `The ${releases.length} Comprehensive Rules releases imported, each with what it changed.`, canonical: canonicalUrl(context, '/cr/releases') }}>
      <h1>Every release</h1>
      <table>
        <thead>
          <tr>
            <th scope="col">Effective</th>
            <th scope="col">Rules</th>
            <th scope="col">Changes against the release before</th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release, index) => {
            const previous = releases[index + 1];
            return (
              <tr>
                <td>
                  <a href={crContentsPath(release.effectiveDate)}>{release.effectiveDate}</a>
                </td>
                <td>{release.rules}</td>
                <td>{previous ? <a href={diffPath(previous.effectiveDate, release.effectiveDate)}>{countsText(lineageCounts(context.db, release))}</a> : 'the oldest imported'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Layout>,
  );
  return htmlPage(html, 'short');
}
