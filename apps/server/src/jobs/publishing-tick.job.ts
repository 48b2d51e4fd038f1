import { type Core, publishingTick } from '@reelcraft/core';

/** The `publishing-tick` cron, every minute: due scheduled posts sent, vanished jobs replaced (core publishing-tick.ts). */
export async function registerPublishingTickJob(core: Core): Promise<void> {
  await core.queue.work('publishing-tick', async () => {
    const report = await publishingTick(core);
    if (report.queued + report.requeued > 0) core.logger.info(report, 'publishing tick');
  });
  await core.queue.schedule('publishing-tick', '* * * * *', {});
}
