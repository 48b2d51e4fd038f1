export { refundPayment, type RefundOptions, type RefundOutcome } from './refund.ts';
export { receiptFor, ownPaidPayment, sellerOf, describePayment } from './receipt-data.ts';
export { renderReceiptPdf, receiptFileName, type ReceiptDocument } from './receipt-pdf.ts';
export { renewalTermsText, renewalTermsOf, type RenewalTerms } from './renewal-terms.ts';
export { refundNumber, nextRefundNumber } from './numbers.ts';
