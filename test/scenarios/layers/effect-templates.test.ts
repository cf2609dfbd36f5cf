/** The template table: valid, and each entry's example read as that entry says. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileTemplates, effectTemplates, TEMPLATES_FILE, templatesFileSchema } from '../../../scenarios/layers/effect-templates.js';
import { normaliseLine } from '../../../scenarios/layers/oracle-text.js';
import { parseEffectSentence } from '../../../scenarios/layers/parse-effect.js';

const context = { objectNames: ['Grizzly Bears', 'Lord of Atlantis'], subtypes: [] };

describe('effect-templates.json', () => {
  it('validates, with a reason for every entry', () => {
    const file = templatesFileSchema.parse(JSON.parse(readFileSync(TEMPLATES_FILE, 'utf8')));
    expect(file.templates.length).toBe(effectTemplates().length);
    for (const template of file.templates) expect(template.reason.length, template.pattern).toBeGreaterThan(20);
  });

  it.each(effectTemplates().map((template) => [template.pattern, template]))('reads its own example: %s', (_, template) => {
    const sentence = normaliseLine(template.example.replace(/\.$/, ''), 'Clone');
    const parsed = parseEffectSentence(sentence, context);
    expect(parsed.ok, parsed.ok ? '' : parsed.problem).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.changes).toContain(template.change);
    if (template.change === 'rules-effect') expect(parsed.value.rulesEffect).not.toBeNull();
    else expect(parsed.value.parts.length).toBeGreaterThan(0);
  });

  it('refuses an entry with an unknown slot or without a reason', () => {
    const entry = { form: 'predicate', pattern: 'gets {bonus}', change: 'modify-pt', reason: 'Modifies power and toughness: layer 7c.', example: 'gets +1/+1' };
    expect(templatesFileSchema.safeParse({ templates: [entry] }).success).toBe(false);
    expect(templatesFileSchema.safeParse({ templates: [{ ...entry, pattern: 'gets {mod}', reason: '' }] }).success).toBe(false);
    expect(compileTemplates([{ ...entry, pattern: 'gets {mod}' } as never])[0]!.regex.test('GETS +2/+0')).toBe(true);
  });
});
