import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues } from '../../common/describe-issues.js';

const schema = z.object({
  query: z.string().min(1, 'give some words'),
  limit: z.number().int().optional(),
  doc: z.enum(['cr', 'mtr']).optional(),
});

function describe_(input: unknown, hint?: (name: string) => string | undefined): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');
  return describeIssues(parsed.error, input, hint);
}

describe('describeIssues', () => {
  it('says a missing value is required, with what it is for', () => {
    expect(describe_({}, (name) => (name === 'query' ? 'the words to search for' : undefined))).toBe('`query` is required: the words to search for');
  });

  it('says a missing value is required even without a hint', () => {
    expect(describe_({})).toBe('`query` is required');
  });

  it('names the type a value of the wrong type needs, in words', () => {
    expect(describe_({ query: 'x', limit: 'ten' })).toBe('`limit` must be a number');
  });

  it('lists the values a choice accepts', () => {
    expect(describe_({ query: 'x', doc: 'ipg' })).toBe('`doc` must be one of cr, mtr');
  });

  it("keeps the schema's own message", () => {
    expect(describe_({ query: '' })).toBe('`query`: give some words');
  });

  it('joins several problems into one sentence', () => {
    expect(describe_({ limit: 'ten' })).toBe('`query` is required; `limit` must be a number');
  });
});

describe('describeIssues with zod wording', () => {
  it("keeps a choice's own message", () => {
    const parsed = z.object({ doc: z.enum(['cr', 'mtr'], { message: 'choose cr or mtr' }) }).safeParse({ doc: 'jar' });
    expect(describeIssues(parsed.error!, { doc: 'jar' })).toBe('`doc`: choose cr or mtr');
  });

  it('rewords a length limit', () => {
    const parsed = z.object({ at: z.string().max(10) }).safeParse({ at: '2025-11-14T00:00' });
    expect(describeIssues(parsed.error!, {})).toBe('`at` must be at most 10 characters long');
  });
});
