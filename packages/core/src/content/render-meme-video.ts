import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type CaptionWord, makeWorkDir, type MemeBackground, type PhotoFaceRegion, wordTimingsFromText } from '@reelcraft/media';
import { memeLayoutSchema, type MemeLayoutChoice } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { RenderedCaptions, UsedSound } from '@reelcraft/contract';
import { applyCaptionEdits, captionEditsOf, captionLookOf, hasCaptionEdits, renderedCaptions } from './caption-edits.ts';
import { findUserImage } from '../media-library/user-media.repository.ts';
import { findActiveProfile } from '../profiles/profiles.repository.ts';
import { memeTemplateFor } from '../writer/meme/template-choice.ts';
import { facesToAvoid } from './meme-faces.ts';
import type { WriterResult } from '../writer/writer.schema.ts';
import type { SuggestionRow } from './suggestions.repository.ts';
import { throttledProgress } from './throttled-progress.ts';
import { type PreparedMemeSound, prepareMemeSound } from './music.ts';

export interface RenderedVideo {
  videoKey: string;
  thumbnailKey: string;
  durationSeconds: number;
  /** Memes: the music and voice-over the video was made with (kept in the result). */
  sound?: UsedSound;
  /** Memes: the layout asked for (kept in the result, so the editor starts from it). */
  memeLayout?: MemeLayoutChoice;
  /** The caption words, emphasis and look the video shows (kept in the result for the caption editor). */
  captions?: RenderedCaptions;
}

/** Memes are short: long enough to read the text and hear the lines, short enough to loop. */
export const MEME_MIN_SECONDS = 6;
export const MEME_MAX_SECONDS = 20;

/**
 * Stores a rendered video and its thumbnail under new keys (an edit never serves a half-replaced file). An attempt
 * aborted or failing half-way removes what it stored, so a lost attempt leaves no objects behind.
 */
export async function storeRenderedVideo(
  core: Core,
  row: Pick<SuggestionRow, 'id' | 'userId'>,
  name: string,
  videoPath: string,
  thumbnailPath: string,
  durationSeconds: number,
  signal?: AbortSignal,
): Promise<RenderedVideo> {
  signal?.throwIfAborted();
  const version = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = `users/${row.userId}/suggestions/${row.id}`;
  const videoKey = `${base}/${name}-${version}.mp4`;
  const thumbnailKey = `${base}/${name}-${version}.jpg`;
  try {
    await core.storage.putFile(videoKey, videoPath);
    await core.storage.putFile(thumbnailKey, thumbnailPath);
    signal?.throwIfAborted();
  } catch (error) {
    await deleteStoredQuietly(core, [videoKey, thumbnailKey]);
    throw error;
  }
  return { videoKey, thumbnailKey, durationSeconds };
}

/** Best effort: a missing object is fine, a storage hiccup is logged and left for nobody (the key is unreferenced). */
export async function deleteStoredQuietly(core: Core, keys: readonly (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    await core.storage.delete(key).catch((error: unknown) => core.logger.warn({ err: error, key }, 'could not delete a stored file'));
  }
}

/** The sound of a meme or face meme: its voice-over (in the meme's own language) and music, for the render. */
export function memeSound(
  core: Core,
  row: Pick<SuggestionRow, 'id' | 'userId' | 'request'>,
  meme: NonNullable<WriterResult['meme']>,
  result: Pick<WriterResult, 'language' | 'estimatedSeconds'>,
  workDir: string,
  signal?: AbortSignal,
): Promise<PreparedMemeSound> {
  return prepareMemeSound(core, {
    suggestionId: row.id,
    userId: row.userId,
    request: row.request,
    // The meme's own language (its text may be Russian under an English interface), not the interface's.
    language: result.language,
    topText: meme.topText,
    subtitleLines: meme.subtitleLines,
    durationSeconds: Math.min(MEME_MAX_SECONDS, Math.max(MEME_MIN_SECONDS, result.estimatedSeconds)),
    workDir,
    ...(signal ? { signal } : {}),
  });
}

/** The layout the request asks for ('auto' when absent or unreadable: an old row, a hand-edited one). */
export function memeLayoutOf(request: Record<string, unknown>): MemeLayoutChoice {
  const parsed = memeLayoutSchema.safeParse(request.meme_layout);
  return parsed.success ? parsed.data : 'auto';
}

/**
 * A meme's caption words with the creator's fixes and emphasis: the voice-over's timed words, or (no voice-over) the
 * subtitle lines timed as the renderer times them. `forRender` is set only when it differs from what the renderer
 * would make itself, so an unedited meme is rendered exactly as before.
 */
