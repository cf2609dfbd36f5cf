/** Reading what an interaction asks from Discord's raw payload, the same for both transports. */
import { ApplicationCommandType, ComponentType, InteractionType, type APIInteraction } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { autocompleteInteraction, buttonInteraction, chatInputInteraction, stringSelectInteraction } from '../support/fake-discord/index.js';
import { interactionFacts, readInteraction } from '../../interactions/read-interaction.js';

describe('readInteraction', () => {
  it('reads a slash command with its options', () => {
    expect(readInteraction(chatInputInteraction({ name: 'rule', options: { number: '702.19b', public: true } }))).toEqual({
      kind: 'command',
      name: 'rule',
      options: { number: '702.19b', public: true },
    });
  });

  it("flattens a subcommand's options beside the subcommand's name", () => {
    expect(readInteraction(chatInputInteraction({ name: 'docs', subcommand: 'show', options: { section: '2.1' } }))).toEqual({
      kind: 'command',
      name: 'docs',
      options: { subcommand: 'show', section: '2.1' },
    });
  });

  it('reads the focused option of an autocomplete, inside a subcommand too', () => {
    expect(readInteraction(autocompleteInteraction({ name: 'rule', options: { number: 'tram' }, focused: 'number' }))).toEqual({
      kind: 'autocomplete',
      name: 'rule',
      focused: { name: 'number', value: 'tram' },
    });
    expect(readInteraction(autocompleteInteraction({ name: 'docs', subcommand: 'show', options: { section: '3' }, focused: 'section' }))).toMatchObject({
      focused: { name: 'section', value: '3' },
    });
  });

  it('reads buttons and select menus with their values', () => {
    expect(readInteraction(buttonInteraction({ customId: 'rule:1:next:702.19b' }))).toEqual({ kind: 'component', customId: 'rule:1:next:702.19b', values: [] });
    expect(readInteraction(stringSelectInteraction({ customId: 'rule:1:open', values: ['101.4'] }))).toEqual({
      kind: 'component',
      customId: 'rule:1:open',
      values: ['101.4'],
    });
  });

  it("passes a message context menu the target message's text and when it was written", () => {
    const base = chatInputInteraction({ name: 'x' });
    const interaction = {
      ...base,
      data: {
        id: '1',
        name: 'Explain',
        type: ApplicationCommandType.Message,
        target_id: '99',
        resolved: { messages: { '99': { id: '99', content: 'Does trample work with deathtouch?', timestamp: '2024-03-01T12:00:00.000000+00:00' } } },
      },
    } as unknown as APIInteraction;
    expect(readInteraction(interaction)).toEqual({
      kind: 'message-command',
      name: 'Explain',
      message: { content: 'Does trample work with deathtouch?', createdAt: '2024-03-01T12:00:00.000000+00:00' },
    });
  });

  it('reads a modal sent back: its custom id and every text input, in rows or in labels', () => {
    const interaction = {
      type: InteractionType.ModalSubmit,
      data: {
        custom_id: 'ruling:111:log',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'question', value: 'Does 701.9d apply?' }] },
          { type: 18, component: { type: 4, custom_id: 'ruling', value: 'Yes.' } },
        ],
      },
    } as unknown as APIInteraction;
    expect(readInteraction(interaction)).toEqual({ kind: 'modal-submit', customId: 'ruling:111:log', fields: { question: 'Does 701.9d apply?', ruling: 'Yes.' } });
  });

  it('reads a PING, and calls other component types unsupported', () => {
    expect(readInteraction({ type: InteractionType.Ping } as APIInteraction)).toEqual({ kind: 'ping' });
    const userSelect = { ...buttonInteraction({ customId: 'a:1:b' }), data: { custom_id: 'a:1:b', component_type: ComponentType.UserSelect, values: [] } };
    expect(readInteraction(userSelect as unknown as APIInteraction)).toEqual({ kind: 'unsupported' });
  });
});

describe('interactionFacts', () => {
  it('names a press by its command and action, with the guild and user', () => {
    const press = buttonInteraction({ customId: 'search:1300000000000000300:page:~abcdefghij:2' });
    expect(interactionFacts(press, readInteraction(press))).toMatchObject({ userId: '1300000000000000300', guildId: press.guild_id, label: 'search:page' });
    // The member's roles and permissions travel too: they decide who may log rulings.
    expect(interactionFacts(press, readInteraction(press)).member).toEqual({ roleIds: [...press.member!.roles], permissions: press.member!.permissions });
  });

  it('has no guild in a DM', () => {
    const dm = chatInputInteraction({ name: 'rule', guildId: null, options: { number: '100.1' } });
    expect(interactionFacts(dm, readInteraction(dm)).guildId).toBeNull();
  });
});
