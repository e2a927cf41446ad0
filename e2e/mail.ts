import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

type Mail = { to: string; subject: string; text: string };

// The newest e-mail the server delivered to `to`, read from its log (the outbox's mail
// transport when no SMTP server is configured). Waits for the outbox to run.
export async function lastMailTo(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(process.env.E2E_SERVER_LOG!, 'utf8').split('\n');
        found = lines
          .filter((line) => line.includes('"mail"'))
          .map((line) => (JSON.parse(line) as { mail?: Mail }).mail)
          .filter((mail): mail is Mail => mail?.to === to)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export const linkIn = (mail: Mail) => /https?:\/\/\S+/.exec(mail.text)![0];
