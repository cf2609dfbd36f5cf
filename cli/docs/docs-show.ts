/** `arbiter docs show <mtr|ipg> <section|name|shorthand> [--at DATE] [--json]` */
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { requireSection, sectionsOfChapter } from '../../docs-db/store/section-queries.js';
import { UserError } from '../../common/user-error.js';
import { labelledParts } from '../../docs-db/labelled-parts.js';
import { DOC_TITLES, sectionLabel } from '../../docs-db/tournament-document.js';
import { printJson, type CliCommand } from '../framework/cli-context.js';
import { parseDocKind } from './doc-kind.js';

const USAGE = 'arbiter docs show <mtr|ipg> <section|name|shorthand> [--at YYYY-MM-DD] [--json]';

export const docsShow: CliCommand = {
  name: 'docs show',
  summary: 'Show one MTR or IPG section by number, title or shorthand (ipg GRV, ipg 2.5).',
  usage: USAGE,
  writes: false,
  options: { at: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const [doc, ...words] = positionals;
    const kind = parseDocKind(doc, USAGE);
    if (words.length === 0) throw new UserError('usage', `Name a section, e.g. ${kind === 'ipg' ? 'GRV or 2.5' : '4.2'}. Usage: ${USAGE}`);
    const db = context.db();
    const version = docVersionAt(db, kind, values.at as string | undefined);
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
