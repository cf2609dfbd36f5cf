/** Registers the slash and message commands with Discord, from the same modules the bot runs. Never done at start-up. */
import { REST, Routes } from 'discord.js';
import type { RESTGetCurrentApplicationResult } from 'discord-api-types/v10';
import { COMMANDS } from '../commands/index.js';
import { commandDefinitions } from '../commands/framework/dispatch.js';

export interface DeployResult {
  applicationId: string;
  count: number;
  guildId?: string;
}

/** PUTs every command definition (slash and message commands), globally or (for testing) in one guild. */
export async function deployCommands(token: string, apiUrl: string | undefined, guildId?: string): Promise<DeployResult> {
  const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
  const application = (await rest.get(Routes.currentApplication())) as RESTGetCurrentApplicationResult;
  const body = commandDefinitions(COMMANDS);
  const route = guildId ? Routes.applicationGuildCommands(application.id, guildId) : Routes.applicationCommands(application.id);
  await rest.put(route, { body });
  return { applicationId: application.id, count: body.length, ...(guildId ? { guildId } : {}) };
}
