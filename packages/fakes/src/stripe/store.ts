import { randomBytes } from 'node:crypto';
import { missing } from './errors.ts';
import type { FakeStripeCard, Obj } from './types.ts';

/** The fake's memory: every Stripe object by id, how each test card behaves, its clock and its id counter. */
export interface StripeStore {
  objects: Map<string, Obj>;
  /** Payment method id → how it behaves (never in the JSON, like Stripe keeps the card number). */
  behaviour: Map<string, FakeStripeCard>;
  /** Seconds since the epoch on the fake's clock. */
  now(): number;
  /** Moves the fake's clock forward. */
  moveClock(seconds: number): void;
  newId(prefix: string): string;
  put(object: Obj): Obj;
  /** The stored object (of `type`, when given), or Stripe's `resource_missing`. */
  get(id: string, type?: string): Obj;
  listOf(type: string): Obj[];
  clone<T>(value: T): T;
  /** A JSON copy of an object with the requested `expand` paths (relative to it) resolved. */
  render(object: Obj, expand: string[]): Record<string, unknown>;
}

export function createStripeStore(): StripeStore {
  const objects = new Map<string, Obj>();
  const behaviour = new Map<string, FakeStripeCard>();
  let offsetSeconds = 0;
  let counter = 0;

  const now = () => Math.floor(Date.now() / 1000) + offsetSeconds;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString(36).padStart(4, '0')}${randomBytes(8).toString('hex')}`;
  const put = (object: Obj): Obj => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string, type?: string): Obj => {
    const object = objects.get(id);
    if (!object || (type && object.object !== type)) throw missing(id);
    return object;
  };
  const listOf = (type: string) => [...objects.values()].filter((object) => object.object === type);
  const clone = <T>(value: T): T => structuredClone(value);

  // ───────────── rendering (expansion and includable fields) ─────────────

  /** A JSON copy of an object with the requested `expand` paths (relative to it) resolved. */
  function render(object: Obj, expand: string[]): Record<string, unknown> {
    const copy = clone(object) as Record<string, unknown>;
    // Includable fields appear only when expanded, as at Stripe.
    if (object.object === 'invoice' && !expand.some((path) => path === 'confirmation_secret' || path.startsWith('confirmation_secret.')))
      delete copy.confirmation_secret;
    for (const path of expand) expandPath(copy, path.split('.'));
    return copy;
  }

  function expandPath(node: Record<string, unknown>, path: string[]): void {
    const [head, ...rest] = path;
    if (!head) return;
    if (head === 'data' && Array.isArray(node.data)) {
      for (const item of node.data as Record<string, unknown>[]) expandPath(item, rest);
      return;
    }
    const value = node[head];
    // A list of ids (a subscription's `discounts`): each one expanded.
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'string' && objects.has(entry))) {
      node[head] = (value as string[]).map((entry) => render(objects.get(entry)!, rest.length ? [rest.join('.')] : []));
      return;
    }
    if (typeof value === 'string' && objects.has(value)) {
      const inner = objects.get(value)!;
      node[head] = render(inner, rest.length ? [rest.join('.')] : []);
      return;
    }
    if (head === 'confirmation_secret' && node.object === 'invoice') {
      const stored = objects.get(String(node.id));
      if (stored) node.confirmation_secret = clone(stored.confirmation_secret ?? null);
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) expandPath(value as Record<string, unknown>, rest);
  }

  return {
    objects,
    behaviour,
    now,
    moveClock(seconds) {
      offsetSeconds += seconds;
    },
    newId,
    put,
    get,
    listOf,
    clone,
    render,
  };
}
