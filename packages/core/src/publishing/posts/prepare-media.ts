import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fitImageForInstagram, makeWorkDir, probe } from '@reelcraft/media';
import type { Core } from '../../context.ts';
import { findSuggestionForUser } from '../../content/suggestions.repository.ts';
import { findUserImage } from '../../media-library/user-media.repository.ts';
import { ObjectNotFoundError } from '../../storage/storage.ts';
import { PostFailure } from './failure-reasons.ts';
import type { PublishingPostRow } from './posts.repository.ts';

/** One item of a post as Instagram gets it. */
export interface PreparedItem {
  type: 'video' | 'image';
  storageKey: string;
}

/** Where a post's prepared photos are stored: under the user's folder, so account deletion removes them too. */
const preparedKey = (post: PublishingPostRow, index: number) => `users/${post.userId}/publishing/${post.id}/${index}.jpg`;

/**
 * The post's media in Instagram's terms, in order (the video first in a carousel): the suggestion's MP4 as it is,
 * after checking it is H.264 video with AAC sound (or none), and each photo as a JPEG fitted to the feed's 4:5…1.91:1
 * (or 9:16 for a story), stored for the post. A missing file fails the post with `media_missing`.
 */
export async function prepareMedia(core: Core, post: PublishingPostRow, signal: AbortSignal): Promise<PreparedItem[]> {
  const items: PreparedItem[] = [];
  const work = await makeWorkDir('publish');
  try {
    // The suggestion's video is an item when it has one; a script without video is only the post's source.
    const suggestion = post.suggestionId ? await findSuggestionForUser(core.db, post.userId, post.suggestionId) : undefined;
    const needsVideo = post.kind === 'reel' || (post.kind === 'story' && post.imageIds.length === 0);
    if (needsVideo && !suggestion?.videoKey) throw new PostFailure('media_missing', 'the suggestion or its video is gone');
    if (suggestion?.videoKey && post.kind !== 'image') {
      const file = path.join(work, 'video.mp4');
      await download(core, suggestion.videoKey, file);
      const info = await probe(file, { signal });
      const video = info.streams.filter((stream) => stream.codecType === 'video');
      const audio = info.streams.filter((stream) => stream.codecType === 'audio');
      const isMp4 = info.formatName.split(',').includes('mp4');
      if (!isMp4 || video.length !== 1 || video[0]!.codecName !== 'h264' || audio.some((stream) => stream.codecName !== 'aac')) {
        throw new PostFailure('video_format', `the video is ${info.formatName} ${[...video, ...audio].map((stream) => stream.codecName).join('/')}`);
      }
      items.push({ type: 'video', storageKey: suggestion.videoKey });
    }
    for (const [index, imageId] of post.imageIds.entries()) {
      signal.throwIfAborted();
      const image = await findUserImage(core.db, post.userId, imageId);
      if (!image) throw new PostFailure('media_missing', 'a photo of the post was deleted');
      const file = path.join(work, `photo-${index}`);
      await download(core, image.storageKey, file);
      const fitted = await fitImageForInstagram(await readFile(file), post.kind === 'story' ? 'story' : 'feed', signal);
      const key = preparedKey(post, items.length);
      await core.storage.putBuffer(key, fitted.data);
      items.push({ type: 'image', storageKey: key });
    }
    return items;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function download(core: Core, key: string, file: string): Promise<void> {
  try {
    await core.storage.downloadTo(key, file);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw new PostFailure('media_missing', 'a media file of the post is gone');
    throw error;
  }
}
