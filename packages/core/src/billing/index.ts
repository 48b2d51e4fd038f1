export * from './gateway.ts';
export * from './entitlements.ts';
export * from './cancel-flow.ts';
export { createPaymentGateway } from './create-gateway.ts';
export {
  isTestGateway,
  TEST_PUBLISHABLE_KEY,
  type TestGateway,
  type ConfirmRequest as TestGatewayConfirmInput,
  type ConfirmResult as TestGatewayConfirmOutcome,
  type TickSummary as TestGatewayTickSummary,
} from './test-gateway/index.ts';
export {
  addWeeks,
  addDays,
  nextPeriod,
  periodsFrom,
  discountAppliesTo,
  amountForPeriod,
  paywallDiscount,
  betterDiscount,
  countdownEnd,
  countdownRunning,
  receiptNumber,
  PAYWALL_COUNTDOWN_MS,
  PAYWALL2_PERCENT_OFF,
  TRIAL_ENDING_NOTICE_MS,
} from './periods.ts';
export { listPlans, listPlanRows, planById, findPlan, toPlanDto, toGatewayPrice, requirePayments, TRIAL_PLAN_IDS } from './catalogue.ts';
export { ensureCustomer, findCustomerId, gatewayIdempotencyKey } from './customers.ts';
export { toSubscriptionDto, toPaymentDto, toPaymentMethodDto, renews, isLive } from './dto.ts';
export { syncSubscription, applyGatewaySubscription, refreshUserAccess, declineErrorCode, type SubscriptionExtras } from './sync.ts';
export { createSubscription, confirmSubscription, subscriptionState, cancelAtPeriodEnd, resumeSubscription, latestSubscriptionOf } from './subscriptions.ts';
export { listPaymentMethods, createSetupIntent, confirmPaymentMethod, setDefaultPaymentMethod, deletePaymentMethod } from './payment-methods.ts';
export { paymentHistory } from './history.ts';
export { paywallState, claimPaywallDiscount, paywallPlanIds, type PaywallVariant } from './paywall.ts';
export { runBillingTick, expireGrants, sendTrialEndingMails, reconcileSubscriptions, type BillingTickReport } from './tick.ts';
export {
  redeemPromoCode,
  releasePromoRedemption,
  promoCodeText,
  createPromoCode,
  checkPromoCode,
  normalizePromoCode,
  previewPromoCode,
  applyPromoToSubscription,
  type CreatePromoCodeInput,
} from './promo-codes.ts';
export { listProducts, toProductDto, productName } from './products.ts';
export { purchaseProduct, listPurchases, purchaseDownloadLink, guidelinesPdf, mayDownloadGuidelines, toPurchaseDto } from './purchases.ts';
export { fulfilPurchase, PurchaseNotFoundYetError } from './charges-sync.ts';
export { previewGift, redeemGift, redeemGiftForUser, grantPremiumWeeks, hashGiftCode } from './gifts.ts';
export { referralState, recordReferralPayment, grantDueReferralRewards, ensureReferralCode, referrerOf, REFERRAL_REWARD_WEEKS } from './referrals.ts';
export { archiveUserContent, restoreUserContent, hasArchivedContent } from './archive.ts';
export { handleStripeWebhook, jobForStripeEvent, type StripeEventJob, type StripeWebhookOutcome } from './stripe/webhook.ts';
export * from './receipts/index.ts';
