import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A large option of a radio group (inside `RadioGroup.Root`): a leading picture or icon (`children`), a title and a
 * line saying what it means. The chosen one is outlined and tinted.
 */
export function ChoiceCard({ value, title, body, children }: { value: string; title: ReactNode; body: ReactNode; children: ReactNode }) {
  return (
    <RadioGroup.Item
      value={value}
      className={cn(
        'flex items-center gap-3 rounded-card border border-border bg-surface p-3 text-left transition-colors hover:bg-surface-2',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
      )}
    >
      {children}
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted">{body}</span>
      </span>
    </RadioGroup.Item>
  );
}
