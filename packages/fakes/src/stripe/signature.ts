import { createHmac } from 'node:crypto';

/**
 * A `Stripe-Signature` header as Stripe writes it (and stripe-node's `webhooks.generateTestHeaderString`): `t=<unix
 * seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed with the whole whsec_… secret>`.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
