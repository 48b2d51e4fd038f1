import { session } from '../../lib/storage.ts';

/** sessionStorage: the idempotency key of the checkout attempt in progress (survives a reload, not a new tab). */
export const CHECKOUT_ATTEMPT_KEY = 'reelcraft.checkout_attempt';

interface Attempt {
  scope: string;
  key: string;
}

function newKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `co_${random.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/**
 * The idempotency key of this attempt to buy `scope` (plan and discount): made once, then reused by a double click,
 * a retry after a network failure or a reload, so the server charges once. A finished attempt forgets it.
 */
export function attemptKey(scope: string): string {
  try {
    const stored = JSON.parse(session.getItem(CHECKOUT_ATTEMPT_KEY) ?? 'null') as Attempt | null;
    if (stored && stored.scope === scope && typeof stored.key === 'string') return stored.key;
  } catch {
    // unreadable: a new attempt
  }
  const key = newKey();
  session.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ scope, key } satisfies Attempt));
  return key;
}

export function endAttempt(): void {
  session.removeItem(CHECKOUT_ATTEMPT_KEY);
}
