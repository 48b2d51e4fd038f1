/**
 * Stripe's request encoding (what stripe-node sends): `application/x-www-form-urlencoded` with bracket keys —
 * `items[0][price]=price_1`, `metadata[user_id]=u`, `expand[0]=latest_invoice.confirmation_secret` — and the same in
 * query strings of GET requests. Parsed into nested objects; objects whose keys are all indices become arrays.
 * Values stay strings (as Stripe receives them); an empty value means "unset" (Stripe's Emptyable).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = splitKey(rawKey);
    if (path.length === 0) continue;
    let node: Record<string, unknown> = root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i]!;
      const next = node[segment];
      if (next === undefined || typeof next !== 'object') node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  }
  return toArrays(root) as Record<string, FormValue>;
}

function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [key];
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...rest];
}

function toArrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, toArrays(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}
