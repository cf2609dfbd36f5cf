/** sendReply's deferral: a slow answer is deferred in time, then sent where it belongs. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ButtonInteraction } from 'discord.js';
import { DEFER_AFTER_MS, sendReply } from '../../bot/send-reply.js';
import type { MessagePayload } from '../../commands/payload/message-payload.js';

/** A button press recording what the bot does with it (the calls sendReply makes, nothing more). */
function buttonPress() {
  const calls: string[] = [];
  const record = (name: string) => async () => void calls.push(name);
  const interaction = {
    isMessageComponent: () => true,
    deferUpdate: record('deferUpdate'),
    deferReply: record('deferReply'),
    update: record('update'),
    reply: record('reply'),
    editReply: record('editReply'),
    followUp: record('followUp'),
    deleteReply: record('deleteReply'),
  };
  return { interaction: interaction as unknown as ButtonInteraction, calls };
}

const payload: MessagePayload = { embeds: [{ description: 'answer' }], components: [], allowed_mentions: { parse: [] } };

/** Produces `result` only after the deferral deadline has passed. */
function slowly(result: { payload: MessagePayload; edit: boolean }) {
  return async () => {
    await vi.advanceTimersByTimeAsync(DEFER_AFTER_MS + 1);
    return result;
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sendReply', () => {
  it('edits the pressed message after a deferred press when the answer is an edit', async () => {
    const { interaction, calls } = buttonPress();
    await sendReply(interaction, slowly({ payload, edit: true }));
    expect(calls).toEqual(['deferUpdate', 'editReply']);
  });

  // Regression: a slow "Post to channel" (or a button opening a rule) replaced the message it was pressed on.
  it('sends a new message as a follow-up after a deferred press, leaving the pressed message alone', async () => {
    const { interaction, calls } = buttonPress();
    await sendReply(interaction, slowly({ payload, edit: false }));
    expect(calls).toEqual(['deferUpdate', 'followUp']);
  });

  it('answers a quick press directly', async () => {
    const { interaction, calls } = buttonPress();
    await sendReply(interaction, async () => ({ payload, edit: false }));
    expect(calls).toEqual(['reply']);
  });
});
