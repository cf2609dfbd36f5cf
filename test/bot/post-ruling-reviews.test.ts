import { describe, expect, it } from 'vitest';
import { serverChangelogChannel } from '../../bot/post-changelog.js';
import { toMessagePayload } from '../../commands/payload/message-payload.js';
import { rulingReviewAnnouncement } from '../../commands/views/ruling-review-announcement.js';
import type { CitationChange } from '../../rulings/ruling.js';

const servers = [{ guildId: '1300000000000000001', channelId: '1300000000000000011' }];

describe('serverChangelogChannel', () => {
  it("posts a server's rulings in its own channel only, or in the default channel when that is in the server", () => {
    expect(serverChangelogChannel('1300000000000000001', servers, '1300000000000000099', '1300000000000000002')).toBe('1300000000000000011');
    expect(serverChangelogChannel('1300000000000000002', servers, '1300000000000000099', '1300000000000000002')).toBe('1300000000000000099');
    // Never in another server's channel.
    expect(serverChangelogChannel('1300000000000000003', servers, '1300000000000000099', '1300000000000000002')).toBeUndefined();
  });
});

describe('rulingReviewAnnouncement', () => {
  const renumbered: CitationChange = {
    citation: { kind: 'rule', number: '701.9d', release: '2024-02-02', text: 'To double a player’s life total…', examples: [] },
    kind: 'renumbered',
    now: '701.10d',
    version: '2025-06-06',
    diff: [],
  };

  it('lists the rulings with what changed, the new ones marked, and pings no one', () => {
    const payload = toMessagePayload(
      rulingReviewAnnouncement(
        [
          { number: 1, question: 'Doubling life at 7? <@1300000000000000301> asked', changes: [renumbered] },
          { number: 4, question: 'An older one', changes: [renumbered] },
        ],
        [1],
      ),
    );
    expect(payload.embeds[0]!.title).toBe('2 logged rulings need review');
    expect(payload.embeds[0]!.description).toContain('🆕 **#1** Doubling life at 7? <@1300000000000000301> asked — CR 701.9d (2024-02-02) is now **701.10d** (renumbered between 2024-02-02 and 2025-06-06)\n**#4** An older one');
    expect(payload.allowed_mentions).toEqual({ parse: [] });
  });

  it('stays within one embed however many rulings went stale, saying how many more /ruling review shows', () => {
    const many = Array.from({ length: 300 }, (_, index) => ({ number: index + 1, question: 'A question long enough to fill a line '.repeat(3), changes: [renumbered] }));
    const payload = toMessagePayload(rulingReviewAnnouncement(many, []));
    expect(payload.embeds[0]!.description!.length).toBeLessThanOrEqual(4096);
    expect(payload.embeds[0]!.description).toMatch(/…and \d+ more\. `\/ruling review` lists them all/);
  });
});
