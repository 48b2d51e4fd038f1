import { ArrowLeft, RefreshCw, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import type { UserImage } from '../content/content.api.ts';
import { LimitNotice, useLimitState } from '../content/limit.tsx';
import { CreatorPrompt } from '../content/creator-prompt.tsx';
import { useRememberedCaptionLook } from '../content/caption-look.ts';
import { CaptionLookSection } from '../content/caption-look-picker.tsx';
import { readAloudParts, useDraft, useUploadAudio, type Draft, type DraftType } from './avatar.api.ts';
import type { RecorderStatus, Recording } from './hold-to-record.ts';
import type { VideoInputs } from './video-inputs.ts';
import { VoiceRecorder } from './voice-recorder.tsx';

/** What the voice step adds to the photo: the user's recording (absent = the built-in voice) and the drafted script. */
export type StartInput = Omit<VideoInputs, 'imageId'>;

/**
 * Step 2: the text to read as a teleprompter, the hold-to-record button, and "skip" for a built-in
 * voice. A take is uploaded once (a failed start retries with the same upload), then `onStart` starts the video.
 */
export function VoiceStep({
  type,
  title,
  body,
  photo,
  onChangePhoto,
  onStart,
}: {
  type: DraftType;
  title: string;
  body: string;
  photo: UserImage | undefined;
  onChangePhoto: () => void;
  /** Starts the generation; rejects with the API error. */
  onStart: (input: StartInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const draft = useDraft(type);
  const uploadAudio = useUploadAudio();
  const { limit, reached } = useLimitState();
  const [pending, setPending] = useState<'recording' | 'skip' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [followSeconds, setFollowSeconds] = useState<number | null>(null);
  const [micStatus, setMicStatus] = useState<RecorderStatus>('idle');
  const uploaded = useRef<{ url: string; audioId: string } | null>(null);
  const [captionLook, setCaptionLook] = useRememberedCaptionLook();

  const start = async (kind: 'recording' | 'skip', recording?: Recording) => {
    setError(null);
    setPending(kind);
    try {
      let audioId: string | undefined;
      if (recording) {
        audioId = uploaded.current?.url === recording.url ? uploaded.current.audioId : undefined;
        if (!audioId) {
          audioId = (await uploadAudio.mutateAsync(recording.blob)).id;
          uploaded.current = { url: recording.url, audioId };
        }
      }
      const script = draft.data?.result;
      await onStart({ ...(audioId ? { audioId } : {}), ...(script ? { script } : {}), captionLook });
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };

  const micUnavailable = micStatus === 'denied' || micStatus === 'failed' || micStatus === 'unsupported';
  const recording = followSeconds !== null;
  // The daily limit shows as its notice with the countdown, not as an error line.
  const limitError = isApiError(error) && error.code === 'DAILY_LIMIT_REACHED';

  return (
    <section aria-labelledby="voice-step-title" className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        {photo && (
          <img
            src={photo.thumbnail_url || photo.url}
            alt={t('web.voice.your_photo')}
            className="aspect-[3/4] w-12 shrink-0 rounded-lg bg-surface-2 object-cover"
          />
        )}
        <div className="min-w-0">
          <h2 id="voice-step-title" className="text-xl font-semibold">
            {title}
          </h2>
          {/* On a phone the hint under the button says the same; the text to read comes first. */}
          <p className="mt-1 hidden text-muted sm:block">{body}</p>
          <button
            type="button"
            className="mt-0.5 inline-flex min-h-8 items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline disabled:opacity-60"
            disabled={pending !== null}
            onClick={onChangePhoto}
          >
            <ArrowLeft aria-hidden="true" className="size-3.5" />
            {t('web.voice.change_photo')}
          </button>
        </div>
      </div>

      {/* Phones: the text, then the button under the thumb. Wide screens: side by side, the button always in view. */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-start lg:gap-6">
        <Teleprompter draft={draft} withScenes={type === 'storytelling'} followSeconds={followSeconds} locked={recording || pending !== null} />

        {draft.data && (
          <div className="lg:sticky lg:top-10 lg:pt-9">
            <VoiceRecorder
              // A new text means a new take: the old one read different words.
              key={draft.dataUpdatedAt}
              busy={pending === 'recording'}
              busyLabel={uploadAudio.isPending ? t('web.voice.saving') : t('web.voice.starting')}
              disabled={reached || pending === 'skip'}
              onUse={(take) => void start('recording', take)}
              onRecording={setFollowSeconds}
              onStatus={setMicStatus}
              expectedSeconds={draft.data.estimated_seconds}
            />
          </div>
        )}
      </div>

      {/* The caption style, folded: the teleprompter and the record button come first. */}
      <CaptionLookSection value={captionLook} onChange={setCaptionLook} />

      {reached && limit && <LimitNotice limit={limit} />}
      {error !== null && !limitError && <Alert>{errorMessage(error, t)}</Alert>}

      <div className="flex flex-col items-center gap-2 border-t border-border pt-4">
        <Button
          variant={micUnavailable ? 'primary' : 'secondary'}
          size={micUnavailable ? 'lg' : 'md'}
          block
          className="sm:w-auto"
          loading={pending === 'skip'}
          disabled={reached || pending === 'recording' || recording}
          onClick={() => void start('skip')}
        >
          {pending !== 'skip' && <Volume2 aria-hidden="true" className="size-4" />}
          {pending === 'skip' ? t('web.voice.starting') : t('web.voice.skip')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The text to read, large, one paragraph (or scene) at a time. While recording it scrolls along at the script's
 * expected pace, so the line being read stays in view; the user can still scroll it.
 */
function Teleprompter({
  draft,
  withScenes,
  followSeconds,
  locked,
}: {
  draft: ReturnType<typeof useDraft>;
  withScenes: boolean;
  followSeconds: number | null;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  const data: Draft | undefined = draft.data;
  const estimated = data?.estimated_seconds ?? 0;

  const follow = useCallback(
    (seconds: number) => {
      const element = box.current;
      if (!element || estimated <= 0) return;
      const room = element.scrollHeight - element.clientHeight;
      if (room <= 0) return;
      // A little behind the voice, so the current line sits in the upper part of the box.
      const ratio = Math.min(1, Math.max(0, (seconds - 2) / estimated));
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ top: ratio * room, behavior: smooth ? 'smooth' : 'auto' });
    },
    [estimated],
  );

  useEffect(() => {
    if (followSeconds === null) return;
    follow(followSeconds);
  }, [followSeconds, follow]);

  if (draft.isPending) {
    return (
      <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:p-5" aria-busy="true">
        <p role="status" className="text-sm font-medium text-muted">
          {t('web.voice.script_loading')}
        </p>
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-6 w-2/3" />
      </div>
    );
  }

  if (!data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{draft.error && isApiError(draft.error) && draft.error.code !== 'INTERNAL' ? errorMessage(draft.error, t) : t('web.voice.script_failed')}</Alert>
        <Button variant="secondary" loading={draft.isFetching} onClick={() => void draft.refetch()}>
          {!draft.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          {t('web.common.retry')}
        </Button>
      </div>
    );
  }

  const parts = readAloudParts(data, withScenes);
  return (
    <section aria-labelledby="teleprompter-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 id="teleprompter-title" className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('web.voice.script_title')}
          {estimated > 0 && (
            <span className="ml-2 font-medium normal-case tracking-normal">· {t('web.voice.about_seconds', { seconds: Math.round(estimated) })}</span>
          )}
        </h3>
        <Button variant="ghost" size="sm" disabled={locked} loading={draft.isFetching} onClick={() => void draft.refetch()}>
          {!draft.isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
          {t('web.voice.new_script')}
        </Button>
      </div>
      <div
        ref={box}
        tabIndex={0}
        aria-labelledby="teleprompter-title"
        role="region"
        className={cn(
          'max-h-[28dvh] overflow-y-auto rounded-card border bg-surface px-4 py-3 shadow-card sm:max-h-[42dvh] sm:px-6 sm:py-4 lg:max-h-[58dvh]',
          followSeconds !== null ? 'border-danger/50' : 'border-border',
        )}
        data-testid="teleprompter"
      >
        <div className="flex flex-col gap-4">
          {parts.map((part, index) => (
            <div key={index}>
              {withScenes && (
                <p className="mb-1 text-sm font-semibold text-link" data-testid="scene-title">
                  {part.title ?? t('web.item.scene', { n: index + 1 })}
                </p>
              )}
              <p className="text-lg font-medium leading-relaxed sm:text-2xl">{part.text}</p>
              {part.prompt && <CreatorPrompt prompt={part.prompt} className="mt-2" />}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
