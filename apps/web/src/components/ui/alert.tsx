import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** An inline message under a form: errors are announced (role=alert), successes politely (role=status). */
export function Alert({ tone = 'error', children, className }: { tone?: 'error' | 'success'; children: ReactNode; className?: string }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2.5 rounded-control px-3.5 py-3 text-sm font-medium',
        tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
