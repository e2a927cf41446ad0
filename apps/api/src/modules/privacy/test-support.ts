// Helpers for the privacy tests: the app with a test SMTP server and a clock the test holds.
import type { ParsedMail } from 'mailparser';
import type { TestApp } from '../../test/app.ts';
import type { TestSmtp } from '../../test/smtp.ts';

let address = 0;
/** A fresh client address per call, so the per-address request limit stays out of the way. */
export const nextIp = () => {
  address += 1;
  return `10.9.${(address >> 8) & 255}.${address & 255}`;
};

export function api(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; token?: string; tenant?: string; lng?: string; ip?: string } = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'accept-language': options.lng ?? 'en',
      ...(options.tenant ? { 'x-tenant-id': options.tenant } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
}

const recipient = (mail: ParsedMail) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text : undefined;

/** The mails to `to` so far whose subject contains `subject`. */
export const mailsTo = (smtp: TestSmtp, to: string, subject = '') =>
  smtp.received.filter(
    (m) => recipient(m)?.toLowerCase() === to.toLowerCase() && (m.subject ?? '').includes(subject),
  );

/** Waits (a bounded while) for the n-th mail to `to`, sent after the answer has left. */
export async function awaitMail(smtp: TestSmtp, to: string, n = 1): Promise<ParsedMail> {
  for (let i = 0; i < 300; i += 1) {
    const found = mailsTo(smtp, to)[n - 1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail number ${n} to ${to}`);
}

export function tokenIn(mail: ParsedMail, path: string): string {
  const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Asks anonymously and confirms by the mailed link: answers the confirmation's answer. */
export async function askAndConfirm(
  t: TestApp,
  smtp: TestSmtp,
  body: { requestType: string; email: string; reason?: string },
  lng = 'en',
) {
  const before = mailsTo(smtp, body.email).length;
  const asked = await api(t, 'POST', '/privacy/requests', { body, lng });
  if (asked.statusCode !== 202) throw new Error(`ask failed: ${asked.body}`);
  const mail = await awaitMail(smtp, body.email, before + 1);
  return api(t, 'POST', '/privacy/requests/confirm', {
    body: { token: tokenIn(mail, '/privacy/confirm') },
    lng,
  });
}
