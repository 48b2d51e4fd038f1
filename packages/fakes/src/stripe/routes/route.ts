import type { FormValue } from '../form.ts';
import type { Invoices } from '../invoices.ts';
import type { Payments } from '../payments.ts';
import type { StripeStore } from '../store.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { Obj } from '../types.ts';
import type { WebhookQueue } from '../webhook-queue.ts';

/** What the fake's API routes work with. */
export interface StripeServices {
  store: StripeStore;
  queue: WebhookQueue;
  payments: Payments;
  invoices: Invoices;
  subscriptions: Subscriptions;
}

export interface RouteResult {
  status?: number;
  body: unknown;
}

/** One API request as the routes see it, with the answer helpers they share. */
export interface RouteRequest {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  /** One object, rendered with the request's `expand`. */
  one(object: Obj): RouteResult;
  /** A list page (`limit`, default 10), each item rendered with the request's `data.` expansions. */
  list(items: Obj[], url: string): RouteResult;
  /** Does the path match `pattern`? Its first group is then `id()`. */
  at(pattern: RegExp): boolean;
  id(): string;
}

/** The routes of one group of resources: the answer, or undefined when the request is not theirs. */
export type RouteGroup = (services: StripeServices, request: RouteRequest) => RouteResult | undefined;
