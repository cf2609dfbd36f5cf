/**
 * What the scenario commands (/2hg, /prevent, /replacement, /layers) share: run the engine with citations
 * resolved against the release in use, render its steps paged, and make every cited rule a button.
 */
import { ButtonStyle } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { z } from 'zod';
import { escapeMarkdown } from '../../common/markdown.js';
import type { ContentDb } from '../../database/open-database.js';
import { releaseAt } from '../../rules-db/store/release-queries.js';
import { UserError } from '../../common/user-error.js';
import type { CitationNumbers } from '../../scenarios/citations.js';
import type { Parsed } from '../../scenarios/scenario-input.js';
import type { ScenarioStep } from '../../scenarios/scenario-step.js';
import { defineCommand, type CommandContext, type CommandModule } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { actionRow, button, type ActionRow } from '../payload/components.js';
import { encodeCustomId } from '../framework/custom-id.js';
import { LIMITS } from '../payload/discord-limits.js';
import { PAGE_BUDGET, paginate } from '../payload/paginate.js';
import { COLORS, crFooter, errorReply } from '../payload/reply-helpers.js';
import { citationsFor } from './scenario-citations.js';
import { openRuleId } from './rule-ids.js';

/** What an engine answers, ready to show: a summary, extra detail blocks, the cited steps. */
export interface ScenarioAnswer {
  summary: string;
  /** Markdown blocks shown after the summary (final totals, damage per source, choices). */
  details: string[];
  steps: readonly ScenarioStep[];
  /** Rules cited outside the steps (in the details, such as /layers's notes): buttons too, after the steps'. */
  detailRules?: readonly string[];
  /** The engine's own result: what `arbiter scenario … --json` prints. */
  result: unknown;
}

export interface ScenarioSpec<Options extends z.ZodType> {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  options: Options;
  title: string;
  /** `db` is for engines that read card data (a card named in a /layers scenario). */
  answer(values: z.infer<Options>, citations: CitationNumbers, db: ContentDb): Parsed<ScenarioAnswer>;
}

/** Buttons for at most this many cited rules (four rows of five; the fifth row pages). */
const MAX_RULE_BUTTONS = 20;

/** An engine's "problem, then syntax" message as markdown: the syntax in a code block so its columns line up. */
export function scenarioErrorMessage(error: string): string {
  const [problem = '', ...usage] = error.split('\n\n');
  const syntax = usage.join('\n\n').replace(/`/g, "'");
  return usage.length > 0 ? `${escapeMarkdown(problem)}\n\`\`\`\n${syntax}\n\`\`\`` : escapeMarkdown(error);
}

function stepBlock(step: ScenarioStep, index: number): string {
  const rules = step.rules.length > 0 ? ` *(${step.rules.join(', ')})*` : '';
  return `**${index + 1}.** ${escapeMarkdown(step.text)}${rules}`;
}

/** Builds the command module of a scenario helper. */
export function defineScenarioCommand<Options extends z.ZodType>(spec: ScenarioSpec<Options>): CommandModule<Options> {
  const name = spec.definition.name;

  function render(values: z.infer<Options>, token: string, page: number, ownerId: string, context: CommandContext): Reply {
    const release = releaseAt(context.db);
    const result = spec.answer(values, citationsFor(context.db, release), context.db);
    if (!result.ok) return errorReply(scenarioErrorMessage(result.error), 'markdown');
    const { summary, details, steps, detailRules = [] } = result.value;
    const pages = paginate([escapeMarkdown(summary), ...details, ...steps.map(stepBlock)], PAGE_BUDGET);
    const current = Math.min(Math.max(page, 0), pages.length - 1);
    const cited = [...new Set([...steps.flatMap((step) => step.rules), ...detailRules])].slice(0, MAX_RULE_BUTTONS);
    const rows: ActionRow[] = [];
    for (let start = 0; start < cited.length; start += LIMITS.componentsPerRow) {
      rows.push(actionRow(...cited.slice(start, start + LIMITS.componentsPerRow).map((number) => button(openRuleId(ownerId, number, ''), number))));
    }
    if (pages.length > 1) {
      const pageId = (target: number) => encodeCustomId({ command: name, ownerId, action: 'page', args: [token, String(target)] });
      rows.push(
        actionRow(
          button(pageId(current - 1), '◀ Page', { disabled: current === 0 }),
          button(pageId(current + 1), 'Page ▶', { disabled: current === pages.length - 1, style: ButtonStyle.Primary }),
        ),
      );
    }
    return {
      embeds: [{ title: spec.title, description: pages[current], color: COLORS.scenario, footer: crFooter(release.effectiveDate, current, pages.length) }],
      components: rows,
    };
  }

  return defineCommand({
    definition: spec.definition,
    options: spec.options,
    execute(values, userId, context) {
      return render(values, context.memory.remember(values), 0, userId, context);
    },
    press(press, context) {
      const [token = '', page = '0'] = press.args;
      const values = context.memory.recall(token);
      if (values === undefined) throw new UserError('scenario-expired', `This answer has expired; run /${name} again.`);
      return render(values as z.infer<Options>, token, Number(page), press.isOwner ? press.ownerId : press.userId, context);
    },
  });
}
