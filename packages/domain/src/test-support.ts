// Helpers for the schema tests (no test-runner import, so usable from any test file).
// Issues are read the way the API reads them (issuesFromZod): one per unknown key, with paths
// joined by dots.
import type { z } from 'zod';
import { issuesFromZod } from './validation-issues.ts';

// The message keys a schema reports for `input` at `path` ('' = the root).
export function messagesAt(schema: z.ZodType, input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return issuesFromZod(result.error)
    .filter((issue) => issue.path === path)
    .map((issue) => issue.message);
}

export function accepts(schema: z.ZodType, input: unknown): boolean {
  return schema.safeParse(input).success;
}
