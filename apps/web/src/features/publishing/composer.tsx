import {
  CAPTION_HASHTAGS_MAX,
  CAPTION_MAX,
  CAPTION_MENTIONS_MAX,
  CAROUSEL_MAX,
  COLLABORATORS_MAX,
  type PublishKind,
  type Suggestion,
} from '@reelcraft/contract';
import { Check, ImagePlus, Sparkles } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { SelectField, TextareaField, TextField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { flattenPages, useUploadImage, useUserImages, type UserImage } from '../content/content.api.ts';
import { precheckImage } from '../content/photo-checks.ts';
import { PhotoFileInput, PhotosLoadError } from '../content/photo-choice.tsx';
import { typeMeta } from '../content/content-types.ts';
import { captionCounts, captionFromScript, parseCollaborators, validateComposer, type ComposerField, type ComposerProblem } from './caption.ts';
import { browserTimeZone, useBestTimes, useCreatePost, usePublishingAccounts, type BestTimesResponse } from './publishing.api.ts';
import { dayKey, formatDateTime, formatDay, formatTime, fromLocalInput, nextSlot, toLocalInput, toOffsetIso } from './time.ts';

/** What the content can become: a video is a reel or a story; a script without video is photos (carousel, photo, story). */
export function kindsFor(item: Pick<Suggestion, 'type' | 'video_url'>): { kinds: PublishKind[]; fromPhotos: boolean } {
  if (typeMeta(item.type).video && item.video_url) return { kinds: ['reel', 'story'], fromPhotos: false };
  return { kinds: ['carousel', 'image', 'story'], fromPhotos: true };
}

/** Whether "Post to Instagram" is offered: the item is ready (a video has its file). */
export function canPublish(item: Pick<Suggestion, 'status' | 'type' | 'video_url'>): boolean {
  if (item.status !== 'ready') return false;
  return !typeMeta(item.type).video || Boolean(item.video_url);
}

/**
 * "Post to Instagram": a dialog on wide screens, a full-screen sheet on a phone. The creator picks the account, what
 * kind of post, the photos (for a script), the caption (prefilled from the script), the cover (reels), share to feed,
 * collaborators, and now or a time in their zone; best times are offered as chips.
 */
export function ComposerDialog({ item, open, onOpenChange }: { item: Suggestion; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={t('web.publishing.composer.title')}
          description={t('web.publishing.composer.subtitle')}
          // A full-screen sheet on phones (ui.md: one task per screen), the usual centred dialog from 480 px; `!` because
          // these override the panel's own bottom-sheet classes, and cn() does not merge Tailwind classes.
          className="top-0! h-dvh max-h-dvh! rounded-none! sm:top-1/2! sm:h-auto sm:max-h-[92dvh]! sm:w-[min(40rem,calc(100vw-2rem))] sm:rounded-card!"
        >
          <Composer item={item} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

export function Composer({ item, onDone }: { item: Suggestion; onDone: () => void }) {
  const { t } = useTranslation();
  const accounts = usePublishingAccounts();
  if (accounts.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (accounts.isError)
    return (
      <Alert>
        {errorMessage(accounts.error, t)}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void accounts.refetch()}>
          {t('web.common.retry')}
        </button>
      </Alert>
    );
  const usable = accounts.data.accounts.filter((account) => account.status === 'active');
  if (!accounts.data.configured)
    return (
      <p className="text-muted" role="status">
        {t('web.publishing.settings.not_configured')}
      </p>
    );
  if (usable.length === 0)
    return (
      <div className="flex flex-col gap-3" role="status">
        <p>{accounts.data.accounts.length > 0 ? t('web.publishing.composer.reconnect_first') : t('web.publishing.composer.no_account')}</p>
        <Link to="/app/profile#publishing" className={buttonClass({ className: 'self-start' })} onClick={onDone}>
          {t('web.publishing.composer.connect_link')}
        </Link>
      </div>
    );
  return <ComposerForm item={item} accounts={usable} demo={accounts.data.demo} onDone={onDone} />;
}

interface AccountChoice {
  id: string;
  username: string;
  quota_remaining: number | null;
  quota_total: number;
}

function ComposerForm({ item, accounts, demo, onDone }: { item: Suggestion; accounts: AccountChoice[]; demo: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const formId = useId();
  const { kinds, fromPhotos } = kindsFor(item);
  const timeZone = browserTimeZone();
  const create = useCreatePost();

  const [accountId, setAccountId] = useState<string>(accounts[0]?.id ?? '');
  const [kind, setKind] = useState<PublishKind>(kinds[0] as PublishKind);
  const [caption, setCaption] = useState(() => captionFromScript(item.result));
  const [imageIds, setImageIds] = useState<string[]>([]);
  const [coverMs, setCoverMs] = useState(0);
  const [shareToFeed, setShareToFeed] = useState(true);
  const [collaborators, setCollaborators] = useState('');
  const [when, setWhen] = useState<'now' | 'schedule'>('now');
  const [publishAt, setPublishAt] = useState('');
  const [attempted, setAttempted] = useState(false);

  const counts = captionCounts(caption);
  const problems = validateComposer({ accountId, kind, caption, imageIds, collaborators, when, publishAt: fromLocalInput(publishAt) }, new Date(), fromPhotos);
  // Caption limits show as soon as they are crossed; the rest once the creator tries to send.
  const shown = (field: ComposerField): ComposerProblem | undefined =>
    problems.find((problem) => problem.field === field && (attempted || field === 'caption'));
  const problemText = (problem: ComposerProblem | undefined) =>
    problem ? t(`web.publishing.composer.errors.${problem.key}` as 'web.publishing.composer.errors.account', problem.values) : undefined;
  const account = accounts.find((candidate) => candidate.id === accountId);
  // A photo or a photo story takes one photo: from a carousel's choice, the first one stays.
  const chooseKind = (next: PublishKind) => {
    setKind(next);
    if (next !== 'carousel') setImageIds((ids) => ids.slice(0, 1));
  };

  const submit = () => {
    setAttempted(true);
    if (problems.length > 0) {
      // The first field to fix gets the focus (its message is read with it), once the errors are on screen.
      window.requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const at = when === 'schedule' ? fromLocalInput(publishAt) : null;
    create.mutate(
      {
        account_id: accountId,
        kind,
        // The script stays the post's source (its insights teach the next scripts); the photos are the media.
        suggestion_id: item.id,
        ...(fromPhotos ? { image_ids: imageIds } : {}),
        caption: kind === 'story' ? '' : caption,
        ...(kind === 'reel' ? { share_to_feed: shareToFeed, cover_offset_ms: coverMs } : {}),
        collaborators: kind === 'story' ? [] : parseCollaborators(collaborators),
        publish_at: at ? toOffsetIso(at) : null,
        time_zone: timeZone,
      },
      {
        onSuccess: (post) => {
          toast.success(at ? t('web.publishing.composer.scheduled', { time: formatDateTime(at, locale) }) : t('web.publishing.composer.posting'));
          onDone();
          void navigate(`/app/calendar?date=${dayKey(new Date(post.publish_at))}&post=${post.id}`);
        },
      },
    );
  };

  return (
    <form
      id={formId}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {demo && <p className="rounded-control bg-warning/15 px-3 py-2 text-sm">{t('web.publishing.settings.demo')}</p>}

      <SelectField
        label={t('web.publishing.composer.account')}
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        error={problemText(shown('account'))}
      >
        {accounts.map((choice) => (
          <option key={choice.id} value={choice.id}>
            @{choice.username}
          </option>
        ))}
      </SelectField>
      {account && account.quota_remaining !== null && (
        <p className={cn('-mt-3 text-sm', account.quota_remaining === 0 ? 'font-semibold text-danger' : 'text-muted')}>
          {t('web.publishing.settings.quota', { remaining: account.quota_remaining, total: account.quota_total })}
        </p>
      )}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('web.publishing.composer.kind')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {kinds.map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-control border px-3 text-sm font-semibold',
                kind === option ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface',
              )}
            >
              <input
                type="radio"
                name={`${formId}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => chooseKind(option)}
                className="accent-primary"
              />
              {t(`web.publishing.kind.${option}`)}
            </label>
          ))}
        </div>
        <p className="text-sm text-muted">{t(`web.publishing.composer.kind_hint.${kind}`)}</p>
      </fieldset>

      {fromPhotos && <PhotoChooser kind={kind} chosen={imageIds} onChange={setImageIds} error={problemText(shown('photos'))} />}

      {!fromPhotos && kind === 'reel' && item.video_url && (
        <CoverPicker
          videoUrl={item.video_url}
          poster={item.thumbnail_url}
          durationMs={Math.round((item.duration_seconds ?? 0) * 1000)}
          value={coverMs}
          onChange={setCoverMs}
        />
      )}

      {kind !== 'story' ? (
        <div className="flex flex-col gap-1.5">
          <TextareaField
            label={t('web.publishing.composer.caption')}
            value={caption}
            rows={6}
            onChange={(event) => setCaption(event.target.value)}
            counter={{ length: counts.characters, max: CAPTION_MAX }}
            error={problemText(shown('caption'))}
          />
          <p className="flex gap-4 text-sm tabular-nums text-muted" data-testid="caption-counts">
            <span className={cn(counts.hashtags > CAPTION_HASHTAGS_MAX && 'font-semibold text-danger')}>
              {t('web.publishing.composer.hashtags_count', { n: counts.hashtags, max: CAPTION_HASHTAGS_MAX })}
            </span>
            <span className={cn(counts.mentions > CAPTION_MENTIONS_MAX && 'font-semibold text-danger')}>
              {t('web.publishing.composer.mentions_count', { n: counts.mentions, max: CAPTION_MENTIONS_MAX })}
            </span>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('web.publishing.composer.story_no_caption')}</p>
      )}

      {kind === 'reel' && (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" checked={shareToFeed} onChange={(event) => setShareToFeed(event.target.checked)} className="size-5 accent-primary" />
          <span>
            {t('web.publishing.composer.share_to_feed')}
            <span className="block font-normal text-muted">{t('web.publishing.composer.share_to_feed_hint')}</span>
          </span>
        </label>
      )}

      {kind !== 'story' && (
        <TextField
          label={t('web.publishing.composer.collaborators')}
          hint={t('web.publishing.composer.collaborators_hint', { max: COLLABORATORS_MAX })}
          value={collaborators}
          onChange={(event) => setCollaborators(event.target.value)}
          placeholder="@anna, @studio.name"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          error={problemText(shown('collaborators'))}
        />
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium">{t('web.publishing.composer.when')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['now', 'schedule'] as const).map((option) => (
            <label
              key={option}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-2 rounded-control border px-3 text-sm font-semibold',
                when === option ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface',
              )}
            >
              <input
                type="radio"
                name={`${formId}-when`}
                value={option}
                checked={when === option}
                onChange={() => setWhen(option)}
                className="accent-primary"
              />
              {t(`web.publishing.composer.when_${option}`)}
            </label>
          ))}
        </div>
        {when === 'schedule' && (
          <>
            <TextField
              type="datetime-local"
              label={t('web.publishing.composer.date_time')}
              hint={t('web.publishing.composer.time_zone', { zone: timeZone })}
              value={publishAt}
              min={toLocalInput(new Date())}
              onChange={(event) => setPublishAt(event.target.value)}
              error={problemText(shown('publish_at'))}
            />
            <BestTimes timeZone={timeZone} onPick={(date) => setPublishAt(toLocalInput(date))} selected={publishAt} />
          </>
        )}
      </fieldset>

      {create.isError && <Alert>{errorMessage(create.error, t)}</Alert>}
      {attempted && problems.length > 0 && <Alert>{t('web.publishing.composer.fix_problems')}</Alert>}

      <div className="sticky bottom-0 -mx-5 flex flex-col gap-2 border-t border-border bg-surface px-5 pt-3 sm:static sm:mx-0 sm:border-0 sm:px-0 sm:pt-0">
        <Button type="submit" size="lg" block loading={create.isPending}>
          {when === 'now' ? t('web.publishing.composer.post_now') : t('web.publishing.composer.schedule')}
        </Button>
      </div>
    </form>
  );
}

/** The creator's photos to post: tick in the order they should appear (a carousel takes 2–10, a photo or story one). */
function PhotoChooser({
  kind,
  chosen,
  onChange,
  error,
}: {
  kind: PublishKind;
  chosen: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const images = useUserImages();
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const items = flattenPages(images.data?.pages);
  const max = kind === 'carousel' ? CAROUSEL_MAX : 1;
  const labelId = useId();

  const toggle = (image: UserImage) => {
    if (chosen.includes(image.id)) onChange(chosen.filter((id) => id !== image.id));
    else if (max === 1) onChange([image.id]);
    else if (chosen.length < max) onChange([...chosen, image.id]);
  };
  const onFile = (file: File) => {
    setUploadError(null);
    const early = precheckImage(file);
    if (early) return setUploadError(errorMessage(early, t));
    upload.mutate(file, {
      onSuccess: (image) => onChange(max === 1 ? [image.id] : chosen.length < max ? [...chosen, image.id] : chosen),
      onError: (failure) => setUploadError(errorMessage(failure, t)),
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface-2/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium">
          {kind === 'carousel' ? t('web.publishing.composer.photos_carousel', { n: chosen.length, max }) : t('web.publishing.composer.photo_one')}
        </p>
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          {!upload.isPending && <ImagePlus aria-hidden="true" className="size-4" />}
          {t('web.generate.upload')}
        </Button>
        <PhotoFileInput ref={input} testId="publish-photo-input" onFile={onFile} />
      </div>
      {uploadError && <Alert>{uploadError}</Alert>}
      {images.isPending ? (
        <div className="grid grid-cols-4 gap-2" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-xl" />
          ))}
        </div>
      ) : images.isError && items.length === 0 ? (
        <PhotosLoadError onRetry={() => void images.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('web.publishing.composer.no_photos')}</p>
      ) : (
        <ul aria-labelledby={labelId} className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {items.map((image, index) => {
            const position = chosen.indexOf(image.id);
            const on = position >= 0;
            return (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={t('web.publishing.composer.photo_label', { n: index + 1 })}
                  onClick={() => toggle(image)}
                  className={cn('relative block aspect-square w-full overflow-hidden rounded-xl border-2', on ? 'border-primary' : 'border-transparent')}
                >
                  <img src={image.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" />
                  {on && (
                    <span
                      aria-hidden="true"
                      className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-fg"
                    >
                      {max === 1 ? <Check className="size-3.5" /> : position + 1}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
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

/** The reel's cover: a slider over the video's length; the preview shows that frame (sent as cover_offset_ms). */
function CoverPicker({
  videoUrl,
  poster,
  durationMs,
  value,
  onChange,
}: {
  videoUrl: string;
  poster: string | null;
  durationMs: number;
  value: number;
  onChange: (ms: number) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [length, setLength] = useState(durationMs);
  const id = useId();
  const seek = (ms: number) => {
    onChange(ms);
    if (video.current) video.current.currentTime = ms / 1000;
  };
  return (
    <div className="flex gap-4 rounded-card bg-surface-2/60 p-3">
      <video
        ref={video}
        src={videoUrl}
        poster={poster ?? undefined}
        muted
        playsInline
        preload="metadata"
        aria-label={t('web.publishing.composer.cover_preview')}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setLength(Math.round(seconds * 1000));
        }}
        className="aspect-[9/16] w-20 shrink-0 rounded-control bg-black object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('web.publishing.composer.cover')}
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={Math.max(0, length - 100)}
          step={100}
          value={value}
          onChange={(event) => seek(Number(event.target.value))}
          aria-valuetext={t('web.publishing.composer.cover_at', { seconds: (value / 1000).toFixed(1) })}
          className="w-full accent-primary"
        />
        <p className="text-sm tabular-nums text-muted">{t('web.publishing.composer.cover_at', { seconds: (value / 1000).toFixed(1) })}</p>
      </div>
    </div>
  );
}

/** Chips of the next best times (from the creator's own posts, or general habits when there are too few). */
function BestTimes({ timeZone, onPick, selected }: { timeZone: string; onPick: (date: Date) => void; selected: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useBestTimes(timeZone);
  const slots = useMemo(() => {
    const now = new Date();
    return (query.data?.slots ?? [])
      .slice(0, 4)
      .map((slot) => nextSlot(slot.weekday, slot.hour, now))
      .sort((a, b) => a.getTime() - b.getTime());
  }, [query.data]);
  if (query.isPending) return <Skeleton className="h-9 w-2/3" />;
  if (query.isError || slots.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <Sparkles aria-hidden="true" className="size-4 text-link" />
        {t('web.publishing.composer.best_times')}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={t('web.publishing.composer.best_times')}>
        {slots.map((slot) => {
          const value = toLocalInput(slot);
          return (
            <li key={value}>
              <button
                type="button"
                aria-pressed={selected === value}
                onClick={() => onPick(slot)}
                className={cn(
                  'min-h-9 rounded-full border px-3 text-sm font-medium',
                  selected === value ? 'border-primary bg-primary-soft text-link' : 'border-border bg-surface hover:border-primary',
                )}
              >
                {formatDay(slot, locale, { weekday: 'short' })} {formatTime(slot, locale)}
              </button>
            </li>
          );
        })}
      </ul>
      <BestTimesBasis data={query.data as BestTimesResponse} />
    </div>
  );
}

function BestTimesBasis({ data }: { data: BestTimesResponse }) {
  const { t } = useTranslation();
  return (
    <p className="text-xs text-muted">
      {data.basis === 'own_posts' ? t('web.publishing.composer.basis_own', { n: data.sample_size }) : t('web.publishing.composer.basis_general')}
    </p>
  );
}
