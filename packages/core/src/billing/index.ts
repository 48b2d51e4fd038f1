export * from './gateway.ts';
export * from './entitlements.ts';
export { createPaymentGateway } from './create-gateway.ts';
