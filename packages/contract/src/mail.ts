import { z } from 'zod';
import { languageSchema } from './common.ts';

export const MAIL_TEMPLATES = [
  'password-reset',
  'magic-login',
  'email-change-confirm',
  'email-changed-notice',
  'welcome',
  'analysis-link',
  // Billing (issue 10): params are strings already formatted for the recipient's language (amounts, dates).
  'receipt',
  'trial-ending',
  'renewal-failed',
  'subscription-lapsed',
  'cancellation-confirmed',
  'gift-delivered',
  'gift-redeemed',
  'referral-reward',
  // Issue 31: a refund from the console, with what happens to the subscription.
  'refund',
  // Issue 31: the account was deleted (sent to the address before it is erased); a passwordless (funnel) account's
  // welcome with a one-time sign-in link.
  'account-deleted',
  'welcome-link',
  // Issue 31: a money-back claim declined by an admin (a refunded one gets the 'refund' e-mail).
  'money-back-declined',
  // Issue 35: a connected Instagram account's token can no longer be used or refreshed; params.username.
  'publishing-reconnect',
] as const;
export const mailTemplateSchema = z.enum(MAIL_TEMPLATES);
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** Payload of the `send-email` job: everything the worker needs to render and send, nothing secret beyond the link. */
export const sendEmailJobSchema = z.object({
  to: z.email(),
  template: mailTemplateSchema,
  language: languageSchema,
  params: z.record(z.string(), z.string()).default({}),
});
export type SendEmailJob = z.infer<typeof sendEmailJobSchema>;

/**
 * Payload of the `request-password-reset` job. The HTTP request only queues this, so answering takes the same time
 * whether or not the address has an account; the worker looks the address up and sends the link.
 */
export const requestPasswordResetJobSchema = z.object({ email: z.email() });
export type RequestPasswordResetJob = z.infer<typeof requestPasswordResetJobSchema>;

export const outboxMessageSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    template: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export const outboxListSchema = z.object({ items: z.array(outboxMessageSchema) }).meta({ id: 'OutboxList' });
