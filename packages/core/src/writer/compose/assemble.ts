import { detectHooks } from '../../analysis/caption-patterns.ts';
import type { Comparison, SubTopic } from '../library/types.ts';
import { speaksLanguage } from '../text-language.ts';
import { allowed, clip, wholeIdea } from './context.ts';
import { speakable } from './speakable.ts';
import { pickWeighted } from '../random.ts';
import type { NicheId } from '../catalog/types.ts';
import { capitalize, cleanHashtag, round1, secondsToSay } from '../text.ts';
import type { WriterResult } from '../writer.schema.ts';
import type { Context, PlannedBeat } from './context.ts';
import { FRAMES, type Frames } from './frames.ts';
import { CREATOR_PART_SECONDS, LENGTH_BUDGET, toBeats } from './length.ts';
import type { ScriptPlan } from './plan.ts';
import { STEMMERS, stemsOf } from './relevance.ts';

export const TITLE_MAX = 200;
export const HOOK_MAX = 600;
export const SCREEN_MAX = 300;
export const CAPTION_MAX = 2200;

/** A structure's beats between the opening and the call to action, and lines that may lengthen it. */
export interface Body {
  beats: PlannedBeat[];
  /** Optional beats (facts, more tips) added before the call to action while the script runs short. */
  extras: PlannedBeat[];
  /** How many items the structure lists (the title's "{n}"). */
  count: number;
  question?: string;
  comparison?: Comparison;
}

export interface Assembly {
  opening: PlannedBeat;
  body: Body;
  cta: { id: string; say: string; screen: string };
  target: number;
  /** The title, or a title for the number of list items left once the length is fitted. */
  title: string | ((count: number) => string);
  hookId: string;
  templateIds: string[];
  material: { niche: string; subTopic?: string };
  /** The sub-topic's keywords: single words among them become hashtags. */
  keywords?: readonly string[];
}

/** How much more often a hook opening the way the creator's best Reelcraft posts opened is chosen. */
export const PREFERRED_HOOK_TYPE_WEIGHT = 4;

/**
 * A hook from the sub-topic's own: not one the creator disliked, not the previous take's when a different hook was
 * asked for, and a different one per variant of a batch.
 */
export function chooseHook(ctx: Context, topic: SubTopic, plan: ScriptPlan): { id: string; text: string } {
  const ids = topic.hooks.map((_hook, index) => `${topic.id}:${index}`);
  const previous = ctx.brief.previous?.hookId;
  const avoid = new Set(ctx.avoid);
  if (previous && (ctx.brief.revision?.adjustments.includes('different_hook') || ctx.brief.revision?.adjustments.includes('another_angle')))
    avoid.add(previous);
  // Hooks that say the idea's own words first ("borscht" for a borscht idea), the rest after them.
  const idea = stemsOf(ctx.brief.userInput ?? '', ctx.language);
  const says = (id: string) => [...stemsOf(topic.hooks[Number(id.slice(id.lastIndexOf(':') + 1))] ?? '', ctx.language)].some((stem) => idea.has(stem));
  // The creator's own Reelcraft posts: the way of opening that did best is chosen more often (and leads a batch).
  const wanted = ctx.brief.preferHookType;
  const opensWanted = (id: string) => Boolean(wanted && detectHooks(topic.hooks[Number(id.slice(id.lastIndexOf(':') + 1))] ?? '').includes(wanted));
  const usable = allowed(ids, avoid).sort((a, b) => Number(says(b)) - Number(says(a)) || Number(opensWanted(b)) - Number(opensWanted(a)));
  const id =
    plan.variant > 0 || ctx.brief.variant !== undefined
      ? (usable[plan.variant % usable.length] as string)
      : pickWeighted(
          ctx.random,
          usable,
          (candidate) => (ctx.prefer.has(candidate) ? 3 : 1) * (says(candidate) ? 4 : 1) * (opensWanted(candidate) ? PREFERRED_HOOK_TYPE_WEIGHT : 1),
        );
  return { id, text: topic.hooks[Number(id.slice(id.lastIndexOf(':') + 1))] as string };
}

