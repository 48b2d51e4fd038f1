import { invalid, str, StripeFakeError } from '../errors.ts';
import type { FormValue } from '../form.ts';
import type { RouteGroup } from './route.ts';

/** Products, prices and coupons. */
export const catalogRoutes: RouteGroup = (services, request) => {
  const { objects, now, newId, put, get, listOf } = services.store;
  const { method, path, params, one, list, at, id } = request;

  if (path === '/v1/products' && method === 'POST') {
    return one(
      put({
        id: newId('prod'),
        object: 'product',
        active: true,
        name: str(params.name, 'name'),
        metadata: params.metadata ?? {},
        created: now(),
        livemode: false,
      }),
    );
  }
  if (path === '/v1/prices' && method === 'GET') {
    const keys = Array.isArray(params.lookup_keys) ? (params.lookup_keys as string[]) : [];
    const prices = listOf('price').filter((price) => price.active && (keys.length === 0 || keys.includes(String(price.lookup_key))));
    return list(prices, '/v1/prices');
  }
  if (path === '/v1/prices' && method === 'POST') {
    const product = get(str(params.product, 'product'), 'product');
    const recurring = params.recurring as Record<string, FormValue> | undefined;
    const lookupKey = typeof params.lookup_key === 'string' ? params.lookup_key : null;
    if (lookupKey && listOf('price').some((price) => price.lookup_key === lookupKey))
      throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key');
    return one(
      put({
        id: newId('price'),
        object: 'price',
        active: true,
        billing_scheme: 'per_unit',
        created: now(),
        currency: str(params.currency, 'currency'),
        livemode: false,
        lookup_key: lookupKey,
        metadata: params.metadata ?? {},
        nickname: null,
        product: product.id,
        recurring: recurring
          ? {
              interval: str(recurring.interval, 'recurring[interval]'),
              interval_count: Number(recurring.interval_count ?? 1),
              usage_type: 'licensed',
              meter: null,
              trial_period_days: null,
            }
          : null,
        type: recurring ? 'recurring' : 'one_time',
        unit_amount: Number(params.unit_amount),
        unit_amount_decimal: String(params.unit_amount),
      }),
    );
  }
  if (at(/^\/v1\/prices\/([\w]+)$/) && method === 'GET') return one(get(id(), 'price'));
  if (path === '/v1/coupons' && method === 'POST') {
    const couponId = typeof params.id === 'string' ? params.id : newId('co');
    if (objects.has(couponId))
      throw new StripeFakeError(400, { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' });
    return one(
      put({
        id: couponId,
        object: 'coupon',
        name: params.name ?? null,
        duration: str(params.duration, 'duration'),
        duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
        percent_off: params.percent_off ? Number(params.percent_off) : null,
        amount_off: params.amount_off ? Number(params.amount_off) : null,
        currency: params.currency ?? null,
        metadata: params.metadata ?? {},
        valid: true,
        times_redeemed: 0,
        created: now(),
        livemode: false,
      }),
    );
  }
  if (at(/^\/v1\/coupons\/([\w-]+)$/) && method === 'GET') return one(get(id(), 'coupon'));
  return undefined;
};
