export { startFakeStripe } from './fake-stripe.ts';
export {
  FAKE_STRIPE_TEST_CARDS,
  type FakeStripe,
  type FakeStripeCard,
  type FakeStripeDelivery,
  type FakeStripeEvent,
  type FakeStripeOptions,
  type FakeStripeRequest,
  type FakeStripeWebhookTarget,
} from './types.ts';
export { parseForm, type FormValue } from './form.ts';
export { stripeSignatureHeader } from './signature.ts';
