import type { Core } from '../context.ts';
import { deleteJobsMentioning, eraseMentionsOfPerson, replaceJobPayload } from './forget-person.repository.ts';

/** What replaces an address that must stay in a row (a gift code's recipient column is required). */
export const ERASED_EMAIL = '(erased)';
/** The same in a job payload, whose schema wants an address (a reserved domain: nothing is ever sent there). */
export const ERASED_JOB_ADDRESS = 'erased@erased.invalid';

/**
 * Erasure of what the account's cascade does not reach (issue 31, item 9; the table-by-table list is
 * docs/personal-data.md): copies of e-mails to the address, queued and finished jobs naming the address or the id,
 * gift codes addressed to it, the text of money-back claims, other accounts' "referred by" link, anonymous funnel
 * answers and analytics events that carry the address, the account's rate-limit counters. Runs before the user row is deleted (the claims are found by
 * user id). `keepJobIds`: the deletion's own jobs (its files' purge, its notice), which must still run; they forget
 * the person themselves once done.
 */
export async function forgetPerson(core: Core, user: { id: string; email: string }, keepJobIds: readonly string[]): Promise<void> {
  const email = user.email.toLowerCase();
  await eraseMentionsOfPerson(core.db, { id: user.id, email }, keepJobIds, ERASED_EMAIL);
  await forgetInJobs(core, [email, user.id], keepJobIds);
}

/**
 * pg-boss keeps every job's payload (and its error output) while queued, after completion, and in its archive for
 * days: the jobs that name the person go, whatever their state. A job of this account still running loses its row;
 * pg-boss then has nothing to complete, and what the handler writes for a deleted user is refused or erased with it.
 */
export async function forgetInJobs(core: Core, needles: readonly string[], keepJobIds: readonly string[]): Promise<void> {
  for (const table of ['pgboss.job', 'pgboss.archive'] as const) {
    for (const needle of needles) {
      await deleteJobsMentioning(core.database, table, needle, keepJobIds);
    }
  }
}

/**
 * A job of the deletion itself, once it has done its work, forgets whom it was for: its payload is replaced while it is
 * still active (pg-boss then completes the row it finds by id).
 */
export async function forgetOwnJobPayload(core: Core, jobId: string, replacement: Record<string, unknown>): Promise<void> {
  await replaceJobPayload(core.database, jobId, replacement);
}
