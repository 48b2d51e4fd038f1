export * from './gateway.ts';
export * from './entitlements.ts';
export * from './cancel-flow.ts';
export { createPaymentGateway } from './create-gateway.ts';
