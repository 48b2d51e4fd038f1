import { createHash } from 'node:crypto';
import { analysisNarrativeSchema, type GenerateSuggestionJob, generateSuggestionRequestSchema, profileMetricsSchema } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { findUserById } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import { activeAnalysis } from '../profiles/profile-actions.ts';
import { findTrend } from '../trends/list-trends-for-api.ts';
import { steeringFrom } from '../writer/steering.ts';
import { type WriterBrief, type WriterResult, writerResultSchema } from '../writer/writer.schema.ts';
import { refundGenerationSlots } from './generation-slots.ts';
import { renderMemeVideo } from './render-meme-video.ts';
import {
  completeSuggestion,
  failSuggestion,
  feedbackHistory,
  findSuggestionById,
  markSuggestionStarted,
  type SuggestionRow,
  updateSuggestion,
  updateSuggestionProgress,
} from './suggestions.repository.ts';

/** A stable seed per suggestion: a retry writes the same script, two suggestions write different ones. */
function seedOf(id: string): number {
  return createHash('sha256').update(id).digest().readUInt32LE(0);
}

/** Everything we know that should shape the script: blog topic, preferred category, active profile's analysis, trend. */
async function briefFor(core: Core, row: SuggestionRow): Promise<WriterBrief> {
  const request = generateSuggestionRequestSchema.parse(row.request);
  const language = normalizeLanguage(row.language);
  const user = await findUserById(core.db, row.userId);
  const preferred = user?.scriptCategories ?? [];
  const category = request.category ?? (preferred.length > 0 ? preferred[seedOf(row.id) % preferred.length] : undefined);
  const analysis = await activeAnalysis(core, row.userId);
  const narrative = analysisNarrativeSchema.safeParse(analysis?.narrative);
  const metrics = profileMetricsSchema.safeParse(analysis?.metrics);
  const trend = request.trend_id ? await findTrend(core, language, request.trend_id) : undefined;
  return {
    contentType: row.type,
    language,
    facts: user?.blogTopic ?? {},
    ...(category ? { category: category as WriterBrief['category'] } : {}),
    ...(row.userInput ? { userInput: row.userInput } : {}),
    ...(narrative.success
      ? {
          analysis: {
            domain: narrative.data.domain,
            style: narrative.data.style,
            why_followers_choose_you: narrative.data.why_followers_choose_you,
            recommendations: narrative.data.recommendations,
            ...(metrics.success ? { top_hashtags: metrics.data.topHashtags.map((entry) => entry.tag) } : {}),
          },
        }
      : {}),
    ...(trend ? { trend: { title: trend.title, description: trend.description, how_to_adapt: trend.how_to_adapt } } : {}),
  };
}

/**
 * The `generate-suggestion` job: write the script (built-in or LLM writer), render the video for memes, store
 * everything, and report progress on the way. A throw is retried by the queue; on the last attempt the suggestion
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
    if (previous?.success) {
      result = previous.data;
    } else {
      await updateSuggestionProgress(core.db, row.id, 5, 'writing');
      const steering = steeringFrom(
        (await feedbackHistory(core.db, row.userId)).flatMap((entry) =>
          entry.feedback
            ? [{ feedback: entry.feedback, hookId: entry.result?.hookId as string | undefined, templateIds: entry.result?.templateIds as string[] | undefined }]
            : [],
        ),
      );
      result = await core.writer.write(await briefFor(core, row), {
        seed: seedOf(row.id),
        avoidHooks: steering.avoidHooks,
        preferTemplates: steering.preferTemplates,
      });
    }

    const memeText = typeof row.request.meme_text === 'string' ? row.request.meme_text : undefined;
    if (row.type === 'meme' && result.meme && memeText) result = { ...result, meme: { ...result.meme, topText: memeText } };

    if (row.type !== 'meme') {
      await completeSuggestion(core.db, row.id, { result: result as unknown as Record<string, unknown>, videoKey: null, thumbnailKey: null, durationSeconds: null });
      await recordMilestone(core.db, row.userId, 'scripts_written');
      log.info('script ready');
      return;
    }

    await updateSuggestion(core.db, row.id, { result: result as unknown as Record<string, unknown> });
    await updateSuggestionProgress(core.db, row.id, 15, 'rendering');
    const video = await renderMemeVideo(core, row, result, (fraction) => updateSuggestionProgress(core.db, row.id, 15 + fraction * 80, 'rendering'));
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
    log.info({ seconds: video.durationSeconds }, 'meme ready');
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
