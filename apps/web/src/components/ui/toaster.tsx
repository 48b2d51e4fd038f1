import { useEffect } from 'react';
import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { attachToaster } from './toast.ts';

/** Toasts top-right, auto-close after 5000 ms. */
export const TOAST_DURATION_MS = 5_000;

/** Sonner's toaster; loaded and mounted by root.tsx's DeferredToaster, fed by toast.ts. */
export function Toaster() {
  // Sonner subscribes in its own effect, which runs before this one (children first): waiting toasts reach it.
  useEffect(() => attachToaster((kind, message) => sonnerToast[kind](message)), []);
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
