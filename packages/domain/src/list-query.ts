// List conventions: `page` from 1, `limit` default 20 max 100, `search`,
// `sort=field:asc|desc`, `filter[field][op]=value`. Only whitelisted fields sort or filter.
// Accepts a flat query object (`{ 'filter[status][in]': 'a,b' }`, Fastify's default) or a
// nested one (`{ filter: { status: { in: 'a,b' } } }`, qs style).
import { z } from 'zod';
import { filterOperators, listFilterOperators } from './platform-lists.ts';
import type { FilterOperator, SortDirection } from './platform-lists.ts';
import type { ValidationIssue } from './validation-issues.ts';

// countCap: lists count matching rows up to this many. Past it an exact figure would cost a scan
// of every match on every page, and "1,000+" tells a person as much.
export const listDefaults = {
  page: 1,
  limit: 20,
  maxLimit: 100,
  maxSearchLength: 200,
  countCap: 1000,
} as const;

export type ListSort<S extends string> = { field: S; direction: SortDirection };
export type ListFilter<F extends string> = {
  field: F;
  op: FilterOperator;
  // A list for `in` / `notIn` (comma-separated or repeated in the query), else one value.
  value: string | string[];
};
export type ListQuery<S extends string, F extends string> = {
  page: number;
  limit: number;
  offset: number;
  search?: string;
  sort?: ListSort<S>;
  filters: ListFilter<F>[];
};
export type ListQueryOptions<S extends string, F extends string> = {
  sortable: readonly S[];
  filterable: readonly F[];
  defaultSort?: ListSort<S>;
};
export type ListQueryResult<S extends string, F extends string> =
  { ok: true; value: ListQuery<S, F> } | { ok: false; issues: ValidationIssue[] };

export type ListResponse<T> = {
  data: T[];
  /** Matching rows; a lower bound when totalCapped. */
  total: number;
  /** More rows match than were counted (see listDefaults.countCap). */
  totalCapped: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
};

/** What a list knows of its size: exactly, or at least `total` when capped. */
export type ListCount = { total: number; totalCapped: boolean; hasMore: boolean };

// For the OpenAPI document: the fixed keys of a list query (filters are free-form keys).
export const listQuerySchema = z.looseObject({
  page: z.string().regex(/^\d+$/).optional(),
  limit: z.string().regex(/^\d+$/).optional(),
  search: z.string().max(listDefaults.maxSearchLength).optional(),
  sort: z
    .string()
    .regex(/^\w+(:(asc|desc))?$/)
    .optional(),
});

const filterKeyPattern = /^filter\[([^\]]+)\](?:\[([^\]]+)\])?$/;

export function parseListQuery<S extends string, F extends string>(
  raw: Readonly<Record<string, unknown>>,
  options: ListQueryOptions<S, F>,
): ListQueryResult<S, F> {
  const issues: ValidationIssue[] = [];
  const page = parseInteger(raw.page, 'page', listDefaults.page, 1, undefined, issues);
  const limit = parseInteger(
    raw.limit,
    'limit',
    listDefaults.limit,
    1,
    listDefaults.maxLimit,
    issues,
  );
  const search = parseSearch(raw.search, issues);
  const sort = parseSort(raw.sort, options, issues) ?? options.defaultSort;
  const filters = collectFilters(raw).flatMap((entry) => parseFilter(entry, options, issues));
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      page,
      limit,
      offset: (page - 1) * limit,
      ...(search ? { search } : {}),
      ...(sort ? { sort } : {}),
      filters,
    },
  };
}

