import type { Core } from '@reelcraft/core';
import { registerGenerateSuggestionJob } from './generate-suggestion.job.ts';
import { registerAnalyzeProfileJob } from './analyze-profile.job.ts';
import { registerBillingJobs } from './billing.job.ts';
import { registerBillingChargesJob } from './billing-charges.job.ts';
import { registerIngestTrendsJob } from './ingest-trends.job.ts';
import { registerRenderTrendPreviewJob } from './render-trend-preview.job.ts';
import { registerPurgeUserFilesJob } from './purge-user-files.job.ts';
import { registerEndGatewayCustomerJob } from './end-gateway-customer.job.ts';
import { registerReapStaleWorkJob } from './reap-stale-work.job.ts';
import { registerRequestMagicLinkJob, registerRequestPasswordResetJob } from './request-password-reset.job.ts';
import { registerSendEmailJob } from './send-email.job.ts';
import { registerPublishPostJob } from './publish-post.job.ts';
import { registerPublishingTickJob } from './publishing-tick.job.ts';

/** Every job handler this program knows; the worker role registers them all. */
export async function registerJobs(core: Core): Promise<void> {
  await registerSendEmailJob(core);
  await registerRequestPasswordResetJob(core);
  await registerRequestMagicLinkJob(core);
  await registerGenerateSuggestionJob(core);
  await registerAnalyzeProfileJob(core);
  await registerReapStaleWorkJob(core);
  await registerIngestTrendsJob(core);
  await registerRenderTrendPreviewJob(core);
  await registerPurgeUserFilesJob(core);
  await registerEndGatewayCustomerJob(core);
  await registerBillingJobs(core);
  await registerBillingChargesJob(core);
  await registerPublishPostJob(core);
  await registerPublishingTickJob(core);
}
