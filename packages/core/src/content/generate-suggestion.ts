import type { GenerateSuggestionJob } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import { type WriterResult, writerResultSchema } from '../writer/writer.schema.ts';
import { writeScriptFor } from './writer-brief.ts';
import { renderFaceMemeVideo } from './render-face-meme.ts';
import { renderTalkingVideo } from './render-talking-video.ts';
import { refundGenerationSlots } from './generation-slots.ts';
import { type RenderedVideo, renderMemeVideo } from './render-meme-video.ts';
import {
  completeSuggestion,
  failSuggestion,
  findSuggestionById,
  markSuggestionStarted,
  updateSuggestion,
  updateSuggestionProgress,
} from './suggestions.repository.ts';

/**
 * The `generate-suggestion` and `render-video` jobs: write the script (built-in or LLM writer) unless the user
 * brought one, render the video (memes, face memes, talking avatars, stories), store everything, and report
 * progress on the way. A throw is retried by the queue; on the last attempt the suggestion
 * fails and its daily slot is given back.
 */
export async function generateSuggestion(core: Core, job: GenerateSuggestionJob, attempt: { isLastAttempt: boolean }): Promise<void> {
  const row = await findSuggestionById(core.db, job.suggestionId);
  // Deleted meanwhile, or already finished/failed (e.g. by the reaper): nothing to do.
  if (!row || row.status !== 'creating') return;
  await markSuggestionStarted(core.db, row.id);
  const log = core.logger.child({ suggestion: row.id, type: row.type });
  try {
    let result: WriterResult;
    const previous = job.reason === 'edit' ? writerResultSchema.safeParse(row.result) : undefined;
    // Avatar and story videos may come with the script the user recorded themselves reading (POST /suggestions/draft).
    const given = writerResultSchema.safeParse(row.request.script);
    if (previous?.success) {
      result = previous.data;
    } else if (given.success && (row.type === 'avatar' || row.type === 'storytelling')) {
      result = given.data;
    } else {
      await updateSuggestionProgress(core.db, row.id, 5, 'writing');
      result = await writeScriptFor(core, row);
    }

    const memeText = typeof row.request.meme_text === 'string' ? row.request.meme_text : undefined;
    if (row.type === 'meme' && result.meme && memeText) result = { ...result, meme: { ...result.meme, topText: memeText } };

    if (row.type === 'smart_script' || row.type === 'custom_script') {
      await completeSuggestion(core.db, row.id, { result: result as unknown as Record<string, unknown>, videoKey: null, thumbnailKey: null, durationSeconds: null });
      await recordMilestone(core.db, row.userId, 'scripts_written');
      log.info('script ready');
      return;
    }

    await updateSuggestion(core.db, row.id, { result: result as unknown as Record<string, unknown> });
    const progress = (percent: number, stage: string) => updateSuggestionProgress(core.db, row.id, percent, stage);
    let video: RenderedVideo;
    if (row.type === 'meme' && row.request.face_meme === true) {
      video = await renderFaceMemeVideo(core, row, result, progress);
    } else if (row.type === 'meme') {
      await progress(15, 'rendering');
      video = await renderMemeVideo(core, row, result, (fraction) => progress(15 + fraction * 80, 'rendering'));
    } else {
      video = await renderTalkingVideo(core, row, result, progress);
    }
    // An edit replaces the previous render: its files go once the new ones are stored, before the suggestion is
    // shown as ready again (while re-rendering, the UI shows progress, not the old video).
    const oldKeys = [row.videoKey, row.thumbnailKey].filter((key): key is string => Boolean(key) && key !== video.videoKey && key !== video.thumbnailKey);
    for (const key of oldKeys) await core.storage.delete(key).catch(() => undefined);
    await completeSuggestion(core.db, row.id, {
      result: result as unknown as Record<string, unknown>,
      videoKey: video.videoKey,
      thumbnailKey: video.thumbnailKey,
      durationSeconds: video.durationSeconds,
    });
    await recordMilestone(core.db, row.userId, 'scripts_written');
    await recordMilestone(core.db, row.userId, 'video_generated');
    log.info({ seconds: video.durationSeconds }, 'video ready');
  } catch (error) {
    log.warn({ err: error, last: attempt.isLastAttempt }, 'generation attempt failed');
    if (attempt.isLastAttempt) {
      if ((await failSuggestion(core.db, row.id, 'GENERATION_FAILED')) && job.reason === 'generate') await refundGenerationSlots(core, [row.id]);
    } else {
      await updateSuggestionProgress(core.db, row.id, row.progress, 'retrying');
    }
    throw error;
  }
}
