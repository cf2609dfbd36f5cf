/** An IPG infraction's parts with the labels the IPG prints, in its order. */
import type { InfractionParts } from './tournament-document.js';

export const PART_LABELS: Readonly<Record<keyof InfractionParts, string>> = {
  definition: 'Definition',
  examples: 'Examples',
  philosophy: 'Philosophy',
  additionalRemedy: 'Additional Remedy',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade',
};

/** The parts an infraction has, labelled: Definition, Examples, Philosophy, Additional Remedy, Upgrade, Downgrade. */
export function labelledParts(parts: InfractionParts): { part: keyof InfractionParts; label: string; text: string }[] {
  return (Object.keys(PART_LABELS) as (keyof InfractionParts)[]).flatMap((part) => {
    const text = parts[part];
    return text ? [{ part, label: PART_LABELS[part], text }] : [];
  });
}
