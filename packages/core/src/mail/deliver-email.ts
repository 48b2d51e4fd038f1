import type { SendEmailJob } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { insertOutboxEmail } from './outbox.repository.ts';
import { renderEmail } from './render-email.tsx';

/** The `send-email` job: render, send (SMTP or outbox), and keep a copy. A throw makes pg-boss retry. */
export async function deliverEmail(core: Core, job: SendEmailJob): Promise<void> {
  const rendered = await renderEmail(job.template, job.language, job.params);
  const { messageId } = await core.mail.send({ from: core.config.MAIL_FROM, to: job.to, ...rendered });
  await insertOutboxEmail(core.db, { to: job.to, template: job.template, transport: core.mail.kind, messageId, ...rendered });
  core.logger.info({ to: job.to, template: job.template, transport: core.mail.kind, subject: rendered.subject }, 'e-mail sent');
}
