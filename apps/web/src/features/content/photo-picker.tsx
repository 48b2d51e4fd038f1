import { Check, ImagePlus } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { flattenPages, useUploadImage, useUserImages } from './content.api.ts';
import { formatDate } from './content-types.ts';
import { ACCEPTED_IMAGE_TYPES, precheckImage } from './photo-checks.ts';

/** The meme background photo: upload a new one (JPEG/PNG/WebP, ≤ 10 MB) or pick one from `GET /users/images`. */
export function PhotoPicker({
  selected,
  onSelect,
  error,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const images = useUserImages();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const items = flattenPages(images.data?.pages);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    const early = precheckImage(file);
    if (early) {
      setUploadError(errorMessage(early, t));
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        onSelect(image.id);
        toast.success(t('web.generate.uploaded'));
      },
      onError: (failure) => setUploadError(errorMessage(failure, t)),
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface-2/60 p-3 sm:p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p id="photos-label" className="text-sm font-medium">
          {t('web.generate.photos')}
        </p>
        <div className="flex flex-col gap-1 sm:items-end">
          <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
            {!upload.isPending && <ImagePlus aria-hidden="true" className="size-4" />}
            {upload.isPending ? t('web.generate.uploading') : t('web.generate.upload')}
          </Button>
          <p className="text-xs text-muted">{t('web.generate.upload_hint')}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-input"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>

      {uploadError && <Alert>{uploadError}</Alert>}

      {images.isPending ? (
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-xl" />
          ))}
        </div>
      ) : images.isError && items.length === 0 ? (
        <p className="text-sm text-danger" role="alert">
          {t('web.errors.load_failed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void images.refetch()}>
            {t('web.common.retry')}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('web.generate.no_photos')}</p>
      ) : (
        <RadioGroup.Root
          aria-labelledby="photos-label"
          value={selected ?? ''}
          onValueChange={onSelect}
          className="grid grid-cols-4 gap-2 sm:grid-cols-6"
        >
          {items.map((image) => (
            <RadioGroup.Item
              key={image.id}
              value={image.id}
              className={cn(
                'relative aspect-square overflow-hidden rounded-xl border-2 border-transparent bg-surface',
                'data-[state=checked]:border-primary',
              )}
            >
              <img
                src={image.thumbnail_url}
                alt={t('web.generate.photo_alt', { date: formatDate(image.created_at, locale) })}
                loading="lazy"
                className="size-full object-cover"
              />
              <RadioGroup.Indicator className="absolute right-1 top-1 flex size-5 items-center justify-center rounded-full bg-primary text-primary-fg">
                <Check aria-hidden="true" className="size-3.5" />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      )}

      {images.hasNextPage && (
        <Button variant="ghost" size="sm" className="self-start" loading={images.isFetchingNextPage} onClick={() => void images.fetchNextPage()}>
          {t('web.generate.more_photos')}
        </Button>
      )}

      {error && (
        <p className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
