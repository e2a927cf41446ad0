import { describe, expect, it } from 'vitest';
import { accepts, messagesAt } from '../test-support.ts';
import { defaultNotificationPreferences, notificationPreferencesSchema } from './notification.ts';
import {
  consentSchema,
  contactSchema,
  demoRequestSchema,
  privacyRequestSchema,
  termsAcceptanceSchema,
} from './public-forms.ts';

const contact = {
  name: 'Khalid',
  email: 'khalid@fleet.test',
  company: 'Fleet Co',
  phone: '+966 55 000 1111',
  fleetSize: '11-50',
  message: 'We would like a quote.',
};

describe('contact and demo forms', () => {
  it('accepts a complete contact form', () => {
    expect(accepts(contactSchema, contact)).toBe(true);
  });

  it.each(['name', 'email', 'company', 'phone', 'fleetSize', 'message'])(
    'requires %s on contact',
    (field) => {
      expect(messagesAt(contactSchema, { ...contact, [field]: undefined }, field)).toEqual([
        'generic.required',
      ]);
    },
  );

  it('validates the email and the fleet size band', () => {
    expect(messagesAt(contactSchema, { ...contact, email: 'x@y' }, 'email')).toEqual([
      'generic.invalidEmail',
    ]);
    expect(messagesAt(contactSchema, { ...contact, fleetSize: '5' }, 'fleetSize')).toEqual([
      'generic.invalidOption',
    ]);
  });

  const { message: _message, ...contactWithoutMessage } = contact;
  const demo = {
    ...contactWithoutMessage,
    preferredDate: 'next_week',
    preferredTime: 'morning',
    agreeToTerms: true,
  };

  it('accepts a demo request without notes and requires agreeing to the terms', () => {
    expect(accepts(demoRequestSchema, demo)).toBe(true);
    expect(messagesAt(demoRequestSchema, { ...demo, agreeToTerms: false }, 'agreeToTerms')).toEqual(
      ['terms.mustAgree'],
    );
  });

  it('requires a preferred date and time from the lists', () => {
    expect(
      messagesAt(demoRequestSchema, { ...demo, preferredDate: undefined }, 'preferredDate'),
    ).toEqual(['generic.required']);
    expect(
      messagesAt(demoRequestSchema, { ...demo, preferredTime: 'night' }, 'preferredTime'),
    ).toEqual(['generic.invalidOption']);
  });
});

describe('legal pages', () => {
  it('requires the terms box ticked before accepting', () => {
    expect(messagesAt(termsAcceptanceSchema, { accepted: false }, 'accepted')).toEqual([
      'terms.mustAgreeBeforeUse',
    ]);
    expect(accepts(termsAcceptanceSchema, { accepted: true })).toBe(true);
  });

  it('takes a privacy request of a known type with a valid email', () => {
    expect(accepts(privacyRequestSchema, { requestType: 'portability', email: 'me@x.test' })).toBe(
      true,
    );
    expect(
      messagesAt(privacyRequestSchema, { requestType: 'erase', email: 'me@x.test' }, 'requestType'),
    ).toEqual(['generic.invalidOption']);
  });

  it('never lets essential consent be disabled', () => {
    const consent = { essential: false, analytics: true, marketing: false, personalization: false };
    expect(messagesAt(consentSchema, consent, 'essential')).toEqual(['consent.essentialRequired']);
    expect(accepts(consentSchema, { ...consent, essential: true })).toBe(true);
  });
});

describe('notification preferences', () => {
  it('accepts the defaults', () => {
    expect(accepts(notificationPreferencesSchema, defaultNotificationPreferences)).toBe(true);
  });

  it('requires every category and a known email frequency', () => {
    const { maintenance: _maintenance, ...categories } = defaultNotificationPreferences.categories;
    expect(
      messagesAt(
        notificationPreferencesSchema,
        { ...defaultNotificationPreferences, categories },
        'categories.maintenance',
      ),
    ).toEqual(['generic.required']);
    const email = { enabled: true, frequency: 'hourly' };
    expect(
      messagesAt(
        notificationPreferencesSchema,
        { ...defaultNotificationPreferences, email },
        'email.frequency',
      ),
    ).toEqual(['generic.invalidOption']);
  });
});
