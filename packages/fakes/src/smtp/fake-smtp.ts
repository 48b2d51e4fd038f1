import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  /** smtp://127.0.0.1:<port> — hand it to SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** Resolves with the next message for `to` (or the first already received). */
  waitFor(to: string, timeoutMs?: number): Promise<ParsedMail>;
  /** The next N deliveries are refused with a 451 temporary failure, like a busy relay. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message, parsed. Used by tests and demo mode. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  let failures = 0;

  const recipients = (mail: ParsedMail) => {
    const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return to.flatMap((address) => address.value.map((entry) => (entry.address ?? '').toLowerCase()));
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (failures > 0) {
        failures--;
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Temporary failure, try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          const to = recipients(mail);
          for (const waiter of [...waiters]) {
            if (to.includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 15000) {
      const wanted = to.toLowerCase();
      const existing = messages.find((mail) => recipients(mail).includes(wanted));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no e-mail for ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          to: wanted,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    failNext(count) {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
