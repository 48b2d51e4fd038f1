import { session, STORAGE_KEYS, type KeyValueStore } from '../../lib/storage.ts';
import type { CaptionLook } from '../content/caption-look.ts';
import type { SuggestionResult } from '../content/content.api.ts';

/** What a talking video was started from: "try again" after a failure starts it from the same photo, voice and script. */
export interface VideoInputs {
  /** The photo with the face that speaks. */
  imageId: string;
  /** A story's photos, in the order it shows them (absent: the one photo). */
  imageIds?: string[] | undefined;
  audioId?: string | undefined;
  script?: SuggestionResult | undefined;
  /** The caption style chosen for it. */
  captionLook?: CaptionLook | undefined;
}

/** The last few videos of this browser session are enough: a failure is retried right away or not at all. */
const KEEP = 5;

function readAll(store: KeyValueStore): [string, VideoInputs][] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEYS.videoInputs) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is [string, VideoInputs] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1]?.imageId === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberVideoInputs(id: string, inputs: VideoInputs, store: KeyValueStore = session): void {
  const kept = readAll(store).filter(([known]) => known !== id);
  store.setItem(STORAGE_KEYS.videoInputs, JSON.stringify([[id, inputs], ...kept].slice(0, KEEP)));
}

export function recallVideoInputs(id: string, store: KeyValueStore = session): VideoInputs | null {
  return readAll(store).find(([known]) => known === id)?.[1] ?? null;
}
