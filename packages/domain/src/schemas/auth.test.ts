import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  registrationSchema,
  resetPasswordSchema,
} from './auth.ts';

describe('loginSchema', () => {
  const valid = { email: 'Admin@Demo.test ', password: 'secret' };

  it('accepts a valid login and normalises the email', () => {
    expect(loginSchema.parse(valid)).toEqual({ email: 'admin@demo.test', password: 'secret' });
  });

  it.each([
    [undefined, 'login.emailRequired'],
    ['', 'login.emailRequired'],
    ['a@b', 'login.emailTooShort'],
    ['not-an-email', 'login.emailInvalid'],
  ])('rejects email %j with %s', (email, key) => {
    expect(messagesAt(loginSchema, { ...valid, email }, 'email')).toEqual([key]);
  });

  it.each([
    [undefined, 'login.passwordRequired'],
    ['', 'login.passwordRequired'],
    ['12345', 'login.passwordTooShort'],
  ])('rejects password %j with %s', (password, key) => {
    expect(messagesAt(loginSchema, { ...valid, password }, 'password')).toEqual([key]);
  });

  it('accepts a 6-character password (login minimum)', () => {
    expect(accepts(loginSchema, { ...valid, password: '123456' })).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(messagesAt(loginSchema, { ...valid, role: 'admin' }, 'role')).toEqual([
      'generic.unknownField',
    ]);
  });
});

describe('newPasswordSchema', () => {
  it('accepts 8+ characters with upper, lower, number and special', () => {
    expect(accepts(newPasswordSchema, 'Demo@12345')).toBe(true);
  });

  it.each([
    ['Ab1!', 'password.tooShort'],
    ['abcdef1!', 'password.uppercaseRequired'],
    ['ABCDEF1!', 'password.lowercaseRequired'],
    ['Abcdefg!', 'password.numberRequired'],
    ['Abcdefg1', 'password.specialRequired'],
    ['', 'generic.required'],
  ])('rejects %j with %s', (password, key) => {
    expect(messagesAt(newPasswordSchema, password, '')).toContain(key);
  });

  it('reports every missing rule at once', () => {
    expect(messagesAt(newPasswordSchema, 'abc', '')).toEqual([
      'password.tooShort',
      'password.uppercaseRequired',
      'password.numberRequired',
      'password.specialRequired',
    ]);
  });
});

const registration = {
  firstName: 'Sara',
  lastName: 'Al-Harbi',
  email: 'sara@example.com',
  phone: '+966 50 123 4567',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  dateOfBirth: '1990-05-17',
  licenseNumber: 'sa-1234567',
  licenseExpiryDate: '2099-01-01',
  licenseIssuingCountry: 'SA',
  address: 'King Fahd Road 12',
  city: 'Riyadh',
  country: 'SA',
  postalCode: '12211',
  emergencyContactName: 'Omar',
  emergencyContactPhone: '0501234567',
  agreeToTerms: true,
};

