import { X } from 'lucide-react';
import { AlertDialog as AlertPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

const overlay = 'fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]';
// A bottom sheet on phones, a centered dialog from 480 px.
const panel =
  'fixed z-50 inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-[1.25rem] border border-border bg-surface p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-card ' +
  'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(28rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-6';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content className={cn(panel, className)} {...(description ? {} : { 'aria-describedby': undefined })} {...props}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-mr-2 -mt-1 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t('web.common.close')}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description && <DialogPrimitive.Description className="mb-5 text-muted">{description}</DialogPrimitive.Description>}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;
export const AlertDialogCancel = AlertPrimitive.Cancel;

export function AlertDialogContent({
  title,
  description,
  children,
  className,
  ...props
}: ComponentProps<typeof AlertPrimitive.Content> & { title: ReactNode; description: ReactNode }) {
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlay} />
      <AlertPrimitive.Content className={cn(panel, className)} {...props}>
        <AlertPrimitive.Title className="mb-2 text-xl font-semibold">{title}</AlertPrimitive.Title>
        <AlertPrimitive.Description className="mb-5 text-muted">{description}</AlertPrimitive.Description>
        {children}
      </AlertPrimitive.Content>
    </AlertPrimitive.Portal>
  );
}

/** An alert dialog's buttons: Cancel, then the action(s) given; stacked with the action on top on phones. */
export function AlertDialogActions({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <AlertPrimitive.Cancel asChild>
        <Button variant="secondary">{t('web.common.cancel')}</Button>
      </AlertPrimitive.Cancel>
      {children}
    </div>
  );
}
