/**
 * A text before and after, side by side (one above the other on a phone), the changed words
 * marked: removed ones struck through in the old text, added ones underlined in the new. A rewrite
 * (most words changed: isRewrite, git's break-rewrites share) shows the two texts unmarked.
 */
import { diffWords, isRewrite, type WordDiffSegment } from '../../rules-db/diff/word-diff.js';

/** `segments`: the word diff of the two texts when the caller has it already (a diff's pages keep theirs). */
export function SideBySide(props: { before: string; after: string; beforeLabel: string; afterLabel: string; segments?: WordDiffSegment[] }) {
  const { before, after, beforeLabel, afterLabel } = props;
  const segments = props.segments ?? diffWords(before, after);
  const rewrite = isRewrite(segments);
  return (
    <div class="sides">
      <div class="side">
        <p class="label">{beforeLabel}{rewrite ? ' (rewritten)' : ''}</p>
        <p>{rewrite ? before : segments.filter((segment) => segment.kind !== 'added').map((segment) => (segment.kind === 'removed' ? <del>{segment.text}</del> : segment.text))}</p>
      </div>
      <div class="side">
        <p class="label">{afterLabel}</p>
        <p>{rewrite ? after : segments.filter((segment) => segment.kind !== 'removed').map((segment) => (segment.kind === 'added' ? <ins>{segment.text}</ins> : segment.text))}</p>
      </div>
    </div>
  );
}

/** One text shown alone (an added or removed rule), in the same frame. */
export function OneSide({ text, label }: { text: string; label: string }) {
  return (
    <div class="sides">
      <div class="side">
        <p class="label">{label}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}
