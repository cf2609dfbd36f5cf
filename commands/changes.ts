/** `/changes` — what the newest release changed against the one before: the first question after a set release. */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import { z } from 'zod';
import { defineCommand } from './framework/command-module.js';
import { showDiff } from './diff.js';

const definition = {
  name: 'changes',
  description: 'What the newest Comprehensive Rules release changed against the previous one',
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;

export default defineCommand({
  definition,
  options: z.object({}),
  // Its pages are /diff pages between the same two releases.
  execute: (_values, userId, context) => showDiff(context, userId, undefined, undefined, undefined, 0),
});
