import { useState } from 'react';
import { cn } from '../../components/ui/cn.ts';

/** An Instagram profile photo (through our image proxy), or the first letter when there is none or it fails. */
export function Avatar({ src, username, alt, className }: { src: string | null | undefined; username: string; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const letter =
    username
      .replace(/[^a-z0-9]/gi, '')
      .charAt(0)
      .toUpperCase() || '@';
  if (!src || failed) {
    return (
      <span
        // A decorative avatar (alt="", the name is written beside it) stays hidden, as its <img> would be.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 via-fuchsia-600 to-orange-500 font-bold text-white',
          className,
        )}
      >
        <span aria-hidden="true">{letter}</span>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-full bg-surface-2 object-cover', className)}
    />
  );
}
