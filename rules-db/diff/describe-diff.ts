/**
 * A release diff as plain text for the terminal: the counts, then each list, changes shown word by
 * word (a rewrite as before and after), changes only in typography listed apart by number.
 */
import type { ReleaseDiff, RuleChange } from './diff-releases.js';
import type { Rule } from '../release.js';
import { glossaryBody, ruleBody } from '../rule-content.js';
import { diffWords, elideUnchanged, isRewrite, rewritePlain, wordDiffPlain } from './word-diff.js';

/** Words of unchanged text kept on each side of a change; the rest of a long rule is elided. */
const CONTEXT_WORDS = 8;

/** The rule changes of a diff apart from those only in typography (which lists and counts show apart). */
export function substantiveChanges(diff: ReleaseDiff): { changed: RuleChange[]; typographyOnly: RuleChange[] } {
  return { changed: diff.changed.filter((change) => !change.typographyOnly), typographyOnly: diff.changed.filter((change) => change.typographyOnly) };
}

/** The counts of a diff on one line, e.g. "6 added, 1 removed, 6 changed, 3 renumbered" (", 12 typography only" when any). */
export function describeCounts(diff: ReleaseDiff): string {
  const { sections, glossary } = diff;
  const { changed, typographyOnly } = substantiveChanges(diff);
  const typography = typographyOnly.length > 0 ? `, ${typographyOnly.length} typography only` : '';
  return [
    `${diff.added.length} added, ${diff.removed.length} removed, ${changed.length} changed${typography}, ${diff.moved.length} renumbered`,
    `headings: ${sections.added.length} added, ${sections.removed.length} removed, ${sections.retitled.length} retitled, ${sections.moved.length} renumbered`,
    `glossary: ${glossary.added.length} added, ${glossary.removed.length} removed, ${glossary.changed.length} changed`,
  ].join('; ');
}

/**
 * The whole diff as plain text: a title, the counts, then added, removed, changed and renumbered
 * rules, headings and glossary, each change as `[-old-]{+new+}` with a little context.
 */
export function describeDiff(diff: ReleaseDiff): string {
  const lines = [`Comprehensive Rules ${diff.from} → ${diff.to}`, describeCounts(diff)];
  const section = (title: string, count: number, body: string[], note = '') => {
    if (count > 0) lines.push('', `${title} (${count}${note}):`, ...body);
  };

  section('Added rules', diff.added.length, [indent(diff.added.join(', '))]);
  section('Removed rules', diff.removed.length, [indent(diff.removed.join(', '))]);
  const { changed, typographyOnly } = substantiveChanges(diff);
  const referencesOnly = changed.filter((change) => change.referencesOnly).length;
  section(
    'Changed rules',
    changed.length,
    changed.map((change) => indent(`${change.number}: ${ruleChange(change.before, change.after)}`)),
    referencesOnly ? `, ${referencesOnly} only in renumbered references` : '',
  );
  section('Typography only (quotes, trademark signs, dashes, spacing)', typographyOnly.length, [indent(typographyOnly.map((change) => change.number).join(', '))]);
  section(
    'Renumbered rules',
    diff.moved.length,
    diff.moved.map((move) => {
      const what = !move.changed ? '' : move.typographyOnly ? ' (typography only)' : `: ${ruleChange(move.before!, move.after!)}`;
      return indent(`${move.from} → ${move.to}${what}`);
    }),
  );

  const { sections, glossary } = diff;
  section('Headings added', sections.added.length, sections.added.map((heading) => indent(`${heading.number}. ${heading.title}`)));
  section('Headings removed', sections.removed.length, sections.removed.map((heading) => indent(`${heading.number}. ${heading.title}`)));
  section('Headings retitled', sections.retitled.length, sections.retitled.map((change) => indent(`${change.number}. ${change.before} → ${change.after}`)));
  section(
    'Headings renumbered',
    sections.moved.length,
    sections.moved.map((move) => indent(`${move.from} → ${move.to} ${move.before === move.after ? move.after : `${move.before} → ${move.after}`}`)),
  );

  section('Glossary added', glossary.added.length, [indent(glossary.added.join(', '))]);
  section('Glossary removed', glossary.removed.length, [indent(glossary.removed.join(', '))]);
  section(
    'Glossary changed',
    glossary.changed.length,
    glossary.changed.map(({ term, before, after }) => {
      const renamed = before.term === after.term ? '' : ` (was ${before.term})`;
      return indent(`${term}${renamed}: ${change(glossaryBody(before), glossaryBody(after))}`);
    }),
  );
  return lines.join('\n');
}

function ruleChange(before: Rule, after: Rule): string {
  return change(ruleBody(before), ruleBody(after));
}

function change(before: string, after: string): string {
  const segments = diffWords(before, after);
  // A rewrite reads better as the two texts than as words interleaved (isRewrite).
  if (isRewrite(segments)) return rewritePlain(before, after);
  // One line per change keeps the listing scannable; paragraph breaks show as ¶.
  return wordDiffPlain(elideUnchanged(segments, CONTEXT_WORDS)).replace(/\n/g, ' ¶ ');
}

function indent(text: string): string {
  return `  ${text}`;
}
