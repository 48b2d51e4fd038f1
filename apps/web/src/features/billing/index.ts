/** Billing in the web app: paywalls, checkout and the card form both gateways share (issue 10). */
export { CardForm, type CardConfirmer, type CardFormProps, type CardIntent, type CardOutcome, type DeclineKind } from './card-form.tsx';
export { TestPaymentsBanner, TestPaymentsNotice } from './test-banner.tsx';
export { PaymentRequiredRedirect, paywallPathFor } from './payment-required.tsx';
export { AlreadySubscribed } from './already-subscribed.tsx';
export { billingApi, billingKeys, usePublishableKey, type PublishableKey } from './billing.api.ts';
export { useFormat } from './plans.ts';
export { classifyDecline, intentIdOf } from './card-utils.ts';
