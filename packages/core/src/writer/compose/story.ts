import { ARC_IDS, CTAS, HOOKS, type ArcId, type HookId } from '../catalog/types.ts';
import { pickWeighted } from '../random.ts';
import { shortenForScreen, shortenSubject } from '../text.ts';
import type { WriterResult } from '../writer.schema.ts';
import { allowed, chooseCaption, chooseCta, fill, finish, hookWeight, preferred, type Context, type PlannedBeat } from './context.ts';
import { clampTarget, fitLength, LENGTH_BUDGET, toBeats } from './length.ts';

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
    { screen: shortenForScreen(hookText, 12), say: hookText, sceneTitle: pack.storyIntroTitle, visual: 'avatar' },
  ];
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
  fitLength(
    ctx,
    beats,
    target,
    [LENGTH_BUDGET.storytelling[0], LENGTH_BUDGET.storytelling[2]],
    (extra, slots) => {
      // Spare tips become "one more thing" scenes; general fillers keep their own short title.
      const fromTip = 'tip' in slots;
      const title = fromTip ? extraScene.title : fill(ctx, extra.screen, slots);
      const say = fromTip ? fill(ctx, extraScene.say, slots) : fill(ctx, extra.say, slots);
      return { screen: title, say, sceneTitle: title, visual: 'photo', dropRank: 0 };
    },
    15,
  );

  const title = fill(ctx, pack.arcs[arc].title, { subject: shortenSubject(ctx.slots.subject as string, 60) });
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
