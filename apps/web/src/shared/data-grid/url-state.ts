import { filterOperators, listOperators } from './types.ts';
import type { FilterOperator, GridFilter, GridQuery, GridSort } from './types.ts';

export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = 20;

/** What a grid accepts from the address: anything else there is ignored, never sent. */
export type GridSchema = {
  defaultSort: GridSort;
  sortFields: readonly string[];
  /** field → the operators its API accepts */
  filterOperators: Readonly<Record<string, readonly FilterOperator[]>>;
};

const filterKey = /^filter\[([^\]]+)\]\[([^\]]+)\]$/;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function parseSort(value: string | null, schema: GridSchema): GridSort {
  const [field = '', direction] = (value ?? '').split(':');
  if (!schema.sortFields.includes(field)) return schema.defaultSort;
  return { field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

export function isListOperator(op: FilterOperator): boolean {
  return listOperators.includes(op);
}

/** The address (the API's own query format) as the grid's query. */
export function parseGridQuery(params: URLSearchParams, schema: GridSchema): GridQuery {
  const limit = positiveInt(params.get('limit'), defaultPageSize);
  const filters: GridFilter[] = [];
  for (const [key, raw] of params) {
    const match = filterKey.exec(key);
    if (!match) continue;
    const [, field = '', op = ''] = match;
    const allowed = schema.filterOperators[field];
    if (!allowed?.includes(op as FilterOperator)) continue;
    if (!(filterOperators as readonly string[]).includes(op)) continue;
    const operator = op as FilterOperator;
    const value = isListOperator(operator)
      ? raw.split(',').filter((item) => item !== '')
      : [raw].filter((item) => item !== '');
    if (value.length > 0) filters.push({ field, op: operator, value });
  }
  return {
    page: positiveInt(params.get('page'), 1),
    limit: (pageSizes as readonly number[]).includes(limit) ? limit : defaultPageSize,
    search: params.get('search') ?? '',
    sort: parseSort(params.get('sort'), schema),
    filters,
  };
}

/** The grid's query as the API's query string (what the fetcher and the export send). */
export function toApiParams(query: GridQuery, options: { paged?: boolean } = {}): URLSearchParams {
  const out = new URLSearchParams();
  if (options.paged !== false) {
    out.set('page', String(query.page));
    out.set('limit', String(query.limit));
  }
  const search = query.search.trim();
  if (search) out.set('search', search);
  out.set('sort', `${query.sort.field}:${query.sort.direction}`);
  for (const filter of query.filters) {
    out.append(`filter[${filter.field}][${filter.op}]`, filter.value.join(','));
  }
  return out;
}

/**
 * Writes a query back into the address, keeping unrelated parameters; defaults are left out so
 * a plain list has a plain address. The search is kept as typed (the request trims it).
 */
export function writeGridQuery(
  current: URLSearchParams,
  query: GridQuery,
  schema: GridSchema,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!['page', 'limit', 'search', 'sort'].includes(key) && !filterKey.test(key)) {
      next.append(key, value);
    }
  }
  if (query.page > 1) next.set('page', String(query.page));
  if (query.limit !== defaultPageSize) next.set('limit', String(query.limit));
  if (query.search) next.set('search', query.search);
  const { field, direction } = query.sort;
  if (field !== schema.defaultSort.field || direction !== schema.defaultSort.direction) {
    next.set('sort', `${field}:${direction}`);
  }
  for (const filter of query.filters) {
    next.append(`filter[${filter.field}][${filter.op}]`, filter.value.join(','));
  }
  return next;
}
