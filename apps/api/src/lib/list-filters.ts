// Turns the parsed `filter[field][op]` of a list query into SQL, per a whitelist
// that says each field's column and kind; the kind decides which operators make sense.
import {
  type ListCount,
  type ListFilter,
  type ListQuery,
  listDefaults,
  parseListQuery,
} from '@motorpool/domain/list-query';
import type { Language } from '@motorpool/domain/locale-lists';
import type { FilterOperator } from '@motorpool/domain/platform-lists';
import type { ValidationIssue } from '@motorpool/domain/validation-issues';
import {
  type AnyColumn,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { ilikeContains, ilikeEndsWith, ilikeStartsWith } from './like-pattern.ts';
import { validationError } from './request-caller.ts';

export type FieldSpec =
  | { kind: 'enum'; column: AnyColumn; values: readonly string[] }
  | { kind: 'text'; column: AnyColumn }
  | { kind: 'int'; column: AnyColumn }
  | { kind: 'uuid'; column: AnyColumn }
  | { kind: 'bool'; column: AnyColumn }
  // compared by calendar day (a timestamp column by its UTC date)
  | { kind: 'date'; column: AnyColumn };

const operatorsOf: Record<FieldSpec['kind'], readonly FilterOperator[]> = {
  enum: ['equals', 'in', 'notIn'],
  text: ['equals', 'contains', 'startsWith', 'endsWith', 'in', 'notIn'],
  int: ['equals', 'gt', 'gte', 'lt', 'lte', 'in', 'notIn'],
  uuid: ['equals', 'in', 'notIn'],
  bool: ['equals'],
  date: ['equals', 'gt', 'gte', 'lt', 'lte'],
};

export function describeFilters(fields: Record<string, FieldSpec>): string {
  return Object.entries(fields)
    .map(([name, spec]) => `${name} (${operatorsOf[spec.kind].join(', ')})`)
    .join(', ');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseValue(
  spec: FieldSpec,
  text: string,
): { ok: true; value: unknown } | { ok: false; message: ValidationIssue['message'] } {
  const value = text.trim();
  if (value === '') return { ok: false, message: 'generic.required' };
  switch (spec.kind) {
    case 'enum':
      return spec.values.includes(value)
        ? { ok: true, value }
        : { ok: false, message: 'generic.invalidOption' };
    case 'int':
      if (!/^-?\d{1,15}$/.test(value)) return { ok: false, message: 'generic.integer' };
      // The filtered columns are PostgreSQL integers: a value beyond them fails the query.
      return Math.abs(Number(value)) <= 2_147_483_647
        ? { ok: true, value: Number(value) }
        : { ok: false, message: 'generic.invalidNumber' };
    case 'uuid':
      return uuidPattern.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, message: 'generic.invalidFormat' };
    case 'bool':
      return value === 'true' || value === 'false'
        ? { ok: true, value: value === 'true' }
        : { ok: false, message: 'generic.invalidFormat' };
    case 'text':
      return { ok: true, value };
    case 'date':
      return isCalendarDate(value)
        ? { ok: true, value }
        : { ok: false, message: 'generic.invalidDate' };
  }
}

// Date.parse admits 2026-02-30 (rolling it over); PostgreSQL refuses it.
function isCalendarDate(value: string): boolean {
  // PostgreSQL has no year 0.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const dateOperators: Partial<Record<FilterOperator, SQL>> = {
  equals: sql`=`,
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

function toSql(spec: FieldSpec, op: FilterOperator, values: unknown[]): SQL | undefined {
  const column = spec.column;
  if (spec.kind === 'date') {
    const operator = dateOperators[op];
    return operator && sql`(${column})::date ${operator} ${String(values[0])}::date`;
  }
  const [one] = values;
  switch (op) {
    case 'in':
      return inArray(column, values);
    case 'notIn':
      return not(inArray(column, values));
    case 'equals':
      return spec.kind === 'text' ? sql`lower(${column}) = lower(${String(one)})` : eq(column, one);
    case 'contains':
      return ilikeContains(column as SQLWrapper, String(one));
    case 'startsWith':
      return ilikeStartsWith(column as SQLWrapper, String(one));
    case 'endsWith':
      return ilikeEndsWith(column as SQLWrapper, String(one));
    case 'gt':
      return gt(column, one);
    case 'gte':
      return gte(column, one);
    case 'lt':
      return lt(column, one);
    case 'lte':
      return lte(column, one);
    default:
      return ne(column, one);
  }
}

export type ParsedList<S extends string> = {
  page: number;
  limit: number;
  offset: number;
  search?: string;
  sort: { field: S; direction: 'asc' | 'desc' };
  conditions: SQL[];
};

/** Parses page, limit, search, sort and filters; 400 listing every problem at once. */
export function parseFilteredList<S extends string>(
  raw: Readonly<Record<string, unknown>>,
  options: {
    sortable: readonly S[];
    defaultSort: { field: S; direction: 'asc' | 'desc' };
    fields: Record<string, FieldSpec>;
    language: Language;
  },
): ParsedList<S> {
  const filterable = Object.keys(options.fields);
  const parsed = parseListQuery(raw, { sortable: options.sortable, filterable });
  if (!parsed.ok) throw validationError(parsed.issues, options.language, 'querystring');
  const q: ListQuery<S, string> = parsed.value;
  const issues: ValidationIssue[] = [];
  const conditions = q.filters.flatMap((f) => condition(f, options.fields, issues));
  if (issues.length > 0) throw validationError(issues, options.language, 'querystring');
  return {
    page: q.page,
    limit: q.limit,
    offset: q.offset,
    ...(q.search ? { search: q.search } : {}),
    sort: q.sort ?? options.defaultSort,
    conditions,
  };
}

function condition(
  f: ListFilter<string>,
  fields: Record<string, FieldSpec>,
  issues: ValidationIssue[],
): SQL[] {
  const spec = fields[f.field];
  const path = `filter[${f.field}][${f.op}]`;
  if (!spec) return [];
  if (!operatorsOf[spec.kind].includes(f.op)) {
    issues.push({ path, message: 'list.invalidOperator' });
    return [];
  }
  const values: unknown[] = [];
  for (const text of Array.isArray(f.value) ? f.value : [f.value]) {
    const result = parseValue(spec, text);
    if (!result.ok) {
      issues.push({ path, message: result.message });
      return [];
    }
    values.push(result.value);
  }
  const built = toSql(spec, f.op, values);
  return built ? [built] : [];
}

// A short page is the last one, so its total is known without counting. Only a full page
// pays for count(*), which the tenant-leading btree indexes answer with an index scan.
export async function pageTotal(
  q: { offset: number; limit: number },
  returned: number,
  count: () => Promise<number>,
): Promise<number> {
  if (returned < q.limit && (returned > 0 || q.offset === 0)) return q.offset + returned;
  return count();
}

/**
 * For lists that grow without bound. The page is fetched with one row more than asked, so
 * hasMore costs nothing, and each row carries `matching`: the rows matching the filters,
 * counted in the same statement only up to `countLimit` (just past listDefaults.countCap, or
 * past the page when deeper), never all of them. A page past the end has no row to carry the
 * count, so only then does `countAtMost` run.
 */
export async function cappedPage<R extends { matching: number }>(
  q: { offset: number; limit: number },
  fetchRows: (limit: number, countLimit: number) => Promise<R[]>,
  countAtMost: (countLimit: number) => Promise<number>,
): Promise<{ rows: Omit<R, 'matching'>[]; count: ListCount }> {
  const bound = Math.max(listDefaults.countCap, q.offset + q.limit + 1);
  const fetched = await fetchRows(q.limit + 1, bound + 1);
  const hasMore = fetched.length > q.limit;
  const rows = fetched.slice(0, q.limit).map(({ matching: _, ...row }) => row);
  const reached = q.offset + rows.length + (hasMore ? 1 : 0);
  if (!hasMore && (rows.length > 0 || q.offset === 0)) {
    return { rows, count: { total: reached, totalCapped: false, hasMore } };
  }
  const counted = fetched[0]
    ? Math.max(fetched[0].matching, reached)
    : await countAtMost(bound + 1);
  return {
    rows,
    count:
      counted > bound
        ? { total: bound, totalCapped: true, hasMore }
        : { total: counted, totalCapped: false, hasMore },
  };
}
