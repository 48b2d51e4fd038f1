import { z } from 'zod';

export const ANALYTICS_BATCH_SIZE = 50;

export const analyticsEventSchema = z.object({
  type: z.enum(['page_view']),
  path: z.string().min(1).max(2048),
  session_id: z.string().min(1).max(64),
  occurred_at: z.iso.datetime(),
  referrer: z.string().max(2048).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({ events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_SIZE) })
  .meta({ id: 'AnalyticsBatch' });
export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() }).meta({ id: 'AnalyticsAccepted' });
