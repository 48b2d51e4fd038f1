import { vi } from 'vitest';

/** MediaRecorder as a browser runs it: the data and `stop` arrive asynchronously after `stop()`. */
export class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') throw new Error('stop() on an inactive recorder');
    this.state = 'inactive';
    void Promise.resolve().then(() => {
      this.ondataavailable?.({ data: new Blob(['fake opus data'], { type: this.mimeType }) });
      this.onstop?.();
    });
  }
}

/**
 * Installs the fake recorder and a microphone that is granted at once; `performance.now()` reads `clock.now`, so a
 * test decides how long a take lasts. Undo with `uninstallFakeMedia()` (and vi.unstubAllGlobals()).
 */
export function installFakeMedia() {
  const clock = { now: 10_000 };
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  FakeRecorder.instances = [];
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (): Promise<MediaStream> => stream);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { clock, track, stream, getUserMedia };
}

export function uninstallFakeMedia() {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
}
