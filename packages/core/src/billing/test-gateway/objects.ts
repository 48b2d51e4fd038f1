import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { GatewayCard, GatewayDiscount, GatewayPrice } from '../gateway.ts';
import type { SubscriptionStatus } from '@reelcraft/contract';
import type { CardBehaviour, CardError } from './test-cards.ts';

/**
 * The test gateway's objects in `test_gateway_objects`, shaped after Stripe's: one row per object, its state as
 * JSON. Times inside the JSON are ISO strings. Every change of an object that others may change at the same time
 * happens in a transaction holding the row (`lockObject`), subscription before payment intent, so two processes
 * (two ticks, a tick and a browser confirm, a double click) take turns and never charge twice.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Tx;

/** No e-mail address is kept: nothing here needs it, and these rows outlive a deleted account. */
export interface CustomerData {
  userId: string;
  defaultPaymentMethodId: string | null;
}

export interface PaymentMethodData extends GatewayCard {
  behaviour: CardBehaviour;
  detached: boolean;
}

export interface SetupIntentData {
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  clientSecret: string;
  paymentMethodId: string | null;
  lastError: CardError | null;
  /** A trial subscription's pending setup intent: its card becomes the subscription's default. */
  subscriptionId: string | null;
}

export interface PaymentIntentData {
  /** `failed` may be confirmed again with another card (Stripe: requires_payment_method with last_payment_error). */
  status: 'requires_confirmation' | 'succeeded' | 'failed' | 'canceled';
  clientSecret: string;
  amountCents: number;
  currency: string;
  description: string;
  paymentMethodId: string | null;
  card: GatewayCard | null;
  lastError: CardError | null;
  /** The invoice it pays, for subscriptions; null for one-off charges. */
  invoiceId: string | null;
  metadata: Record<string, string>;
  refunded: boolean;
  /** Charge attempts made (each confirm or server-side charge is one). */
  attempts: number;
}

export interface InvoiceData {
  subscriptionId: string;
  planId: string;
  amountCents: number;
  currency: string;
  status: 'open' | 'paid' | 'failed' | 'void';
  lastError: CardError | null;
  billingReason: 'subscription_create' | 'subscription_cycle';
  periodStart: string;
  periodEnd: string;
  card: GatewayCard | null;
  /** null when nothing was due (a 100 % discount). */
  paymentIntentId: string | null;
  createdAt: string;
  paidAt: string | null;
  refunded: boolean;
}

export interface SubscriptionData {
  planId: string;
  price: GatewayPrice;
  renewsInto: GatewayPrice | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: string;
  periodEnd: string;
  defaultPaymentMethodId: string | null;
  discount: GatewayDiscount | null;
  /** Invoices the current discount has been applied to. */
  discountUses: number;
  /** Newest first. */
  invoiceIds: string[];
  pendingSetupIntentId: string | null;
  trialDays: number;
  createdAt: string;
  canceledAt: string | null;
  metadata: Record<string, string>;
  /** Failed renewal: attempts that failed so far, when the first failed, when the next retry is due. */
  renewal: { failedAttempts: number; firstFailureAt: string | null; nextAttemptAt: string | null };
  /** When the clock has something to do with it (ms since epoch), for the tick's query; null when nothing. */
  nextActionAtMs: number | null;
  /** Idempotency keys of updates already applied (latest few). */
  appliedKeys: string[];
  /** createSubscription with a saved card that was declined: the same idempotency key throws the same decline. */
  createDeclined: CardError | null;
}

export interface KindData {
  customer: CustomerData;
  payment_method: PaymentMethodData;
  setup_intent: SetupIntentData;
  payment_intent: PaymentIntentData;
  subscription: SubscriptionData;
  invoice: InvoiceData;
}
export type ObjectKind = keyof KindData;

export interface GatewayObject<K extends ObjectKind> {
  id: string;
  kind: K;
  customerId: string | null;
  data: KindData[K];
  createdAt: Date;
}

const PREFIX: Record<ObjectKind, string> = {
  customer: 'cus',
  payment_method: 'pm',
  setup_intent: 'seti',
  payment_intent: 'pi',
  subscription: 'sub',
  invoice: 'in',
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function alphanumeric(bytes: Buffer, length: number): string {
  let out = '';
  for (let index = 0; index < length; index++) out += ALPHABET[(bytes[index] ?? 0) % ALPHABET.length];
  return out;
}

/** A fresh Stripe-like id (`pm_…`). */
export function newId(kind: ObjectKind): string {
  return `${PREFIX[kind]}_${alphanumeric(randomBytes(24), 24)}`;
}

/** An id derived from an idempotency key: the same key always names the same object, so a repeat finds the first. */
export function derivedId(kind: ObjectKind, ...parts: string[]): string {
  const digest = createHash('sha256')
    .update(`${kind}\u0000${parts.join('\u0000')}`)
    .digest();
  return `${PREFIX[kind]}_${alphanumeric(digest, 24)}`;
}

export function kindOfId(id: string): ObjectKind | null {
  const prefix = id.slice(0, id.indexOf('_'));
  const entry = Object.entries(PREFIX).find(([, value]) => value === prefix);
  return entry ? (entry[0] as ObjectKind) : null;
}

/** Stripe-like client secret: `<id>_secret_<random>`. */
export function newClientSecret(id: string): string {
  return `${id}_secret_${alphanumeric(randomBytes(24), 24)}`;
}

/** The object id a client secret names, or null when it is not shaped like one. */
export function idOfClientSecret(secret: string): string | null {
  const match = /^((?:pi|seti)_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/.exec(secret);
  return match?.[1] ?? null;
}
