/**
 * A full-size (720×1280, 30 fps) story sample from three photos, to look at (issue 33): the built-in writer's story
 * in the given language, the eSpeak voice, the scene planner (content/story-scenes.ts) and the media renderer.
 * Usage: npx tsx scripts/story-beats-sample.ts <out.mp4> [language] [idea]; prints the planned scenes with their start times.
 */
import { loadRgbaImage, renderTalking, sampleFacePhoto, sampleNoFacePhoto, synthesizeSpeech, timelineWordOfToken, type TalkingScene } from '@reelcraft/media';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planStoryScenes } from '../packages/core/src/content/story-scenes.ts';
import { writeBuiltin } from '../packages/core/src/writer/builtin-writer.ts';
import type { WriterLanguage } from '../packages/core/src/writer/writer.schema.ts';
import { loadSampleFace } from '../packages/media/src/avatar/testing/sample-face.ts';

const [outputPath = 'story-sample.mp4', language = 'ru', idea = ''] = process.argv.slice(2);
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-story-sample-'));
try {
  const result = writeBuiltin({ contentType: 'storytelling', language: language as WriterLanguage, userInput: idea, targetSeconds: 70 }, { seed: 4 });
  const sample = await loadSampleFace();
  // Three photos in the creator's order: a landscape, the face, another portrait.
  const photos = [await loadRgbaImage(await sampleNoFacePhoto(1600, 1000), 1600), sample.rgba, await loadRgbaImage(await sampleFacePhoto(2, 0), 1600)];
  const voicePath = path.join(dir, 'voice.wav');
  const text = result.beats.map((beat) => beat.spokenLine.trim()).join('\n\n');
  const { timeline } = await synthesizeSpeech({ text, language: language as WriterLanguage, outputPath: voicePath });
  const wordAt = timelineWordOfToken(timeline);
  const plan = planStoryScenes({
    beats: result.beats,
    photoCount: photos.length,
    speakingPhoto: 1,
    tokenStart: (token) => timeline.words[wordAt(token)]?.start,
    endSeconds: timeline.words.at(-1)?.end ?? timeline.durationSeconds,
  });
  const scenes: TalkingScene[] = plan.map((scene) =>
    scene.kind === 'photo'
      ? { kind: 'photo', fromWord: scene.fromWord, image: photos[scene.photo] ?? sample.rgba, ...(scene.title ? { title: scene.title } : {}) }
      : scene,
  );
  for (const scene of plan) {
    const start = timeline.words[wordAt(scene.fromWord)]?.start ?? 0;
    console.log(
      start.toFixed(1).padStart(5),
      scene.kind,
      scene.kind === 'graphic' ? JSON.stringify(scene.graphic) : scene.kind === 'photo' ? `photo ${scene.photo} ${scene.title ?? ''}` : '',
    );
  }
  await renderTalking({
    photo: sample.rgba,
    face: sample.face,
    audioPath: voicePath,
    timeline,
    scenes,
    language,
    seed: 4,
    outputPath,
    thumbnailPath: outputPath.replace(/\.mp4$/, '.jpg'),
  });
  console.log(`${outputPath}: ${timeline.durationSeconds.toFixed(1)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
