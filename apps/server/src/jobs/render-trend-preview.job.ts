import { type Core, renderTrendPreview } from '@reelcraft/core';

/** Worker side of `render-trend-preview`: queued by GET /trends for previews not rendered yet. */
export async function registerRenderTrendPreviewJob(core: Core): Promise<void> {
  await core.queue.work('render-trend-preview', (payload, meta) => renderTrendPreview(core, payload, meta));
}
