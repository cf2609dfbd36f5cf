/** Plain text of a scenario answer, for the CLI and for scripts that want prose rather than JSON. */
import type { ScenarioStep } from './scenario-step.js';

/**
 * The summary, then the numbered steps, each followed by the rules that decide it.
 * @example renderScenarioText(result) // "Team A: 22 life…\n\n1. A1, A2, B1 and B2 are each dealt 4 damage… [120.3a, 810.9]"
 */
export function renderScenarioText(result: { summary: string; steps: readonly ScenarioStep[] }): string {
  const steps = result.steps.map((step, index) => {
    const rules = step.rules.length > 0 ? ` [${step.rules.join(', ')}]` : '';
    return `${index + 1}. ${step.text}${rules}`;
  });
  return [result.summary, '', ...steps].join('\n');
}
