import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover shadow-sm',
  secondary: 'bg-surface text-fg border border-border hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: 'bg-danger-soft text-danger hover:brightness-95 dark:hover:brightness-125',
  destructive: 'bg-danger-strong text-white hover:brightness-110 shadow-sm',
  link: 'text-link underline-offset-4 hover:underline px-0 min-h-0',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-base gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
  loading?: boolean;
  block?: boolean;
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'className'>): string {
  return cn(
    'inline-flex items-center justify-center rounded-control font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-60 text-center leading-tight',
    variants[variant],
    variant !== 'link' && sizes[size],
    variant === 'link' && 'text-base',
    block && 'w-full',
    className,
  );
}

export function Button({ variant, size, asChild = false, loading = false, block, className, children, disabled, type, ...props }: ButtonProps) {
  const classes = buttonClass({ variant, size, block, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
