/**
 * Checks that a payload has the shape readInteraction relies on, before anything reads it: a
 * request signed with the application's key but built by hand (or by a broken proxy) — a command
 * or a button without `data`, a form without `components`, a `member` without `user`,
 * `options: 42` — used to fail with a TypeError deep in the answer, an HTTP 500 and a stack trace
 * on stderr. Only what is read is checked, and every object may carry more fields than are named
 * here (Discord adds fields over time): a stricter check would refuse real interactions.
 */
import { InteractionType, type APIInteraction } from 'discord-api-types/v10';
import { z } from 'zod';
import { describeIssues } from '../common/describe-issues.js';

/** Discord's component and command types this reading relies on. */
const STRING_SELECT = 3;
const MESSAGE_COMMAND = 3;

interface CommandOption {
  name: string;
  type: number;
  value?: string | number | boolean | undefined;
  focused?: boolean | undefined;
  options?: CommandOption[] | undefined;
}

const option: z.ZodType<CommandOption> = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    type: z.number().int(),
    value: z.union([z.string(), z.number(), z.boolean()], { error: 'must be text, a number, or true or false' }).optional(),
    focused: z.boolean().optional(),
    options: z.array(option).optional(),
  }),
);

interface SubmittedComponent {
  custom_id?: string | undefined;
  components?: SubmittedComponent[] | undefined;
  component?: SubmittedComponent | undefined;
}

/** A modal's components, however deep: only string values are read as text (read-interaction.ts). */
const submitted: z.ZodType<SubmittedComponent> = z.lazy(() =>
  z.looseObject({
    custom_id: z.string().optional(),
    components: z.array(submitted).optional(),
    component: submitted.optional(),
  }),
);

const user = z.looseObject({ id: z.string().min(1) });

const envelope = z.looseObject({
  id: z.string().min(1),
  application_id: z.string().min(1),
  token: z.string().min(1),
  type: z.number().int(),
  guild_id: z.string().min(1).optional(),
  member: z.looseObject({ user, roles: z.array(z.string()), permissions: z.string() }).optional(),
  user: user.optional(),
});

const commandData = z.looseObject({
  name: z.string().min(1),
  type: z.number().int(),
  options: z.array(option).optional(),
  target_id: z.string().optional(),
  resolved: z.looseObject({ messages: z.record(z.string(), z.looseObject({ content: z.string().optional(), timestamp: z.string().optional() })).optional() }).optional(),
});

/** The `data` each interaction type must carry; types not named carry none this bot reads. */
const DATA: Partial<Record<InteractionType, z.ZodType>> = {
  [InteractionType.ApplicationCommand]: commandData.refine((data) => data.type !== MESSAGE_COMMAND || data.target_id !== undefined, {
    message: 'a message command names its message (target_id)',
  }),
  [InteractionType.ApplicationCommandAutocomplete]: z.looseObject({ name: z.string().min(1), options: z.array(option).optional() }),
  [InteractionType.MessageComponent]: z
    .looseObject({ custom_id: z.string(), component_type: z.number().int(), values: z.array(z.string()).optional() })
    .refine((data) => data.component_type !== STRING_SELECT || data.values !== undefined, { message: 'a select menu sends its values' }),
  [InteractionType.ModalSubmit]: z.looseObject({ custom_id: z.string(), components: z.array(submitted) }),
};

/**
 * Each type's `data` checked inside its envelope, so the sentence names `data.options`, not
 * `options`. Made once: zod compiles a parser for each object schema on its first use, and a
 * schema made for each interaction was compiled for each one (about 70 µs and 15 KB of code and
 * garbage on the main thread per interaction, measured with the inspector's sampling heap profiler).
 */
const DATA_IN_ENVELOPE = new Map(Object.entries(DATA).map(([type, data]) => [Number(type), z.looseObject({ data })]));

export type ShapeCheck = { ok: true; interaction: APIInteraction } | { ok: false; problem: string };

/** `payload` as an interaction, or a sentence saying what about it is not one Discord sends. */
export function checkInteractionShape(payload: unknown): ShapeCheck {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { ok: false, problem: notAnInteraction('the body is not a JSON object') };
  const outer = envelope.safeParse(payload);
  if (!outer.success) return { ok: false, problem: notAnInteraction(describeIssues(outer.error, payload)) };
  const { type } = outer.data;
  if (type !== InteractionType.Ping && !outer.data.member && !outer.data.user) return { ok: false, problem: notAnInteraction('it names no `member` or `user` who sent it') };
  const inner = DATA_IN_ENVELOPE.get(type)?.safeParse(payload);
  if (inner && !inner.success) return { ok: false, problem: notAnInteraction(describeIssues(inner.error, payload)) };
  return { ok: true, interaction: payload as APIInteraction };
}

function notAnInteraction(what: string): string {
  return `this is not an interaction as Discord sends it: ${what}.`;
}
