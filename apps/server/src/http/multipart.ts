import { z } from '@hono/zod-openapi';
import { AppError, type ErrorCode } from '@reelcraft/contract';
import { limitBody } from './body-limit.ts';

// Multipart framing adds a little around the file itself; the exact file size is checked afterwards.
const MULTIPART_OVERHEAD = 256 * 1024;
export const fileField = z.any().optional().meta({ type: 'string', format: 'binary' });

export function limitFor(maxBytes: number, code: ErrorCode) {
  return limitBody(maxBytes + MULTIPART_OVERHEAD, () => {
    throw new AppError(code, { max_mb: Math.round(maxBytes / (1024 * 1024)) });
  });
}

export async function fileFrom(value: unknown): Promise<Buffer> {
  const file = Array.isArray(value) ? value[0] : value;
  if (!(file instanceof File)) throw new AppError('UPLOAD_MISSING_FILE');
  return Buffer.from(await file.arrayBuffer());
}
