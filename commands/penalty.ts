/**
 * `/penalty [infraction:<number, name or shorthand>] [situation:<what happened>] [rel:<regular|competitive|professional>] [at:<date>]`
 * — the help desk's walk to an infraction's answer: the IPG's penalty at Competitive and
 * Professional REL, what Judging at Regular REL says to do at Regular REL; from a situation told,
 * the infractions it reads as first (docs-db/lookup/situation-infractions.ts).
 */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { documentOutline, requireSection, sectionAt, type StoredSection } from '../docs-db/store/section-queries.js';
import { regularRelAnswer, repeatedErrors } from '../docs-db/lookup/regular-rel.js';
import { DEFAULT_REL, RELS, REL_LABELS, type Rel } from '../docs-db/rel.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { sectionChoices } from './views/doc-command.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { classesView, classView, infractionView, regularRelView, relFromCode, type PenaltyWalk } from './views/penalty-view.js';
import { situationView } from './views/situation-view.js';
import { infractionsInSituation } from '../search/situation-infractions.js';
import { escapeMarkdown } from '../common/markdown.js';

const definition = {
  name: 'penalty',
  description: 'Walk to an infraction’s answer: the IPG penalty, or at Regular REL what the JAR says to do',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'infraction',
      description: 'Skip the walk: a number (2.5), a name (Game Rule Violation) or shorthand (GRV)',
      autocomplete: true,
      max_length: 100,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'situation',
      description: 'What happened, told as to a colleague: the infractions it reads as, and what decides between them',
      max_length: 1000,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'rel',
      description: 'The Rules Enforcement Level (default: the server’s, else Competitive)',
      choices: RELS.map((rel) => ({ name: REL_LABELS[rel], value: rel })),
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The IPG and JAR in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({
  infraction: textOption('an infraction such as GRV or 2.5', 100).optional(),
  situation: textOption('what happened', 1000).optional(),
  rel: z.enum(RELS as [Rel, ...Rel[]], { message: 'choose regular, competitive or professional' }).optional(),
  at: dateOption.optional(),
});

function ipgAt(walk: PenaltyWalk, context: CommandContext) {
  const version = docVersionAt(context.db, 'ipg', walk.at || undefined);
  const infractions = documentOutline(context.db, version).sections.filter((section) => section.infraction);
  return { version, infractions };
}

/** The JAR in effect, its sections (outline), and its section answering `infraction`, with text. */
function jarAnswer(infraction: StoredSection, walk: PenaltyWalk, context: CommandContext) {
  const jar = docVersionAt(context.db, 'jar', walk.at || undefined);
  const outline = documentOutline(context.db, jar).sections;
  const answer = regularRelAnswer(outline, infraction);
  const withText = (section: StoredSection) => sectionAt(context.db, jar, section.position)!;
  const jarSection = withText(answer.section);
  const sections = outline.map((section) => (section.level === 'front' ? withText(section) : section));
  return { jar, jarSection, reason: answer.reason, repeated: repeatedErrors(sections, jarSection) };
}

/** The infraction `query` names, with the rest of its class; a UserError for a section that is no infraction. */
function showInfraction(query: string, walk: PenaltyWalk, context: CommandContext, page = 0): Reply {
  const { version, infractions } = ipgAt(walk, context);
  const section = requireSection(context.db, version, query);
  if (!section.infraction) {
    throw new UserError(
      'not-an-infraction',
      `IPG ${section.number} ${section.title} is not an infraction, so it has no penalty; open it with /ipg ${section.number}.`,
    );
  }
  const members = infractions.filter((candidate) => candidate.infraction!.class === section.infraction!.class);
  if (walk.rel === 'regular') {
    return regularRelView({ ipg: version, section, ...jarAnswer(section, walk, context) }, members, walk, context.settings, page);
  }
  return infractionView(version, section, members, walk, context.settings, page);
}

function showClass(className: string, walk: PenaltyWalk, context: CommandContext): Reply {
  const { version, infractions } = ipgAt(walk, context);
  const members: StoredSection[] = infractions.filter((section) => section.infraction!.class === className);
  if (members.length === 0) throw new UserError('stale-button', `The IPG effective ${version.effectiveDate} has no class "${className}"; run /penalty again.`);
  if (walk.rel !== 'regular') return classView(version, className, members, walk, context.settings);
  const jar = documentOutline(context.db, docVersionAt(context.db, 'jar', walk.at || undefined)).sections;
  return classView(version, className, members, walk, context.settings, (section) => regularRelAnswer(jar, section).section.title);
}

/** The infractions a situation reads as, each with what this REL answers for it. */
function showSituation(situation: string, walk: PenaltyWalk, context: CommandContext): Reply {
  const reading = infractionsInSituation(context.db, situation, walk.rel, walk.at || undefined);
  if (walk.rel !== 'regular') return situationView(situation, reading, walk, (section) => `penalty: **${escapeMarkdown(section.infraction!.penalty)}**`);
  const jar = documentOutline(context.db, docVersionAt(context.db, 'jar', walk.at || undefined)).sections;
  return situationView(situation, reading, walk, (section) => `at Regular REL, the JAR's *${escapeMarkdown(regularRelAnswer(jar, section).section.title)}*`);
}

function showClasses(walk: PenaltyWalk, context: CommandContext): Reply {
  const { version, infractions } = ipgAt(walk, context);
  return classesView(version, infractions, walk, context.settings);
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    const walk: PenaltyWalk = { ownerId: userId, at: values.at ?? '', rel: values.rel ?? context.guild?.settings.defaultRel ?? DEFAULT_REL };
    if (values.infraction && values.situation) {
      throw new UserError('infraction-or-situation', 'Give an infraction or a situation, not both: `situation:` reads the infraction from what happened.');
    }
    if (values.situation) return showSituation(values.situation, walk, context);
    return values.infraction ? showInfraction(values.infraction, walk, context) : showClasses(walk, context);
  },
  autocomplete(focused, context) {
    return focused.name === 'infraction' ? sectionChoices('ipg', focused.value, context, (section) => section.infraction !== undefined) : [];
  },
  press(press, context) {
    const [at = '', rel, ...args] = press.args;
    const walk: PenaltyWalk = { ownerId: press.isOwner ? press.ownerId : press.userId, at, rel: relFromCode(rel) };
    switch (press.action) {
      case 'start':
        return showClasses(walk, context);
      case 'class':
        return showClass(press.values[0] ?? args[0] ?? '', walk, context);
      case 'infraction':
        return showInfraction(press.values[0] ?? args[0] ?? '', walk, context);
      case 'page':
        return showInfraction(args[0] ?? '', walk, context, Number(args[1] ?? 0));
      default:
        throw new UserError('stale-button', 'That button no longer does anything; run /penalty again.');
    }
  },
});
