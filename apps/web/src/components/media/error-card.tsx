import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';

/**
 * The one "this failed" card of a generation job (issue 11 item 12): the failure text (or the server's reason), an
 * optional heading, and the ways forward as children (try again, start over).
 */
export function ErrorCard({
  title,
  message,
  children,
  titleLevel = 2,
  size = 'md',
  testId,
  className,
}: {
  title?: ReactNode;
  message: ReactNode;
  children?: ReactNode;
  titleLevel?: 2 | 3;
  /** 'lg': the roomier card of the talking-video flows, its actions full width. */
  size?: 'md' | 'lg';
  testId?: string;
  className?: string;
}) {
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      role="alert"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-danger/30 bg-danger-soft',
        size === 'lg' ? 'p-5 sm:p-8' : 'items-start p-4 sm:p-6',
        className,
      )}
      data-testid={testId}
    >
      {title ? (
        <div className="flex items-start gap-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
          <div className="min-w-0">
            <Heading className="text-xl font-semibold text-danger">{title}</Heading>
            <p className="mt-1 text-fg">{message}</p>
          </div>
        </div>
      ) : (
        <p className="flex items-start gap-2.5 font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {message}
        </p>
      )}
      {children}
    </section>
  );
}
