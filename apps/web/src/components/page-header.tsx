import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3 lg:mb-8">
      <h1 className="text-title font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
