import { like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Refund document numbers shown to people: RF-<year>-<6 digits>, a sequence per year like receipts' RC-…. */
export function refundNumber(year: number, sequence: number): string {
  return `RF-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The next refund number of the year, inside the transaction that marks the payment refunded. Allocated as receipt
 * numbers are (billing/sync.ts nextReceiptNumber): one writer at a time under an advisory lock held to the end of the
 * transaction, the highest number of the year plus one, so numbers have no gaps and never repeat.
 */
export async function nextRefundNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reelcraft.refund_numbers'))`);
  const prefix = `RF-${year}-`;
  // The position is a literal: a bound parameter would be typed text and pick substring's regular-expression form.
  const [row] = await tx
    .select({ last: sql<number | null>`max(cast(substring(${payments.refundNumber} from ${sql.raw(String(prefix.length + 1))}) as integer))` })
    .from(payments)
    .where(like(payments.refundNumber, `${prefix}%`));
  return refundNumber(year, Number(row?.last ?? 0) + 1);
}
