/**
 * The tournament documents by address: `/{mtr|ipg|jar|dmtr|dipg}/{date|latest}` (the contents) and
 * `/{doc}/{date|latest}/{section}`, a section by number, or by title for the unnumbered ones (the
 * JAR's), found as /mtr, /ipg and /jar find them; shorthand (`/ipg/latest/GRV`) redirects to the
 * section's own address. An infraction shows its penalty first, then its labelled parts.
 */
import { documentOutline, requireSection, sectionAt, sectionsOfChapter, type StoredSection } from '../../docs-db/store/section-queries.js';
import type { DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { crossReferences } from '../../docs-db/cross-references.js';
import { labelledParts } from '../../docs-db/labelled-parts.js';
import { DOC_TITLES, sectionLabel, type DocKind } from '../../docs-db/tournament-document.js';
import { crPath, docPath } from '../../common/web-paths.js';
import { datedDocVersion } from '../dated.js';
import { renderDocument } from '../html.js';
import { canonicalUrl, htmlPage, redirect, type PageContext } from '../page-context.js';
import type { PageResponse } from '../page.js';
import { Layout } from '../parts/layout.js';

/** How a section is addressed: its number, or its title when it has none. */
function sectionKey(section: Pick<StoredSection, 'number' | 'title'>): string {
  return section.number || section.title;
}

/** `/{doc}/{date}[/{section}]`. */
export function docPage(context: PageContext, kind: DocKind, dateSegment: string, sectionSegment: string | undefined): PageResponse {
  const dated = datedDocVersion(context.db, kind, dateSegment);
  if (dated.kind === 'elsewhere') return redirect(docPath(kind, dated.effectiveDate, sectionSegment));
  const { version, latest } = dated;
  const date = latest ? 'latest' : version.effectiveDate;
  const cache = latest ? 'short' : 'immutable';
  if (sectionSegment === undefined) return htmlPage(contentsPage(context, version, date), cache);
  const section = requireSection(context.db, version, sectionSegment);
  if (sectionKey(section) !== sectionSegment) return redirect(docPath(kind, date, sectionKey(section)), !latest);
  return htmlPage(sectionPage(context, version, date, section), cache);
}

/** Paragraphs as HTML: a run of "• " items is a list, a run of tab-separated rows a table. */
function Paragraphs({ text }: { text: string }) {
  const blocks: { kind: 'p' | 'ul' | 'table'; lines: string[] }[] = [];
  for (const line of text.split('\n').filter((candidate) => candidate.trim() !== '')) {
    const kind = line.startsWith('• ') ? 'ul' : line.includes('\t') ? 'table' : 'p';
    const last = blocks.at(-1);
    if (kind !== 'p' && last?.kind === kind) last.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  return (
    <>
      {blocks.map((block) =>
        block.kind === 'p' ? (
          <p>{block.lines[0]}</p>
        ) : block.kind === 'ul' ? (
          <ul>
            {block.lines.map((line) => (
              <li>{line.slice(2)}</li>
            ))}
          </ul>
        ) : (
          <table>
            {block.lines.map((line) => (
              <tr>
                {line.split('\t').map((cell) => (
                  <td>{cell}</td>
                ))}
              </tr>
            ))}
          </table>
        ),
      )}
    </>
  );
}

function sectionPage(context: PageContext, version: DocVersionSummary, date: string, section: StoredSection): string {
  const kind = version.kind;
  const label = sectionLabel(kind, section.number);
  const infraction = section.infraction;
  const fullText = infraction ? labelledParts(infraction.parts).map((part) => part.text).join('\n') : section.text;
  const references = crossReferences(kind, fullText, section.number);
  const previous = sectionAt(context.db, version, section.position - 1);
  const next = sectionAt(context.db, version, section.position + 1);
  const children = section.level === 'chapter' ? sectionsOfChapter(context.db, version, section) : [];
  return renderDocument(
    <Layout meta={{ title: `${label} ${section.title}`, description: `${label}, ${section.title}${infraction ? ` (penalty: ${infraction.penalty})` : ''}: ${fullText}`, canonical: canonicalUrl(context, docPath(kind, version.effectiveDate, sectionKey(section))) }}>
      <nav class="crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <a href={docPath(kind, date)}>
              {DOC_TITLES[kind]} {version.effectiveDate}
            </a>
          </li>
          <li>
            <span aria-current="page">{label}</span>
          </li>
        </ol>
      </nav>
      <h1>
        {section.number ? <span class="num">{section.number}</span> : null} {section.title}
      </h1>
      <p class="meta">
        {DOC_TITLES[kind]}, effective {version.effectiveDate}
      </p>
      {infraction ? (
        <>
          <p class="note">
            <strong>Penalty: {infraction.penalty}</strong>
          </p>
          {labelledParts(infraction.parts).map((part) => (
            <section>
              <h2>{part.label}</h2>
              <Paragraphs text={part.text} />
            </section>
          ))}
        </>
      ) : (
        <Paragraphs text={section.text} />
      )}
      {children.length > 0 ? (
        <>
          <h2>Sections</h2>
          <ul>
            {children.map((child) => (
              <li>
                <a href={docPath(kind, date, sectionKey(child))}>{[child.number, child.title].filter(Boolean).join(' ')}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {references.length > 0 ? (
        <>
          <h2>Refers to</h2>
          <ul class="links">
            {references.map((reference) => (
              // CR numbers are read in the rules in effect on the document's date.
              <li>
                <a href={reference.doc === 'cr' ? crPath(version.effectiveDate, reference.number) : docPath(reference.doc, reference.doc === kind ? date : 'latest', reference.number)}>
                  {reference.doc === 'cr' ? `CR ${reference.number}` : sectionLabel(reference.doc, reference.number)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul class="links">
        {previous ? (
          <li>
            <a href={docPath(kind, date, sectionKey(previous))} rel="prev">
              Previous: {[previous.number, previous.title].filter(Boolean).join(' ')}
            </a>
          </li>
        ) : null}
        {next ? (
          <li>
            <a href={docPath(kind, date, sectionKey(next))} rel="next">
              Next: {[next.number, next.title].filter(Boolean).join(' ')}
            </a>
          </li>
        ) : null}
      </ul>
    </Layout>,
  );
}

function contentsPage(context: PageContext, version: DocVersionSummary, date: string): string {
  const outline = documentOutline(context.db, version);
  return renderDocument(
    <Layout meta={{ title: `${DOC_TITLES[version.kind]} ${version.effectiveDate}`, description: `The contents of the ${DOC_TITLES[version.kind]}, effective ${version.effectiveDate}: ${outline.sections.length} sections.`, canonical: canonicalUrl(context, docPath(version.kind, version.effectiveDate)) }}>
      <h1>{DOC_TITLES[version.kind]}</h1>
      <p class="meta">Effective {version.effectiveDate}</p>
      <ul>
        {outline.sections.map((section) => (
          <li class={section.level === 'section' ? 'sub' : undefined}>
            <a href={docPath(version.kind, date, sectionKey(section))}>{[section.number, section.title].filter(Boolean).join(' ')}</a>
          </li>
        ))}
      </ul>
    </Layout>,
  );
}
