import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { flattenPages, useUploadImage, useUserImages } from './content.api.ts';
import { formatDate } from './content-types.ts';
import { precheckImage } from './photo-checks.ts';
import { PhotoChoiceGrid, PhotoFileInput, PhotoGridSkeleton, PhotosLoadError } from './photo-choice.tsx';

/** The meme background photo: upload a new one (JPEG/PNG/WebP, ≤ 10 MB) or pick one from `GET /users/images`. */
export function PhotoPicker({ selected, onSelect, error }: { selected: string | null; onSelect: (id: string) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const images = useUserImages();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const items = flattenPages(images.data?.pages);

  const onFile = (file: File) => {
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
        <PhotoFileInput ref={input} testId="photo-input" onFile={onFile} />
      </div>

      {uploadError && <Alert>{uploadError}</Alert>}

      {images.isPending ? (
        <PhotoGridSkeleton tileClassName="aspect-square" />
      ) : images.isError && items.length === 0 ? (
        <PhotosLoadError onRetry={() => void images.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('web.generate.no_photos')}</p>
      ) : (
        <PhotoChoiceGrid
          labelledBy="photos-label"
          images={items}
          selected={selected}
          onSelect={onSelect}
          alt={(image) => t('web.generate.photo_alt', { date: formatDate(image.created_at, locale) })}
          tileClassName="aspect-square bg-surface"
        />
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
