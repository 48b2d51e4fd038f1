import type { WriterResult } from '../writer.schema.ts';

/** No two scenes of one story share a title (case ignored). */
export function uniqueSceneTitles(result: WriterResult): boolean {
  const titles = result.beats.flatMap((beat) => (beat.sceneTitle ? [beat.sceneTitle.trim().toLocaleLowerCase()] : []));
  return new Set(titles).size === titles.length;
}
