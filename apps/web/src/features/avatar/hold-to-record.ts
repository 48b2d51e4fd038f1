import { useCallback, useEffect, useReducer, useRef, useState } from 'react';

/**
 * Hold-to-record: pressing the button (pointer, Space or Enter)
 * records, releasing it stops. The first press asks for the microphone; the stream is kept for the next takes.
 *
 * - `idle`: the microphone was never asked for.
 * - `requesting`: the browser asks the user for the microphone.
 * - `ready`: the microphone is open; a press starts recording.
 * - `recording`: the button is held and MediaRecorder runs.
 * - `recorded`: a take to listen to, use or discard.
 * - `denied` / `failed` / `unsupported`: no recording possible (the user can still skip, or press to try again).
 */
export type RecorderStatus = 'idle' | 'requesting' | 'ready' | 'recording' | 'recorded' | 'denied' | 'failed' | 'unsupported';

/** Why the last take ended the way it did: released too soon, or the length limit stopped it; 'mic_ready' after a first grant. */
export type RecorderNotice = 'too_short' | 'max_reached' | 'mic_ready' | null;

export interface Recording {
  blob: Blob;
  /** An object URL for the preview player. */
  url: string;
  seconds: number;
  mimeType: string;
}

export interface RecorderState {
  status: RecorderStatus;
  /** The button is held down right now (pointer or key). */
  held: boolean;
  notice: RecorderNotice;
  recording: Recording | null;
}

export type RecorderEvent =
  | { type: 'press' }
  | { type: 'release' }
  | { type: 'granted' }
  | { type: 'denied' }
  | { type: 'failed' }
  | { type: 'unsupported' }
  | { type: 'started' }
  | { type: 'stopped'; recording: Recording | null; notice: RecorderNotice }
  | { type: 'discard' };

export const initialRecorderState: RecorderState = { status: 'idle', held: false, notice: null, recording: null };

/** The state machine itself: pure, so every transition is testable without a microphone. */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case 'press':
      if (state.held || state.status === 'recording' || state.status === 'recorded' || state.status === 'unsupported') return state;
      return {
        ...state,
        held: true,
        notice: null,
        // Asking again after a refusal or a failure: the user may have allowed the microphone meanwhile.
        status: state.status === 'idle' || state.status === 'denied' || state.status === 'failed' ? 'requesting' : state.status,
      };
    case 'release':
      return state.held ? { ...state, held: false } : state;
    case 'granted':
      if (state.status !== 'requesting') return state;
      // Released while the browser asked: nothing recorded yet, say the microphone is ready now.
      return { ...state, status: 'ready', notice: state.held ? null : 'mic_ready' };
    case 'denied':
    case 'failed':
      return { ...state, status: event.type, held: false };
    case 'unsupported':
      return { ...state, status: 'unsupported', held: false };
    case 'started':
      return state.status === 'ready' ? { ...state, status: 'recording', notice: null } : state;
    case 'stopped':
      if (state.status !== 'recording') return state;
      return event.recording
        ? { ...state, status: 'recorded', recording: event.recording, notice: event.notice }
        : { ...state, status: 'ready', notice: event.notice ?? 'too_short' };
    case 'discard':
      return state.status === 'recorded' ? { ...state, status: 'ready', recording: null, notice: null } : state;
  }
}

/** A take shorter than this is treated as a slip of the finger. */
export const MIN_RECORDING_SECONDS = 1;
/** The server refuses recordings over 10 minutes (AUDIO_TOO_LONG); stop there by ourselves. */
export const MAX_RECORDING_SECONDS = 10 * 60;

const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** The best container the browser's MediaRecorder can write ('' = let it choose). */
export function pickMimeType(recorder: Pick<typeof MediaRecorder, 'isTypeSupported'> | undefined): string {
  if (!recorder || typeof recorder.isTypeSupported !== 'function') return '';
  return PREFERRED_TYPES.find((type) => recorder.isTypeSupported(type)) ?? '';
}

function canRecord(): boolean {
  return typeof MediaRecorder === 'function' && typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

function isPermissionError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
}

export interface HoldToRecord {
  state: RecorderState;
  /** Seconds since the take started (ticks while recording). */
  elapsed: number;
  /** Microphone loudness 0–1 while recording (0 where the browser cannot measure it). */
  level: number;
  press: () => void;
  release: () => void;
  /** Throw the take away and record again. */
  discard: () => void;
}

