import { type Core, ingestTrends } from '@reelcraft/core';

/** Trend ingestion on its schedule (TRENDS_INGEST_CRON), only when accounts to watch are configured. */
export async function registerIngestTrendsJob(core: Core): Promise<void> {
  await core.queue.work('ingest-trends', async () => {
    await ingestTrends(core);
  });
  if ((core.config.TRENDS_ACCOUNTS ?? []).length > 0) {
    await core.queue.schedule('ingest-trends', core.config.TRENDS_INGEST_CRON, {});
    // A fresh install should not wait hours for its first trends.
    await core.queue.send('ingest-trends', {});
  }
}
