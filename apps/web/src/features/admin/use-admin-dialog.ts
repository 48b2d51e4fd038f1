import { useState } from 'react';

/**
 * The open state of a console dialog that runs one mutation: closing it (Cancel, Escape, done) forgets the last
 * attempt's error, and whatever else `onClose` resets, so it opens clean next time.
 */
export function useAdminDialog(mutation: { reset: () => void }, onClose?: () => void) {
  const [open, setOpen] = useState(false);
  return {
    open,
    setOpen,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) {
        onClose?.();
        mutation.reset();
      }
    },
  };
}
