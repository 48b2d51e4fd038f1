import type { Tx } from '../db-handle.ts';
import { lastDocumentSequence } from '../payments.repository.ts';

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
  return refundNumber(year, (await lastDocumentSequence(tx, 'refund', `RF-${year}-`)) + 1);
}