/** Drives MediaRecorder from the state machine above. */
export function useHoldToRecord({ maxSeconds = MAX_RECORDING_SECONDS, minSeconds = MIN_RECORDING_SECONDS } = {}): HoldToRecord {
  const [initial] = useState<RecorderState>(() => (canRecord() ? initialRecorderState : { ...initialRecorderState, status: 'unsupported' }));
  const [state, dispatch] = useReducer(recorderReducer, initial);
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);

  // The machine as it is now, for the asynchronous parts (permission prompt, recorder events) that cannot wait for a
  // render: every event goes through `send`, which applies the same pure reducer to this copy.
  const live = useRef(initial);
  const send = useCallback((event: RecorderEvent) => {
    live.current = recorderReducer(live.current, event);
    dispatch(event);
  }, []);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const analyser = useRef<{ context: AudioContext; node: AnalyserNode } | null>(null);
  const urls = useRef<string[]>([]);
  const unmounted = useRef(false);

  const startRecorder = useCallback(() => {
    const source = stream.current;
    if (!source || recorder.current) return;
    const mimeType = pickMimeType(MediaRecorder);
    let media: MediaRecorder;
    try {
      media = mimeType ? new MediaRecorder(source, { mimeType }) : new MediaRecorder(source);
    } catch {
      send({ type: 'failed' });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    let notice: RecorderNotice = null;
    const limit = window.setTimeout(() => {
      notice = 'max_reached';
      if (media.state !== 'inactive') media.stop();
    }, maxSeconds * 1000);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      window.clearTimeout(limit);
      recorder.current = null;
      if (unmounted.current) return;
      const seconds = (performance.now() - startedAt) / 1000;
      const type = media.mimeType || mimeType || chunks[0]?.type || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (seconds < minSeconds || blob.size === 0) {
        send({ type: 'stopped', recording: null, notice: 'too_short' });
        return;
      }
      const url = URL.createObjectURL(blob);
      urls.current.push(url);
      send({ type: 'stopped', recording: { blob, url, seconds, mimeType: type }, notice });
    };
    recorder.current = media;
    try {
      media.start(250);
    } catch {
      recorder.current = null;
      window.clearTimeout(limit);
      send({ type: 'failed' });
      return;
    }
    setElapsed(0);
    // Created after the permission prompt, the meter's context may start suspended; a press is a user gesture.
    void analyser.current?.context.resume().catch(() => undefined);
    send({ type: 'started' });
  }, [maxSeconds, minSeconds, send]);

  const openMicrophone = useCallback(async () => {
    try {
      const opened = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
      if (unmounted.current) {
        for (const track of opened.getTracks()) track.stop();
        return;
      }
      stream.current = opened;
      analyser.current = createAnalyser(opened);
      send({ type: 'granted' });
      if (live.current.held) startRecorder();
    } catch (error) {
      if (!unmounted.current) send({ type: isPermissionError(error) ? 'denied' : 'failed' });
    }
  }, [send, startRecorder]);

  const press = useCallback(() => {
    const before = live.current;
    send({ type: 'press' });
    if (!live.current.held || before.held) return; // a press that changes nothing (already held, a take to review…)
    if (before.status === 'requesting' || before.status === 'recording') return; // waiting for the browser's answer
    if (before.status === 'ready' && stream.current) startRecorder();
    else void openMicrophone();
  }, [openMicrophone, send, startRecorder]);

  const release = useCallback(() => {
    if (!live.current.held) return;
    send({ type: 'release' });
    const media = recorder.current;
    if (media && media.state !== 'inactive') media.stop();
  }, [send]);

  const discard = useCallback(() => {
    const url = live.current.recording?.url;
    if (url) {
      URL.revokeObjectURL(url);
      urls.current = urls.current.filter((kept) => kept !== url);
    }
    send({ type: 'discard' });
  }, [send]);

  // The elapsed time and the level meter, only while recording.
  const recording = state.status === 'recording';
  useEffect(() => {
    if (!recording) {
      setLevel(0);
      return;
    }
    const startedAt = performance.now();
    const timer = window.setInterval(() => setElapsed((performance.now() - startedAt) / 1000), 200);
    const meter = analyser.current;
    let frame = 0;
    let lastPaint = 0;
    const samples = meter ? new Uint8Array(meter.node.fftSize) : null;
    const tick = (now: number) => {
      if (meter && samples && now - lastPaint > 66) {
        lastPaint = now;
        meter.node.getByteTimeDomainData(samples);
        setLevel(loudness(samples));
      }
      frame = window.requestAnimationFrame(tick);
    };
    if (meter) frame = window.requestAnimationFrame(tick);
    return () => {
      window.clearInterval(timer);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [recording]);

  // A hold that loses the window (alt-tab, a call) would never see its release.
  const held = state.held;
  useEffect(() => {
    if (!held) return;
    window.addEventListener('blur', release);
    return () => window.removeEventListener('blur', release);
  }, [held, release]);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      const media = recorder.current;
      if (media && media.state !== 'inactive') media.stop();
      recorder.current = null;
      for (const track of stream.current?.getTracks() ?? []) track.stop();
      stream.current = null;
      void analyser.current?.context.close().catch(() => undefined);
      analyser.current = null;
      for (const url of urls.current) URL.revokeObjectURL(url);
      urls.current = [];
    };
  }, []);

  return { state, elapsed, level, press, release, discard };
}

function createAnalyser(stream: MediaStream): { context: AudioContext; node: AnalyserNode } | null {
  if (typeof AudioContext !== 'function') return null;
  try {
    const context = new AudioContext();
    const node = context.createAnalyser();
    node.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(node);
    return { context, node };
  } catch {
    return null;
  }
}

/** RMS of 8-bit PCM samples centred on 128, scaled so normal speech fills most of the meter. */
export function loudness(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  return Math.min(1, Math.sqrt(sum / samples.length) * 4);
}

/** `0:07`, `1:32`: the recording clock. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
