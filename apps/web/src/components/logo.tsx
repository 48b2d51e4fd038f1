import { useId } from 'react';
import { cn } from './ui/cn.ts';

/** The Reelcraft mark: a 9:16 frame with a play notch, and the word mark. */
export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  // Unique per instance: a gradient defined inside a hidden copy (e.g. the mobile header on desktop) would not paint.
  const gradient = `rc-logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight text-fg', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#ec4899" />
          </linearGradient>
        </defs>
        <rect x="2" y="2" width="28" height="28" rx="8" fill={`url(#${gradient})`} />
        <rect x="10" y="6.5" width="12" height="19" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M14.5 12.5v7l5-3.5z" fill="#fff" />
      </svg>
      {showWord && <span className="text-xl">Reelcraft</span>}
    </span>
  );
}
