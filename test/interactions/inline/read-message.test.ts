import { MessageType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { readMessage, snowflakeTime, type RawMessage } from '../../../interactions/inline/read-message.js';

const MESSAGE: RawMessage = {
  id: '1300000000000000900',
  channel_id: '1300000000000000200',
  guild_id: '1300000000000000100',
  author: { id: '1300000000000000300' },
  type: MessageType.Default,
  content: '[[Opt]]',
};

describe('readMessage', () => {
  it('reads a person’s message in a server, with when it was sent and its channel’s parent', () => {
    expect(readMessage(MESSAGE, '1300000000000000150')).toEqual({
      id: MESSAGE.id,
      guildId: MESSAGE.guild_id,
      channelId: MESSAGE.channel_id,
      parentChannelId: '1300000000000000150',
      authorId: '1300000000000000300',
      content: '[[Opt]]',
      sentAt: snowflakeTime(MESSAGE.id),
    });
    expect(readMessage({ ...MESSAGE, type: MessageType.Reply })).not.toBeNull();
    expect(snowflakeTime('175928847299117063')).toBe(Date.parse('2016-04-30T11:18:25.796Z'));
  });

  it.each<[string, RawMessage]>([
    ['a direct message', { ...MESSAGE, guild_id: undefined as unknown as string }],
    ['a bot’s', { ...MESSAGE, author: { id: '1', bot: true } }],
    ['Discord’s own', { ...MESSAGE, author: { id: '1', system: true } }],
    ['a webhook’s', { ...MESSAGE, webhook_id: '1300000000000000888' }],
    ['a pin notice', { ...MESSAGE, type: MessageType.ChannelPinnedMessage }],
    ['an update without its author', { ...MESSAGE, author: undefined as unknown as { id: string } }],
    ['an update without its content', { ...MESSAGE, content: undefined as unknown as string }],
  ])('drops %s', (_what, raw) => {
    expect(readMessage(raw)).toBeNull();
  });
});
