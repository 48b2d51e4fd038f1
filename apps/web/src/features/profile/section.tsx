import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

export function Section({ id, title, hint, children }: { id: string; title: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-muted">{hint}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}
