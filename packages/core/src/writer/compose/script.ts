import { HOOKS, STRUCTURE_IDS, type HookId, type StructureId } from '../catalog/types.ts';
import { CTAS } from '../catalog/types.ts';
import { pickWeighted, shuffle } from '../random.ts';
import { countWords, shortenForScreen } from '../text.ts';
import type { ScriptCategory, WriterResult } from '../writer.schema.ts';
import { allowed, categoryOf, chooseCaption, chooseCta, fill, finish, hookWeight, preferred, type Context, type PlannedBeat } from './context.ts';
import { clampTarget, fitLength, LENGTH_BUDGET, toBeats } from './length.ts';

const STRUCTURE_WEIGHTS: Record<ScriptCategory, Partial<Record<StructureId, number>>> = {
  educational: { 'myth-truth': 3, 'three-tips': 3, listicle: 3, pas: 2 },
  entertaining: { twist: 3, 'day-in-life': 2, 'before-after': 2, 'myth-truth': 2 },
  selling: { pas: 4, 'before-after': 3, listicle: 2 },
  personal_story: { 'mistake-lesson': 4, twist: 3, 'before-after': 3 },
  motivational: { 'before-after': 3, 'mistake-lesson': 3, 'three-tips': 2 },
  behind_the_scenes: { 'day-in-life': 4, 'mistake-lesson': 2, twist: 2 },
};

/** A custom script is about the user's own topic; advice-shaped structures carry it better than a day-in-the-life. */
const CUSTOM_STRUCTURE_WEIGHTS: Partial<Record<StructureId, number>> = {
  'three-tips': 3,
  listicle: 3,
  pas: 2,
  'myth-truth': 2,
  'day-in-life': 0.3,
  twist: 0.5,
};

function chooseStructureAndHook(ctx: Context): { structure: StructureId; hook: HookId } {
  const custom = ctx.brief.contentType === 'custom_script';
  let hooks = allowed(Object.keys(HOOKS) as HookId[], ctx.avoid);
  const withSubject = hooks.filter((id) => 'subject' in HOOKS[id]);
  if (custom && withSubject.length > 0) {
    // A custom script is about the creator's own topic: open with it. Mix in a few general hooks for variety.
    const general = hooks.filter((id) => !('subject' in HOOKS[id]) && !('fits' in HOOKS[id]));
    hooks = [...withSubject, ...shuffle(ctx.random, general).slice(0, 2)];
  } else if (!ctx.subjectFromUser) {
    const withoutSubject = hooks.filter((id) => !('subject' in HOOKS[id]));
    if (withoutSubject.length > 0) hooks = withoutSubject;
  }

  const fitsStructure = (hook: HookId, structure: StructureId) => {
    const meta = HOOKS[hook];
    return !('fits' in meta) || (meta.fits as readonly StructureId[]).includes(structure);
  };
  const category = categoryOf(ctx);
  const structures = STRUCTURE_IDS.filter((structure) => hooks.some((hook) => fitsStructure(hook, structure)));
  const structure = pickWeighted(ctx.random, structures, (id) => {
    let weight = category ? (STRUCTURE_WEIGHTS[category][id] ?? 1) : 1;
    if (custom) weight *= CUSTOM_STRUCTURE_WEIGHTS[id] ?? 1;
    return weight * preferred(ctx, id);
  });
  const hook = pickWeighted(
    ctx.random,
    hooks.filter((id) => fitsStructure(id, structure)),
    (id) => hookWeight(ctx, id),
  );
  return { structure, hook };
}

/** The hook on screen: short, and a hook carrying the creator's subject shows it whole or as its key phrase. */
export function hookScreen(ctx: Context, hook: HookId, hookText: string): string {
  if (!('subject' in HOOKS[hook])) return shortenForScreen(hookText, 12);
  const short = fill(ctx, ctx.pack.hooks[hook], { subject: ctx.screenSubject });
  return countWords(short) <= 14 ? short : ctx.screenSubject;
}

export function composeScript(ctx: Context): WriterResult {
  const { pack, brief, language } = ctx;
  const { structure, hook } = chooseStructureAndHook(ctx);
  const ctaId = chooseCta(ctx);
  const captionId = chooseCaption(ctx);
  const template = pack.structures[structure];

  const hookText = fill(ctx, pack.hooks[hook]);
  const ctaText = fill(ctx, pack.ctas[ctaId]);
  const beats: PlannedBeat[] = [{ screen: hookScreen(ctx, hook, hookText), say: hookText }];
  if (brief.trend) beats.push({ screen: fill(ctx, pack.trendBeat.screen), say: fill(ctx, pack.trendBeat.say) });
  // The creator's topic (their idea, blog topic or account) is said whole near the start when the hook does not.
  if (ctx.subjectFromUser && !('subject' in HOOKS[hook])) {
    beats.push({ screen: fill(ctx, pack.subjectBeat.screen, { subject: ctx.screenSubject }), say: fill(ctx, pack.subjectBeat.say) });
  }
  for (const beat of template.beats) {
    beats.push({ screen: fill(ctx, beat.screen), say: fill(ctx, beat.say), dropRank: beat.optional ? 3 : undefined });
  }
  // The creator's own "why follow me" and "what I stand for": one of them per script (both now and then), so
  // regenerated scripts do not all end on the same two lines.
  const personal = shuffle(ctx.random, [
    ...(ctx.slots.why ? [{ screen: pack.whyBeat.screen, say: fill(ctx, pack.whyBeat.say), dropRank: 2 }] : []),
    ...(ctx.slots.belief ? [{ screen: pack.beliefBeat.screen, say: fill(ctx, pack.beliefBeat.say), dropRank: 1 }] : []),
  ]);
  beats.push(...personal.slice(0, ctx.random() < 0.3 ? 2 : 1));
  beats.push({ screen: pack.ctaScreen[CTAS[ctaId]], say: ctaText });

  const target = clampTarget(brief.targetSeconds, LENGTH_BUDGET.script);
  fitLength(
    ctx,
    beats,
    target,
    [LENGTH_BUDGET.script[0], LENGTH_BUDGET.script[2]],
    (extra, slots) => ({ screen: fill(ctx, extra.screen, slots), say: fill(ctx, extra.say, slots), dropRank: 0 }),
    6,
  );

  const title = fill(ctx, template.title, { subject: ctx.titleSubject });
  return finish(ctx, {
    title,
    hook: hookText,
    beats: toBeats(beats, language, brief.contentType === 'avatar' ? 'avatar' : undefined),
    cta: ctaText,
    captionId,
    hookId: hook,
    templateIds: [structure, ctaId, captionId],
  });
}
