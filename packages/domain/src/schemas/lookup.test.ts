import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { lookupBulkCreateSchema, lookupCreateSchema, lookupTypes } from './lookup.ts';

const lookup = { name: 'Sedan', nameAr: 'سيدان', type: 'vehicle_type', code: 'car_type_sedan' };

describe('lookup schemas', () => {
  it('upper-cases type and code and keeps the Arabic name', () => {
    expect(lookupCreateSchema.parse(lookup)).toMatchObject({
      type: 'VEHICLE_TYPE',
      code: 'CAR_TYPE_SEDAN',
      nameAr: 'سيدان',
    });
  });

  it.each(['CAR TYPE', '_SEDAN', 'SEDAN_', 'CAR__TYPE', '1CAR'])('rejects code %j', (code) => {
    expect(messagesAt(lookupCreateSchema, { ...lookup, code }, 'code')).toEqual([
      'lookup.invalidCode',
    ]);
  });

  it('treats the Arabic name as optional and bounded', () => {
    const { nameAr: _nameAr, ...withoutArabic } = lookup;
    expect(accepts(lookupCreateSchema, withoutArabic)).toBe(true);
    expect(
      messagesAt(lookupCreateSchema, { ...lookup, nameAr: 'س'.repeat(101) }, 'nameAr'),
    ).toEqual(['generic.maxLength']);
  });

  it('names the seven types of the admin navigation, each a valid type code', () => {
    expect(lookupTypes).toHaveLength(7);
    for (const type of lookupTypes) {
      expect(accepts(lookupCreateSchema, { ...lookup, type })).toBe(true);
    }
  });

  it('needs at least one lookup in a bulk request', () => {
    expect(accepts(lookupBulkCreateSchema, [])).toBe(false);
    expect(accepts(lookupBulkCreateSchema, [lookup, lookup])).toBe(true);
  });
});
