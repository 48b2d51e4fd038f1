import { z } from 'zod';
import { safeText } from './common.ts';

export const ANALYTICS_BATCH_SIZE = 50;

export const analyticsEventSchema = z.object({
  type: z.enum(['page_view']),
  path: safeText().min(1).max(2048),
  session_id: safeText().min(1).max(64),
  occurred_at: z.iso.datetime(),
  referrer: safeText().max(2048).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_SIZE) })
  .meta({ id: 'AnalyticsBatch' });
export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() }).meta({ id: 'AnalyticsAccepted' });
