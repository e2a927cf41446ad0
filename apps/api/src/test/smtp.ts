import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL */
  url: string;
  /** every mail accepted, parsed, in order */
  received: ParsedMail[];
  /** what happened, in order: 'rejected' and 'accepted' per attempt */
  log: string[];
  /** Refuses the next n recipients with a temporary error (450). */
  rejectNext(n: number): void;
  /** Holds every mail before accepting it until the returned function is called. */
  hold(): () => void;
  close(): Promise<void>;
};

// A real SMTP server on a free local port, which keeps what it is sent.
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const log: string[] = [];
  let rejections = 0;
  let gate: Promise<void> | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rejections > 0) {
        rejections -= 1;
        log.push('rejected');
        const error = Object.assign(new Error('Mailbox busy, try again later'), {
          responseCode: 450,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (gate) await gate;
          received.push(mail);
          log.push('accepted');
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    log,
    rejectNext: (n) => {
      rejections = n;
    },
    hold: () => {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
