/**
 * Storage that never throws: private modes, disabled cookies and the build-time pre-render (no `window`)
 * all behave like an empty store instead of crashing the page.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function safe(pick: () => Storage | undefined): KeyValueStore {
  const store = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : pick();
    } catch {
      return undefined;
    }
  };
  return {
    getItem(key) {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the value simply is not remembered.
      }
    },
    removeItem(key) {
      try {
        store()?.removeItem(key);
      } catch {
        // see setItem
      }
    },
  };
}

export const local: KeyValueStore = safe(() => window.localStorage);
export const session: KeyValueStore = safe(() => window.sessionStorage);

/** Storage keys used by the web app, in one place so nothing collides. */
export const STORAGE_KEYS = {
  /** Where the bearer token used to be kept (before issue 9); only ever removed now. */
  legacyAuthToken: 'reelcraft.auth_jwt',
  /** Not a secret: "this browser signed in", so a page load asks for a token only when there may be a session. */
  sessionHint: 'reelcraft.session',
  onceAuthorized: 'reelcraft.once_authorized',
  locale: 'reelcraft.locale',
  analyticsSession: 'reelcraft.analytics_session',
  reloadGuard: 'reelcraft.reload_guard',
  /** The Instagram analysis started before sign-up (session only), attached to the account after it. */
  pendingAnalysis: 'reelcraft.pending_analysis',
  /** Script categories picked before sign-up, saved as preferences after it. */
  pendingCategories: 'reelcraft.pending_categories',
  /** What the last talking videos were made from (photo, recording, script), so a failed one can be tried again as it was. */
  videoInputs: 'reelcraft.video_inputs',
  /** The caption style (preset, position, colour) chosen last in a create form, offered again for the next video. */
  captionLook: 'reelcraft.caption_look',
  /** This tab views the product as a user for an admin (issue 13; session storage: this tab only). */
  impersonation: 'reelcraft.impersonation',
  /** The impersonated user whose view just ended in this tab (for the /impersonate page's message). */
  impersonationEnded: 'reelcraft.impersonation_ended',
} as const;
