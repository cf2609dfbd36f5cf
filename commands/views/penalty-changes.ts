/**
 * The upgrades and downgrades an IPG infraction names beside its penalty, for the headline of every
 * view that shows one (/penalty, /ipg): "No Penalty" alone would hide that a usually detrimental
 * missed trigger is a Warning.
 */
import { escapeMarkdown } from '../../common/markdown.js';
import { sectionSentences } from '../../docs-db/section-sentences.js';

/** A penalty the IPG names: "the penalty is a Warning", "will receive a Match Loss". */
const PENALTY_NAMED = /\b(?:penalty is(?: a| an)?|receives?(?: a| an)?) (Warning|Game Loss|Match Loss|Disqualification)\b/;

/**
 * The sentences of the upgrade and downgrade that name another penalty, each headed by it, for the
 * headline: "No Penalty" alone would hide that a usually detrimental missed trigger is a Warning.
 * @example penaltyChanges(missedTrigger.parts) // ['**Upgrade to Warning:** If the triggered ability is usually considered detrimental …']
 */
export function penaltyChanges(parts: { upgrade?: string; downgrade?: string }): string[] {
  const lines: string[] = [];
  for (const [label, text] of [['Upgrade', parts.upgrade], ['Downgrade', parts.downgrade]] as const) {
    for (const sentence of sectionSentences(text ?? '')) {
      const named = PENALTY_NAMED.exec(sentence);
      if (named) lines.push(`**${label} to ${named[1]}:** ${escapeMarkdown(sentence)}`);
    }
  }
  return lines;
}
