import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

/** A titled card of the profile and subscription pages; `id` is its anchor (`#id` scrolls to it under the top bar). */
export function Section({ id, title, hint, children, className }: { id: string; title: ReactNode; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card aria-labelledby={`${id}-title`} id={id} className={cn('scroll-mt-20', className)}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-muted">{hint}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
