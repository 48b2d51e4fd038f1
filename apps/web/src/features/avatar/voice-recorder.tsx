import { Mic, MicOff, RotateCcw, Square } from 'lucide-react';
import { useEffect, useId, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatClock, useHoldToRecord, type HoldToRecord, type RecorderStatus, type Recording } from './hold-to-record.ts';
import { ShortTakeNotice } from './recording-coverage.tsx';

const HOLD_KEYS = new Set([' ', 'Enter']);

/**
 * The voice recorder: a large hold-to-record button with a live level meter and the elapsed time;
 * after a take, a player with "record again" and "use this recording". `onRecording` tells the page whether
 * recording is going on (the teleprompter follows it).
 */
export function VoiceRecorder({
  onUse,
  busy = false,
  busyLabel,
  disabled = false,
  onRecording,
  onStatus,
  expectedSeconds,
}: {
  onUse: (recording: Recording) => void;
  /** The take is being saved (upload, then the video starts). */
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  onRecording?: (elapsed: number | null) => void;
  /** The recorder's state: the page offers "skip" more prominently when the microphone cannot be used. */
  onStatus?: (status: RecorderStatus) => void;
  /** How long reading the whole script takes (the draft's estimate): a much shorter take is pointed out. */
  expectedSeconds?: number;
}) {
  const recorder = useHoldToRecord();
  const { state } = recorder;
  const live = state.status === 'recording' ? recorder.elapsed : null;
  useEffect(() => {
    onRecording?.(live);
  }, [live, onRecording]);
  useEffect(() => {
    onStatus?.(state.status);
  }, [state.status, onStatus]);

  if (state.status === 'unsupported') return <Problem kind="unsupported" />;
  if (state.status === 'recorded' && state.recording) {
    return (
      <RecordingPreview
        recording={state.recording}
        maxReached={state.notice === 'max_reached'}
        expectedSeconds={expectedSeconds}
        busy={busy}
        busyLabel={busyLabel}
        disabled={disabled}
        onAgain={recorder.discard}
        onUse={() => state.recording && onUse(state.recording)}
      />
    );
  }
  return <HoldArea recorder={recorder} />;
}

function HoldArea({ recorder }: { recorder: HoldToRecord }) {
  const { t } = useTranslation();
  const hintId = useId();
  const { state, elapsed, level, press, release } = recorder;
  const recording = state.status === 'recording';
  const label = recording ? t('web.voice.release') : t('web.voice.hold');

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // No text selection, long-press menu or scrolling while holding; focus stays on the button for the keyboard.
    event.preventDefault();
    event.currentTarget.focus();
    press();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) press();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    release();
  };

  let message: string;
  if (state.status === 'requesting') message = t('web.voice.requesting');
  else if (state.notice === 'too_short') message = t('web.voice.too_short');
  else if (state.notice === 'mic_ready') message = t('web.voice.ready');
  else message = t('web.voice.hold_hint');

  return (
    <div className="flex flex-col items-center gap-4" data-recorder-state={state.status}>
      {(state.status === 'denied' || state.status === 'failed') && <Problem kind={state.status} />}

      <div className="relative flex size-36 items-center justify-center">
        {/* The level ring: grows with the voice while recording. */}
        <span
          aria-hidden="true"
          className={cn('absolute inset-0 rounded-full bg-danger/20 transition-transform duration-75', !recording && 'scale-75 opacity-0')}
          style={recording ? { transform: `scale(${0.8 + level * 0.35})` } : undefined}
        />
        <button
          type="button"
          aria-label={label}
          aria-describedby={hintId}
          data-testid="hold-to-record"
          onPointerDown={onPointerDown}
          onPointerUp={release}
          onPointerLeave={release}
          onPointerCancel={release}
          onKeyDown={onKeyDown}
          onKeyUp={onKeyUp}
          onBlur={release}
          onContextMenu={(event) => event.preventDefault()}
          className={cn(
            'relative flex size-28 touch-none select-none items-center justify-center rounded-full text-white shadow-lg transition-[background-color,transform] [-webkit-touch-callout:none]',
            recording ? 'scale-95 bg-danger-strong' : 'bg-primary hover:bg-primary-hover active:scale-95',
          )}
        >
          {state.status === 'requesting' ? (
            <Spinner className="size-9" />
          ) : recording ? (
            <Square aria-hidden="true" className="size-9 fill-current" />
          ) : (
            <Mic aria-hidden="true" className="size-11" />
          )}
        </button>
      </div>

      <p aria-hidden="true" className="text-lg font-semibold">
        {label}
      </p>

      {recording ? (
        <div className="flex items-center gap-3" data-testid="recording-live">
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-danger">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-danger-strong" />
            {t('web.voice.recording')}
          </span>
          <span className="font-mono text-lg tabular-nums" data-testid="recording-clock">
            {formatClock(elapsed)}
          </span>
          <LevelMeter level={level} />
        </div>
      ) : null}

      <p id={hintId} role="status" className={cn('max-w-sm text-center text-sm', state.notice === 'too_short' ? 'font-medium text-warning' : 'text-muted')}>
        {message}
      </p>
    </div>
  );
}

const BAR_SHAPE = [0.45, 0.7, 0.9, 1, 0.9, 0.7, 0.45];

function LevelMeter({ level }: { level: number }) {
  const { t } = useTranslation();
  const value = Math.round(level * 100);
  return (
    <div role="meter" aria-label={t('web.voice.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="flex h-7 items-center gap-1">
      {BAR_SHAPE.map((shape, index) => (
        <span
          key={index}
          aria-hidden="true"
          className="w-1.5 rounded-full bg-danger transition-[height] duration-75"
          style={{ height: `${Math.max(15, Math.min(100, level * shape * 140))}%` }}
        />
      ))}
    </div>
  );
}

function RecordingPreview({
  recording,
  maxReached,
  busy,
  busyLabel,
  disabled,
  onAgain,
  onUse,
  expectedSeconds,
}: {
  recording: Recording;
  maxReached: boolean;
  expectedSeconds: number | undefined;
  busy: boolean;
  busyLabel: string | undefined;
  disabled: boolean;
  onAgain: () => void;
  onUse: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recording-title" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="recording-title" className="font-semibold">
          {t('web.voice.preview_title')}
        </h3>
        <span className="font-mono tabular-nums text-muted">{formatClock(recording.seconds)}</span>
      </div>
      <p className="text-sm text-muted">{t('web.voice.preview_body')}</p>
      {maxReached && <p className="text-sm font-medium text-warning">{t('web.voice.max_reached')}</p>}
      <ShortTakeNotice takeSeconds={recording.seconds} expectedSeconds={expectedSeconds} />
      <audio controls src={recording.url} className="w-full" data-testid="recording-preview" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end lg:flex-col-reverse">
        <Button variant="secondary" disabled={busy} onClick={onAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('web.voice.rerecord')}
        </Button>
        <Button size="lg" loading={busy} disabled={disabled} onClick={onUse}>
          {busy ? (busyLabel ?? t('web.voice.saving')) : t('web.voice.use')}
        </Button>
      </div>
    </section>
  );
}

function Problem({ kind }: { kind: 'denied' | 'failed' | 'unsupported' }) {
  const { t } = useTranslation();
  return (
    <Alert className="w-full">
      <span className="flex items-center gap-1.5 font-semibold">
        <MicOff aria-hidden="true" className="size-4 shrink-0" />
        {t(`web.voice.${kind}_title`)}
      </span>
      <span className="mt-1 block font-normal">{t(`web.voice.${kind}_body`)}</span>
    </Alert>
  );
}
