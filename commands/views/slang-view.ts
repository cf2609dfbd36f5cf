/**
 * /define for player slang: what the word is short for, then the rules and glossary entries that
 * decide it, each openable, instead of silently showing the glossary entry the slang leads to.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { ContentDb } from '../../database/open-database.js';
import { escapeMarkdown } from '../../common/markdown.js';
import { findGlossaryEntries } from '../../rules-db/lookup/glossary-lookup.js';
import type { SlangMatch } from '../../rules-db/lookup/slang.js';
import { releaseAt, type ReleaseSummary } from '../../rules-db/store/release-queries.js';
import { getRule } from '../../rules-db/store/rule-queries.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, shorten } from '../payload/components.js';
import { LIMITS } from '../payload/discord-limits.js';
import { COLORS, crFooter } from '../payload/reply-helpers.js';
import { openDefinitionId } from './define-ids.js';
import { openRuleId } from './rule-ids.js';

/** Characters of each cited rule or definition shown; the button opens the whole. */
const EXCERPT = 400;

/**
 * The reply for `slang` in `release`. The lexicon cites rules in the current numbering, so rules
 * are cited only from the newest release imported (an older one may number them otherwise);
 * glossary entries are looked up by name in any release.
 */
export function slangView(db: ContentDb, release: ReleaseSummary, slang: SlangMatch, ownerId: string, at: string): Reply {
  const parts: string[] = [];
  const buttons = [];
  const current = releaseAt(db).id === release.id;
  for (const reference of slang.see) {
    if (/^\d/.test(reference)) {
      if (!current) continue;
      const rule = getRule(db, release, reference);
      if (!rule) continue;
      parts.push(`**${rule.number}** ${escapeMarkdown(shorten(rule.text, EXCERPT))}`);
      buttons.push(button(openRuleId(ownerId, rule.number, at), `See rule ${rule.number}`, { style: ButtonStyle.Primary }));
    } else {
      const [entry] = findGlossaryEntries(db, release, reference, 1);
      if (!entry?.sure) continue;
      parts.push(`**${escapeMarkdown(entry.term)}** ${escapeMarkdown(shorten(entry.definition, EXCERPT))}`);
      buttons.push(button(openDefinitionId(ownerId, entry.term, at), `Define ${entry.term}`, { style: ButtonStyle.Primary }));
    }
  }
  const name = slang.term.charAt(0).toUpperCase() + slang.term.slice(1);
  const intro = `**${escapeMarkdown(name)}** is player slang, not a rules term: it means ${escapeMarkdown(slang.meaning)}.`;
  const description = parts.length > 0 ? `${intro} What decides it:\n\n${parts.join('\n\n')}` : intro;
  return {
    embeds: [{ title: shorten(`${name} (slang)`, LIMITS.title), description, color: COLORS.rule, footer: crFooter(release.effectiveDate) }],
    components: buttons.length > 0 ? [actionRow(...buttons.slice(0, LIMITS.componentsPerRow))] : [],
  };
}
