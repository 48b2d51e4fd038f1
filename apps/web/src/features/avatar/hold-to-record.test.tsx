import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { FakeRecorder, installFakeMedia, uninstallFakeMedia } from '../../test/fake-media.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { formatClock, initialRecorderState, pickMimeType, recorderReducer, type RecorderState, type Recording } from './hold-to-record.ts';
import { VoiceRecorder } from './voice-recorder.tsx';

let media: ReturnType<typeof installFakeMedia>;

beforeEach(() => {
  setLocale('en');
  media = installFakeMedia();
});

afterEach(() => {
  vi.unstubAllGlobals();
  uninstallFakeMedia();
});

function renderRecorder() {
  const onUse = vi.fn<(recording: Recording) => void>();
  const utils = renderRoutes([page(<VoiceRecorder onUse={onUse} />)], '/');
  return { onUse, button: () => screen.getByTestId('hold-to-record'), ...utils };
}

async function hold(button: HTMLElement) {
  await act(async () => {
    fireEvent.pointerDown(button, { button: 0, pointerId: 1 });
  });
}

async function releasePointer(button: HTMLElement, how: 'pointerUp' | 'pointerLeave' | 'pointerCancel' = 'pointerUp') {
  await act(async () => {
    fireEvent[how](button, { button: 0, pointerId: 1 });
  });
}

describe('recorderReducer', () => {
  const at = (status: RecorderState['status'], extra: Partial<RecorderState> = {}): RecorderState => ({
    ...initialRecorderState,
    status,
    ...extra,
  });

  it('asks for the microphone on the first press and records once it is granted while held', () => {
    let state = recorderReducer(initialRecorderState, { type: 'press' });
    expect(state).toMatchObject({ status: 'requesting', held: true });
    state = recorderReducer(state, { type: 'granted' });
    expect(state).toMatchObject({ status: 'ready', held: true, notice: null });
    state = recorderReducer(state, { type: 'started' });
    expect(state.status).toBe('recording');
    state = recorderReducer(state, { type: 'release' });
    expect(state).toMatchObject({ status: 'recording', held: false });
    const recording = { blob: new Blob(['x']), url: 'blob:x', seconds: 3, mimeType: 'audio/webm' };
    state = recorderReducer(state, { type: 'stopped', recording, notice: null });
    expect(state).toMatchObject({ status: 'recorded', recording });
    state = recorderReducer(state, { type: 'discard' });
    expect(state).toMatchObject({ status: 'ready', recording: null });
  });

  it('says the microphone is ready when the press ended during the permission prompt', () => {
    const state = recorderReducer(at('requesting', { held: false }), { type: 'granted' });
    expect(state).toMatchObject({ status: 'ready', notice: 'mic_ready' });
  });

  it('turns a take that was too short back into "ready" with a notice', () => {
    const state = recorderReducer(at('recording'), { type: 'stopped', recording: null, notice: 'too_short' });
    expect(state).toMatchObject({ status: 'ready', notice: 'too_short', recording: null });
  });

  it('ignores presses while a take waits for review, while recording and without MediaRecorder', () => {
    for (const status of ['recorded', 'recording', 'unsupported'] as const) {
      const before = at(status);
      expect(recorderReducer(before, { type: 'press' }), status).toBe(before);
    }
  });

  it('asks again after a refusal or a failure, and forgets the hold on an error', () => {
    expect(recorderReducer(at('denied'), { type: 'press' }).status).toBe('requesting');
    expect(recorderReducer(at('failed'), { type: 'press' }).status).toBe('requesting');
    expect(recorderReducer(at('requesting', { held: true }), { type: 'denied' })).toMatchObject({ status: 'denied', held: false });
  });

  it('does not start or stop out of order', () => {
    expect(recorderReducer(at('idle'), { type: 'started' }).status).toBe('idle');
    expect(recorderReducer(at('ready'), { type: 'stopped', recording: null, notice: null }).status).toBe('ready');
    expect(recorderReducer(at('ready'), { type: 'granted' }).status).toBe('ready');
  });
});

