import { ARC_IDS, CTAS, HOOKS, type ArcId, type HookId } from '../catalog/types.ts';
import { pickWeighted } from '../random.ts';

import type { WriterResult } from '../writer.schema.ts';
import { allowed, chooseCaption, chooseCta, fill, finish, hookWeight, preferred, type Context, type PlannedBeat } from './context.ts';
import { clampTarget, fitLength, LENGTH_BUDGET, toBeats } from './length.ts';
import { hookScreen } from './script.ts';

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

export function composeStory(ctx: Context): WriterResult {
  const { pack, brief, language } = ctx;
  let hooks = allowed(
    (Object.keys(HOOKS) as HookId[]).filter((id) => 'story' in HOOKS[id]),
    ctx.avoid,
  );
  if (!ctx.subjectFromUser) hooks = hooks.filter((id) => !('subject' in HOOKS[id]));
  const hook = pickWeighted(ctx.random, hooks, (id) => hookWeight(ctx, id));
  const arc = pickWeighted(ctx.random, ARC_IDS, (id: ArcId) => preferred(ctx, id));
  const ctaId = chooseCta(ctx);
  const captionId = chooseCaption(ctx);
  const ending = ctx.pack.storyEndings[Math.floor(ctx.random() * ctx.pack.storyEndings.length)] as string;

  const hookText = fill(ctx, pack.hooks[hook]);
  const ctaText = fill(ctx, pack.ctas[ctaId]);
  const beats: PlannedBeat[] = [
    { screen: hookScreen(ctx, hook, hookText), say: hookText, sceneTitle: pack.storyIntroTitle, visual: 'avatar' },
  ];
  if (ctx.subjectFromUser && !('subject' in HOOKS[hook])) {
    const screen = fill(ctx, pack.subjectBeat.screen, { subject: ctx.screenSubject });
    beats.push({ screen, say: fill(ctx, pack.subjectBeat.say), sceneTitle: screen, visual: 'photo' });
  }
  if (brief.trend) {
    const screen = fill(ctx, pack.trendBeat.screen);
    beats.push({ screen, say: fill(ctx, pack.trendBeat.say), sceneTitle: screen, visual: 'photo' });
  }
  for (const scene of pack.arcs[arc].scenes) {
    const title = fill(ctx, scene.title);
    beats.push({ screen: title, say: fill(ctx, scene.say), sceneTitle: title, visual: 'photo' });
  }
  if (ctx.slots.belief) {
    beats.push({ screen: pack.beliefBeat.screen, say: fill(ctx, pack.beliefBeat.say), sceneTitle: pack.beliefBeat.screen, visual: 'photo', dropRank: 1 });
  }
  beats.push({
    screen: pack.ctaScreen[CTAS[ctaId]],
    say: `${ending} ${ctaText}`,
    sceneTitle: pack.storyEndingTitle,
    visual: 'avatar',
  });

  const target = clampTarget(brief.targetSeconds, LENGTH_BUDGET.storytelling);
  const extraScene = pack.storyExtraScene;
  const extras = new Set<PlannedBeat>();
  fitLength(
    ctx,
    beats,
    target,
    [LENGTH_BUDGET.storytelling[0], LENGTH_BUDGET.storytelling[2]],
    (extra, slots) => {
      // Spare tips become numbered "extra tip" scenes (titled once the length is settled); general fillers keep
      // their own short title.
      const fromTip = 'tip' in slots;
      const title = fill(ctx, extra.screen, slots);
      const say = fromTip ? fill(ctx, extraScene.say, slots) : fill(ctx, extra.say, slots);
      const beat: PlannedBeat = { screen: title, say, sceneTitle: title, visual: 'photo', dropRank: 0 };
      if (fromTip) extras.add(beat);
      return beat;
    },
    15,
  );
  let extraNumber = 0;
  for (const beat of beats) {
    if (!extras.has(beat)) continue;
    extraNumber++;
    beat.sceneTitle = fill(ctx, extraScene.title, { n: String(extraNumber) });
    beat.screen = beat.sceneTitle;
  }
  uniqueSceneTitles(beats);

  const title = fill(ctx, pack.arcs[arc].title, { subject: ctx.titleSubject });
  return finish(ctx, {
    title,
    hook: hookText,
    beats: toBeats(beats, language),
    cta: ctaText,
    captionId,
    hookId: hook,
    templateIds: [arc, ctaId, captionId],
  });
}
