import { describe, expect, it } from 'vitest';
import { validationMessagesAr } from './validation-messages-ar.ts';
import { validationMessagesEn } from './validation-messages-en.ts';
import {
  formatMessage,
  isValidationMessageKey,
  messagePlaceholders,
  validationMessageKeys,
} from './validation-messages.ts';

describe('validation messages', () => {
  it('has exactly the same keys in English and Arabic', () => {
    expect(Object.keys(validationMessagesAr).sort()).toEqual(
      Object.keys(validationMessagesEn).sort(),
    );
  });

  it.each(validationMessageKeys)('%s uses the same placeholders in both languages', (key) => {
    const en = messagePlaceholders(validationMessagesEn[key]).sort();
    const ar = messagePlaceholders(validationMessagesAr[key]).sort();
    expect(ar).toEqual(en);
  });

  it.each(validationMessageKeys)('%s has a non-empty Arabic text written in Arabic', (key) => {
    expect(validationMessagesAr[key]).toMatch(/[\u0600-\u06FF]/);
    expect(validationMessagesAr[key]).not.toBe(validationMessagesEn[key]);
  });

  it.each([
    ['login.emailRequired', 'Email address is required'],
    ['login.emailInvalid', 'Please enter a valid email address'],
    ['login.emailTooShort', 'Email address is too short'],
    ['login.passwordRequired', 'Password is required'],
    ['login.passwordTooShort', 'Password must be at least 6 characters long'],
    ['login.passwordIncorrect', 'Password is incorrect'],
    ['password.mismatch', 'Passwords do not match'],
    ['terms.mustAgree', 'You must agree to the terms'],
    ['terms.mustAgreeBeforeUse', 'You must agree to the terms before using our services'],
    ['generic.required', 'This field is required'],
    ['generic.invalidFormat', 'Invalid format'],
    ['generic.dateFuture', 'Date must be in the future'],
    ['generic.datePast', 'Date must be in the past'],
    ['generic.numbersOnly', 'Only numbers are allowed'],
    ['generic.alphanumericOnly', 'Only letters and numbers are allowed'],
    ['generic.nonNegative', 'Value must be non-negative'],
    ['generic.invalidYear', 'Please enter a valid year'],
    ['generic.minCharsRequired', 'Minimum {count} characters required'],
    ['generic.minValue', 'Value must be at least {value}'],
    ['reservation.returnAfterPickup', 'Return date must be after pickup date'],
    ['rental.inspectionRequired', 'Vehicle inspection must be completed'],
  ] as const)('keeps the known text of %s word for word', (key, text) => {
    expect(validationMessagesEn[key]).toBe(text);
  });

  it('fills placeholders from params in either language', () => {
    expect(formatMessage('generic.minLength', 'en', { min: 8 })).toBe('Minimum 8 characters');
    expect(formatMessage('generic.maxLength', 'en', { max: 50 })).toBe('Maximum 50 characters');
    expect(formatMessage('generic.minValue', 'en', { value: 1 })).toBe('Value must be at least 1');
    expect(formatMessage('generic.minValue', 'ar', { value: 1 })).toBe('يجب ألا تقل القيمة عن 1');
  });

  it('defaults to English and leaves a placeholder without a param visible', () => {
    expect(formatMessage('generic.required')).toBe('This field is required');
    expect(formatMessage('generic.minCharsRequired', 'en')).toBe(
      'Minimum {count} characters required',
    );
  });

  it('recognises its own keys only', () => {
    expect(isValidationMessageKey('generic.required')).toBe(true);
    expect(isValidationMessageKey('Required')).toBe(false);
    expect(isValidationMessageKey('toString')).toBe(false);
  });
});
