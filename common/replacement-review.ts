/**
 * The policy for a different file carrying a date already stored (a CR release, an MTR or IPG
 * version, later card data): it replaces the stored copy only when it looks like a corrected
 * re-publication, not a damaged copy. Each store compares the two and fills a review; this file
 * decides and words the refusal, so every store refuses alike.
 */
import { UserError } from './user-error.js';

export interface ReplacementReview {
  /** What the stored copy has and the new file lacks, by kind: `{ what: 'rules', items: ['309.2a'] }`. */
  lost: { what: string; items: string[] }[];
  /** How many units (rules, sections…) the new file changes, adds or moves, and what they are. */
  changed: number;
  unit: string;
  /** The most a correction changes, from the store's own measurements. */
  maxChanged: number;
}

/** Whether the new file may replace the stored one without --replace. */
export function looksLikeCorrection(review: ReplacementReview): boolean {
  return review.lost.every((loss) => loss.items.length === 0) && review.changed <= review.maxChanged;
}

/** "rules 309.2a, 702.19c; glossary entries Backup" — at most `shown` items of each kind, then a count. */
function listLosses(review: ReplacementReview, shown = 8): string {
  return review.lost
    .filter((loss) => loss.items.length > 0)
    .map((loss) => {
      const more = loss.items.length > shown ? ` and ${loss.items.length - shown} more` : '';
      return `${loss.items.length} ${loss.what} (${loss.items.slice(0, shown).join(', ')}${more})`;
    })
    .join('; ');
}

/**
 * The refusal: what the new file would lose and change against the stored copy, and how to force
 * it. `subject` names the stored copy ("the Comprehensive Rules effective 2026-01-16").
 * @example refuseReplacement('bad.txt', 'the Comprehensive Rules effective 2026-01-16', 'a1b2c3d4e5f6', review, 'arbiter rules import bad.txt --replace')
 */
export function refuseReplacement(source: string, subject: string, storedSha256: string, review: ReplacementReview, forceCommand: string): UserError {
  const reasons: string[] = [];
  const losses = listLosses(review);
  if (losses !== '') reasons.push(`it would lose ${losses}`);
  if (review.changed > review.maxChanged) {
    reasons.push(`it changes ${review.changed} ${review.unit}, more than a corrected re-publication does (at most ${review.maxChanged})`);
  }
  return new UserError(
    'replacement-refused',
    `${source} is not imported: it differs from ${subject} already stored (sha256 ${storedSha256.slice(0, 12)}), and ${reasons.join(', and ')}. ` +
      `A damaged or incomplete download looks like this. If it really is the newer copy, run \`${forceCommand}\`: ` +
      'the stored copy is kept and can be restored.',
  );
}
