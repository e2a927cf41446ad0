import type { ValidationIssue } from '@motorpool/domain/validation-issues';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage } from '../lib/language.ts';
import { validationFailure } from './errors.ts';

// Text with control characters is refused once, for every route, before its schema sees it:
// PostgreSQL cannot store NUL at all, and the others only ever arrive by mistake or by malice.
// Body text may hold tabs and line breaks (multi-line notes); addresses and queries may not.
export const controlCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const issues = [
        ...textIssues(request.params, 'params', false),
        ...textIssues(request.query, 'querystring', false),
        ...textIssues(request.body, 'body', true),
      ];
      if (issues.length > 0) {
        throw validationFailure(issues, requestLanguage(request.headers['accept-language']));
      }
    });
  },
  { name: 'control-characters', dependencies: ['errors'] },
);

const maxIssues = 20;

/**
 * Every string (and object key) under `value` that holds a character no field accepts, as
 * issues whose paths start with `where`. Walks without recursion: a deeply nested body must
 * not overflow the stack.
 */
export function textIssues(value: unknown, where: string, allowBreaks: boolean): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: where }];
  while (pending.length > 0 && issues.length < maxIssues) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      if (!isCleanText(next.value, allowBreaks)) {
        issues.push({ path: next.path, message: 'generic.controlCharacters' });
      }
    } else if (Array.isArray(next.value)) {
      next.value.forEach((item, i) => pending.push({ value: item, path: `${next.path}.${i}` }));
    } else if (next.value !== null && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        if (!isCleanText(key, false)) {
          // The key itself is the offence: name where it is without sending it back.
          issues.push({ path: next.path, message: 'generic.controlCharacters' });
        } else {
          pending.push({ value: item, path: `${next.path}.${key}` });
        }
      }
    }
  }
  return issues.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * False for C0 controls (tab, LF and CR allowed when `allowBreaks`), DEL and lone UTF-16
 * surrogates, which cannot be encoded as UTF-8 and would be stored as something else.
 */
export function isCleanText(text: string, allowBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (allowBreaks && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
      return false;
    }
    if (c === 0x7f) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const low = text.charCodeAt(i + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}
