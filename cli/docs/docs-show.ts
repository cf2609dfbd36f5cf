/** `arbiter docs show <mtr|ipg|jar|dmtr|dipg> [section|name|shorthand] [--at DATE] [--json]` */
import type { ContentDb } from '../../database/open-database.js';
import { docVersionAt, type DocVersionSummary } from '../../docs-db/store/doc-versions.js';
import { documentOutline, requireSection, sectionsOfChapter } from '../../docs-db/store/section-queries.js';
import { labelledParts } from '../../docs-db/labelled-parts.js';
import { DOC_TITLES, sectionLabel } from '../../docs-db/tournament-document.js';
import { printJson, type CliCommand, type CliContext } from '../framework/cli-context.js';
import { parseDocKind } from './doc-kind.js';

const USAGE = 'arbiter docs show <mtr|ipg|jar|dmtr|dipg> [section|name|shorthand] [--at YYYY-MM-DD] [--json]';

export const docsShow: CliCommand = {
  name: 'docs show',
  summary: 'Show one section of a tournament document by number, title or shorthand (ipg GRV, ipg 2.5, jar missed trigger); without one, its list of sections.',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const [doc, ...words] = positionals;
    const kind = parseDocKind(doc, USAGE);
    const db = context.db();
    const version = docVersionAt(db, kind, values.at as string | undefined);
    if (words.length === 0) return listSections(db, version, values.json === true, context);
    const section = requireSection(db, version, words.join(' '));
    const { infraction } = section;
    if (values.json) {
      printJson(context, {
        doc: kind,
        section: section.number,
        title: section.title,
        text: section.text,
        ...(infraction ? { penalty: infraction.penalty } : {}),
        ...(infraction && Object.keys(infraction.parts).length > 0 ? { parts: infraction.parts } : {}),
        effectiveDate: version.effectiveDate,
      });
      return 0;
    }
    const lines = [`${sectionLabel(kind, section.number)} · ${section.title}   (${DOC_TITLES[kind]}, effective ${version.effectiveDate})`];
    if (infraction) {
      lines.push(`Penalty: ${infraction.penalty}`);
      for (const { label, text } of labelledParts(infraction.parts)) lines.push('', label, text);
    } else if (section.text !== '') {
      lines.push('', section.text);
    }
    if (section.level === 'chapter') {
      const sections = sectionsOfChapter(db, version, section);
      if (sections.length > 0) lines.push('', ...sections.map((child) => `${child.number.padEnd(5)} ${child.title}`));
    }
    context.stdout(lines.join('\n') + '\n');
    return 0;
  },
};

/** Without a section: the document's sections in order (`--json`: `{ doc, effectiveDate, sections: [{ section, title, level }] }`). */
function listSections(db: ContentDb, version: DocVersionSummary, json: boolean, context: CliContext): number {
  const sections = documentOutline(db, version).sections;
  if (json) {
    printJson(context, {
      doc: version.kind,
      effectiveDate: version.effectiveDate,
      sections: sections.map(({ number, title, level }) => ({ section: number, title, level })),
    });
    return 0;
  }
  const lines = [`${DOC_TITLES[version.kind]}, effective ${version.effectiveDate}`, ''];
  for (const section of sections) lines.push(`${section.level === 'section' ? '  ' : ''}${[section.number, section.title].filter(Boolean).join(' ')}`);
  context.stdout(lines.join('\n') + '\n');
  return 0;
}