/** The call to action: one of the language's, steered by likes, a different one per variant. */
/** "Which one are you trying first?" asks about a list's items: after a routine, a challenge or a story it makes no sense. */
const CHOICE_CTA = 'cta-comment';
const LISTS: ReadonlySet<string> = new Set(['top-list', 'mistakes', 'myth-fact', 'day-in-life']);

export function chooseCtaLine(ctx: Context, frames: Frames, plan: ScriptPlan): Frames['ctas'][number] {
  const ctas = allowed(
    frames.ctas.map((cta) => cta.id).filter((id) => id !== CHOICE_CTA || LISTS.has(plan.format)),
    ctx.avoid,
  );
  const id =
    plan.variant > 0 ? (ctas[plan.variant % ctas.length] as string) : pickWeighted(ctx.random, ctas, (candidate) => (ctx.prefer.has(candidate) ? 3 : 1));
  return frames.ctas.find((cta) => cta.id === id) ?? (frames.ctas[0] as Frames['ctas'][number]);
}

function total(beats: readonly PlannedBeat[], ctx: Context): number {
  return beats.reduce((sum, beat) => sum + secondsToSay(beat.say, ctx.language), 0);
}

/** Within the script budget: optional extras in while short, the most expendable beats out while long. */
function fit(ctx: Context, assembly: Assembly): PlannedBeat[] {
  const beats = [assembly.opening, ...assembly.body.beats];
  const extras = [...assembly.body.extras];
  const closing = { screen: assembly.cta.screen, say: assembly.cta.say };
  const [min, , max] = LENGTH_BUDGET.script;
  const high = Math.min(max, assembly.target + 6);
  const low = Math.max(min, assembly.target - 8);
  while (total([...beats, closing], ctx) < low && extras.length > 0) {
    const tail = beats.findIndex((beat) => beat.tail);
    beats.splice(tail >= 0 ? tail : beats.length, 0, extras.shift() as PlannedBeat);
  }
  while (total([...beats, closing], ctx) > high) {
    let index = -1;
    beats.forEach((beat, position) => {
      if (position === 0 || beat.dropRank === undefined) return;
      const current = index >= 0 ? beats[index] : undefined;
      if (!current || (beat.dropRank as number) < (current.dropRank as number)) index = position;
    });
    if (index < 0) break;
    beats.splice(index, 1);
  }
  return [...beats, closing];
}

/**
 * A sentence said twice is dropped the second time (a library hook "… Here is what actually works." followed by the
 * structure's own "Here is what actually works."), as long as the beat keeps something to say.
 */
function withoutRepeats(beats: PlannedBeat[]): PlannedBeat[] {
  const said = new Set<string>();
  const key = (sentence: string) =>
    sentence
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N} ]/gu, '')
      .trim();
  return beats.map((beat) => {
    const sentences = beat.say.split(/(?<=[.!?…])\s+/u);
    const kept = sentences.filter((sentence) => !(said.has(key(sentence)) && sentence.split(/\s+/).length >= 3));
    for (const sentence of sentences) said.add(key(sentence));
    return kept.length > 0 && kept.length < sentences.length ? { ...beat, say: kept.join(' ') } : beat;
  });
}

