import type { Payment } from '@reelcraft/contract';
import { desc, eq } from 'drizzle-orm';
import type { Core } from '../context.ts';
import { payments } from '../db/schema.ts';
import { toPaymentDto } from './dto.ts';

/** The user's payments (succeeded, failed, refunded), newest first: GET /v2/payment/subscriptions/history. */
export async function paymentHistory(core: Core, userId: string, limit: number): Promise<Payment[]> {
  const rows = await core.db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.receiptNumber))
    .limit(Math.min(Math.max(limit, 1), 100));
  return rows.map(toPaymentDto);
}
