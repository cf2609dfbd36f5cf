/**
 * The note /rule adds about a rule's currency: "changed in this release" on the newest release, or
 * what became of it since (renumbered, changed, removed; with a button to the current text) when an
 * older release is shown, or what became of an old number the user typed.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIButtonComponentWithCustomId, APIEmbedField } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { listReleases, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { releaseChange } from '../../rules-db/history/rule-history.js';
import { followRuleNumber, type FollowedRuleNumber } from '../../rules-db/history/follow-rule-number.js';
import { followNote } from '../../rules-db/history/follow-note.js';
import { button } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { openRuleId } from './rule-ids.js';

export interface ChangeNote {
  field: APIEmbedField;
  button?: APIButtonComponentWithCustomId;
}

/** The button opening /history of `number` as numbered in the release effective `at` ('' for the newest). */
function historyButton(ownerId: string, number: string, at: string): APIButtonComponentWithCustomId {
  return button(encodeCustomId({ command: 'history', ownerId, action: 'page', args: [number, at, '0'] }), 'History');
}

/** What the newest release did to rule `number`, against the release before it. */
function changedInNewest(db: ContentDb, release: ReleaseSummary, previous: ReleaseSummary, number: string): string | null {
  const change = releaseChange(db, release, previous, number);
  if (!change) return null;
  if (change.kind === 'added') return 'Added';
  if (change.kind === 'renumbered') return `Renumbered from ${change.from}${change.changed ? ' and changed' : ''}`;
  return change.typographyOnly ? 'Typography only (quotes, trademark signs, dashes, spacing) changed' : 'Text changed';
}

/** The note for rule `number` shown from `release`; null when there is nothing to say. */
export function changeNote(db: ContentDb, release: ReleaseSummary, number: string, ownerId: string): ChangeNote | null {
  const releases = listReleases(db);
  const newest = releases[0]!;
  if (release.id === newest.id) {
    const previous = releases[1];
    const what = previous ? changedInNewest(db, release, previous, number) : null;
    if (!previous || !what) return null;
    const whatChanged = encodeCustomId({ command: 'diff', ownerId, action: 'open', args: [previous.effectiveDate, release.effectiveDate, number] });
    return {
      // Dated between the two newest imported releases: a release between them, if any, may have made the change.
      field: { name: 'Changed since the previous imported release', value: `${what} between ${previous.effectiveDate} and ${release.effectiveDate}.` },
      button: button(whatChanged, 'What changed'),
    };
  }
  const followed = followRuleNumber(db, number, { fromDate: release.effectiveDate })!;
  const note = followNote(followed);
  if (!note) return null;
  if (followed.number === null) {
    return {
      field: { name: 'Not current', value: `${note}; it is not in the current rules (effective ${newest.effectiveDate}).` },
      button: historyButton(ownerId, number, release.effectiveDate),
    };
  }
  return {
    field: { name: 'Not current', value: `${note}; the current rules are effective ${newest.effectiveDate}.` },
    button: button(openRuleId(ownerId, followed.number, ''), 'Show current', { style: ButtonStyle.Primary }),
  };
}

/** The note for a rule reached from an old number (`followed`): what happened to the number. */
export function followedNote(followed: FollowedRuleNumber, ownerId: string): ChangeNote {
  const note = followNote(followed) ?? `${followed.asked} is now ${followed.number}`;
  if (followed.number === null) {
    const last = followed.lastRule!;
    return {
      field: { name: 'Removed', value: `${note}. This is its last text, from the rules effective ${last.effectiveDate}.` },
      button: historyButton(ownerId, last.number, last.effectiveDate),
    };
  }
  return { field: { name: 'Old number', value: `${note}.` }, button: historyButton(ownerId, followed.number, followed.resolvedIn) };
}
