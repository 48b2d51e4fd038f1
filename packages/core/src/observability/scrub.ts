import { REDACTED, redactText } from '../logging/redact.ts';

/** Keys whose values are secrets or personal data wherever they appear in a report (headers, extra data, contexts). */
const SECRET_KEYS =
  /^(authorization|cookie|set-cookie|x-csrf-token|password|new_password|token|access_token|refresh_token|client_secret|secret|email|e-mail|ip_address)$/i;

/**
 * A copy of an error report fit to leave the building, scrubbed the way log lines are (decision 0023): every string
 * in it loses e-mail addresses, capability paths and token query values (`redactText`), values under secret-looking
 * keys are replaced, and the user is reduced to their id. Cycles and very deep nesting end in `[redacted]`.
 */
export function scrubReport<T>(report: T): T {
  const scrubbed = scrubValue(report, 0, new WeakSet()) as T;
  const user = (scrubbed as { user?: Record<string, unknown> | undefined }).user;
  if (user && typeof user === 'object') {
    (scrubbed as { user?: Record<string, unknown> }).user = typeof user.id === 'string' || typeof user.id === 'number' ? { id: user.id } : {};
  }
  return scrubbed;
}

const MAX_DEPTH = 24;

function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, seen));
  // Only plain data is sent; class instances (an Error in `extra`) are reduced to their own enumerable fields.
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.test(key) && item !== undefined && item !== null ? REDACTED : scrubValue(item, depth + 1, seen);
  }
  return out;
}
