import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { searchQuerySchema, searchResponseSchema } from './search.ts';

describe('global search query', () => {
  it('defaults to every category and five results each', () => {
    expect(searchQuerySchema.parse({ q: ' camry ' })).toEqual({
      q: 'camry',
      category: 'all',
      limit: 5,
    });
    expect(searchQuerySchema.parse({ q: 'x', category: 'users', limit: '20' })).toMatchObject({
      category: 'users',
      limit: 20,
    });
  });

  it.each([
    [{ q: '' }, 'q', 'generic.required'],
    [{ q: '   ' }, 'q', 'generic.required'],
    [{ q: 'a'.repeat(101) }, 'q', 'generic.maxLength'],
    [{ q: 'a', category: 'branches' }, 'category', 'generic.invalidOption'],
    [{ q: 'a', limit: '0' }, 'limit', 'generic.minValue'],
    [{ q: 'a', limit: '21' }, 'limit', 'generic.maxValue'],
    [{ q: 'a', limit: 'five' }, 'limit', 'generic.integer'],
    [{ q: 'a', page: '1' }, 'page', 'generic.unknownField'],
  ])('refuses %j', (input, path, key) => {
    expect(messagesAt(searchQuerySchema, input, path)).toEqual([key]);
  });

  it('describes the response', () => {
    const result = {
      category: 'vehicles',
      id: 'v1',
      title: 'Toyota Camry',
      subtitle: null,
      score: 1,
    };
    expect(accepts(searchResponseSchema, { query: 'camry', results: [result] })).toBe(true);
    expect(
      accepts(searchResponseSchema, { query: 'x', results: [{ ...result, category: 'all' }] }),
    ).toBe(false);
  });
});
