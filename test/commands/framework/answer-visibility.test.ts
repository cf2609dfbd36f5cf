import { describe, expect, it } from 'vitest';
import { withAnswerVisibility } from '../../../commands/framework/answer-visibility.js';
import { UNSET_GUILD_SETTINGS } from '../../../state/guild-settings.js';

const reply = { embeds: [{ title: '100.1' }] };

describe('withAnswerVisibility', () => {
  it('makes a public reply ephemeral in a server that chose answers for the asker only', () => {
    expect(withAnswerVisibility(reply, { ...UNSET_GUILD_SETTINGS, answers: 'ephemeral' })).toEqual({ ...reply, ephemeral: true });
  });

  it('leaves replies as they are in public servers, servers that chose nothing, and DMs', () => {
    expect(withAnswerVisibility(reply, { ...UNSET_GUILD_SETTINGS, answers: 'public' })).toBe(reply);
    expect(withAnswerVisibility(reply, UNSET_GUILD_SETTINGS)).toBe(reply);
    expect(withAnswerVisibility(reply, undefined)).toBe(reply);
  });

  it('keeps an ephemeral reply ephemeral everywhere', () => {
    const error = { ...reply, ephemeral: true };
    expect(withAnswerVisibility(error, { ...UNSET_GUILD_SETTINGS, answers: 'public' })).toBe(error);
  });
});