export function listResponse<T>(
  data: T[],
  count: number | ListCount,
  query: Pick<ListQuery<string, string>, 'page' | 'limit' | 'offset'>,
): ListResponse<T> {
  const known: ListCount =
    typeof count === 'number'
      ? { total: count, totalCapped: false, hasMore: query.offset + data.length < count }
      : count;
  return {
    data,
    total: known.total,
    totalCapped: known.totalCapped,
    page: query.page,
    limit: query.limit,
    hasMore: known.hasMore,
  };
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function parseInteger(
  rawValue: unknown,
  path: string,
  fallback: number,
  min: number,
  max: number | undefined,
  issues: ValidationIssue[],
): number {
  const value = single(rawValue);
  if (value === undefined || value === '') return fallback;
  const text = String(value).trim();
  if (!/^-?\d+$/.test(text)) {
    issues.push({ path, message: 'generic.integer' });
    return fallback;
  }
  const number = Number(text);
  if (number < min) issues.push({ path, message: 'generic.minValue', params: { value: min } });
  else if (max !== undefined && number > max) {
    issues.push({ path, message: 'generic.maxValue', params: { value: max } });
  } else if (Number.isSafeInteger(number)) return number;
  return fallback;
}

function parseSearch(rawValue: unknown, issues: ValidationIssue[]): string | undefined {
  const value = single(rawValue);
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text.length > listDefaults.maxSearchLength) {
    issues.push({
      path: 'search',
      message: 'generic.maxLength',
      params: { max: listDefaults.maxSearchLength },
    });
    return undefined;
  }
  return text || undefined;
}

function parseSort<S extends string, F extends string>(
  rawValue: unknown,
  options: ListQueryOptions<S, F>,
  issues: ValidationIssue[],
): ListSort<S> | undefined {
  const value = single(rawValue);
  if (value === undefined || value === '') return undefined;
  const match = /^([^:]+?)(?::(asc|desc))?$/i.exec(String(value).trim());
  if (!match?.[1]) {
    issues.push({ path: 'sort', message: 'list.invalidSort' });
    return undefined;
  }
  const field = options.sortable.find((candidate) => candidate === match[1]);
  if (!field) {
    issues.push({ path: 'sort', message: 'list.sortNotAllowed' });
    return undefined;
  }
  const direction: SortDirection = match[2]?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  return { field, direction };
}

type RawFilter = { path: string; field: string; op: string; value: unknown };

function collectFilters(raw: Readonly<Record<string, unknown>>): RawFilter[] {
  const found: RawFilter[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const match = filterKeyPattern.exec(key);
    if (match?.[1]) {
      found.push({ path: key, field: match[1], op: match[2] ?? 'equals', value });
    }
  }
  const nested = raw.filter;
  if (isRecord(nested)) {
    for (const [field, byOp] of Object.entries(nested)) {
      if (isRecord(byOp)) {
        for (const [op, value] of Object.entries(byOp)) {
          found.push({ path: `filter[${field}][${op}]`, field, op, value });
        }
      } else {
        found.push({ path: `filter[${field}]`, field, op: 'equals', value: byOp });
      }
    }
  }
  return found;
}

function parseFilter<S extends string, F extends string>(
  entry: RawFilter,
  options: ListQueryOptions<S, F>,
  issues: ValidationIssue[],
): ListFilter<F>[] {
  const field = options.filterable.find((candidate) => candidate === entry.field);
  if (!field) {
    issues.push({ path: entry.path, message: 'list.filterNotAllowed' });
    return [];
  }
  const op = filterOperators.find((candidate) => candidate === entry.op);
  if (!op) {
    issues.push({ path: entry.path, message: 'list.invalidOperator' });
    return [];
  }
  const values = (Array.isArray(entry.value) ? entry.value : [entry.value])
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map((item) => String(item));
  if ((listFilterOperators as readonly FilterOperator[]).includes(op)) {
    const list = values
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean);
    if (list.length === 0) {
      issues.push({ path: entry.path, message: 'generic.required' });
      return [];
    }
    return [{ field, op, value: list }];
  }
  if (values.length !== 1 || values[0] === undefined) {
    issues.push({
      path: entry.path,
      message: values.length ? 'generic.invalidFormat' : 'generic.required',
    });
    return [];
  }
  return [{ field, op, value: values[0] }];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
