import type { Core } from '../context.ts';
import { listOutboxEmails, type OutboxRow } from './outbox.repository.ts';

/** The development outbox (GET /api/dev/outbox, DEV_OUTBOX only): the newest kept copies of sent e-mails. */
export async function listOutbox(core: Core, limit: number): Promise<OutboxRow[]> {
  return listOutboxEmails(core.db, limit);
}
