import { ArrowRight, CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { flattenPages, useUploadImage, useUserImages, type UserImage } from '../content/content.api.ts';
import { formatDate } from '../content/content-types.ts';
import { PhotoChoiceGrid, PhotoGridSkeleton, PhotosLoadError } from '../content/photo-choice.tsx';
import { FIRST_VIDEO_IMAGE_MAX_BYTES, isFaceError, precheckImage } from '../content/photo-checks.ts';
import { GoodPhotoTips, PhotoDrop } from './photo-drop.tsx';

/** An object URL for a local file, revoked when the file changes or the screen goes away. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Step 1 of the talking-video flows: a photo of the user's face, ≤ 3 MB, JPEG/PNG/WebP, with exactly one
 * clear face. Checked here for format and size, then by the server for the face (FACE_* errors, shown with an example
 * of a good photo). Or a photo uploaded before whose face was already found.
 */
export function AvatarPhotoStep({ title, body, onContinue }: { title: string; body: string; onContinue: (image: UserImage) => void }) {
  const { t } = useTranslation();
  const upload = useUploadImage('avatar');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [chosen, setChosen] = useState<UserImage | null>(null);
  const localUrl = useObjectUrl(upload.isPending ? file : null);

  const onFile = (next: File) => {
    setError(null);
    setChosen(null);
    const early = precheckImage(next, FIRST_VIDEO_IMAGE_MAX_BYTES);
    if (early) {
      setError(early);
      return;
    }
    setFile(next);
    upload.mutate(next, {
      onSuccess: (image) => setChosen(image),
      onError: (failure) => setError(failure),
      onSettled: () => setFile(null),
    });
  };

  const pick = useCallback((image: UserImage) => {
    setError(null);
    setChosen(image);
  }, []);

  const faceProblem = isFaceError(error);

  return (
    <section aria-labelledby="photo-step-title" className="flex flex-col gap-5">
      <div>
        <h2 id="photo-step-title" className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{body}</p>
      </div>

      {upload.isPending && localUrl ? (
        <div className="relative mx-auto aspect-[3/4] w-full max-w-56 overflow-hidden rounded-card bg-surface-2 shadow-card" aria-busy="true">
          <img src={localUrl} alt="" className="size-full object-cover opacity-60" />
          <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-black/60 px-3 py-3 text-sm font-semibold text-white">
            <Spinner />
            <span role="status">{t('web.avatar_photo.checking')}</span>
          </div>
        </div>
      ) : chosen ? (
        <ChosenPhoto image={chosen} onAnother={() => setChosen(null)} onContinue={() => onContinue(chosen)} />
      ) : (
        <PhotoDrop onFile={onFile} maxBytes={FIRST_VIDEO_IMAGE_MAX_BYTES} testId="avatar-photo-input" />
      )}

      {error !== null && !upload.isPending && <Alert>{errorMessage(error, t)}</Alert>}

      {!chosen && <GoodPhotoTips retry={faceProblem} />}

      {!upload.isPending && <PreviousPhotos selected={chosen?.id ?? null} onSelect={pick} />}
    </section>
  );
}

function ChosenPhoto({ image, onAnother, onContinue }: { image: UserImage; onAnother: () => void; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-end sm:p-5">
      <img
        src={image.thumbnail_url || image.url}
        alt={t('web.avatar_photo.preview_alt')}
        className="aspect-[3/4] w-40 shrink-0 rounded-xl bg-surface-2 object-cover sm:w-36"
        data-testid="avatar-photo-preview"
      />
      <div className="flex w-full min-w-0 flex-col gap-3">
        <p role="status" className="flex items-start gap-2 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t('web.avatar_photo.accepted')}
        </p>
        <Button size="lg" block onClick={onContinue}>
          {t('web.avatar_photo.continue')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="secondary" block onClick={onAnother}>
          {t('web.avatar_photo.another')}
        </Button>
      </div>
    </div>
  );
}

/** Photos uploaded before in which a face was found: one tap instead of an upload. Hidden when there are none. */
function PreviousPhotos({ selected, onSelect }: { selected: string | null; onSelect: (image: UserImage) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const images = useUserImages();
  const usable = flattenPages(images.data?.pages).filter((image) => image.face_status === 'ok');

  if (images.isPending) return <PhotoGridSkeleton tileClassName="aspect-[3/4]" />;
  if (images.isError && usable.length === 0) return <PhotosLoadError onRetry={() => void images.refetch()} />;
  if (usable.length === 0 && !images.hasNextPage) return null;

  return (
    <section aria-labelledby="previous-photos-title" className="flex flex-col gap-3">
      <h3 id="previous-photos-title" className="text-sm font-semibold">
        {t('web.avatar_photo.previous_title')}
      </h3>
      {usable.length > 0 && (
        <PhotoChoiceGrid
          labelledBy="previous-photos-title"
          images={usable}
          selected={selected}
          onSelect={(id) => {
            const image = usable.find((candidate) => candidate.id === id);
            if (image) onSelect(image);
          }}
          alt={(image) => t('web.avatar_photo.previous_alt', { date: formatDate(image.created_at, locale) })}
          tileClassName="aspect-[3/4] bg-surface-2"
        />
      )}
      {images.hasNextPage && (
        <Button variant="ghost" size="sm" className="self-start" loading={images.isFetchingNextPage} onClick={() => void images.fetchNextPage()}>
          {t('web.avatar_photo.more')}
        </Button>
      )}
    </section>
  );
}
