import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** Spec §9: toasts top-right, auto-close after 5000 ms. */
export const TOAST_DURATION_MS = 5_000;

export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={TOAST_DURATION_MS}
      theme="system"
      richColors
      closeButton
      offset={16}
      mobileOffset={12}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
