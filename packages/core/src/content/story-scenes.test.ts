import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import { WRITER_LANGUAGES } from '../writer/writer.schema.ts';
import { planStoryScenes, SCENE_MAX_SECONDS, type PlannedBeat, type StoryScenePlan } from './story-scenes.ts';

/** Words of a line, so a test can say where a scene starts. */
const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
const line = (sentences: number, wordsEach = 6) =>
  Array.from({ length: sentences }, (_, s) => `${Array.from({ length: wordsEach - 1 }, (_w, i) => `word${s}x${i}`).join(' ')} end${s}.`).join(' ');

/** A beat of `seconds` with about 2.5 words a second, as a voice says them. */
function beat(seconds: number, extra: Partial<PlannedBeat> = {}): PlannedBeat {
  return { spokenLine: line(Math.max(1, Math.round((seconds * 2.5) / 6))), seconds, ...extra };
}

/** Start and end of every scene, by the beats' estimated timing (words spread evenly over each beat's seconds). */
function sceneSeconds(beats: readonly PlannedBeat[], plan: readonly StoryScenePlan[]): number[] {
  const starts: number[] = [];
  let t = 0;
  for (const b of beats) {
    const n = words(b.spokenLine);
    for (let i = 0; i < n; i++) starts.push(t + (b.seconds * i) / n);
    t += b.seconds;
  }
  return plan.map((scene, index) => {
    const next = plan[index + 1];
    return (next ? (starts[next.fromWord] ?? t) : t) - (starts[scene.fromWord] ?? 0);
  });
}

