import type { BeatGraphic } from '@reelcraft/contract';
import type { Retrieved } from '../library/retrieve.ts';
import { capitalize, fillTemplate, round1 } from '../text.ts';
import type { WriterResult } from '../writer.schema.ts';
import { CAPTION_MAX, chooseCtaLine, chooseHook, HOOK_MAX, ideaLine, SCREEN_MAX, TITLE_MAX } from './assemble.ts';
import { clip, type Context, type PlannedBeat } from './context.ts';
import { formatTemplateId } from './formats.ts';
import { FRAMES } from './frames.ts';
import { clampTarget, CREATOR_PART_SECONDS, LENGTH_BUDGET, toBeats } from './length.ts';
import type { ScriptPlan } from './plan.ts';
import { speakable } from './speakable.ts';
import { emojiGraphic, listGraphic, nicheEmoji, numberGraphic, phraseGraphic, subjectEmoji } from './story-graphics.ts';
import { ideaKey } from './idea-script.ts';
import { uniqueSceneTitles } from './story.ts';
import { secondsToSay } from '../text.ts';

/**
 * A storytelling video (60–180 s) from one library sub-topic: the avatar opens with a hook, photo scenes carry where
 * the viewer starts, the myths and their facts, the tips, the routine and the numbers, and the avatar closes with where
 * that leads and the call to action. The idea-built structure (with prompts) when the library has nothing on the idea.
 */
export function composeStoryFromMaterial(ctx: Context, plan: ScriptPlan & { material: Retrieved }): WriterResult {
  const frames = FRAMES[ctx.language];
  const { topic, niche } = plan.material;
  const hook = chooseHook(ctx, topic, plan);
  const cta = chooseCtaLine(ctx, frames, plan);
  const rotate = <T>(items: readonly T[]) => items.map((_item, index) => items[(index + plan.variant) % items.length] as T);
  const scene = (title: string, say: string, dropRank?: number, graphic?: BeatGraphic): PlannedBeat => ({
    screen: title,
    say,
    sceneTitle: title,
    visual: 'photo',
    dropRank,
    ...(graphic ? { graphic } : {}),
  });
  // A tip whose line names a subject with an obvious emoji shows it; the others show their line.
  const tipGraphic = (line: { screen: string }) => emojiGraphic(subjectEmoji(line.screen), line.screen) ?? phraseGraphic(line.screen);

  const opening = ctx.subjectFromUser && ctx.brief.userInput?.trim() ? speakable(ctx.screenSubject, ctx.language) : topic.label;
  // Graphics come from the library's material (in the story's language), never from the idea's own words, which may
  // be in another language.
  const hookGraphic = phraseGraphic(topic.label);
  const beats: PlannedBeat[] = [
    { screen: opening, say: hook.text, sceneTitle: ctx.pack.storyIntroTitle, visual: 'avatar', ...(hookGraphic ? { graphic: hookGraphic } : {}) },
  ];
  beats.push(scene(frames.beforeScreen, topic.before, undefined, emojiGraphic(nicheEmoji(niche), topic.label)));
  rotate(topic.myths)
    .slice(0, 2)
    .forEach((entry, index) =>
      beats.push(
        scene(
          entry.screen,
          `${fillTemplate(frames.myth, { line: entry.myth })} ${fillTemplate(frames.fact, { line: entry.fact })}`,
          index === 1 ? 2 : undefined,
          phraseGraphic(entry.screen),
        ),
      ),
    );
  rotate(topic.tips)
    .slice(0, 4)
    .forEach((line, index) => beats.push(scene(line.screen, line.say, index >= 2 ? 1 + index : undefined, tipGraphic(line))));
  const steps = topic.steps.map((line) => line.say).join(' ');
  const stepsList = listGraphic(
    topic.steps.map((line) => line.screen),
    { title: topic.label, numbered: true },
  );
  beats.push(scene(topic.steps[0]?.screen ?? topic.label, steps, 3, stepsList));
  rotate(topic.facts)
    .slice(0, 2)
    .forEach((line, index) => beats.push(scene(line.screen, line.say, index === 0 ? 4 : 0, numberGraphic(line.screen) ?? phraseGraphic(line.screen))));
  const [question] = rotate(topic.questions);
  if (question)
    beats.push(
      scene(
        frames.replyScreen,
        `${fillTemplate(frames.replySay, { question: question.question })} ${question.answer}`,
        1,
        emojiGraphic('💬', frames.replyScreen),
      ),
    );
  const endingGraphic = phraseGraphic(cta.screen);
  beats.push({
    screen: cta.screen,
    say: `${topic.after} ${cta.say}`,
    sceneTitle: ctx.pack.storyEndingTitle,
    visual: 'avatar',
    ...(endingGraphic ? { graphic: endingGraphic } : {}),
  });

  const target = clampTarget(ctx.brief.targetSeconds, LENGTH_BUDGET.storytelling);
  trimTo(ctx, beats, target + 15);
  uniqueSceneTitles(beats);
  const idea = ctx.subjectFromUser && ctx.brief.userInput?.trim() ? speakable(ctx.titleSubject, ctx.language) : '';
  const title = idea && plan.variant === 0 ? idea : fillTemplate(frames.titles.story, { label: topic.label });
  return storyResult(ctx, beats, {
    title,
    hookId: hook.id,
    cta: cta.say,
    templateIds: [formatTemplateId('story'), cta.id, `topic-${topic.id}`],
    material: { niche, subTopic: topic.id },
  });
}

