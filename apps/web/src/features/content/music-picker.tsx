import { Music, Pause, Play, Trash2, Upload, Wand2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast.ts';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { type MusicChoice, type UsedSound, useDeleteMusic, useMusicLibrary, useUploadMusic } from './music.api.ts';

/** A stable key for a choice, for the radio group. */
export function choiceKey(choice: MusicChoice): string {
  return choice.kind === 'auto' ? 'auto' : choice.kind === 'builtin' ? `builtin:${choice.track_id}` : `upload:${choice.audio_id}`;
}

/** The choice that reproduces what a meme was rendered with (auto stays auto, so a new text may get a new mood). */
export function choiceFromSound(sound: UsedSound | undefined): MusicChoice {
  const music = sound?.music;
  if (!music || music.auto) return { kind: 'auto' };
  if (music.kind === 'upload') return { kind: 'upload', audio_id: music.id };
  return { kind: 'builtin', track_id: music.id as Extract<MusicChoice, { kind: 'builtin' }>['track_id'] };
}

/**
 * The meme's sound: "pick for me", one of our tracks (each with a preview to listen to) or one of the user's own
 * (upload, delete), and the voice-over switch. Mobile first: one column of large rows.
 */
export interface MusicPickerProps {
  value: MusicChoice;
  onChange: (choice: MusicChoice) => void;
  voiceOver: boolean;
  onVoiceOverChange: (on: boolean) => void;
}

export function MusicPicker({ value, onChange, voiceOver, onVoiceOverChange }: MusicPickerProps) {
  const { t } = useTranslation();
  const library = useMusicLibrary();
  const upload = useUploadMusic();
  const remove = useDeleteMusic();
  const fileInput = useRef<HTMLInputElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const name = useId();
  const selected = choiceKey(value);

  useEffect(() => () => audio.current?.pause(), []);

  const toggle = (key: string, url: string) => {
    const element = audio.current;
    if (!element) return;
    if (playing === key) {
      element.pause();
      setPlaying(null);
      return;
    }
    element.src = url;
    void element.play().catch(() => setPlaying(null));
    setPlaying(key);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (track) => {
        toast.success(t('web.music.uploaded'));
        onChange({ kind: 'upload', audio_id: track.id });
      },
      onError: (error) => toast.error(isApiError(error) ? errorMessage(error, t) : t('web.music.upload_failed')),
    });
    if (fileInput.current) fileInput.current.value = '';
  };

  const row = (key: string, choice: MusicChoice, label: ReactNode, detail: ReactNode, extra?: ReactNode) => (
    <li
      key={key}
      className={cn('flex items-center gap-2 rounded-control border px-3 py-2', selected === key ? 'border-primary bg-primary/5' : 'border-border')}
    >
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
        <input
          type="radio"
          name={name}
          className="size-4 shrink-0 accent-[var(--color-primary)]"
          checked={selected === key}
          onChange={() => onChange(choice)}
        />
        <span className="min-w-0">
          <span className="block truncate font-medium text-fg">{label}</span>
          <span className="block truncate text-sm text-muted">{detail}</span>
        </span>
      </label>
      {extra}
    </li>
  );

  const playButton = (key: string, url: string, title: string) => (
    <button
      type="button"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={playing === key ? t('web.music.pause', { title }) : t('web.music.play', { title })}
      aria-pressed={playing === key}
      onClick={() => toggle(key, url)}
    >
      {playing === key ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
    </button>
  );

  return (
    <fieldset className="flex flex-col gap-3" data-testid="music-picker">
      <legend className="mb-1 text-sm font-medium text-fg">{t('web.music.track')}</legend>
      <audio ref={audio} onEnded={() => setPlaying(null)} preload="none" className="hidden" />
      {library.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" /> {t('web.music.loading')}
        </p>
      ) : library.isError ? (
        <p className="text-sm text-danger">{t('web.music.load_failed')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {row(
              'auto',
              { kind: 'auto' },
              <span className="inline-flex items-center gap-2">
                <Wand2 aria-hidden="true" className="size-4" />
                {t('web.music.auto')}
              </span>,
              t('web.music.auto_hint'),
            )}
          </ul>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('web.music.builtin')}</p>
          <ul className="flex flex-col gap-2">
            {library.data.builtin.map((track) => {
              const key = `builtin:${track.id}`;
              const title = t(`web.music.tracks.${track.id}`);
              return row(
                key,
                { kind: 'builtin', track_id: track.id },
                title,
                `${t(`web.music.mood.${track.mood}`)} · ${t('web.music.bpm', { bpm: track.bpm })}`,
                playButton(key, track.preview_url, title),
              );
            })}
          </ul>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('web.music.yours')}</p>
          {library.data.uploads.length > 0 && (
            <ul className="flex flex-col gap-2">
              {library.data.uploads.map((track) => {
                const key = `upload:${track.id}`;
                return row(
                  key,
                  { kind: 'upload', audio_id: track.id },
                  <span className="inline-flex items-center gap-2">
                    <Music aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{track.title}</span>
                  </span>,
                  `${Math.round(track.duration_seconds)} s`,
                  <>
                    {playButton(key, track.url, track.title)}
                    <button
                      type="button"
                      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-danger focus-visible:outline-2 focus-visible:outline-ring"
                      aria-label={t('web.music.delete', { title: track.title })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(track.id, {
                          onSuccess: () => {
                            toast.success(t('web.music.deleted'));
                            if (selected === key) onChange({ kind: 'auto' });
                          },
                          onError: (error) => toast.error(errorMessage(error, t)),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </>,
                );
              })}
            </ul>
          )}
          <div className="flex flex-col gap-1">
            <input
              ref={fileInput}
              type="file"
              accept="audio/mpeg,audio/mp4,audio/x-m4a,audio/wav,audio/x-wav,audio/ogg,.mp3,.m4a,.wav,.ogg"
              className="sr-only"
              id={`${name}-file`}
              data-testid="music-upload"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <label
              htmlFor={`${name}-file`}
              className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border border-dashed border-border px-4 text-sm font-medium text-fg hover:bg-surface-2"
            >
              {upload.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
              {upload.isPending ? t('web.music.uploading') : t('web.music.upload')}
            </label>
            <p className="text-xs text-muted">{t('web.music.upload_hint')}</p>
          </div>
        </>
      )}
      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-control border border-border px-3 py-2">
        <input type="checkbox" className="mt-1 size-4 shrink-0" checked={voiceOver} onChange={(event) => onVoiceOverChange(event.target.checked)} />
        <span>
          <span className="block font-medium text-fg">{t('web.music.voice_over')}</span>
          <span className="block text-sm text-muted">{t('web.music.voice_over_hint')}</span>
        </span>
      </label>
    </fieldset>
  );
}

/** "Music: Rubber Duck (picked for the text) · with voice-over" under a meme's video. */
export function MemeSoundLine({ sound, className }: { sound: UsedSound | undefined; className?: string }) {
  const { t } = useTranslation();
  const music = sound?.music;
  if (!sound || !music) return null;
  const title = music.kind === 'builtin' ? t(`web.music.tracks.${music.id}`, { defaultValue: music.id }) : (music.title ?? t('web.music.yours'));
  return (
    <p className={cn('flex items-center gap-2 text-sm text-muted', className)} data-testid="meme-sound">
      <Music aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {music.auto ? t('web.music.used_auto', { title }) : t('web.music.used', { title })}
        {sound.voice_over ? ` · ${t('web.music.used_voice')}` : ''}
      </span>
    </p>
  );
}
