import type { FormValue } from './form.ts';

/** An error the fake answers with: Stripe's HTTP status and its `error` body. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message ?? 'error'));
  }
}

export const invalid = (message: string, param?: string) => new StripeFakeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
export const missing = (id: string) =>
  new StripeFakeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' });

/** A required string parameter, or Stripe's "Missing required param". */
export function str(value: FormValue | undefined, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${name}.`, name);
  return value;
}
