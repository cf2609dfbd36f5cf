/**
 * What /mtr, /ipg and /jar share: find the section asked for in the version in effect, show it
 * paged, suggest sections while the judge types, and answer the view's buttons. /mtr and /ipg show
 * the Digital MTR and IPG with digital:true; /jar without a topic lists the document's sections.
 */
import type { APIApplicationCommandOptionChoice, RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { docVersionAt } from '../../docs-db/store/doc-versions.js';
import { documentOutline, requireSection } from '../../docs-db/store/section-queries.js';
import { isUserError, UserError } from '../../common/user-error.js';
import { sectionCandidates } from '../../docs-db/lookup/section-candidates.js';
import type { DocKind, DocSection } from '../../docs-db/tournament-document.js';
import { defineCommand, type CommandContext, type CommandModule } from '../framework/command-module.js';
import type { Reply } from '../payload/message-payload.js';
import { pressedDoc, type DocViewState } from './doc-section-ids.js';
import { docContentsView } from './doc-contents-view.js';
import { docSectionView } from './doc-view.js';
import { LIMITS } from '../payload/discord-limits.js';
import { dateOption, textOption } from '../framework/option-schemas.js';
import { withWebLink } from '../payload/web-link.js';
import { docPath } from '../../common/web-paths.js';

/** Shows the section `query` names in the version of `kind` the state's date selects. */
export function openDocSection(kind: DocKind, query: string, state: DocViewState, context: CommandContext): Reply {
  const version = docVersionAt(context.db, kind, state.at || undefined);
  const section = requireSection(context.db, version, query);
  return withWebLink(docSectionView(context.db, version, section, state, context.settings), context.settings, docPath(kind, version.effectiveDate, section.number || section.title), { title: true });
}

/**
 * Sections matching what has been typed (only those `only` keeps, if given), from the newest
 * version; none when the document is not imported.
 */
export function sectionChoices(
  kind: DocKind,
  typed: string,
  context: CommandContext,
  only: (section: DocSection) => boolean = () => true,
): APIApplicationCommandOptionChoice[] {
  try {
    const outline = documentOutline(context.db, docVersionAt(context.db, kind));
    return sectionCandidates({ ...outline, sections: outline.sections.filter(only) }, typed, LIMITS.autocompleteChoices);
  } catch (error) {
    if (isUserError(error)) return [];
    throw error;
  }
}

/** How a document command reads its options. */
export interface DocCommandSpec {
  /** The document it shows. */
  kind: DocKind;
  /** The document `digital:true` shows instead, if the command has that option. */
  digitalKind?: DocKind;
  /** The option naming the section ("section", "infraction", "topic"). */
  optionName: string;
  /** What the option takes, for the message when it is blank. */
  what: string;
  /** Without the option, the command lists the document's sections. */
  listWithout?: boolean;
}

/** Builds the command module of /mtr, /ipg or /jar. */
export function defineDocCommand(definition: RESTPostAPIChatInputApplicationCommandsJSONBody, spec: DocCommandSpec): CommandModule {
  const { kind, digitalKind, optionName, what, listWithout } = spec;
  const section = textOption(what, 100);
  const options = z.object({
    [optionName]: listWithout ? section.optional() : section,
    at: dateOption.optional(),
    ...(digitalKind ? { digital: z.boolean().default(false) } : {}),
  });
  const command = definition.name;
  return defineCommand({
    definition,
    options,
    execute(parsed, userId, context) {
      const values = parsed as Record<string, string | boolean | undefined>;
      const shown = values.digital === true && digitalKind ? digitalKind : kind;
      const at = (values.at as string | undefined) ?? '';
      const query = values[optionName] as string | undefined;
      if (query === undefined) return docContentsView(context.db, docVersionAt(context.db, shown, at || undefined), userId, at, context.settings);
      return openDocSection(shown, query, { ownerId: userId, at, page: 0 }, context);
    },
    autocomplete(focused, context) {
      return focused.name === optionName ? sectionChoices(kind, focused.value, context) : [];
    },
    press(press, context) {
      const ownerId = press.isOwner ? press.ownerId : press.userId;
      const pressed = pressedDoc(command, press.action);
      switch (pressed?.action) {
        case 'v': {
          const [key = '', at = '', page = '0'] = press.args;
          return openDocSection(pressed.kind, key, { ownerId, at, page: Number(page) }, context);
        }
        case 'open': {
          const [key = '', at = ''] = press.args;
          // Like running the command: a new message, so the message with the button stays.
          return { ...openDocSection(pressed.kind, key, { ownerId, at, page: 0 }, context), asNewMessage: true };
        }
        case 'sel':
          return openDocSection(pressed.kind, press.values[0] ?? '', { ownerId, at: press.args[0] ?? '', page: 0 }, context);
        default:
          throw new UserError('stale-button', `That button no longer does anything; run /${command} again.`);
      }
    },
  });
}
