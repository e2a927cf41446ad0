import { describe, expect, it } from 'vitest';
import { listResponse, parseListQuery } from './list-query.ts';

const options = {
  sortable: ['createdAt', 'dailyRate'] as const,
  filterable: ['status', 'year', 'make'] as const,
};

describe('parseListQuery', () => {
  it('defaults to page 1 of 20 with no sort and no filter', () => {
    expect(parseListQuery({}, options)).toEqual({
      ok: true,
      value: { page: 1, limit: 20, offset: 0, filters: [] },
    });
  });

  it('reads page, limit, search and sort', () => {
    const result = parseListQuery(
      { page: '3', limit: '50', search: '  camry ', sort: 'dailyRate:desc' },
      options,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        page: 3,
        limit: 50,
        offset: 100,
        search: 'camry',
        sort: { field: 'dailyRate', direction: 'desc' },
        filters: [],
      },
    });
  });

  it('sorts ascending when no direction is given and uses the default sort otherwise', () => {
    expect(parseListQuery({ sort: 'createdAt' }, options)).toMatchObject({
      value: { sort: { field: 'createdAt', direction: 'asc' } },
    });
    const withDefault = {
      ...options,
      defaultSort: { field: 'createdAt', direction: 'desc' } as const,
    };
    expect(parseListQuery({}, withDefault)).toMatchObject({
      value: { sort: { field: 'createdAt', direction: 'desc' } },
    });
  });

  it.each([
    [{ page: '0' }, 'page', 'generic.minValue'],
    [{ page: 'two' }, 'page', 'generic.integer'],
    [{ limit: '101' }, 'limit', 'generic.maxValue'],
    [{ limit: '0' }, 'limit', 'generic.minValue'],
    [{ limit: '2.5' }, 'limit', 'generic.integer'],
    [{ search: 'x'.repeat(201) }, 'search', 'generic.maxLength'],
    [{ sort: 'password:asc' }, 'sort', 'list.sortNotAllowed'],
    [{ sort: 'createdAt:sideways' }, 'sort', 'list.invalidSort'],
    [{ 'filter[password][equals]': 'x' }, 'filter[password][equals]', 'list.filterNotAllowed'],
    [{ 'filter[status][like]': 'x' }, 'filter[status][like]', 'list.invalidOperator'],
    [{ 'filter[status][in]': ' , ' }, 'filter[status][in]', 'generic.required'],
  ])('rejects %j at %s with %s', (raw, path, message) => {
    const result = parseListQuery(raw, options);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('reports the bound of a limit that is too large', () => {
    expect(parseListQuery({ limit: '500' }, options)).toEqual({
      ok: false,
      issues: [{ path: 'limit', message: 'generic.maxValue', params: { value: 100 } }],
    });
  });

  it('reads flat filter keys with every operator and splits list operators', () => {
    const result = parseListQuery(
      {
        'filter[status][in]': 'available,rented',
        'filter[year][gte]': '2020',
        'filter[make][startsWith]': 'Toy',
        'filter[status][notIn]': ['retired', 'maintenance'],
        'filter[make]': 'Toyota',
      },
      options,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        filters: [
          { field: 'status', op: 'in', value: ['available', 'rented'] },
          { field: 'year', op: 'gte', value: '2020' },
          { field: 'make', op: 'startsWith', value: 'Toy' },
          { field: 'status', op: 'notIn', value: ['retired', 'maintenance'] },
          { field: 'make', op: 'equals', value: 'Toyota' },
        ],
      },
    });
  });

  it('reads nested (qs-style) filters too', () => {
    expect(
      parseListQuery({ filter: { year: { lt: '2015' }, status: 'available' } }, options),
    ).toMatchObject({
      ok: true,
      value: {
        filters: [
          { field: 'year', op: 'lt', value: '2015' },
          { field: 'status', op: 'equals', value: 'available' },
        ],
      },
    });
  });

  it('refuses two values for a single-value operator', () => {
    expect(parseListQuery({ 'filter[year][gt]': ['2010', '2020'] }, options)).toMatchObject({
      ok: false,
      issues: [{ path: 'filter[year][gt]', message: 'generic.invalidFormat' }],
    });
  });

  it('collects every problem at once', () => {
    const result = parseListQuery({ page: '-1', sort: 'nope', 'filter[x][eq]': '1' }, options);
    expect(result.ok ? [] : result.issues.map((issue) => issue.path)).toEqual([
      'page',
      'sort',
      'filter[x][eq]',
    ]);
  });
});

describe('listResponse', () => {
  it('says whether more rows follow', () => {
    expect(listResponse([1, 2], 5, { page: 1, limit: 2, offset: 0 }).hasMore).toBe(true);
    expect(listResponse([5], 5, { page: 3, limit: 2, offset: 4 })).toEqual({
      data: [5],
      total: 5,
      totalCapped: false,
      page: 3,
      limit: 2,
      hasMore: false,
    });
  });

  it('passes on a capped count as a lower bound with its own hasMore', () => {
    const count = { total: 1000, totalCapped: true, hasMore: true };
    expect(listResponse([1, 2], count, { page: 1, limit: 2, offset: 0 })).toMatchObject({
      total: 1000,
      totalCapped: true,
      hasMore: true,
    });
  });
});
