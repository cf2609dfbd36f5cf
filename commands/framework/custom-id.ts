/**
 * Component custom ids: `<command>:<ownerId>:<action>:<arg>…`. The owner is the user the message
 * was made for: their presses edit the message, anyone else gets their own ephemeral copy.
 */

/** Discord caps custom ids at 100 characters. */
export const MAX_CUSTOM_ID_LENGTH = 100;

export interface CustomId {
  command: string;
  ownerId: string;
  action: string;
  args: string[];
}

/** Builds a custom id; throws if a part contains ':' or the id is too long (a bug, not user input). */
export function encodeCustomId({ command, ownerId, action, args }: CustomId): string {
  const parts = [command, ownerId, action, ...args];
  if (parts.some((part) => part.includes(':'))) throw new Error(`custom id parts may not contain ':' (${parts.join('|')})`);
  const id = parts.join(':');
  if (id.length > MAX_CUSTOM_ID_LENGTH) throw new Error(`custom id longer than ${MAX_CUSTOM_ID_LENGTH}: ${id}`);
  return id;
}

/** Parses a custom id; null for ids this bot did not make. */
export function decodeCustomId(id: string): CustomId | null {
  const [command, ownerId, action, ...args] = id.split(':');
  if (!command || ownerId === undefined || !action) return null;
  return { command, ownerId, action, args };
}