/** The parts of an idea-built story, each with the emoji its scene shows next to the part's name. */
const IDEA_PART_EMOJI = { problem: '😩', tried: '🔁', worked: '✅', result: '🏆' } as const;

/** The idea-built story: the same five parts as the idea script, as scenes, with prompts for the creator. */
export function composeStoryFromIdea(ctx: Context): WriterResult {
  const frames = FRAMES[ctx.language];
  const parts = frames.idea;
  const raw = clip(speakable(ctx.titleSubject, ctx.language), 300);
  const key = ideaKey(ctx);
  const beats: PlannedBeat[] = [
    {
      screen: speakable(ctx.screenSubject, ctx.language),
      say: fillTemplate(parts.hookAbout, { idea: raw }),
      sceneTitle: ctx.pack.storyIntroTitle,
      visual: 'avatar',
    },
  ];
  for (const part of ['problem', 'tried', 'worked', 'result'] as const) {
    const graphic = emojiGraphic(IDEA_PART_EMOJI[part], parts.screens[part]);
    beats.push({
      screen: parts.screens[part],
      say: fillTemplate(parts[part], { key }),
      sceneTitle: parts.screens[part],
      visual: 'photo',
      prompt: parts.prompts[part],
      ...(graphic ? { graphic } : {}),
    });
  }
  const ask = fillTemplate(parts.ask, { key });
  const askGraphic = phraseGraphic(parts.screens.ask);
  beats.push({ screen: parts.screens.ask, say: ask, sceneTitle: ctx.pack.storyEndingTitle, visual: 'avatar', ...(askGraphic ? { graphic: askGraphic } : {}) });
  return storyResult(ctx, beats, {
    title: raw,
    hookId: 'idea:hook',
    cta: ask,
    templateIds: [formatTemplateId('story'), 'cta-ask', 'idea-prompts'],
    material: { niche: ctx.niche },
  });
}

function trimTo(ctx: Context, beats: PlannedBeat[], limit: number): void {
  const total = () => beats.reduce((sum, beat) => sum + secondsToSay(beat.say, ctx.language), 0);
  while (total() > limit) {
    let index = -1;
    beats.forEach((beat, position) => {
      if (beat.dropRank === undefined) return;
      const current = index >= 0 ? beats[index] : undefined;
      if (!current || (beat.dropRank as number) < (current.dropRank as number)) index = position;
    });
    if (index < 0) break;
    beats.splice(index, 1);
  }
}

function storyResult(
  ctx: Context,
  planned: PlannedBeat[],
  parts: { title: string; hookId: string; cta: string; templateIds: string[]; material: { niche: string; subTopic?: string } },
): WriterResult {
  for (const beat of planned) {
    beat.screen = clip(beat.screen, SCREEN_MAX);
    if (beat.sceneTitle) beat.sceneTitle = clip(beat.sceneTitle, TITLE_MAX);
  }
  const beats = toBeats(planned, ctx.language);
  planned.forEach((beat, index) => {
    const out = beats[index];
    if (beat.prompt && out) {
      out.prompt = beat.prompt;
      out.seconds = round1(out.seconds + CREATOR_PART_SECONDS.storytelling);
    }
  });
  const frames = FRAMES[ctx.language];
  const idea = ideaLine(ctx) || parts.title;
  const points = planned
    .slice(1, -1)
    .map((beat) => `— ${beat.screen}`)
    .slice(0, 6)
    .join('\n');
  return {
    contentType: ctx.brief.contentType,
    language: ctx.language,
    writer: 'builtin',
    title: clip(/^\p{L}/u.test(parts.title) ? capitalize(parts.title) : parts.title, TITLE_MAX),
    hook: clip(planned[0]?.say ?? parts.title, HOOK_MAX),
    beats,
    caption: clip(`${capitalize(idea)}\n\n${frames.captionInside}\n${points}\n\n${parts.cta}`, CAPTION_MAX),
    hashtags: ctx.hashtags.length >= 3 ? ctx.hashtags : [...ctx.hashtags, ...ctx.pack.baseHashtags].slice(0, 12),
    callToAction: parts.cta,
    estimatedSeconds: round1(beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    hookId: parts.hookId,
    templateIds: parts.templateIds,
    topic: ctx.topic,
    material: parts.material,
  };
}
