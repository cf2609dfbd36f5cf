import { describe, expect, it } from 'vitest';
import { changelogChannels } from '../../bot/post-changelog.js';

const servers = [
  { guildId: '1300000000000000001', channelId: '1300000000000000011' },
  { guildId: '1300000000000000002', channelId: '1300000000000000022' },
];

describe('changelogChannels', () => {
  it("posts in each server's channel and in the default channel of a server that chose none", async () => {
    expect(await changelogChannels(servers, '1300000000000000099', async () => '1300000000000000009')).toEqual([
      '1300000000000000011',
      '1300000000000000022',
      '1300000000000000099',
    ]);
  });

  it('leaves out the default channel when its server chose its own', async () => {
    expect(await changelogChannels(servers, '1300000000000000099', async () => '1300000000000000002')).toEqual(['1300000000000000011', '1300000000000000022']);
  });

  it('posts once in a channel that is both a server\'s choice and the default', async () => {
    expect(await changelogChannels(servers, '1300000000000000022', async () => undefined)).toEqual(['1300000000000000011', '1300000000000000022']);
  });

  it('posts in the default channel when its server is unknown, and nowhere without one', async () => {
    expect(await changelogChannels([], '1300000000000000099', async () => undefined)).toEqual(['1300000000000000099']);
    expect(await changelogChannels([], undefined, async () => undefined)).toEqual([]);
  });
});
