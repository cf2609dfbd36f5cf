/** The embeds of /settings: a server's settings, and a confirmation of what changed (old → new). */
import type { APIEmbed } from 'discord-api-types/v10';
import { DEFAULT_REL } from '../../docs-db/rel.js';
import { DEFAULT_ANSWERS, type GuildSettings, type InlineChannels } from '../../state/guild-settings.js';
import type { InlineAvailability } from '../framework/command-module.js';
import { COLORS } from '../payload/reply-helpers.js';

/** What the bot brings to the reading of a server's settings: its own defaults and abilities. */
export interface SettingsBackdrop {
  /** The bot's changelog channel (CHANGELOG_CHANNEL_ID). */
  botChangelogChannelId: string | undefined;
  /** Whether the running bot answers inline lookups; absent: not known (the terminal). */
  inlineLookups?: InlineAvailability | undefined;
}

/** Why inline lookups that a server turned on are not answered, in a few words. */
const NOT_ANSWERED: Record<Exclude<InlineAvailability, 'available'>, string> = {
  disabled: "the bot's operator has not enabled them",
  'http-mode': 'the bot runs in HTTP mode, which receives no messages',
  'intent-refused': 'Discord refused the bot the Message Content intent',
};

function channelList(channels: InlineChannels): string {
  if (channels.channelIds.length === 0) return channels.mode === 'only' ? 'no channel' : 'every channel';
  const named = channels.channelIds.map((id) => `<#${id}>`).join(', ');
  return channels.mode === 'only' ? `only ${named}` : `every channel but ${named}`;
}

/** The settings, in the order /settings shows them, each with its label and how its value reads. */
const FIELDS: { key: keyof GuildSettings; label: string; show: (settings: GuildSettings, backdrop: SettingsBackdrop) => string }[] = [
  {
    key: 'changelogChannelId',
    label: 'Changelog channel',
    show: ({ changelogChannelId }, { botChangelogChannelId: botDefault }) =>
      changelogChannelId ? `<#${changelogChannelId}>` : botDefault ? `<#${botDefault}> (the bot's default)` : 'none (no announcements)',
  },
  {
    key: 'answers',
    label: 'Answers are seen by',
    show: ({ answers }) => `${(answers ?? DEFAULT_ANSWERS) === 'public' ? 'everyone in the channel' : 'only the person who asked'}${answers ? '' : ' (default)'}`,
  },
  {
    key: 'defaultRel',
    label: 'Default REL',
    show: ({ defaultRel }) => `${capitalised(defaultRel ?? DEFAULT_REL)}${defaultRel ? '' : ' (default)'}`,
  },
  {
    key: 'judgeRoleId',
    label: 'Judge role',
    show: ({ judgeRoleId }) => (judgeRoleId ? `<@&${judgeRoleId}>` : 'whoever can manage the server (default)'),
  },
  {
    key: 'inlineLookups',
    label: 'Inline lookups ([[card]], {{702.19b}})',
    show: ({ inlineLookups }, { inlineLookups: availability }) => {
      if (inlineLookups !== 'on') return `off${inlineLookups ? '' : ' (default)'}`;
      return availability === undefined || availability === 'available' ? 'on' : `on, but not answered: ${NOT_ANSWERED[availability]}`;
    },
  },
  {
    key: 'inlineChannels',
    label: 'Inline lookups answer in',
    show: ({ inlineChannels }) => (inlineChannels ? channelList(inlineChannels) : 'every channel (default)'),
  },
];

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Every setting of the server with its value (or the default that applies). */
export function settingsEmbed(settings: GuildSettings, backdrop: SettingsBackdrop): APIEmbed {
  return {
    title: "This server's settings",
    color: COLORS.info,
    fields: FIELDS.map((field) => ({ name: field.label, value: field.show(settings, backdrop), inline: false })),
    footer: { text: 'Change one with /settings and its option; reset: puts one back to its default.' },
  };
}

/** What changed: each changed setting's old and new value; a setting given its current value says so. */
export function settingsChangedEmbed(before: GuildSettings, after: GuildSettings, asked: (keyof GuildSettings)[], backdrop: SettingsBackdrop): APIEmbed {
  const lines = FIELDS.filter((field) => asked.includes(field.key)).map((field) => {
    const old = field.show(before, backdrop);
    const now = field.show(after, backdrop);
    const unchanged = JSON.stringify(before[field.key]) === JSON.stringify(after[field.key]);
    return unchanged ? `**${field.label}**: ${now} (unchanged)` : `**${field.label}**: ${old} → ${now}`;
  });
  return { title: 'Settings changed', color: COLORS.info, description: lines.join('\n') };
}
