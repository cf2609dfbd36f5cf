/** A fake Discord (REST + gateway) on 127.0.0.1 for end-to-end tests that run the real discord.js client. */
export { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions } from './start-fake-discord.js';
export type { InteractionHandle } from './interaction-handle.js';
export type { RecordedFile, RecordedRequest, RequestPredicate } from './request-recorder.js';
export { DEFAULT_IDS, nextSnowflake, type FakeDiscordIds } from './ids.js';
export {
  autocompleteInteraction,
  botMessage,
  buttonInteraction,
  chatInputInteraction,
  stringSelectInteraction,
  type AutocompleteInput,
  type BotMessageInput,
  type ButtonInput,
  type ChatInputInput,
  type InteractionContextInput,
  type OptionInput,
  type StringSelectInput,
} from './interaction-payloads.js';
