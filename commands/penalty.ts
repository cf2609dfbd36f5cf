/** `/penalty [infraction:<number, name or shorthand>] [at:<date>]` — the help desk's walk to an IPG penalty. */
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { docVersionAt } from '../docs-db/store/doc-versions.js';
import { documentOutline, requireSection, type StoredSection } from '../docs-db/store/section-queries.js';
import { UserError } from '../common/user-error.js';
import { defineCommand, type CommandContext } from './framework/command-module.js';
import type { Reply } from './payload/message-payload.js';
import { sectionChoices } from './views/doc-command.js';
import { dateOption, textOption } from './framework/option-schemas.js';
import { classesView, classView, infractionView, type PenaltyWalk } from './views/penalty-view.js';

const definition = {
  name: 'penalty',
  description: 'Walk to the IPG penalty for an infraction: pick its class, then the infraction',
  options: [
    {
      type: ApplicationCommandOptionType.String,
      name: 'infraction',
      description: 'Skip the walk: a number (2.5), a name (Game Rule Violation) or shorthand (GRV)',
      autocomplete: true,
      max_length: 100,
    },
    { type: ApplicationCommandOptionType.String, name: 'at', description: 'The IPG in effect on this date (YYYY-MM-DD)', max_length: 10 },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const options = z.object({ infraction: textOption('an infraction such as GRV or 2.5', 100).optional(), at: dateOption.optional() });

function ipgAt(walk: PenaltyWalk, context: CommandContext) {
  const version = docVersionAt(context.db, 'ipg', walk.at || undefined);
  const infractions = documentOutline(context.db, version).sections.filter((section) => section.infraction);
  return { version, infractions };
}

/** The infraction `query` names, with the rest of its class; a UserError for a section that is no infraction. */
function showInfraction(query: string, walk: PenaltyWalk, context: CommandContext): Reply {
  const { version, infractions } = ipgAt(walk, context);
  const section = requireSection(context.db, version, query);
  if (!section.infraction) {
    throw new UserError(
      'not-an-infraction',
      `IPG ${section.number} ${section.title} is not an infraction, so it has no penalty; open it with /ipg ${section.number}.`,
    );
  }
  const members = infractions.filter((candidate) => candidate.infraction!.class === section.infraction!.class);
  return infractionView(version, section, members, walk, context.settings);
}

function showClass(className: string, walk: PenaltyWalk, context: CommandContext): Reply {
  const { version, infractions } = ipgAt(walk, context);
  const members: StoredSection[] = infractions.filter((section) => section.infraction!.class === className);
  if (members.length === 0) throw new UserError('stale-button', `The IPG effective ${version.effectiveDate} has no class "${className}"; run /penalty again.`);
  return classView(version, className, members, walk, context.settings);
}

function showClasses(walk: PenaltyWalk, context: CommandContext): Reply {
  const { version, infractions } = ipgAt(walk, context);
  return classesView(version, infractions, walk, context.settings);
}

export default defineCommand({
  definition,
  options,
  execute(values, userId, context) {
    const walk = { ownerId: userId, at: values.at ?? '' };
    return values.infraction ? showInfraction(values.infraction, walk, context) : showClasses(walk, context);
  },
  autocomplete(focused, context) {
    return focused.name === 'infraction' ? sectionChoices('ipg', focused.value, context, (section) => section.infraction !== undefined) : [];
  },
  press(press, context) {
    const [at = '', argument] = press.args;
    const walk = { ownerId: press.isOwner ? press.ownerId : press.userId, at };
    switch (press.action) {
      case 'start':
        return showClasses(walk, context);
      case 'class':
        return showClass(press.values[0] ?? argument ?? '', walk, context);
      case 'infraction':
        return showInfraction(press.values[0] ?? '', walk, context);
      default:
        throw new UserError('stale-button', 'That button no longer does anything; run /penalty again.');
    }
  },
});
