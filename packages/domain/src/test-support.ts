// Helpers for the schema tests (no test-runner import, so usable from any test file).
// Issues are read the way the API reads them (issuesFromZod): one per unknown key, with paths
// joined by dots.
import { safeParse, type $ZodType } from 'zod/v4/core';
import { issuesFromZod } from './validation-issues.ts';

// The message keys a schema reports for `input` at `path` ('' = the root).
export function messagesAt(schema: $ZodType, input: unknown, path: string): string[] {
  const result = safeParse(schema, input);
  if (result.success) return [];
  return issuesFromZod(result.error)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}

export function accepts(schema: $ZodType, input: unknown): boolean {
  return safeParse(schema, input).success;
}
