// Sign-up through HTTP for tests: the form, the request, and the link read from the mail.
import type { FastifyInstance } from 'fastify';
import type { TestSmtp } from '../../test/smtp.ts';

let made = 0;
/** A form that passes, with a subdomain and e-mail no other test of the process uses. */
export function signupForm(overrides: Record<string, unknown> = {}) {
  made += 1;
  const tag = `${process.pid}-${made}`;
  return {
    companyName: 'Falcon Car Rental',
    subdomain: `falcon-${tag}`,
    country: 'KW',
    plan: 'starter',
    firstName: 'Huda',
    lastName: 'Al-Sabah',
    email: `huda-${tag}@falcon.test`,
    password: 'Str0ng!Passw0rd',
    acceptTerms: true,
    language: 'en',
    ...overrides,
  };
}

let address = 0;
/** A client address of its own, so one test's requests never count against another's limits. */
export const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export const postSignup = (
  app: FastifyInstance,
  body: object,
  options: { ip?: string; language?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/public/signup',
    remoteAddress: options.ip ?? freshAddress(),
    headers: { 'accept-language': options.language ?? 'en' },
    payload: body,
  });

/** The confirmation link's token from the last mail sent to `email` (waits for its arrival). */
/** The token of the `nth` confirmation mail sent to `email`, once it has arrived. */
export async function confirmationToken(smtp: TestSmtp, email: string, nth = 1): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const mails = smtp.received.filter(
      (m) => m.text?.includes('/signup/confirm') && m.to && JSON.stringify(m.to).includes(email),
    );
    const token = mails[nth - 1]?.text?.match(/\/signup\/confirm\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no confirmation mail for ${email}`);
}

export const confirmSignup = (app: FastifyInstance, token: string, language = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/public/signup/confirm',
    remoteAddress: freshAddress(),
    headers: { 'accept-language': language },
    payload: { token },
  });
