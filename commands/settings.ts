/**
 * `/settings` — a server's own settings: its changelog channel, who sees answers, its default REL,
 * its judge role, and inline lookups (`[[card]]`, `{{702.19b}}` answered in its channels, and in
 * which). Server managers only (Manage Server), never in DMs. The handler reads the settings the
 * dispatcher loaded and asks for a change; the dispatcher saves it (pooled-dispatch.ts).
 */
import {
  ApplicationCommandOptionType,
  ChannelType,
  InteractionContextType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { UserError } from '../common/user-error.js';
import { RELS } from '../docs-db/rel.js';
import { ANSWER_VISIBILITIES, INLINE_SWITCHES, type GuildSettings, type GuildSettingsChange } from '../state/guild-settings.js';
import { storeFailure } from '../state/store-failure.js';
import { defineCommand, type InlineAvailability } from './framework/command-module.js';
import { parseInlineChannels } from './framework/inline-channels-option.js';
import { settingsToActOn } from './framework/settings-to-act-on.js';
import { settingsChangedEmbed, settingsEmbed } from './views/settings-view.js';

/** What `reset:` can put back to its default. */
const RESETTABLE = {
  'changelog-channel': 'changelogChannelId',
  answers: 'answers',
  rel: 'defaultRel',
  'judge-role': 'judgeRoleId',
  inline: 'inlineLookups',
  'inline-channels': 'inlineChannels',
} as const;

const definition = {
  name: 'settings',
  description: "This server's settings: changelog channel, who sees answers, default REL, judge role, inline lookups",
  default_member_permissions: PermissionFlagsBits.ManageGuild.toString(),
  dm_permission: false,
  contexts: [InteractionContextType.Guild],
  options: [
    {
      type: ApplicationCommandOptionType.Channel,
      name: 'changelog-channel',
      description: 'Where new rules, MTR/IPG versions and card data are announced',
      channel_types: [ChannelType.GuildText, ChannelType.GuildAnnouncement],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'answers',
      description: 'Who sees answers by default',
      choices: [
        { name: 'everyone in the channel', value: 'public' },
        { name: 'only the person who asked', value: 'ephemeral' },
      ],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'rel',
      description: 'The default Rules Enforcement Level (for /penalty)',
      choices: RELS.map((rel) => ({ name: rel.charAt(0).toUpperCase() + rel.slice(1), value: rel })),
    },
    { type: ApplicationCommandOptionType.Role, name: 'judge-role', description: 'The role that may log rulings (default: whoever can manage the server)' },
    {
      type: ApplicationCommandOptionType.String,
      name: 'inline',
      description: 'Answer [[card name]] and {{702.19b}} in messages of this server (default: off)',
      choices: [
        { name: 'on', value: 'on' },
        { name: 'off', value: 'off' },
      ],
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'inline-channels',
      description: 'Where inline lookups answer: all, except #channel …, or only #channel …',
      max_length: 1000,
    },
    {
      type: ApplicationCommandOptionType.String,
      name: 'reset',
      description: 'Put one setting back to its default',
      choices: Object.keys(RESETTABLE).map((name) => ({ name, value: name })),
    },
  ],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

const snowflake = z.string().regex(/^\d{17,20}$/, 'must be a Discord id');

const options = z.object({
  'changelog-channel': snowflake.optional(),
  answers: z.enum(ANSWER_VISIBILITIES).optional(),
  rel: z.enum(RELS).optional(),
  'judge-role': snowflake.optional(),
  inline: z.enum(INLINE_SWITCHES).optional(),
  'inline-channels': z.string().max(1000).optional(),
  reset: z.enum(Object.keys(RESETTABLE) as [keyof typeof RESETTABLE, ...(keyof typeof RESETTABLE)[]]).optional(),
});

/** The change the options ask for; refuses setting and resetting the same thing at once. */
function requestedChange(values: z.infer<typeof options>): GuildSettingsChange {
  const change: GuildSettingsChange = {};
  if (values['changelog-channel']) change.changelogChannelId = values['changelog-channel'];
  if (values.answers) change.answers = values.answers;
  if (values.rel) change.defaultRel = values.rel;
  if (values['judge-role']) change.judgeRoleId = values['judge-role'];
  if (values.inline) change.inlineLookups = values.inline;
  if (values['inline-channels'] !== undefined) change.inlineChannels = parseInlineChannels(values['inline-channels']);
  if (values.reset) {
    const key = RESETTABLE[values.reset];
    if (key in change) throw new UserError('settings-conflict', `/settings — \`${values.reset}\` cannot be set and reset at once; give one or the other.`);
    change[key] = null;
  }
  return change;
}

/** Why a server cannot turn inline lookups on with this bot as it runs; what it can use meanwhile. */
const CANNOT_TURN_ON: Record<Exclude<InlineAvailability, 'available'>, string> = {
  'http-mode':
    'Inline lookups cannot be turned on here: this bot runs in HTTP interactions mode, where Discord sends it slash commands and button presses but never the messages of a channel, so it cannot see [[card]] or {{702.19b}} in them. Its operator can run it in gateway mode with INLINE_LOOKUPS=true (docs/inline-lookups.md).',
  disabled:
    "Inline lookups cannot be turned on here: this bot's operator has not enabled them (INLINE_LOOKUPS=true, which needs Discord's Message Content intent; docs/inline-lookups.md).",
  'intent-refused':
    "Inline lookups cannot be turned on here: Discord refused this bot the Message Content intent it needs to read messages. Its operator must enable the intent in the developer portal (a bot in 100 servers or more needs Discord's approval for it; docs/inline-lookups.md).",
};
const MEANWHILE = ' Meanwhile, right-click a message → Apps → **Explain rules & cards** looks up what one message cites.';

/** Refuses turning inline lookups on where this bot cannot answer them (HTTP mode, no intent). */
function checkInlineAvailable(change: GuildSettingsChange, availability: InlineAvailability | undefined): void {
  if (change.inlineLookups !== 'on' || availability === undefined || availability === 'available') return;
  throw new UserError('inline-unavailable', CANNOT_TURN_ON[availability] + MEANWHILE);
}

export default defineCommand({
  definition,
  options,
  async execute(values, _userId, context) {
    if (!context.guild || !context.changeGuildSettings) {
      throw new UserError('settings-outside-server', '/settings changes a server\'s settings: use it in a channel of that server, not in DMs or the terminal.');
    }
    // Shown or changed, settings must be the store's: a guess would show a manager the wrong "before".
    const before = await settingsToActOn(context.guild, context).catch((error: unknown) => {
      const failure = storeFailure(error);
      if (!failure) throw error;
      throw new UserError('settings-unavailable', `This server's settings can't be read: ${failure.reason}. Nothing was changed; run \`/settings\` again in a minute.`);
    });
    const change = requestedChange(values);
    checkInlineAvailable(change, context.inlineLookups);
    const backdrop = { botChangelogChannelId: context.settings.changelogChannelId, inlineLookups: context.inlineLookups };
    // Settings are managers' business: the answer is for the asker, whatever the server's default.
    if (Object.keys(change).length === 0) return { embeds: [settingsEmbed(before, backdrop)], ephemeral: true };
    context.changeGuildSettings(change);
    const after: GuildSettings = { ...before, ...change };
    return { embeds: [settingsChangedEmbed(before, after, Object.keys(change) as (keyof GuildSettings)[], backdrop)], ephemeral: true };
  },
});
