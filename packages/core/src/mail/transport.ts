import nodemailer from 'nodemailer';
import { type Logger, logUnredacted } from '../logging/logger.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 5322 Message-ID, stable across retries of one message (receivers can drop a duplicate by it). */
  messageId: string;
}

export interface MailTransport {
  kind: 'smtp' | 'log';
  /** Delivers the message; resolves once it has left our hands (SMTP accepted it, or the log line is written). */
  send(message: OutgoingEmail, logger: Logger): Promise<void>;
  close(): void;
}

/**
 * SMTP when a URL is configured. Otherwise the server log is the delivery: the operator reads the message there and
 * passes it on. That log line keeps the real address and link on purpose (it is the only place they exist when
 * there is no SMTP), so it bypasses the log scrubbing; nothing else does.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(message, logger) {
        logUnredacted(() =>
          logger.warn(
            { mail: { to: message.to, subject: message.subject, message_id: message.messageId, text: message.text } },
            'e-mail not sent (SMTP_URL is not set): deliver it by hand',
          ),
        );
      },
      close: () => undefined,
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
