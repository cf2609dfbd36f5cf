/**
 * zod's validation issues as sentences a user can act on. zod's own messages are written for
 * programmers ("Invalid input: expected string, received undefined"); the schemas' own messages
 * ("use a date like 2025-11-14") are kept, and zod's generic ones are reworded.
 */
import { z } from 'zod';

/** How each type zod expects is said to a user. */
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of named values',
};

type Issue = z.core.$ZodIssue;

/** zod's English messages, to tell its generic wording from a schema's own. */
const ZOD_ENGLISH = z.locales.en();

/** True when the issue carries zod's own wording for it (zod words it from the value it was given). */
function isZodDefault(issue: Issue, value: unknown): boolean {
  const message = ZOD_ENGLISH.localeError({ ...issue, input: value } as Parameters<typeof ZOD_ENGLISH.localeError>[0]);
  return issue.message === (typeof message === 'string' ? message : message?.message);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/**
 * One issue as a sentence about the value `input` held at its path; `hint` says what the named
 * value is for, to tell someone who left it out what to give.
 * @example describeIssue(issue, {}, () => 'the words to search for') // '`query` is required: the words to search for'
 */
export function describeIssue(issue: Issue, input: unknown, hint: (name: string) => string | undefined = () => undefined): string {
  const name = issue.path.map(String).join('.') || 'value';
  const value = valueAt(input, issue.path);
  if (!isZodDefault(issue, value)) return `\`${name}\`: ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type': {
      if (value !== undefined) return `\`${name}\` must be ${EXPECTED[issue.expected] ?? issue.expected}`;
      const what = hint(name);
      return `\`${name}\` is required${what ? `: ${what}` : ''}`;
    }
    case 'invalid_value':
      return `\`${name}\` must be one of ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return `\`${name}\` must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'too_small':
      return `\`${name}\` must be at least ${issue.minimum}${issue.origin === 'string' ? ' characters long' : ''}`;
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `\`${key}\``).join(', ')} ${issue.keys.length === 1 ? 'is' : 'are'} not known here`;
    default:
      return `\`${name}\`: ${issue.message}`;
  }
}

/** Every issue of `error`, joined into one sentence. */
export function describeIssues(error: z.ZodError, input: unknown, hint?: (name: string) => string | undefined): string {
  return error.issues.map((issue) => describeIssue(issue, input, hint)).join('; ');
}
