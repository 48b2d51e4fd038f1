/**
 * Toasts without Sonner on the first load of a page. Sonner is 34 KB of script, and evaluating it adds a
 * stylesheet to the document, which restyles the whole page: on the public pages nothing toasts, so the toaster
 * (toaster.tsx) is mounted only once the page is idle (root.tsx), or at once when something wants to toast first.
 * A toast asked for before the toaster is mounted is kept and shown when it is.
 */
export type ToastKind = 'success' | 'error';

interface PendingToast {
  kind: ToastKind;
  message: string;
}

type Show = (kind: ToastKind, message: string) => void;

const pending: PendingToast[] = [];
const wanted = new Set<() => void>();
let show: Show | null = null;

function send(kind: ToastKind, message: string): void {
  if (show) {
    show(kind, message);
    return;
  }
  pending.push({ kind, message });
  for (const listener of wanted) listener();
}

export const toast = {
  success: (message: string) => send('success', message),
  error: (message: string) => send('error', message),
};

/** Calls `listener` when a toast waits for the toaster; returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}

/** True when a toast was asked for before the toaster was mounted. */
export function hasWaitingToasts(): boolean {
  return pending.length > 0;
}

/** The mounted toaster takes over: waiting toasts are shown, later ones go straight to it; returns the detach. */
export function attachToaster(next: Show): () => void {
  show = next;
  for (const toastToShow of pending.splice(0)) next(toastToShow.kind, toastToShow.message);
  return () => {
    if (show === next) show = null;
  };
}
