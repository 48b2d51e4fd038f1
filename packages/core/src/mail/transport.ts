import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  /** Sends the message; the outbox transport only returns (the caller stores every message anyway). */
  send(message: OutgoingEmail): Promise<{ messageId: string | null }>;
  close(): void;
}

/** SMTP when a URL is configured, otherwise the database outbox. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return { kind: 'outbox', send: async () => ({ messageId: null }), close: () => undefined };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}
