/**
 * "Open on the web": when the web view is public (PUBLIC_URL), an answer links to its page there —
 * a link button, and the embed's title where it links nowhere yet or to Wizards' documents page.
 * Without PUBLIC_URL the reply is unchanged.
 */
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { APIButtonComponentWithURL } from 'discord-api-types/v10';
import { webUrl } from '../../common/web-paths.js';
import type { Reply } from './message-payload.js';
import { actionRow } from './components.js';
import { LIMITS } from './discord-limits.js';

/** Discord's longest link button URL. */
const BUTTON_URL_LENGTH = 512;

/** `reply` with a link to the web view's `path` (common/web-paths.ts); `title`: also link the embed's title there. */
export function withWebLink(reply: Reply, settings: { publicUrl?: string | undefined; docsPageUrl: string }, path: string, options: { title?: boolean } = {}): Reply {
  if (!settings.publicUrl || reply.ephemeral || reply.embeds.length === 0) return reply;
  const url = webUrl(settings.publicUrl, path);
  if (url.length > BUTTON_URL_LENGTH) return reply;
  const [first, ...embeds] = reply.embeds;
  const embed = options.title && (!first!.url || first!.url === settings.docsPageUrl) ? { ...first!, url } : first!;
  const link: APIButtonComponentWithURL = { type: ComponentType.Button, style: ButtonStyle.Link, label: 'Open on the web', url };
  const rows = [...(reply.components ?? [])];
  // Beside the last row's buttons when there is room there, else on a row of its own, else (five full rows) left out.
  const last = rows.at(-1);
  if (last && last.components.length < LIMITS.componentsPerRow && last.components.every((component) => component.type === ComponentType.Button)) {
    rows[rows.length - 1] = actionRow(...last.components, link);
  } else if (rows.length < LIMITS.actionRows) rows.push(actionRow(link));
  return { ...reply, embeds: [embed, ...embeds], components: rows };
}
