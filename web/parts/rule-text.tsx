/** A rule's or definition's text as HTML: paragraphs, with the rules it mentions as links. */
import type { Child } from 'hono/jsx';
import { referenceMentions } from '../../rules-db/parse/extract-references.js';
import { crContentsPath, crPath } from '../../common/web-paths.js';

/** Where a mention of numbers links, or null when they are not rules of the release. */
function mentionTarget(date: string, numbers: string[], known: ReadonlySet<string>): string | null {
  const existing = numbers.filter((number) => known.has(number));
  if (existing.length === 0) return null;
  const first = existing[0]!;
  // A part ("section 8") has no page of its own: the contents, at that part.
  if (/^\d$/.test(first)) return `${crContentsPath(date)}#part-${first}`;
  return crPath(date, existing.length > 1 ? `${first}-${existing.at(-1)!}` : first);
}

/**
 * One line of text with each mention of a rule in `known` (the rule's stored references, which the
 * import checked exist) a link into the release of `date`.
 */
export function LinkedLine({ text, date, known }: { text: string; date: string; known: ReadonlySet<string> }) {
  // Letter ranges ("601.2a–d") expand to the subrules the references hold, as the import expanded them.
  const subrulesOf = (base: string) => [...known].filter((number) => number.startsWith(base) && /^[a-z]$/.test(number.slice(base.length)));
  const parts: Child[] = [];
  let cursor = 0;
  for (const mention of referenceMentions(text, { subrulesOf })) {
    if (mention.index < cursor) continue;
    const target = mentionTarget(date, mention.numbers, known);
    if (!target) continue;
    parts.push(text.slice(cursor, mention.index), <a href={target}>{mention.text}</a>);
    cursor = mention.index + mention.text.length;
  }
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}

/** Text whose lines are paragraphs, each with its mentions linked. */
export function LinkedParagraphs({ text, date, known }: { text: string; date: string; known: ReadonlySet<string> }) {
  return (
    <>
      {text.split('\n').map((line) => (
        <p>
          <LinkedLine text={line} date={date} known={known} />
        </p>
      ))}
    </>
  );
}

/** A rule's or entry's examples, each marked as one. */
export function Examples({ examples }: { examples: string[] }) {
  return (
    <>
      {examples.map((example) => (
        <p class="example">
          <strong>Example:</strong> {example}
        </p>
      ))}
    </>
  );
}
