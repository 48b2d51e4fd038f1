import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

const control =
  'block w-full rounded-control border border-border bg-surface px-3.5 text-base text-fg placeholder:text-muted/80 ' +
  'transition-colors focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring ' +
  'aria-[invalid=true]:border-danger disabled:opacity-60';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Shown at the end of the hint/error line, e.g. a character counter. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error, wired for screen readers: errors are linked with aria-describedby. */
function FieldShell({ id, label, hint, error, aside, children, className }: FieldShellProps) {
  const message = error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : hint ? (
    <p id={`${id}-hint`} className="text-sm text-muted">
      {hint}
    </p>
  ) : null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">{message}</div>
          {aside}
        </div>
      ) : (
        message
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type InputFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  containerClassName?: string;
};

export function TextField({ label, hint, error, id: givenId, className, containerClassName, ...props }: InputFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={containerClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, 'h-12', className)}
        {...props}
      />
    </FieldShell>
  );
}

/** An e-mail address: the e-mail keyboard on phones and the browser's e-mail autofill. */
export function EmailField(props: InputFieldProps) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function PasswordField({ label, hint, error, id: givenId, className, containerClassName, ...props }: InputFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={containerClassName}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={cn(control, 'h-12 pr-12', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('web.common.hide_password') : t('web.common.show_password')}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-control text-muted hover:text-fg"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </FieldShell>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** A live "used/max" character counter (the length is the caller's: forms keep the value). */
  counter?: { length: number; max: number };
};

export function TextareaField({ label, hint, error, id: givenId, className, counter, ...props }: TextareaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const over = counter ? counter.length > counter.max : false;
  const aside = counter ? (
    <p id={`${id}-counter`} className={cn('shrink-0 text-sm tabular-nums', over ? 'font-semibold text-danger' : 'text-muted')}>
      {counter.length}/{counter.max}
    </p>
  ) : undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} aside={aside}>
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, counter ? `${id}-counter` : undefined)}
        className={cn(control, 'min-h-20 resize-y py-3 leading-snug', className)}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
};

/** A native select: the best picker on phones, and accessible for free. */
export function SelectField({ label, hint, error, id: givenId, className, children, ...props }: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, 'h-12 appearance-none bg-[length:1.25rem] bg-[right_0.875rem_center] bg-no-repeat pr-10', className)}
        style={{
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%238a8799' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
        }}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}
