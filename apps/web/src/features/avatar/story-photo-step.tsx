import { STORY_PHOTOS_MAX } from '@reelcraft/contract';
import { ArrowRight, Mic, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { flattenPages, useUploadImage, useUserImages, type UserImage } from '../content/content.api.ts';
import { formatDate } from '../content/content-types.ts';
import { IMAGE_MAX_BYTES, precheckImage } from '../content/photo-checks.ts';
import { PhotoDrop } from './photo-drop.tsx';

/** The photo that speaks: the first chosen one in which a usable face was found (the server decides the same way). */
export function speakingPhoto(chosen: readonly UserImage[]): UserImage | undefined {
  return chosen.find((image) => image.face_status === 'ok');
}

/**
 * Step 1 of the story flow (issue 33): the photos the story shows, 1–6, in the order chosen — from the library or
 * uploaded here. The first with a face tells the story; photos without a face are fine as story photos. The choice
 * is kept in the URL (`chosen`), so leaving and coming back finds it.
 */
export function StoryPhotoStep({
  title,
  body,
  chosenIds,
  onChosenChange,
  onContinue,
}: {
  title: string;
  body: string;
  chosenIds: readonly string[];
  onChosenChange: (ids: string[]) => void;
  onContinue: (chosen: UserImage[], face: UserImage) => void;
}) {
  const { t } = useTranslation();
  const images = useUserImages();
  const upload = useUploadImage('general');
  const [error, setError] = useState<unknown>(null);
  const library = flattenPages(images.data?.pages);
  const byId = new Map(library.map((image) => [image.id, image]));
  // Ids the library does not list (yet) are left out rather than shown as broken tiles.
  const chosen = chosenIds.flatMap((id) => byId.get(id) ?? []);
  const face = speakingPhoto(chosen);
  const full = chosen.length >= STORY_PHOTOS_MAX;

  const toggle = (image: UserImage) => {
    setError(null);
    if (chosenIds.includes(image.id)) onChosenChange(chosenIds.filter((id) => id !== image.id));
    else if (!full) onChosenChange([...chosenIds, image.id]);
  };

  const onFile = (file: File) => {
    setError(null);
    const early = precheckImage(file, IMAGE_MAX_BYTES);
    if (early) {
      setError(early);
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => {
        if (!chosenIds.includes(image.id) && chosenIds.length < STORY_PHOTOS_MAX) onChosenChange([...chosenIds, image.id]);
      },
      onError: (failure) => setError(failure),
    });
  };

  return (
    <section aria-labelledby="story-photos-step-title" className="flex flex-col gap-5">
      <div>
        <h2 id="story-photos-step-title" className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-muted">{body}</p>
      </div>

      <ChosenPhotos chosen={chosen} face={face} onRemove={toggle} />

      {chosen.length > 0 && !face && <Alert>{t('web.story_photos.no_face')}</Alert>}
      <Button size="lg" block disabled={!face} onClick={() => face && onContinue(chosen, face)}>
        {t('web.avatar_photo.continue')}
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>

      {upload.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 rounded-card border border-border bg-surface-2/50 px-4 py-8 font-medium">
          <Spinner />
          {t('web.avatar_photo.checking')}
        </p>
      ) : (
        <PhotoDrop onFile={onFile} maxBytes={IMAGE_MAX_BYTES} disabled={full} testId="story-photo-input" />
      )}
      {error !== null && !upload.isPending && <Alert>{errorMessage(error, t)}</Alert>}

      <PhotoLibrary images={library} chosenIds={chosenIds} full={full} onToggle={toggle} query={images} />
    </section>
  );
}

/** The chosen photos in story order, numbered, the speaking one marked, each removable. */
function ChosenPhotos({ chosen, face, onRemove }: { chosen: readonly UserImage[]; face: UserImage | undefined; onRemove: (image: UserImage) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold" id="story-photos-chosen">
        {t('web.story_photos.chosen', { n: chosen.length, max: STORY_PHOTOS_MAX })}
      </p>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted">{t('web.story_photos.none')}</p>
      ) : (
        <ol aria-labelledby="story-photos-chosen" className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="story-photos-chosen">
          {chosen.map((image, index) => (
            <li
              key={image.id}
              className="relative aspect-[3/4] overflow-hidden rounded-xl bg-surface-2"
              aria-label={t('web.story_photos.photo_number', { n: index + 1 })}
            >
              <img src={image.thumbnail_url || image.url} alt="" className="size-full object-cover" />
              <span
                aria-hidden="true"
                className="absolute left-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
              >
                {index + 1}
              </span>
              {image.id === face?.id && (
                <span className="absolute inset-x-1 bottom-1 flex items-center justify-center gap-1 rounded-full bg-black/70 px-1.5 py-0.5 text-xs font-semibold text-white">
                  <Mic aria-hidden="true" className="size-3 shrink-0" />
                  <span className="truncate">{t('web.story_photos.speaks')}</span>
                </span>
              )}
              <button
                type="button"
                onClick={() => onRemove(image)}
                aria-label={t('web.story_photos.remove', { n: index + 1 })}
                className="absolute right-1 top-1 flex size-7 items-center justify-center rounded-full bg-black/60 text-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Every photo of the library as a toggle, its place in the story shown on it once chosen. */
function PhotoLibrary({
  images,
  chosenIds,
  full,
  onToggle,
  query,
}: {
  images: readonly UserImage[];
  chosenIds: readonly string[];
  full: boolean;
  onToggle: (image: UserImage) => void;
  query: ReturnType<typeof useUserImages>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (query.isPending) {
    return (
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="aspect-[3/4] rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && images.length === 0) {
    return (
      <p className="text-sm text-danger" role="alert">
        {t('web.errors.load_failed')}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          {t('web.common.retry')}
        </button>
      </p>
    );
  }
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="story-photos-library" className="flex flex-col gap-3">
      <h3 id="story-photos-library" className="text-sm font-semibold">
        {t('web.story_photos.library_title')}
      </h3>
      {full && <p className="text-sm text-muted">{t('web.story_photos.full', { max: STORY_PHOTOS_MAX })}</p>}
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {images.map((image) => {
          const place = chosenIds.indexOf(image.id);
          const selected = place >= 0;
          return (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={selected}
                disabled={!selected && full}
                onClick={() => onToggle(image)}
                className={cn(
                  'relative block aspect-[3/4] w-full overflow-hidden rounded-xl border-2 bg-surface-2 disabled:opacity-50',
                  selected ? 'border-primary' : 'border-transparent',
                )}
              >
                <img
                  src={image.thumbnail_url}
                  alt={t('web.avatar_photo.previous_alt', { date: formatDate(image.created_at, locale) })}
                  loading="lazy"
                  className="size-full object-cover"
                />
                {selected && (
                  <span
                    aria-hidden="true"
                    className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                  >
                    {place + 1}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button variant="ghost" size="sm" className="self-start" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('web.avatar_photo.more')}
        </Button>
      )}
    </section>
  );
}