export function memeCaptions(
  request: Record<string, unknown>,
  subtitleLines: readonly string[],
  audio: { captionWords?: CaptionWord[] | undefined; durationSeconds: number },
): { forRender?: CaptionWord[]; stored: RenderedCaptions } {
  const edits = captionEditsOf(request);
  const base = audio.captionWords ?? wordTimingsFromText(subtitleLines, audio.durationSeconds);
  const words = applyCaptionEdits(base, edits);
  const forRender = audio.captionWords || hasCaptionEdits(edits) ? words : undefined;
  return { ...(forRender ? { forRender } : {}), stored: renderedCaptions(words, captionLookOf(request)) };
}

/**
 * What a meme and a face meme hand the renderer alike: the words, the captions with the creator's fixes and look,
 * and the prepared sound; `audio` and `captions` are kept for the stored result.
 */
export async function memeRenderParts(
  core: Core,
  row: Pick<SuggestionRow, 'id' | 'userId' | 'request'>,
  result: Pick<WriterResult, 'language' | 'estimatedSeconds'> & { meme: NonNullable<WriterResult['meme']> },
  workDir: string,
  signal?: AbortSignal,
) {
  const audio = await memeSound(core, row, result.meme, result, workDir, signal);
  const captions = memeCaptions(row.request, result.meme.subtitleLines, audio);
  const look = captionLookOf(row.request);
  const shared = {
    topText: result.meme.topText,
    subtitleLines: result.meme.subtitleLines,
    ...(captions.forRender ? { captionWords: captions.forRender } : {}),
    ...(look ? { captionLook: look } : {}),
    audioPath: audio.audioPath,
    durationSeconds: audio.durationSeconds,
  };
  return { audio, captions, shared };
}

/**
 * Renders a meme suggestion to MP4 + JPG and stores both. The background is the user's photo when the request
 * names one (the text keeps off its faces and subject), otherwise a template drawn by code in the layout the
 * request asks for or the text's shape calls for. Each render gets new keys, so an edit never serves a
 * half-replaced file.
 */
export async function renderMemeVideo(
  core: Core,
  row: SuggestionRow,
  result: WriterResult,
  onProgress: (fraction: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<RenderedVideo> {
  if (!result.meme) throw new Error('the writer returned no meme text');
  const work = await makeWorkDir('meme');
  try {
    const seed = createHash('sha256').update(row.id).digest().readUInt32LE(0);
    const layout = memeLayoutOf(row.request);
    let background: MemeBackground | undefined;
    let avoid: PhotoFaceRegion[] = [];
    const imageId = typeof row.request.image_id === 'string' ? row.request.image_id : undefined;
    if (imageId) {
      const image = await findUserImage(core.db, row.userId, imageId);
      if (image) {
        const photo = path.join(work, 'background.jpg');
        await core.storage.downloadTo(image.storageKey, photo);
        background = { kind: 'image', path: photo };
        // The headline and captions keep off the faces in the photo.
        avoid = await facesToAvoid(core, image, photo, signal);
      }
    }
    if (!background) {
      const profile = layout === 'auto' || layout === 'tweet' ? await findActiveProfile(core.db, row.userId) : undefined;
      const template = memeTemplateFor({
        topText: result.meme.topText,
        language: result.language,
        layout,
        seed,
        ...(profile ? { author: { name: profile.username, handle: `@${profile.username}` } } : {}),
      });
      background = { kind: 'template', template, seed };
    }

    const progress = throttledProgress(onProgress);
    const outputPath = path.join(work, 'meme.mp4');
    const thumbnailPath = path.join(work, 'thumbnail.jpg');
    const { audio, captions, shared } = await memeRenderParts(core, row, { ...result, meme: result.meme }, work, signal);
    const rendered = await core.renderer.meme({
      background,
      ...shared,
      avoid,
      // With a photo, 'classic' sets the headline as top/bottom meme lettering instead of the card.
      ...(background.kind === 'image' && layout === 'classic' ? { headlineStyle: 'classic' as const } : {}),
      outputPath,
      thumbnailPath,
      workDir: path.join(work, 'scratch'),
      onProgress: progress.report,
      ...(signal ? { signal } : {}),
    });
    await progress.flush();

    return {
      ...(await storeRenderedVideo(core, row, 'meme', outputPath, thumbnailPath, rendered.durationSeconds, signal)),
      sound: audio.sound,
      captions: captions.stored,
      memeLayout: layout,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