describe('helpers', () => {
  it('picks the first container the browser can write', () => {
    expect(pickMimeType(FakeRecorder)).toBe('audio/webm;codecs=opus');
    expect(pickMimeType({ isTypeSupported: (type: string) => type === 'audio/mp4' })).toBe('audio/mp4');
    expect(pickMimeType(undefined)).toBe('');
  });

  it('formats the recording clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3.9)).toBe('0:03');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('VoiceRecorder', () => {
  it('records while the button is held, shows the time, and offers the take for review', async () => {
    const { onUse, button } = renderRecorder();
    expect(button().getAttribute('aria-label')).toBe('Hold to record');
    expect(screen.getByRole('status').textContent).toBe('Hold the button (or the Space key) while you read. Release to stop.');

    await hold(button());
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Recording')).toBeTruthy();
    expect(button().getAttribute('aria-label')).toBe('Release to stop');
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeTruthy();
    expect(FakeRecorder.instances).toHaveLength(1);
    expect(FakeRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(FakeRecorder.instances[0]?.state).toBe('recording');

    media.clock.now += 3_200;
    await waitFor(() => expect(screen.getByTestId('recording-clock').textContent).toBe('0:03'));

    await releasePointer(button());
    expect(await screen.findByRole('heading', { name: 'Your recording' })).toBeTruthy();
    expect(screen.getByTestId('recording-preview').getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByTestId('hold-to-record')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use this recording' }));
    expect(onUse).toHaveBeenCalledTimes(1);
    const take = onUse.mock.calls[0]?.[0];
    expect(take?.seconds).toBeCloseTo(3.2, 5);
    expect(take?.mimeType).toBe('audio/webm;codecs=opus');
    expect(await take?.blob.text()).toBe('fake opus data');
  });

  it('"Record again" throws the take away and records with the same microphone', async () => {
    const { button } = renderRecorder();
    await hold(button());
    media.clock.now += 2_000;
    await releasePointer(button());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Record again' })));

    expect(screen.queryByRole('heading', { name: 'Your recording' })).toBeNull();
    await hold(button());
    expect(await screen.findByText('Recording')).toBeTruthy();
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(FakeRecorder.instances).toHaveLength(2);
  });

  it('does not record when the button was let go while the browser asked for the microphone', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    media.getUserMedia.mockImplementation(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    const { button } = renderRecorder();

    await hold(button());
    expect(screen.getByRole('status').textContent).toBe('Allow access to the microphone…');
    await releasePointer(button());
    await act(async () => grant({ getTracks: () => [media.track] } as unknown as MediaStream));

    expect(screen.getByRole('status').textContent).toBe('The microphone is on. Now hold the button and read.');
    expect(FakeRecorder.instances).toHaveLength(0);

    await hold(button());
    expect(await screen.findByText('Recording')).toBeTruthy();
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('calls a take under a second a slip and asks to keep holding', async () => {
    const { button } = renderRecorder();
    await hold(button());
    await screen.findByText('Recording');
    media.clock.now += 400;
    await releasePointer(button());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('That was too short. Keep holding the button while you read.'));
    expect(screen.queryByRole('heading', { name: 'Your recording' })).toBeNull();
    expect(button().getAttribute('aria-label')).toBe('Hold to record');
  });

  it.each(['pointerLeave', 'pointerCancel'] as const)('stops on %s', async (how) => {
    const { button } = renderRecorder();
    await hold(button());
    await screen.findByText('Recording');
    media.clock.now += 1_500;
    await releasePointer(button(), how);
    expect(await screen.findByRole('heading', { name: 'Your recording' })).toBeTruthy();
  });

  it('records while Space is held (key repeats ignored) and stops when it is released', async () => {
    const { button } = renderRecorder();
    await act(async () => {
      fireEvent.keyDown(button(), { key: ' ' });
    });
    expect(await screen.findByText('Recording')).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(button(), { key: ' ', repeat: true });
      fireEvent.keyDown(button(), { key: ' ', repeat: true });
    });
    expect(FakeRecorder.instances).toHaveLength(1);
    media.clock.now += 2_000;
    await act(async () => {
      fireEvent.keyUp(button(), { key: ' ' });
    });
    expect(await screen.findByRole('heading', { name: 'Your recording' })).toBeTruthy();
  });

  it('works with Enter too, and other keys do nothing', async () => {
    const { button } = renderRecorder();
    await act(async () => {
      fireEvent.keyDown(button(), { key: 'a' });
    });
    expect(media.getUserMedia).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(button(), { key: 'Enter' });
    });
    expect(await screen.findByText('Recording')).toBeTruthy();
    media.clock.now += 1_200;
    await act(async () => {
      fireEvent.keyUp(button(), { key: 'Enter' });
    });
    expect(await screen.findByRole('heading', { name: 'Your recording' })).toBeTruthy();
  });

  it('says clearly when the microphone is refused, and asks again on the next press', async () => {
    media.getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { button } = renderRecorder();
    await hold(button());
    expect(await screen.findByText('No access to the microphone')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Or skip and use a built-in voice.');
    expect(FakeRecorder.instances).toHaveLength(0);

    media.getUserMedia.mockResolvedValue({ getTracks: () => [media.track] } as unknown as MediaStream);
    await hold(button());
    expect(await screen.findByText('Recording')).toBeTruthy();
  });

  it('tells a broken microphone from a refusal', async () => {
    media.getUserMedia.mockRejectedValue(new DOMException('Device in use', 'NotReadableError'));
    const { button } = renderRecorder();
    await hold(button());
    expect(await screen.findByText('The microphone did not start')).toBeTruthy();
  });

  it('says so when the browser cannot record at all', () => {
    vi.stubGlobal('MediaRecorder', undefined);
    renderRecorder();
    expect(screen.getByText('Recording is not available')).toBeTruthy();
    expect(screen.queryByTestId('hold-to-record')).toBeNull();
  });

  it('lets the microphone go when the screen closes', async () => {
    const { button, unmount } = renderRecorder();
    await hold(button());
    await screen.findByText('Recording');
    unmount();
    expect(media.track.stop).toHaveBeenCalled();
    expect(FakeRecorder.instances[0]?.state).toBe('inactive');
  });
});
