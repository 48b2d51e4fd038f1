import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    role: z.string(),
    database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    queue: z.object({ ok: z.boolean(), queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
