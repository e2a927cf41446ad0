import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { customerCreateSchema, customerUpdateSchema } from './customer.ts';
import { updatesPassword, userCreateSchema, userUpdateSchema } from './user.ts';

const user = {
  firstName: 'Nora',
  lastName: 'Saleh',
  email: 'nora@demo.test',
  password: 'Demo@12345',
  roles: ['manager'],
  branchId: '0190f5b4-7c1e-7a3b-9c2d-1e2f3a4b5c6d',
};

describe('user schemas', () => {
  it('accepts a new user with a strong password and a role', () => {
    expect(accepts(userCreateSchema, user)).toBe(true);
  });

  it('requires a password on create', () => {
    expect(messagesAt(userCreateSchema, { ...user, password: undefined }, 'password')).toEqual([
      'generic.required',
    ]);
  });

  it('requires at least one role, without duplicates', () => {
    expect(messagesAt(userCreateSchema, { ...user, roles: [] }, 'roles')).toEqual([
      'user.rolesRequired',
    ]);
    expect(messagesAt(userCreateSchema, { ...user, roles: ['staff', 'staff'] }, 'roles')).toEqual([
      'generic.duplicateItems',
    ]);
  });

  it('keeps the current password when the edit leaves it empty or absent', () => {
    const empty = userUpdateSchema.parse({ firstName: 'N', password: '' });
    expect(updatesPassword(empty)).toBe(false);
    expect(updatesPassword(userUpdateSchema.parse({ firstName: 'N' }))).toBe(false);
    expect(updatesPassword(userUpdateSchema.parse({ password: 'New@12345' }))).toBe(true);
  });

  it('still validates a password typed on edit', () => {
    expect(messagesAt(userUpdateSchema, { password: 'short' }, 'password')).toContain(
      'password.tooShort',
    );
  });

  it('validates the user status', () => {
    expect(messagesAt(userUpdateSchema, { status: 'deleted' }, 'status')).toEqual([
      'generic.invalidOption',
    ]);
  });
});

const customer = {
  firstName: 'Ali',
  lastName: 'Hassan',
  email: 'ali@example.com',
  phone: '+971 4 123 4567',
  idNumber: '1234567890',
};

describe('customer schemas', () => {
  it('accepts the drawer’s five required fields alone', () => {
    expect(accepts(customerCreateSchema, customer)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'idNumber'])('requires %s', (field) => {
    expect(messagesAt(customerCreateSchema, { ...customer, [field]: undefined }, field)).toEqual([
      'generic.required',
    ]);
    expect(messagesAt(customerCreateSchema, { ...customer, [field]: '' }, field)).toEqual([
      'generic.required',
    ]);
  });

  it('validates email, phone, ID number and driving licence number', () => {
    expect(messagesAt(customerCreateSchema, { ...customer, email: 'ali@' }, 'email')).toEqual([
      'generic.invalidEmail',
    ]);
    expect(messagesAt(customerCreateSchema, { ...customer, phone: '12345' }, 'phone')).toEqual([
      'generic.invalidPhone',
    ]);
    expect(messagesAt(customerCreateSchema, { ...customer, idNumber: 'A1' }, 'idNumber')).toEqual([
      'customer.invalidIdNumber',
    ]);
    expect(
      messagesAt(
        customerCreateSchema,
        { ...customer, drivingLicenseNumber: 'X' },
        'drivingLicenseNumber',
      ),
    ).toEqual(['customer.invalidLicenseNumber']);
    expect(accepts(customerCreateSchema, { ...customer, drivingLicenseNumber: 'DL 123-456' })).toBe(
      true,
    );
  });

  it('takes money (credit limit) as integer minor units only', () => {
    expect(accepts(customerCreateSchema, { ...customer, creditLimit: 500000 })).toBe(true);
    expect(
      messagesAt(customerCreateSchema, { ...customer, creditLimit: 10.5 }, 'creditLimit'),
    ).toEqual(['generic.integer']);
    expect(
      messagesAt(customerCreateSchema, { ...customer, creditLimit: -1 }, 'creditLimit'),
    ).toEqual(['generic.nonNegative']);
  });

  it('starts a customer as pending or active only', () => {
    expect(accepts(customerCreateSchema, { ...customer, status: 'active' })).toBe(true);
    expect(
      messagesAt(customerCreateSchema, { ...customer, status: 'blacklisted' }, 'status'),
    ).toEqual(['generic.invalidOption']);
    expect(messagesAt(customerCreateSchema, { ...customer, status: null }, 'status')).toEqual([
      'generic.required',
    ]);
  });

  it('does not change status through an update', () => {
    expect(messagesAt(customerUpdateSchema, { status: 'active' }, 'status')).toEqual([
      'generic.unknownField',
    ]);
  });

  it('rejects a birth date in the future', () => {
    expect(messagesAt(customerUpdateSchema, { dateOfBirth: '2999-01-01' }, 'dateOfBirth')).toEqual([
      'generic.datePast',
    ]);
  });
});