describe('planStoryScenes', () => {
  it('opens and closes on the avatar and alternates photos and graphics in between', () => {
    const beats = [
      beat(4, { visual: 'avatar' }),
      beat(5, { visual: 'photo', sceneTitle: 'Before', graphic: { type: 'emoji', emoji: '🍳', label: 'Dinner' } }),
      beat(5, { visual: 'photo', graphic: { type: 'phrase', text: 'Heat the pan first' } }),
      beat(5, { visual: 'photo', graphic: { type: 'list', items: ['One', 'Two', 'Three'], numbered: true } }),
      beat(5, { visual: 'photo', graphic: { type: 'counter', value: 4, label: '4 ingredients' } }),
      beat(4, { visual: 'avatar' }),
    ];
    const plan = planStoryScenes({ beats, photoCount: 2 });
    expect(plan.map((scene) => scene.kind)).toEqual(['avatar', 'graphic', 'photo', 'graphic', 'photo', 'avatar']);
    expect(plan[0]?.fromWord).toBe(0);
    expect(plan[1]).toMatchObject({ fromWord: words(beats[0]!.spokenLine), graphic: { type: 'emoji', emoji: '🍳', label: 'Dinner' } });
    expect(plan[2]).toMatchObject({ kind: 'photo', photo: 0 });
    expect(plan[3]).toMatchObject({ graphic: { type: 'list', items: ['One', 'Two', 'Three'], numbered: true } });
    expect(plan[4]).toMatchObject({ kind: 'photo', photo: 1 });
  });

  it('cycles through the photos in the order they were chosen', () => {
    const beats = [beat(4, { visual: 'avatar' }), ...Array.from({ length: 14 }, () => beat(5)), beat(4, { visual: 'avatar' })];
    const photos = planStoryScenes({ beats, photoCount: 3 }).flatMap((scene) => (scene.kind === 'photo' ? [scene.photo] : []));
    expect(photos).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('shows every chosen photo when the story has room, even if graphics give way', () => {
    const graphic = { type: 'phrase', text: 'A key phrase' } as const;
    const beats = [beat(4, { visual: 'avatar' }), ...Array.from({ length: 5 }, () => beat(5, { graphic })), beat(4, { visual: 'avatar' })];
    const plan = planStoryScenes({ beats, photoCount: 6 });
    const shown = new Set(plan.flatMap((scene) => (scene.kind === 'photo' ? [scene.photo] : [])));
    // Seven beats, the hook and the ending on the face: room for five photos of the six.
    expect([...shown].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets the speaking photo talk when its turn comes, never right beside the hook or the ending', () => {
    const beats = [beat(4, { visual: 'avatar' }), ...Array.from({ length: 8 }, () => beat(5)), beat(4, { visual: 'avatar' })];
    const plan = planStoryScenes({ beats, photoCount: 3, speakingPhoto: 1 });
    expect(plan.some((scene) => scene.kind === 'photo' && scene.photo === 1)).toBe(false);
    expect(plan.slice(1, -1).some((scene) => scene.kind === 'avatar')).toBe(true);
    for (const [index, scene] of plan.entries()) if (index > 0 && scene.kind === 'avatar') expect(plan[index - 1]?.kind).not.toBe('avatar');
  });

  it('cuts a long beat at a sentence end into scenes of at most about seven seconds', () => {
    const long: PlannedBeat = { spokenLine: line(10), seconds: 24, graphic: { type: 'list', items: ['Dim the lights', 'Bath', 'Story'], numbered: true } };
    const beats = [beat(3, { visual: 'avatar' }), long, beat(3, { visual: 'avatar' })];
    const plan = planStoryScenes({ beats, photoCount: 1 });
    const middle = plan.slice(1, -1);
    expect(middle.length).toBeGreaterThanOrEqual(4);
    expect(middle.map((scene) => scene.kind).slice(0, 2)).toEqual(['graphic', 'photo']);
    expect(middle[0]).toMatchObject({ graphic: { type: 'list' } });
    const hookWords = words(beats[0]!.spokenLine);
    for (const scene of middle.slice(1)) expect((scene.fromWord - hookWords) % 6, 'a cut starts a sentence').toBe(0);
    for (const seconds of sceneSeconds(beats, plan)) expect(seconds).toBeLessThanOrEqual(SCENE_MAX_SECONDS + 1.01);
  });

  it('uses the voice’s own timing when it has it', () => {
    const beats = [beat(3, { visual: 'avatar' }), { spokenLine: line(4), seconds: 5 }, beat(3, { visual: 'avatar' })];
    const hook = words(beats[0]!.spokenLine);
    // The middle beat is said slowly: 20 s instead of the estimated 5 s, so it must be cut.
    const plan = planStoryScenes({ beats, photoCount: 1, tokenStart: (token) => (token < hook ? token * 0.4 : 3 + (token - hook)), endSeconds: 3 + 24 + 3 });
    expect(plan.filter((scene) => scene.kind !== 'avatar').length).toBeGreaterThanOrEqual(3);
  });

  it('derives a graphic for a beat written without one (an LLM story)', () => {
    const beats: PlannedBeat[] = [
      beat(3, { visual: 'avatar' }),
      { spokenLine: 'A lot happens here and it takes a while to explain all of it properly.', seconds: 5, onScreenText: 'Only 2 hours a week' },
      beat(5),
      beat(3, { visual: 'avatar' }),
    ];
    expect(planStoryScenes({ beats, photoCount: 1 })[1]).toMatchObject({
      kind: 'graphic',
      graphic: { type: 'counter', value: 2, label: 'Only 2 hours a week' },
    });
  });

  it('keeps a builtin story changing at least every eight seconds, in every language', () => {
    for (const language of WRITER_LANGUAGES) {
      for (const photoCount of [1, 3]) {
        const result = writeBuiltin({ contentType: 'storytelling', language, userInput: '' }, { seed: 7 });
        const plan = planStoryScenes({ beats: result.beats, photoCount });
        expect(plan[0]?.kind).toBe('avatar');
        expect(plan.at(-1)?.kind).toBe('avatar');
        const longest = Math.max(...sceneSeconds(result.beats, plan));
        expect(longest, `${language}, ${photoCount} photos`).toBeLessThanOrEqual(8);
        expect(plan.filter((scene) => scene.kind === 'graphic').length).toBeGreaterThanOrEqual(4);
        for (const [index, scene] of plan.entries()) {
          const next = plan[index + 1];
          if (next) expect(JSON.stringify(next), 'two scenes in a row look the same').not.toBe(JSON.stringify({ ...scene, fromWord: next.fromWord }));
        }
      }
    }
  });
});
