import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registrationSchema } from './schemas/auth.ts';
import { issuesFromZod, toErrorDetails } from './validation-issues.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return issuesFromZod(result.error);
}

describe('issuesFromZod', () => {
  it('keeps message keys and carries min/max as params', () => {
    const schema = z.object({ name: z.string().min(3, { error: 'generic.minLength' }) });
    expect(issuesOf(schema, { name: 'ab' })).toEqual([
      { path: 'name', message: 'generic.minLength', params: { min: 3, count: 3, value: 3 } },
    ]);
  });

  it('maps zod’s own English messages to generic keys', () => {
    const schema = z.strictObject({ age: z.number().max(10), kind: z.enum(['a', 'b']) });
    expect(issuesOf(schema, { age: 11, kind: 'c', extra: 1 })).toEqual([
      { path: 'age', message: 'generic.maxValue', params: { max: 10, count: 10, value: 10 } },
      { path: 'kind', message: 'generic.invalidOption' },
      { path: 'extra', message: 'generic.unknownField' },
    ]);
    expect(issuesOf(z.object({ a: z.string() }), {})).toEqual([
      { path: 'a', message: 'generic.required' },
    ]);
  });

  it('passes a custom issue’s params through (minimum age)', () => {
    const issues = issuesOf(registrationSchema, {
      dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01`,
    });
    expect(issues).toContainEqual({
      path: 'dateOfBirth',
      message: 'registration.minimumAge',
      params: { age: 18 },
    });
  });
});

describe('toErrorDetails', () => {
  it('writes the messages out in the requested language', () => {
    const issues = [
      { path: 'password', message: 'generic.minLength', params: { min: 8 } },
      { path: 'email', message: 'generic.required' },
    ] as const;
    expect(toErrorDetails(issues)).toEqual([
      { path: 'password', message: 'Minimum 8 characters' },
      { path: 'email', message: 'This field is required' },
    ]);
    expect(toErrorDetails(issues, 'ar')[1]).toEqual({ path: 'email', message: 'هذا الحقل مطلوب' });
  });
});
