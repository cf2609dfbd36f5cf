/**
 * The note /rule adds about a rule's currency: "changed in this release" on the newest release, or
 * "changed on <date>" (with a button to the current text) when an older release is shown.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { APIButtonComponentWithCustomId, APIEmbedField } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { listReleases, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { changeInRelease, nextChange } from '../../rules-db/history/rule-history.js';
import { button } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { openRuleId } from './rule-ids.js';

export interface ChangeNote {
  field: APIEmbedField;
  button?: APIButtonComponentWithCustomId;
}

/** The note for rule `number` shown from `release`; null when there is nothing to say. */
export function changeNote(db: ContentDb, release: ReleaseSummary, number: string, ownerId: string): ChangeNote | null {
  const releases = listReleases(db);
  const newest = releases[0]!;
  if (release.id === newest.id) {
    const previous = releases[1];
    const change = previous ? changeInRelease(db, release, number) : null;
    if (!previous || !change) return null;
    const what = change.number === null ? 'Added' : change.number !== number ? `Renumbered from ${change.number}${change.changed ? ' and changed' : ''}` : 'Text changed';
    const whatChanged = encodeCustomId({ command: 'diff', ownerId, action: 'open', args: [previous.effectiveDate, release.effectiveDate, number] });
    return {
      field: { name: 'Changed in this release', value: `${what} in the release effective ${release.effectiveDate} (previous: ${previous.effectiveDate}).` },
      button: button(whatChanged, 'What changed'),
    };
  }
  const later = nextChange(db, release, number);
  if (!later) return null;
  if (later.currentNumber === null) {
    return { field: { name: 'Not current', value: `Removed on ${later.effectiveDate}; it is not in the current rules (effective ${newest.effectiveDate}).` } };
  }
  const renumbered = later.currentNumber !== number ? ` (now ${later.currentNumber})` : '';
  return {
    field: { name: 'Not current', value: `Changed on ${later.effectiveDate}${renumbered}; the current rules are effective ${newest.effectiveDate}.` },
    button: button(openRuleId(ownerId, later.currentNumber, ''), 'Show current', { style: ButtonStyle.Primary }),
  };
}
