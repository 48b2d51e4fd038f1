import { lazy, Suspense, useEffect, useState } from 'react';
import { hasWaitingToasts, onToastWaiting } from './ui/toast.ts';

const Toaster = lazy(() => import('./ui/toaster.tsx').then((module) => ({ default: module.Toaster })));

/** How long after hydration the toaster is mounted at the latest when the page never goes idle. */
const MOUNT_TIMEOUT_MS = 3_000;

/**
 * The toaster, mounted when the page is idle after hydration, or at once when a toast is asked for first (toast.ts
 * keeps it until then). Sonner is not part of a page's first load.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    if (hasWaitingToasts()) {
      setMounted(true);
      return;
    }
    const mount = () => setMounted(true);
    const stopListening = onToastWaiting(mount);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(mount, { timeout: MOUNT_TIMEOUT_MS });
      return () => {
        stopListening();
        window.cancelIdleCallback(idle);
      };
    }
    const timer = window.setTimeout(mount, MOUNT_TIMEOUT_MS);
    return () => {
      stopListening();
      window.clearTimeout(timer);
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
