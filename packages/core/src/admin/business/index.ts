export { listCancelSurveys } from './cancel-surveys.ts';
export { ADMIN_GIFT_SENDER, adminCreateGiftCode, adminDisableGiftCode, listGiftCodes } from './gift-codes.ts';
export { adminJobs, adminRetryJob, failureMessage, summarizePayload } from './jobs.ts';
export { adminCreatePromoCode, adminSetPromoCodeActive, listPromoCodes, promoCodeDetail, toAdminPromoCode } from './promo-codes.ts';
export { adminGrantReferralReward, adminVoidReferralReward, listReferralRewards } from './referrals.ts';
export { adminSettings, evictRuntimeSettings, featureEnabled, paywall2Share, setFeatureFlag, setPaywallSplit, SETTINGS_CACHE_MS } from './settings.ts';
