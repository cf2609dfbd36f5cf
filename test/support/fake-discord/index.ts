/**
 * A fake Discord (REST + gateway) on 127.0.0.1 for end-to-end tests that run the real discord.js client.
 * @example
 * const fake = await startFakeDiscord();
 * const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
 * const ready = new Promise((resolve) => client.once(Events.ClientReady, resolve));
 * await client.login(fake.token);
 * await ready;
 * const handle = await fake.sendInteraction(chatInputInteraction({ name: 'rule', options: { number: '702.19b' } }));
 * expect(await handle.callback()).toMatchObject({ type: 4, data: { embeds: [{ title: '702.19b' }] } });
 * await client.destroy();
 * await fake.stop();
 */
export { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions, type HttpInteraction, type SentMessageInput } from './start-fake-discord.js';
export type { InteractionHandle } from './interaction-handle.js';
export type { RecordedFile, RecordedRequest, RequestPredicate } from './request-recorder.js';
export { DEFAULT_IDS, nextSnowflake, type FakeDiscordIds } from './ids.js';
export {
  autocompleteInteraction,
  botMessage,
  buttonInteraction,
  chatInputInteraction,
  messageCommandInteraction,
  stringSelectInteraction,
  type AutocompleteInput,
  type BotMessageInput,
  type ButtonInput,
  type ChatInputInput,
  type InteractionContextInput,
  type MessageCommandInput,
  type OptionInput,
  type StringSelectInput,
} from './interaction-payloads.js';
