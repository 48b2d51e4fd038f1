import type { GenerateSuggestionJob } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { recordServerEvent } from '../analytics/record-events.ts';
import { recordMilestone } from '../milestones/milestones.ts';
import { ensureMemeText, memeTopText } from '../writer/meme/llm.ts';
import { type WriterResult, writerResultSchema } from '../writer/writer.schema.ts';
import { seedOf, writeScriptFor } from './writer-brief.ts';
import { renderFaceMemeVideo } from './render-face-meme.ts';
import { renderTalkingVideo } from './render-talking-video.ts';
import { failAndRefund } from './generation-slots.ts';
import { deleteStoredQuietly, type RenderedVideo, renderMemeVideo } from './render-meme-video.ts';
import {
  completeSuggestion,
  failSuggestion,
  saveSuggestionResult,
  startSuggestionAttempt,
  type SuggestionAttempt,
  updateSuggestionProgress,
} from './suggestions.repository.ts';

/** Thrown inside an attempt whose suggestion moved on (reaped and refunded, deleted, or taken by a newer attempt). */
export class AttemptSupersededError extends Error {
  override readonly name = 'AttemptSupersededError';
  constructor(
    readonly suggestionId: string,
    readonly attempt: number,
  ) {
    super(`suggestion ${suggestionId} is no longer in attempt ${attempt}`);
  }
}

export interface GenerationAttempt {
  isLastAttempt: boolean;
  /** The job's signal: aborts at the job's deadline or at shutdown. */
  signal?: AbortSignal;
}

/**
 * The `generate-suggestion` and `render-video` jobs: write the script (built-in or LLM writer) unless the user
 * brought one, render the video (memes, face memes, talking avatars, stories), store everything, and report
 * progress on the way. A throw is retried by the queue; on the last attempt the suggestion fails and its daily slot
 * is given back. Each run is one attempt (suggestions.attempts): it writes only while the row is still `creating`
 * in that attempt, and an attempt that finds itself superseded stops, deletes what it stored and writes nothing.
 */