describe('registrationSchema', () => {
  it('accepts a complete registration and defaults marketing consent to false', () => {
    const parsed = registrationSchema.parse(registration);
    expect(parsed.marketingConsent).toBe(false);
    expect(parsed.licenseNumber).toBe('SA-1234567');
  });

  it('requires matching passwords', () => {
    expect(
      messagesAt(
        registrationSchema,
        { ...registration, confirmPassword: 'Other!pass1' },
        'confirmPassword',
      ),
    ).toEqual(['password.mismatch']);
  });

  it('requires agreeing to the terms', () => {
    expect(
      messagesAt(registrationSchema, { ...registration, agreeToTerms: false }, 'agreeToTerms'),
    ).toEqual(['terms.mustAgree']);
    expect(
      messagesAt(registrationSchema, { ...registration, agreeToTerms: undefined }, 'agreeToTerms'),
    ).toEqual(['terms.mustAgree']);
  });

  it('reports a mismatch together with other field errors', () => {
    const input = { ...registration, email: 'bad', confirmPassword: 'x' };
    expect(messagesAt(registrationSchema, input, 'email')).toEqual(['generic.invalidEmail']);
    expect(messagesAt(registrationSchema, input, 'confirmPassword')).toEqual(['password.mismatch']);
  });

  it('only offers the registration countries', () => {
    expect(messagesAt(registrationSchema, { ...registration, country: 'JP' }, 'country')).toEqual([
      'generic.invalidOption',
    ]);
    expect(accepts(registrationSchema, { ...registration, country: 'PK' })).toBe(true);
  });

  it('requires an adult renter with a date of birth in the past', () => {
    const child = { ...registration, dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` };
    expect(messagesAt(registrationSchema, child, 'dateOfBirth')).toEqual([
      'registration.minimumAge',
    ]);
    expect(
      messagesAt(registrationSchema, { ...registration, dateOfBirth: '2999-01-01' }, 'dateOfBirth'),
    ).toEqual(['generic.datePast']);
    expect(
      messagesAt(registrationSchema, { ...registration, dateOfBirth: '1990-02-30' }, 'dateOfBirth'),
    ).toEqual(['generic.invalidDate']);
  });

  it('requires a licence that has not expired', () => {
    expect(
      messagesAt(
        registrationSchema,
        { ...registration, licenseExpiryDate: '2001-01-01' },
        'licenseExpiryDate',
      ),
    ).toEqual(['generic.dateFuture']);
  });

  it('validates phone numbers and licence numbers', () => {
    expect(messagesAt(registrationSchema, { ...registration, phone: '12ab' }, 'phone')).toEqual([
      'generic.invalidPhone',
    ]);
    expect(
      messagesAt(registrationSchema, { ...registration, licenseNumber: '#!' }, 'licenseNumber'),
    ).toEqual(['customer.invalidLicenseNumber']);
  });

  it.each(['firstName', 'lastName', 'address', 'city', 'emergencyContactName'])(
    'requires %s',
    (field) => {
      expect(messagesAt(registrationSchema, { ...registration, [field]: '  ' }, field)).toEqual([
        'generic.required',
      ]);
    },
  );
});

describe('password change and reset', () => {
  it('accepts a confirmed, strong, different new password', () => {
    expect(
      accepts(changePasswordSchema, {
        currentPassword: 'Old!pass1',
        newPassword: 'New!pass12',
        confirmPassword: 'New!pass12',
      }),
    ).toBe(true);
  });

  it('rejects an unconfirmed or unchanged new password', () => {
    expect(
      messagesAt(
        changePasswordSchema,
        { currentPassword: 'Old!pass1', newPassword: 'New!pass12', confirmPassword: 'New!pass13' },
        'confirmPassword',
      ),
    ).toEqual(['password.mismatch']);
    expect(
      messagesAt(
        changePasswordSchema,
        { currentPassword: 'Same!pass1', newPassword: 'Same!pass1', confirmPassword: 'Same!pass1' },
        'newPassword',
      ),
    ).toEqual(['password.sameAsCurrent']);
  });

  it('rejects a weak new password', () => {
    expect(
      messagesAt(
        changePasswordSchema,
        { currentPassword: 'x', newPassword: 'weakpass', confirmPassword: 'weakpass' },
        'newPassword',
      ),
    ).toContain('password.uppercaseRequired');
  });

  it('requires a valid email to send a reset link', () => {
    expect(messagesAt(forgotPasswordSchema, { email: 'nope' }, 'email')).toEqual([
      'generic.invalidEmail',
    ]);
    expect(messagesAt(forgotPasswordSchema, {}, 'email')).toEqual(['generic.required']);
  });

  it('requires a token and a confirmed strong password to reset', () => {
    expect(
      messagesAt(
        resetPasswordSchema,
        { password: 'New!pass12', confirmPassword: 'New!pass12' },
        'token',
      ),
    ).toEqual(['generic.required']);
    expect(
      messagesAt(
        resetPasswordSchema,
        { token: 't', password: 'New!pass12', confirmPassword: 'x' },
        'confirmPassword',
      ),
    ).toEqual(['password.mismatch']);
  });
});
