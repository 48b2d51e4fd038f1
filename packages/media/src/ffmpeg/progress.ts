/**
 * Parses the key=value blocks FFmpeg writes with `-progress pipe:1`. Output time comes as `out_time_us`
 * (microseconds); very old builds only have `out_time_ms`, which despite its name is also microseconds.
 */
export interface ProgressParser {
  push(chunk: string): void;
  /** Call when FFmpeg exited successfully: reports 1 if it was not reported yet. */
  finish(): void;
}

export function createProgressParser(durationSeconds: number | undefined, onProgress: (fraction: number) => void): ProgressParser {
  let pending = '';
  let last = 0;
  let done = false;

  const report = (fraction: number): void => {
    if (done) return;
    const clamped = Math.min(1, Math.max(0, fraction));
    // Throttle to whole percent steps and never go backwards.
    if (clamped >= 1) {
      done = true;
      onProgress(1);
    } else if (clamped - last >= 0.01) {
      last = clamped;
      onProgress(clamped);
    }
  };

  const line = (text: string): void => {
    const eq = text.indexOf('=');
    if (eq < 0) return;
    const key = text.slice(0, eq).trim();
    const value = text.slice(eq + 1).trim();
    if (key === 'progress' && value === 'end') {
      report(1);
      return;
    }
    if (!durationSeconds || durationSeconds <= 0) return;
    if (key === 'out_time_us' || key === 'out_time_ms') {
      const micros = Number(value);
      if (Number.isFinite(micros) && micros >= 0) report(micros / 1e6 / durationSeconds);
    }
  };

  return {
    push(chunk) {
      pending += chunk;
      let nl = pending.indexOf('\n');
      while (nl >= 0) {
        line(pending.slice(0, nl));
        pending = pending.slice(nl + 1);
        nl = pending.indexOf('\n');
      }
    },
    finish() {
      if (pending) line(pending);
      pending = '';
      report(1);
    },
  };
}

/** Keeps the last `max` meaningful stderr lines; drops fontconfig chatter from static builds without a config. */
export function createLineTail(max = 30): { push(chunk: string): void; lines(): string[] } {
  const kept: string[] = [];
  let pending = '';
  const add = (text: string): void => {
    const trimmed = text.trimEnd();
    if (!trimmed || /^Fontconfig (warning|error)/.test(trimmed)) return;
    kept.push(trimmed);
    if (kept.length > max) kept.shift();
  };
  return {
    push(chunk) {
      pending += chunk;
      const parts = pending.split(/\r?\n|\r/);
      pending = parts.pop() ?? '';
      for (const part of parts) add(part);
      if (pending.length > 8192) {
        add(pending);
        pending = '';
      }
    },
    lines() {
      const out = [...kept];
      const rest = pending.trimEnd();
      if (rest && !/^Fontconfig (warning|error)/.test(rest)) out.push(rest);
      return out.slice(-max);
    },
  };
}
