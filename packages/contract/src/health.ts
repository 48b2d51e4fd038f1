import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    role: z.string(),
    database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
    queue: z.object({ ok: z.boolean(), queued: z.number().int(), active: z.number().int(), failed: z.number().int() }),
    /** Which FFmpeg renders, and who decodes untrusted uploads: the native binary only when it is current (the path is in the start-up log only). */
    ffmpeg: z.object({
      source: z.enum(['explicit', 'system', 'bundled']),
      version: z.string().nullable(),
      year: z.number().int().nullable(),
      current: z.boolean(),
      upload_decoder: z.enum(['native', 'sandbox']),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;
