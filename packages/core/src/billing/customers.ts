import { createHash } from 'node:crypto';
import type { Core } from '../context.ts';
import { userEmail } from './billing-users.repository.ts';
import { customerIdOf, insertCustomerOnce, userIdOfCustomerId } from './customers.repository.ts';
import type { GatewayKind, PaymentGateway } from './gateway.ts';

/**
 * The idempotency key we send the gateway for a user's operation: derived from the user id and the client's key
 * (docs/decisions/0020), so a double click or a retry after a lost answer repeats the first request instead of making a
 * second one, and one user's key can never collide with another's.
 */
export function gatewayIdempotencyKey(scope: string, userId: string, clientKey: string): string {
  const digest = createHash('sha256').update(`${scope}\n${userId}\n${clientKey}`).digest('base64url').slice(0, 32);
  return `rc-${scope}-${digest}`;
}

/** The user's customer id at this gateway, if one was made. */
export async function findCustomerId(core: Core, gateway: GatewayKind, userId: string): Promise<string | null> {
  return customerIdOf(core.db, gateway, userId);
}

/** Whose customer this is (the sync finds the user of a subscription it has not seen yet). */
export async function userIdOfCustomer(core: Core, gateway: GatewayKind, customerId: string): Promise<string | null> {
  return userIdOfCustomerId(core.db, gateway, customerId);
}

/**
 * One customer per user and gateway. The gateway call carries a key derived from the user id, so two concurrent
 * first checkouts get the same customer; the row is inserted once (the primary key) and read back.
 */
export async function ensureCustomer(core: Core, gateway: PaymentGateway, user: { id: string; email: string }): Promise<string> {
  const existing = await findCustomerId(core, gateway.kind, user.id);
  if (existing) return existing;
  const currentEmail = await userEmail(core.db, user.id);
  const customerId = await gateway.ensureCustomer({
    userId: user.id,
    email: currentEmail ?? user.email,
    idempotencyKey: gatewayIdempotencyKey('customer', user.id, 'v1'),
  });
  await insertCustomerOnce(core.db, { userId: user.id, gateway: gateway.kind, customerId });
  return (await findCustomerId(core, gateway.kind, user.id)) ?? customerId;
}