export async function generateSuggestion(core: Core, job: GenerateSuggestionJob, attempt: GenerationAttempt): Promise<void> {
  const row = await startSuggestionAttempt(core.db, job.suggestionId);
  // Deleted meanwhile, or already finished/failed (e.g. by the reaper): nothing to do.
  if (!row) return;
  const owner: SuggestionAttempt = { id: row.id, attempt: row.attempts };
  const log = core.logger.child({ suggestion: row.id, type: row.type, attempt: owner.attempt });
  // Aborted by the job (deadline, shutdown) or by ourselves the moment a write shows the row is no longer ours.
  const local = new AbortController();
  const signal = attempt.signal ? AbortSignal.any([attempt.signal, local.signal]) : local.signal;
  const superseded = () => {
    const error = new AttemptSupersededError(owner.id, owner.attempt);
    local.abort(error);
    return error;
  };
  const progress = async (percent: number, stage: string): Promise<void> => {
    signal.throwIfAborted();
    if (!(await updateSuggestionProgress(core.db, owner, percent, stage))) throw superseded();
  };
  let video: RenderedVideo | undefined;
  try {
    let result: WriterResult;
    // A meme's own text (typed with the request, or a new one from "Edit text"): the writer writes the whole meme
    // from it (title, lines, caption, hashtags, in the text's language), as it does from a meme's user_input.
    const memeText = row.type === 'meme' && typeof row.request.meme_text === 'string' && row.request.meme_text.trim() ? row.request.meme_text : undefined;
    const previous = job.reason === 'edit' ? writerResultSchema.safeParse(row.result) : undefined;
    // An edit that kept the text (a new track, say) renders the same meme again; a new text is written anew.
    const previousFits = previous?.success === true && (!memeText || previous.data.meme?.topText === memeTopText(memeText));
    // Avatar and story videos may come with the script the user recorded themselves reading (POST /suggestions/draft).
    const given = writerResultSchema.safeParse(row.request.script);
    if (previous?.success && previousFits) {
      result = previous.data;
    } else if (given.success && (row.type === 'avatar' || row.type === 'storytelling')) {
      result = given.data;
    } else {
      await progress(5, 'writing');
      result = await writeScriptFor(core, memeText ? { ...row, userInput: memeText } : row, signal);
    }
    signal.throwIfAborted();
    // Whichever writer wrote it, the video shows the user's text, and everything else is about that text.
    if (memeText) result = ensureMemeText(result, memeText, normalizeLanguage(row.language), seedOf(row.id));
    const resultJson = result as unknown as Record<string, unknown>;

    if (row.type === 'smart_script' || row.type === 'custom_script') {
      if (!(await completeSuggestion(core.db, owner, { result: resultJson, videoKey: null, thumbnailKey: null, durationSeconds: null }))) throw superseded();
      await recordMilestone(core.db, row.userId, 'scripts_written');
      await recordServerEvent(core, 'generation_ready', { userId: row.userId, props: { type: row.type, suggestion_id: row.id, reason: job.reason } });
      log.info('script ready');
      return;
    }

    if (!(await saveSuggestionResult(core.db, owner, resultJson))) throw superseded();
    if (row.type === 'meme' && row.request.face_meme === true) {
      video = await renderFaceMemeVideo(core, row, result, progress, signal);
    } else if (row.type === 'meme') {
      await progress(15, 'rendering');
      video = await renderMemeVideo(core, row, result, (fraction) => progress(15 + fraction * 80, 'rendering'), signal);
    } else {
      const talking = await renderTalkingVideo(core, row, result, progress, signal);
      video = talking;
      // The user's recording covered only part of the script (or all of it): the result says how much.
      if (talking.recording) resultJson.recording = talking.recording;
    }
    // An edit replaces the previous render: its files go once the new ones are stored, before the suggestion is
    // shown as ready again (while re-rendering, the UI shows progress, not the old video). Only while still ours:
    // an attempt that lost must not delete what the row (or the winner) shows.
    await progress(98, 'storing');
    const oldKeys = [row.videoKey, row.thumbnailKey].filter((key) => key !== video?.videoKey && key !== video?.thumbnailKey);
    await deleteStoredQuietly(core, oldKeys);
    const done = await completeSuggestion(core.db, owner, {
      // Memes say which music (and whether a voice-over) and layout they were rendered with; videos, which captions they show.
      result: {
        ...resultJson,
        ...(video.sound ? { sound: video.sound } : {}),
        ...(video.captions ? { captions: video.captions } : {}),
        ...(video.memeLayout ? { meme_layout: video.memeLayout } : {}),
      },
      videoKey: video.videoKey,
      thumbnailKey: video.thumbnailKey,
      durationSeconds: video.durationSeconds,
    });
    if (!done) throw superseded();
    await recordMilestone(core.db, row.userId, 'scripts_written');
    await recordMilestone(core.db, row.userId, 'video_generated');
    await recordServerEvent(core, 'generation_ready', {
      userId: row.userId,
      props: { type: row.request.face_meme === true ? 'face_meme' : row.type, suggestion_id: row.id, reason: job.reason },
    });
    log.info({ seconds: video.durationSeconds }, 'video ready');
  } catch (error) {
    // Whatever this attempt stored is nobody's now: the row does not point at it.
    if (video) await deleteStoredQuietly(core, [video.videoKey, video.thumbnailKey]);
    const lost = error instanceof AttemptSupersededError ? error : local.signal.aborted ? (local.signal.reason as AttemptSupersededError) : undefined;
    if (lost) {
      // Not a failure of the job: the suggestion is in other hands (failed and refunded, or a newer attempt).
      log.warn('attempt superseded; its work was discarded');
      return;
    }
    log.warn({ err: error, last: attempt.isLastAttempt }, 'generation attempt failed');
    if (attempt.isLastAttempt) {
      // Only a first generation took a daily slot; an edit's re-render did not.
      const failed = await failAndRefund(core, row.id, (db) => failSuggestion(db, row.id, 'GENERATION_FAILED', owner), job.reason === 'generate');
      if (failed)
        await recordServerEvent(core, 'generation_failed', { userId: row.userId, props: { type: row.type, suggestion_id: row.id, reason: job.reason } });
    } else {
      await updateSuggestionProgress(core.db, owner, row.progress, 'retrying');
    }
    throw error;
  }
}
