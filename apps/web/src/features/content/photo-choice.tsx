import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ACCEPTED_IMAGE_TYPES } from './photo-checks.ts';

interface ChoosablePhoto {
  id: string;
  thumbnail_url: string;
}

/**
 * The user's uploaded photos as a grid of radio tiles (one is chosen; the chosen one has a border and a tick).
 * `tileClassName` gives the tiles their shape and background.
 */
export function PhotoChoiceGrid<T extends ChoosablePhoto>({
  labelledBy,
  images,
  selected,
  onSelect,
  alt,
  tileClassName,
}: {
  labelledBy: string;
  images: readonly T[];
  selected: string | null;
  onSelect: (id: string) => void;
  alt: (image: T) => string;
  tileClassName: string;
}) {
  return (
    <RadioGroup.Root aria-labelledby={labelledBy} value={selected ?? ''} onValueChange={onSelect} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
      {images.map((image) => (
        <RadioGroup.Item
          key={image.id}
          value={image.id}
          className={cn('relative overflow-hidden rounded-xl border-2 border-transparent', tileClassName, 'data-[state=checked]:border-primary')}
        >
          <img src={image.thumbnail_url} alt={alt(image)} loading="lazy" className="size-full object-cover" />
          <RadioGroup.Indicator className="absolute right-1 top-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-fg">
            <Check aria-hidden="true" className="size-3.5" />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

/** Grey tiles in the grid's place while the photos load. */
export function PhotoGridSkeleton({ tileClassName }: { tileClassName: string }) {
  return (
    <div className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={cn(tileClassName, 'rounded-xl')} />
      ))}
    </div>
  );
}

/** The photos could not be loaded: said in one line, with a retry. */
export function PhotosLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-danger" role="alert">
      {t('web.errors.load_failed')}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        {t('web.common.retry')}
      </button>
    </p>
  );
}

/**
 * The hidden file input behind a "choose a photo" button (the button calls `click()` on it through `ref`). The input
 * is emptied after each choice, so choosing the same file again still counts.
 */
export function PhotoFileInput({ ref, testId, onFile }: { ref: Ref<HTMLInputElement>; testId: string; onFile: (file: File) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
