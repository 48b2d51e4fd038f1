import { CAPTION_POSITIONS, CAPTION_PRESETS, captionLookSchema, DEFAULT_CAPTION_LOOK, type CaptionLook } from '@reelcraft/contract';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { local, STORAGE_KEYS, type KeyValueStore } from '../../lib/storage.ts';

export { CAPTION_POSITIONS, CAPTION_PRESETS, DEFAULT_CAPTION_LOOK, type CaptionLook };
export type CaptionPreset = CaptionLook['preset'];
export type CaptionPosition = CaptionLook['position'];

/** The highlight colours offered as swatches (any other comes from the custom colour field); the first is the default. */
export const CAPTION_SWATCHES = [
  { name: 'yellow', color: '#FFD60A' },
  { name: 'pink', color: '#FF2D92' },
  { name: 'red', color: '#FF3B30' },
  { name: 'orange', color: '#FF9500' },
  { name: 'green', color: '#34C759' },
  { name: 'cyan', color: '#00E5FF' },
  { name: 'violet', color: '#AF52DE' },
  { name: 'white', color: '#FFFFFF' },
] as const;

/**
 * The caption look chosen last, kept in this browser's localStorage (not a server preference: it is a habit of the
 * device's creator and needs no round trip); the default when nothing or something unreadable is stored.
 */
export function recallCaptionLook(store: KeyValueStore = local): CaptionLook {
  try {
    const parsed = captionLookSchema.safeParse(JSON.parse(store.getItem(STORAGE_KEYS.captionLook) ?? 'null'));
    return parsed.success ? parsed.data : DEFAULT_CAPTION_LOOK;
  } catch {
    return DEFAULT_CAPTION_LOOK;
  }
}

export function rememberCaptionLook(look: CaptionLook, store: KeyValueStore = local): void {
  store.setItem(STORAGE_KEYS.captionLook, JSON.stringify(look));
}

/** A create form's caption look: starts from the one chosen last; every change is remembered for the next video. */
export function useRememberedCaptionLook(): [CaptionLook, (look: CaptionLook) => void] {
  const [look, setLook] = useState<CaptionLook>(() => recallCaptionLook());
  const change = useCallback((next: CaptionLook) => {
    setLook(next);
    rememberCaptionLook(next);
  }, []);
  return [look, change];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION) : undefined;
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Whether the person asked for less motion (the previews then show one still frame). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION).matches : false),
    () => false,
  );
}
