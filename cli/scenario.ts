/** `arbiter scenario 2hg|prevent|replacement|layers …` — the scenario helpers for scripts, same engines as Discord. */
import type { z } from 'zod';
import { layersSpec } from '../commands/layers.js';
import { preventSpec } from '../commands/prevent.js';
import { replacementSpec } from '../commands/replacement.js';
import { citationsFor } from '../commands/views/scenario-citations.js';
import type { ScenarioSpec } from '../commands/views/scenario-command.js';
import { twoHeadedGiantSpec } from '../commands/two-headed-giant.js';
import { releaseAt } from '../rules-db/store/release-queries.js';
import { describeIssues } from '../common/describe-issues.js';
import { UserError } from '../common/user-error.js';
import { printJson, type CliCommand, type CliContext, type OptionValues } from './framework/cli-context.js';
import { renderTerminalMarkdown } from './console/terminal-markdown.js';

/** Validates `raw` like the slash command does, runs the engine, prints JSON or readable text. */
function runScenario<Options extends z.ZodType>(spec: ScenarioSpec<Options>, raw: Record<string, unknown>, json: boolean, context: CliContext): number {
  const parsed = spec.options.safeParse(raw);
  if (!parsed.success) {
    throw new UserError('bad-scenario', `${describeIssues(parsed.error, raw)}.`);
  }
  const db = context.db();
  const release = releaseAt(db);
  const answer = spec.answer(parsed.data, citationsFor(db, release), db);
  if (!answer.ok) throw new UserError('bad-scenario', answer.error);
  if (json) {
    printJson(context, answer.value.result);
    return 0;
  }
  const { summary, details, steps } = answer.value;
  const lines = [summary, '', ...(details.length > 0 ? [...details.map((detail) => renderTerminalMarkdown(detail, false)), ''] : [])];
  steps.forEach((step, index) => lines.push(`${index + 1}. ${step.text}${step.rules.length > 0 ? ` [${step.rules.join(', ')}]` : ''}`));
  lines.push('', `-- Comprehensive Rules, effective ${release.effectiveDate}`);
  context.stdout(lines.join('\n') + '\n');
  return 0;
}

/** A numeric flag as a number; a UserError naming the flag when it is not a whole number. */
function wholeNumber(values: OptionValues, flag: string): number | undefined {
  const value = values[flag];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw new UserError('bad-flag', `--${flag} must be a whole number, 0 or more (got "${String(value)}").`);
  return Number(value);
}

function requireText(positionals: string[], usage: string, example: string): string {
  const text = positionals.join(' ').trim();
  if (text === '') throw new UserError('usage', `Usage: ${usage}\nExample: ${example}`);
  return text;
}

const TWO_HEADED_GIANT_USAGE = 'arbiter scenario 2hg [--a LIFE] [--b LIFE] [--poison-a N] [--poison-b N] [--players N] "<event>; <event>; …" [--json]';

export const scenarioTwoHeadedGiant: CliCommand = {
  name: 'scenario 2hg',
  summary: 'Two-Headed Giant life and poison, step by step with the rules.',
  usage: TWO_HEADED_GIANT_USAGE,
  writes: false,
  options: { a: { type: 'string' }, b: { type: 'string' }, 'poison-a': { type: 'string' }, 'poison-b': { type: 'string' }, players: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const events = requireText(positionals, TWO_HEADED_GIANT_USAGE, 'arbiter scenario 2hg "damage each 4; pay A1 3"');
    const raw = { events, a: wholeNumber(values, 'a'), b: wholeNumber(values, 'b'), 'poison-a': wholeNumber(values, 'poison-a'), 'poison-b': wholeNumber(values, 'poison-b'), players: wholeNumber(values, 'players') };
    return runScenario(twoHeadedGiantSpec, raw, values.json === true, context);
  },
};

const PREVENT_USAGE = 'arbiter scenario prevent --shields "<shield>; <shield>; …" "<damage events>" [--json]';

export const scenarioPrevent: CliCommand = {
  name: 'scenario prevent',
  summary: 'Damage-prevention shields against damage events, with the rules and the choices.',
  usage: PREVENT_USAGE,
  writes: false,
  options: { shields: { type: 'string' }, json: { type: 'boolean' } },
  run(positionals, values, context) {
    const damage = requireText(positionals, PREVENT_USAGE, 'arbiter scenario prevent --shields "me: prevent 3" "Goblin[red] deals 2 to me"');
    return runScenario(preventSpec, { shields: values.shields ?? '', damage }, values.json === true, context);
  },
};

const REPLACEMENT_USAGE = 'arbiter scenario replacement "event: …; affected: …; effects: …" [--json]';

export const scenarioReplacement: CliCommand = {
  name: 'scenario replacement',
  summary: 'Who orders replacement/prevention effects, and which must come first.',
  usage: REPLACEMENT_USAGE,
  writes: false,
  options: { json: { type: 'boolean' } },
  run(positionals, values, context) {
    const scenario = requireText(
      positionals,
      REPLACEMENT_USAGE,
      'arbiter scenario replacement "event: Bears would die; affected: Bears (controller A); effects: Rest in Peace (controller B)"',
    );
    return runScenario(replacementSpec, { scenario }, values.json === true, context);
  },
};

const LAYERS_USAGE = 'arbiter scenario layers "<object>: <characteristics>, <effects>; <object>: …" [--json]';

export const scenarioLayers: CliCommand = {
  name: 'scenario layers',
  summary: 'Continuous effects applied layer by layer (rule 613), with dependencies and the rules.',
  usage: LAYERS_USAGE,
  writes: false,
  options: { json: { type: 'boolean' } },
  run(positionals, values, context) {
    const scenario = requireText(
      positionals,
      LAYERS_USAGE,
      'arbiter scenario layers "Blood Moon @1: enchantment, nonbasic lands are Mountains; Urborg @2: legendary land, each land is a Swamp in addition to its other land types"',
    );
    return runScenario(layersSpec, { scenario }, values.json === true, context);
  },
};
