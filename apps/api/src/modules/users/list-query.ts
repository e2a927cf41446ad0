// The users list's query: which fields sort and filter, with which operators.
import { type ListFilter, parseListQuery } from '@motorpool/domain/list-query';
import type { Language } from '@motorpool/domain/locale-lists';
import type { ValidationIssue } from '@motorpool/domain/validation-issues';
import {
  type UserFilterField,
  userFilterFields as filterable,
  userFilterOperators,
  userSortFields as sortable,
} from '@motorpool/domain/schemas/user';
import { userStatuses } from '@motorpool/domain/value-lists';
import { validationError } from './policy.ts';
import type { UserCondition, UserListQuery } from './repository.ts';

const allowedOperators: Record<UserFilterField, readonly string[]> = userFilterOperators;

export const userListDescription =
  'sort: createdAt | lastName | email | lastLoginAt (field:asc|desc, default createdAt:desc). ' +
  'filter: status (equals, in, notIn), roles (equals, in: any of), email (contains, ' +
  'startsWith), createdAt (gte, lte). search matches first name, last name and e-mail.';

export type ParsedUserList = UserListQuery & { page: number };

/** Parses `page, limit, search, sort, filter[field][op]`; 400 with every problem at once. */
export function parseUserListQuery(
  raw: Readonly<Record<string, unknown>>,
  language: Language,
): ParsedUserList {
  const parsed = parseListQuery(raw, { sortable, filterable });
  if (!parsed.ok) throw validationError(parsed.issues, language, 'querystring');
  const q = parsed.value;
  const issues: ValidationIssue[] = [];
  const conditions = q.filters.flatMap((f) => toCondition(f, issues));
  if (issues.length > 0) throw validationError(issues, language, 'querystring');
  return {
    page: q.page,
    limit: q.limit,
    offset: q.offset,
    ...(q.search ? { search: q.search } : {}),
    sort: q.sort ?? { field: 'createdAt', direction: 'desc' },
    conditions,
  };
}

// Checks a parsed list filter against what the users list allows for its field.
function toCondition(f: ListFilter<UserFilterField>, issues: ValidationIssue[]): UserCondition[] {
  const path = `filter[${f.field}][${f.op}]`;
  if (!allowedOperators[f.field].includes(f.op)) {
    issues.push({ path, message: 'list.invalidOperator' });
    return [];
  }
  const list = Array.isArray(f.value) ? f.value : [f.value];
  const one = list[0] ?? '';
  switch (f.field) {
    case 'status': {
      if (!list.every((s) => (userStatuses as readonly string[]).includes(s))) {
        issues.push({ path, message: 'generic.invalidOption' });
        return [];
      }
      return [{ field: 'status', op: f.op === 'notIn' ? 'notIn' : 'in', value: list }];
    }
    case 'roles':
      return [{ field: 'roles', op: 'in', value: list }];
    case 'email':
      if (one.trim() === '') {
        issues.push({ path, message: 'generic.required' });
        return [];
      }
      return [{ field: 'email', op: f.op as 'contains' | 'startsWith', value: one.trim() }];
    case 'createdAt': {
      const at = /^\d{4}-\d{2}-\d{2}/.test(one) ? new Date(one) : new Date(Number.NaN);
      if (Number.isNaN(at.getTime())) {
        issues.push({ path, message: 'generic.invalidDate' });
        return [];
      }
      return [{ field: 'createdAt', op: f.op as 'gte' | 'lte', value: at }];
    }
  }
}
