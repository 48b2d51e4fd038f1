import type { SendEmailJob } from '@reelcraft/contract';
import { ERASED_EMAIL, ERASED_JOB_ADDRESS, forgetOwnJobPayload } from '../accounts/forget-person.ts';
import type { Core } from '../context.ts';
import { withRetry } from '../retry/retry.ts';
import { findOutboxEmail, insertPendingOutboxEmail, markOutboxEmailSent, setOutboxRecipient } from './outbox.repository.ts';
import { redactLink } from './redact-link.ts';
import { renderEmail } from './render-email.tsx';

/**
 * The `send-email` job: render, keep a copy, send (SMTP, or the server log), mark the copy delivered.
 * `run.id` is the job id, the same for every retry of one message: it keys the outbox row, so a retry after a
 * delivery that went through (the process died, or completing the job failed) finds the row marked and sends nothing.
 * The copy is written *before* sending, so a failure to store it can no longer follow a successful send.
 * A throw makes pg-boss retry.
 */
export async function deliverEmail(core: Core, job: SendEmailJob, run: { id: string }): Promise<void> {
  const log = core.logger.child({ email_id: run.id, template: job.template });
  const existing = await findOutboxEmail(core.db, run.id);
  if (existing?.messageId) {
    log.info('e-mail already delivered by an earlier attempt; not sending it again');
    return;
  }
  const rendered = await renderEmail(job.template, job.language, job.params);
  if (!existing) {
    // Only the development outbox (never on in production, see config) may keep the usable link; everywhere else the
    // copy shows the page the link pointed at with its token replaced.
    const copy = core.config.DEV_OUTBOX ? rendered : await renderEmail(job.template, job.language, { ...job.params, link: redactLink(job.params.link ?? '') });
    await insertPendingOutboxEmail(core.db, {
      id: run.id,
      to: job.to,
      template: job.template,
      // The column's vocabulary predates the log transport: "outbox" = not sent over SMTP.
      transport: core.mail.kind === 'smtp' ? 'smtp' : 'outbox',
      ...copy,
    });
  }
  const messageId = `<${run.id}@${mailDomain(core.config.MAIL_FROM)}>`;
  await core.mail.send({ from: core.config.MAIL_FROM, to: job.to, messageId, ...rendered }, log);
  await markSent(core, run.id, messageId);
  log.info({ to: job.to, transport: core.mail.kind }, 'e-mail sent');
  if (job.template === 'account-deleted') await forgetDeletedAddress(core, run.id, job);
}

/**
 * The "account deleted" notice is the one message sent after the account's erasure began (issue 31): once it is
 * delivered, neither its copy nor its job keeps the address (docs/personal-data.md).
 */
async function forgetDeletedAddress(core: Core, id: string, job: SendEmailJob): Promise<void> {
  await setOutboxRecipient(core.db, id, ERASED_EMAIL);
  await forgetOwnJobPayload(core, id, { ...job, to: ERASED_JOB_ADDRESS });
}

/**
 * The one write between a successful send and the job's completion; retried briefly because failing it would send
 * the message again. Should it still fail, the retry resends with the same Message-ID, which mail clients collapse.
 */
async function markSent(core: Core, id: string, messageId: string): Promise<void> {
  // Three tries, 200 ms then 400 ms apart.
  await withRetry(() => markOutboxEmailSent(core.db, id, messageId), { attempts: 3, baseDelayMs: 200, jitter: 0 });
}

/** The sender's domain, for Message-IDs: `Reelcraft <no-reply@reelcraft.app>` → `reelcraft.app`. */
function mailDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'reelcraft.invalid';
}
