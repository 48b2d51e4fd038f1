/**
 * The e2e suite's Stripe server (decision 0034): the product with BILLING=stripe, pointed at the loopback fake Stripe
 * started here in the same process (as `scripts/demo.ts` does with the fake Instagram), its webhooks delivered signed
 * to this server. The payment gateway is process-wide, hence a server of its own. playwright.config.ts starts it with
 * PORT, DATA_DIR and the test settings, and reads the fake's URL from the ready line printed once it answers.
 */
import { startFakeStripe } from '@reelcraft/fakes';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('e2e/stripe-server.ts needs PORT');
const origin = `http://127.0.0.1:${port}`;

const fake = await startFakeStripe({ webhookTarget: `${origin}/api/billing/stripe/webhook` });
Object.assign(process.env, {
  BILLING: 'stripe',
  STRIPE_API_BASE_URL: fake.url,
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  // Only the stand-in for Stripe.js in the browser (e2e/stripe/stripe-stub.ts) sees it.
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
});
process.once('exit', () => void fake.close());

// A server already on the port would answer the health check below in this one's place.
const taken = await fetch(`${origin}/api/health`).then(
  () => true,
  () => false,
);
if (taken) {
  console.error(`e2e/stripe-server.ts: something already answers on ${origin}; set E2E_STRIPE_PORT to a free port`);
  process.exit(1);
}

await import('../apps/server/src/main.ts');

// main.ts listens once its core is up (it exits the process if it cannot start).
for (;;) {
  const healthy = await fetch(`${origin}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`E2E Stripe server ready; fake Stripe at ${fake.url}`);
