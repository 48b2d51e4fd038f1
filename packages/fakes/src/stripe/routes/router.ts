import type { FormValue } from '../form.ts';
import type { Obj } from '../types.ts';
import { catalogRoutes } from './catalog.ts';
import { customerRoutes } from './customers.ts';
import type { RouteRequest, RouteResult, StripeServices } from './route.ts';
import { subscriptionRoutes } from './subscriptions.ts';

const groups = [customerRoutes, catalogRoutes, subscriptionRoutes];

/** The fake's `/v1` API: the first group whose route matches answers; anything else is Stripe's 404. */
export function routeStripeRequest(services: StripeServices, method: string, path: string, params: Record<string, FormValue>): RouteResult {
  const { render } = services.store;
  const expand = Array.isArray(params.expand) ? (params.expand as string[]) : [];
  let match: RegExpExecArray | null = null;
  const request: RouteRequest = {
    method,
    path,
    params,
    one: (object: Obj) => ({ body: render(object, expand) }),
    list: (items: Obj[], url: string) => {
      const limit = params.limit ? Number(params.limit) : 10;
      const data = items.slice(0, limit).map((item) =>
        render(
          item,
          expand.filter((path) => path.startsWith('data.')).map((path) => path.slice(5)),
        ),
      );
      return { body: { object: 'list', data, has_more: items.length > limit, url } };
    },
    at: (pattern: RegExp) => (match = pattern.exec(path)) !== null,
    id: () => match![1]!,
  };
  for (const group of groups) {
    const result = group(services, request);
    if (result) return result;
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
}
