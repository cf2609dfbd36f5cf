/** The embeds of /settings: a server's settings, and a confirmation of what changed (old → new). */
import type { APIEmbed } from 'discord-api-types/v10';
import { DEFAULT_ANSWERS, DEFAULT_REL, type GuildSettings } from '../../state/guild-settings.js';
import { COLORS } from '../payload/reply-helpers.js';

/** The settings, in the order /settings shows them, each with its label and how its value reads. */
const FIELDS: { key: keyof GuildSettings; label: string; show: (settings: GuildSettings, botChangelogChannelId: string | undefined) => string }[] = [
  {
    key: 'changelogChannelId',
    label: 'Changelog channel',
    show: ({ changelogChannelId }, botDefault) =>
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
];

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Every setting of the server with its value (or the default that applies). */
export function settingsEmbed(settings: GuildSettings, botChangelogChannelId: string | undefined): APIEmbed {
  return {
    title: "This server's settings",
    color: COLORS.info,
    fields: FIELDS.map((field) => ({ name: field.label, value: field.show(settings, botChangelogChannelId), inline: false })),
    footer: { text: 'Change one with /settings and its option; reset: puts one back to its default.' },
  };
}

/** What changed: each changed setting's old and new value; a setting given its current value says so. */
export function settingsChangedEmbed(before: GuildSettings, after: GuildSettings, asked: (keyof GuildSettings)[], botChangelogChannelId: string | undefined): APIEmbed {
  const lines = FIELDS.filter((field) => asked.includes(field.key)).map((field) => {
    const old = field.show(before, botChangelogChannelId);
    const now = field.show(after, botChangelogChannelId);
    return before[field.key] === after[field.key] ? `**${field.label}**: ${now} (unchanged)` : `**${field.label}**: ${old} → ${now}`;
  });
  return { title: 'Settings changed', color: COLORS.info, description: lines.join('\n') };
}