/** Hashtags: the sub-topic's single-word keywords first (#posture), then the niche's and the base tags. */
function hashtagsOf(ctx: Context, keywords: readonly string[] = [], niche?: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (tag: string) => {
    const clean = cleanHashtag(tag.toLocaleLowerCase());
    if (clean.length < 4 || clean.length > 30 || /\d/.test(clean) || seen.has(clean) || out.length >= 12) return;
    seen.add(clean);
    out.push(clean);
  };
  // One tag per word stem (#maleta, not also #maletas; #супы, not also #супа).
  const stems = new Set<string>();
  for (const keyword of keywords.filter((word) => !/\s/.test(word))) {
    const stem = STEMMERS[ctx.language](keyword.toLocaleLowerCase());
    if (stems.has(stem)) continue;
    stems.add(stem);
    add(keyword);
    if (stems.size >= 3) break;
  }
  if (niche && niche in ctx.pack.niches) {
    // The material's niche, not the one the brief's words suggested; the account's own favourites when the text is
    // about that account; then the language's broad tags.
    // Only the niche's two broad tags (#fitness, not #weightloss on a posture video); the sub-topic's keywords are
    // the specific ones.
    for (const tag of ctx.pack.niches[niche as NicheId].hashtags.slice(0, 2)) add(tag);
    if (ctx.topic.source === 'instagram') for (const tag of (ctx.brief.analysis?.top_hashtags ?? []).slice(0, 3)) add(tag);
    for (const tag of ctx.pack.baseHashtags) add(tag);
  } else for (const tag of ctx.hashtags) add(tag);
  return out;
}

/** The creator's idea whole (a long one does not fit a title, so the caption carries it), made fit to show. */
export function ideaLine(ctx: Context): string {
  const idea = ctx.brief.userInput?.trim();
  // An idea in another language than the script steers it, but is not quoted (issue 33).
  return idea && speaksLanguage(idea, ctx.language) ? speakable(wholeIdea(idea), ctx.language) : '';
}

/**
 * The caption under the post: the creator's idea (or the title), what the video covers as a short list of its
 * on-screen points, and the call to action. No analytics, no bio, no emoji; hashtags stay in their own list.
 */
function captionOf(ctx: Context, frames: Frames, assembly: Assembly, beats: readonly PlannedBeat[], title: string): string {
  const first = capitalize(ideaLine(ctx) || title);
  const points = beats
    .slice(1, -1)
    .map((beat) => beat.screen.trim())
    .filter((screen, index, all) => screen !== '' && all.indexOf(screen) === index)
    .slice(0, 6);
  const list = points.length > 1 ? `\n\n${frames.captionInside}\n${points.map((point) => `— ${point}`).join('\n')}` : '';
  return `${first}${list}\n\n${assembly.cta.say}`;
}

export function assemble(ctx: Context, assembly: Assembly): WriterResult {
  const planned = withoutRepeats(fit(ctx, assembly));
  const title = typeof assembly.title === 'string' ? assembly.title : assembly.title(planned.filter((beat) => beat.item).length);
  // Only a pathological idea (one 2,000-letter word) reaches these limits; the contract's caps hold whatever is typed.
  for (const beat of planned) beat.screen = clip(beat.screen, SCREEN_MAX);
  const beats = toBeats(planned, ctx.language, ctx.brief.contentType === 'avatar' ? 'avatar' : undefined);
  planned.forEach((beat, index) => {
    const out = beats[index];
    if (beat.prompt && out) {
      out.prompt = beat.prompt;
      out.seconds = round1(out.seconds + CREATOR_PART_SECONDS.script);
    }
  });
  return {
    contentType: ctx.brief.contentType,
    language: ctx.language,
    writer: 'builtin',
    title: clip(/^\p{L}/u.test(title) ? capitalize(title) : title, TITLE_MAX),
    hook: clip(assembly.opening.say, HOOK_MAX),
    beats,
    caption: clip(captionOf(ctx, FRAMES[ctx.language], assembly, planned, title), CAPTION_MAX),
    hashtags: hashtagsOf(ctx, assembly.keywords, assembly.material.subTopic ? assembly.material.niche : undefined),
    callToAction: assembly.cta.say,
    estimatedSeconds: round1(beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    hookId: assembly.hookId,
    templateIds: assembly.templateIds,
    topic: ctx.topic,
    material: assembly.material,
  };
}
