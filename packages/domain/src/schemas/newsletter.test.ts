import { describe, expect, it } from 'vitest';
import { messagesAt } from '../test-support.ts';
import { newsletterSubscriptionSchema } from './newsletter.ts';

describe('newsletter subscription', () => {
  it('normalises the address and keeps an optional language', () => {
    expect(newsletterSubscriptionSchema.parse({ email: ' Reader@Example.COM ' })).toEqual({
      email: 'reader@example.com',
    });
    expect(newsletterSubscriptionSchema.parse({ email: 'a@b.co', language: 'ar' })).toEqual({
      email: 'a@b.co',
      language: 'ar',
    });
  });

  it.each([
    [{}, 'email', 'generic.required'],
    [{ email: 'reader@' }, 'email', 'generic.invalidEmail'],
    [{ email: 'a@b.co', language: 'fr' }, 'language', 'generic.invalidOption'],
    [{ email: 'a@b.co', name: 'x' }, 'name', 'generic.unknownField'],
  ])('refuses %j', (input, path, key) => {
    expect(messagesAt(newsletterSubscriptionSchema, input, path)).toEqual([key]);
  });
});
