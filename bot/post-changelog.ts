/**
 * Posts what a new release changed (the /changes answer) to the changelog channel. The answer is
 * worked out on the handler pool like any other, so the main thread never loads the diff code.
 */
import { Routes, type Client } from 'discord.js';
import type { PooledDispatcher } from '../commands/framework/pooled-dispatch.js';
import { toMessagePayload } from '../commands/payload/message-payload.js';

export async function postChangelog(client: Client<true>, channelId: string, dispatcher: PooledDispatcher): Promise<void> {
  // Owned by the bot: whoever presses its buttons gets their own ephemeral copy.
  const payload = toMessagePayload(await dispatcher.command('changes', {}, client.user.id));
  await client.rest.post(Routes.channelMessages(channelId), { body: payload });
}
