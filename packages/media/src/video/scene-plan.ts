/** Which scene(s) a frame shows, and how far a crossfade between two of them has gone. Pure. */

export interface SceneSpan {
  start: number;
  end: number;
}

/** Reused per frame (written in place): `b` is null outside crossfades; then only `a` is drawn. */
export interface FramePlan {
  a: number;
  b: number | null;
  /** Weight of `b`, 0..1. */
  t: number;
}

export function createFramePlan(): FramePlan {
  return { a: 0, b: null, t: 0 };
}

/**
 * Fills `plan` for `time`. Scenes must be sorted by start. A scene lasts from its start to the next scene's start
 * (the last one to the end of the video; before the first scene the first is shown), so gaps never show black.
 * Around each boundary the two scenes blend over `crossfade` seconds (one number for every boundary, or one per
 * boundary: index i is the cut between scene i and i + 1), centred on the cut, shortened so a transition never
 * takes more than half of either scene.
 */
export function planFrame(scenes: readonly SceneSpan[], time: number, crossfade: number | readonly number[], plan: FramePlan): FramePlan {
  plan.b = null;
  plan.t = 0;
  const n = scenes.length;
  if (n === 0) throw new RangeError('no scenes');
  let i = 0;
  while (i + 1 < n && scenes[i + 1]!.start <= time) i++;
  plan.a = i;
  const next = i + 1 < n ? i + 1 : -1;
  if (next >= 0) {
    const half = halfFade(scenes, i, crossfade);
    const cut = scenes[next]!.start;
    if (half > 0 && time >= cut - half) {
      plan.b = next;
      plan.t = (time - (cut - half)) / (2 * half);
      return plan;
    }
  }
  if (i > 0) {
    const half = halfFade(scenes, i - 1, crossfade);
    const cut = scenes[i]!.start;
    if (half > 0 && time < cut + half) {
      plan.a = i - 1;
      plan.b = i;
      plan.t = (time - (cut - half)) / (2 * half);
    }
  }
  return plan;
}

/** Half the fade between scene i and i+1, limited to half of each one's length. */
function halfFade(scenes: readonly SceneSpan[], i: number, crossfade: number | readonly number[]): number {
  const fade = typeof crossfade === 'number' ? crossfade : (crossfade[i] ?? 0);
  if (!(fade > 0)) return 0;
  const lengthOf = (k: number): number => {
    const s = scenes[k]!;
    const end = k + 1 < scenes.length ? scenes[k + 1]!.start : s.end;
    return Math.max(0, end - s.start);
  };
  return Math.max(0, Math.min(fade / 2, lengthOf(i) / 2, lengthOf(i + 1) / 2));
}
