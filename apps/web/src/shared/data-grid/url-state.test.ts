import { describe, expect, it } from 'vitest';
import { exportPath } from './export-menu.tsx';
import { parseGridQuery, toApiParams, writeGridQuery, type GridSchema } from './url-state.ts';

const schema: GridSchema = {
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortFields: ['createdAt', 'name'],
  filterOperators: { status: ['equals', 'in', 'notIn'], createdAt: ['gte', 'lte'] },
};

describe('grid query in the address', () => {
  it('reads the API format and writes it back unchanged', () => {
    const address = new URLSearchParams(
      'page=3&limit=50&search=ab&sort=name:asc&filter[status][in]=active,suspended&filter[createdAt][gte]=2026-01-01&tab=x',
    );
    const query = parseGridQuery(address, schema);
    expect(query).toEqual({
      page: 3,
      limit: 50,
      search: 'ab',
      sort: { field: 'name', direction: 'asc' },
      filters: [
        { field: 'status', op: 'in', value: ['active', 'suspended'] },
        { field: 'createdAt', op: 'gte', value: ['2026-01-01'] },
      ],
    });
    const written = writeGridQuery(address, query, schema);
    expect(parseGridQuery(written, schema)).toEqual(query);
    expect(written.get('tab')).toBe('x');
    expect(written.get('filter[status][in]')).toBe('active,suspended');
  });

  it('drops what the API would refuse: unknown sorts, fields, operators, sizes', () => {
    const query = parseGridQuery(
      new URLSearchParams(
        'page=-1&limit=7&sort=password:asc&filter[status][gt]=a&filter[x][equals]=1',
      ),
      schema,
    );
    expect(query).toEqual({
      page: 1,
      limit: 20,
      search: '',
      sort: { field: 'createdAt', direction: 'desc' },
      filters: [],
    });
  });

  it('builds the API query and the export path from the same state', () => {
    const query = parseGridQuery(
      new URLSearchParams('page=2&search=%20x%20&filter[status][notIn]=inactive'),
      schema,
    );
    expect(toApiParams(query).toString()).toBe(
      'page=2&limit=20&search=x&sort=createdAt%3Adesc&filter%5Bstatus%5D%5BnotIn%5D=inactive',
    );
    expect(exportPath('/users', 'xlsx', query)).toBe(
      '/users/export?search=x&sort=createdAt%3Adesc&filter%5Bstatus%5D%5BnotIn%5D=inactive&format=xlsx',
    );
  });
});
