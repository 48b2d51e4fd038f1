import type { PlannedBeat } from './context.ts';

/** Two scenes never share a title: a repeated one gets its number ("The result (2)"). */
export function uniqueSceneTitles(beats: PlannedBeat[]): void {
  const seen = new Map<string, number>();
  for (const beat of beats) {
    if (!beat.sceneTitle) continue;
    const key = beat.sceneTitle.toLocaleLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count > 1) {
      const renamed = `${beat.sceneTitle} (${count})`;
      if (beat.screen === beat.sceneTitle) beat.screen = renamed;
      beat.sceneTitle = renamed;
    }
  }
}
