/** `/about` — which release answers, how current it is, and the bot itself. */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { cardDataInUse } from '../cards-db/store/card-data.js';
import { listReleases, releaseAt } from '../rules-db/store/release-queries.js';
import { defineCommand, type CommandContext, type UpdateStatus } from './framework/command-module.js';
import { shorten } from './payload/components.js';
import { COLORS } from './payload/reply-helpers.js';

const definition = {
  name: 'about',
  description: 'Which Comprehensive Rules release the bot uses, and how long it has been running',
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

/** "3 d 4 h 5 min" */
export function formatDuration(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), 'd'],
    [Math.floor(minutes / 60) % 24, 'h'],
    [minutes % 60, 'min'],
  ] as const;
  const shown = parts.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}`);
  return shown.length > 0 ? shown.join(' ') : 'less than a minute';
}

function describeChecks(status: UpdateStatus | undefined, command: string): string {
  if (!status) return `Not running here (the bot checks on a schedule; \`arbiter ${command}\` checks now).`;
  const last = status.lastCheckAt ? `Last check ${status.lastCheckAt.slice(0, 16).replace('T', ' ')} UTC: ${status.lastResult}.` : 'No check yet.';
  const next = status.nextCheckAt ? ` Next ${status.nextCheckAt.slice(0, 16).replace('T', ' ')} UTC.` : ' Scheduled checks are off.';
  return shorten(last + next, 1024);
}

/** The card data date beside the rules: "Scryfall data of 2026-01-15 · 35012 cards, 71024 rulings". */
function describeCards(context: CommandContext): string {
  const data = cardDataInUse(context.db);
  if (!data) return 'None imported (`arbiter cards update`).';
  return `Scryfall data of **${data.dataDate}** · ${data.cards} cards, ${data.rulings} rulings`;
}

export default defineCommand({
  definition,
  options: z.object({}),
  execute(_values, _userId, context) {
    const release = releaseAt(context.db);
    return {
      embeds: [
        {
          title: 'Arbiter — Comprehensive Rules at hand',
          color: COLORS.info,
          fields: [
            { name: 'Rules in use', value: `Comprehensive Rules effective **${release.effectiveDate}**`, inline: true },
            { name: 'Card data', value: describeCards(context), inline: true },
            { name: 'Source', value: `${shorten(release.source, 200)}\nsha256 \`${release.sha256.slice(0, 12)}\`\nimported ${release.importedAt.slice(0, 16).replace('T', ' ')} UTC` },
            { name: 'Contents', value: `${release.rules} rules · ${release.examples} examples · ${release.glossary} glossary entries`, inline: true },
            { name: 'Releases stored', value: String(listReleases(context.db).length), inline: true },
            { name: 'Bot', value: `version ${context.version} · up ${formatDuration(Date.now() - context.startedAt.getTime())}`, inline: true },
            { name: 'Checks for new releases', value: describeChecks(context.updateStatus?.(), 'rules update') },
            { name: 'Checks for new card data', value: describeChecks(context.cardUpdateStatus?.(), 'cards update') },
          ],
        },
      ],
    };
  },
});
