export { moneyBackEligibility, type Eligibility } from './eligibility.ts';
export { claimMoneyBack, moneyBackState, toMoneyBackClaimDto } from './claims.ts';
export { declineMoneyBackClaim, listMoneyBackClaims, refundMoneyBackClaim } from './admin-claims.ts';
