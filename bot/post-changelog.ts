/** Posts what a new release changed (the /changes summary) to the changelog channel. */
import { Routes, type Client } from 'discord.js';
import type { CommandContext } from '../commands/framework/command-module.js';
import { showDiff } from '../commands/diff.js';
import { toMessagePayload } from '../commands/payload/message-payload.js';

export async function postChangelog(client: Client<true>, channelId: string, context: CommandContext): Promise<void> {
  // Owned by the bot: whoever presses its buttons gets their own ephemeral copy.
  const payload = toMessagePayload(showDiff(context, client.user.id, undefined, undefined, undefined, 0));
  await client.rest.post(Routes.channelMessages(channelId), { body: payload });
}
