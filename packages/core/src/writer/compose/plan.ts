import { createHash } from 'node:crypto';
import { LIBRARY } from '../library/library.ts';
import { nicheTopics, retrieveAcross, type Retrieved } from '../library/retrieve.ts';
import { foreignLanguageOf } from '../text-language.ts';
import type { LibraryNiche } from '../library/types.ts';
import { createRandom, pickWeighted, type Random } from '../random.ts';
import type { ParsedWriterBrief } from '../writer.schema.ts';
import { standingNicheOf, type Context } from './context.ts';
import { stemsOf } from './relevance.ts';
import {
  CATEGORY_FORMATS,
  DEFAULT_FORMAT_WEIGHTS,
  FORMAT_IDS,
  formatAskedByIdea,
  formatTemplateId,
  REVISION_FORMATS,
  TREND_STRUCTURE,
  type FormatId,
} from './formats.ts';

/**
 * What a script is built from (issue 32): the library sub-topic the idea is about (or none: the idea-built structure),
 * the structure, and the batch position. Decided before any line is written.
 */
export interface ScriptPlan {
  material?: Retrieved;
  format: FormatId;
  /** 0 for a single text; 0, 1, 2 in a batch of three: each takes a different angle. */
  variant: number;
  /** Seeded by the idea (not the text's own seed), so the three variants of a batch agree on what the others took. */
  shared: Random;
}

function hashSeed(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** The creator's best posts' words: captions and top hashtags (tie-breakers when choosing a sub-topic). */
function bestTopicsOf(brief: ParsedWriterBrief): string[] {
  return [...(brief.creatorCaptions ?? []), ...(brief.analysis?.top_hashtags ?? [])];
}

/** The standing topic, when there is no idea: blog topic, analysed domain, then a trend's own words. */
function standingOf(brief: ParsedWriterBrief): string[] {
  return [brief.facts.area_of_expertise, brief.analysis?.domain ?? '', brief.trend ? `${brief.trend.title} ${brief.trend.description}` : ''].filter(
    (text) => text.trim() !== '',
  );
}

const FALLBACK_NICHES: readonly LibraryNiche[] = ['personal_development', 'business_marketing'];

/**
 * The sub-topic a text is about. An idea must name it (retrieval, decision 0040); without an idea the standing topic
 * picks it, and failing that, the creator's niche with their best posts as the tie-breaker. Undefined only for an idea
 * the library does not cover.
 */
export function chooseMaterial(ctx: Context, shared: Random, variant: number): Retrieved | undefined {
  const { brief, language } = ctx;
  const idea = brief.userInput?.trim();
  const bestTopics = bestTopicsOf(brief);
  // An idea or standing topic in another language is looked up in its own language's library (issue 33).
  if (idea) return retrieveAcross(language, foreignLanguageOf(idea, language) ?? language, { idea, bestTopics, niche: standingNicheOf(brief) })[0];

  const standing = standingOf(brief);
  let candidates = retrieveAcross(language, foreignLanguageOf(standing.join(' '), language) ?? language, { standing, bestTopics, niche: ctx.niche });
  // The standing topic stays in the creator's niche ("fitness for busy moms" is fitness, not parenting).
  if (ctx.niche in LIBRARY) candidates = candidates.filter((entry) => entry.niche === ctx.niche);
  // Fewer than three that the standing topic names: the rest of its niche too (after them), so a creator's smart
  // scripts range over their niche instead of repeating one sub-topic.
  if (candidates.length < 3) {
    const niche = (candidates[0]?.niche ?? (ctx.niche in LIBRARY ? ctx.niche : FALLBACK_NICHES[Math.floor(shared() * FALLBACK_NICHES.length)])) as LibraryNiche;
    const named = new Set(candidates.map((entry) => entry.topic.id));
    candidates = [
      ...candidates,
      ...nicheTopics(language, niche, bestTopics)
        .filter((entry) => !named.has(entry.topic.id))
        .map((entry) => ({ ...entry, score: entry.score * 0.4 })),
    ];
    candidates.sort((a, b) => b.score - a.score);
  }
  // A library niche without material in this language (never, once every niche is written): any fallback niche's.
  if (candidates.length === 0) candidates = FALLBACK_NICHES.flatMap((niche) => nicheTopics(language, niche, bestTopics));
  if (candidates.length === 0) return undefined;
  // Regenerated smart scripts should not all be about the same sub-topic: the best few, weighted by how well they fit.
  const top = candidates.slice(0, 3);
  if (variant > 0) return top[variant % top.length];
  return pickWeighted(ctx.random, top, (entry) => 1 + entry.score);
}

/** Whether a structure can be built from a sub-topic's material (all of them can from a full sub-topic). */
function buildable(format: FormatId, material: Retrieved | undefined): boolean {
  if (!material) return format === 'story';
  const topic = material.topic;
  switch (format) {
    case 'myth-fact':
      return topic.myths.length >= 2;
    case 'this-or-that':
      return topic.comparisons.length >= 1;
    case 'reply':
      return topic.questions.length >= 1;
    case 'steps':
      return topic.steps.length >= 3;
    case 'challenge':
      return topic.tips.length >= 4;
    case 'mistakes':
      return topic.mistakes.length >= 2;
    default:
      return topic.tips.length >= 3;
  }
}

/**
 * The structure: a trend's format is kept (item 4); else what the idea's wording asks for; else weighted by category,
 * revision and what the creator liked. Variants of a batch take the next structures of one shared ordering, so the
 * three never share one; "another angle" and a disliked structure are left out while others fit.
 */
export function chooseFormat(ctx: Context, material: Retrieved | undefined, shared: Random, variant: number): FormatId {
  const { brief } = ctx;
  if (!material) return 'story';
  const trendFormat = brief.trend?.format ? TREND_STRUCTURE[brief.trend.format] : undefined;
  if (trendFormat && buildable(trendFormat, material)) return trendFormat;

  const adjustments = new Set(brief.revision?.adjustments ?? []);
  const previous = new Set(brief.previous?.templateIds ?? []);
  const fit = ideaFit(ctx, material);
  const bestFit = Math.max(0, ...Object.values(fit));
  const weights = (format: FormatId): number => {
    let weight = (brief.category ? CATEGORY_FORMATS[brief.category][format] : DEFAULT_FORMAT_WEIGHTS[format]) ?? 1;
    // "How to make borscht red": the structure whose material says the idea's own words ("борщ") comes first, and
    // one whose material never does (a lentil soup's steps) hardly ever, when another would.
    weight *= bestFit > 0 && (fit[format] ?? 0) === 0 ? 0.05 : 1 + 2 * (fit[format] ?? 0);
    for (const adjustment of adjustments) weight *= REVISION_FORMATS[adjustment]?.[format] ?? 1;
    if (ctx.prefer.has(formatTemplateId(format))) weight *= 3;
    if (ctx.avoid.has(formatTemplateId(format))) weight *= 0.2;
    // Feedback that asks for another shape never gets the previous one back.
    if (
      previous.has(formatTemplateId(format)) &&
      (adjustments.has('another_angle') || [...adjustments].some((adjustment) => (REVISION_FORMATS[adjustment]?.[format] ?? 1) < 1))
    )
      weight = 0;
    return weight;
  };
  // Regenerate keeps the format (item 5) unless the feedback asks for another shape: "another angle", or a revision
  // under which the previous structure weighs little ("more concrete" on a POV).
  const previousFormat = FORMAT_IDS.find((format) => previous.has(formatTemplateId(format)));
  if (previousFormat && buildable(previousFormat, material) && !adjustments.has('another_angle')) {
    const kept = [...adjustments].every((adjustment) => (REVISION_FORMATS[adjustment]?.[previousFormat] ?? 1) >= 1);
    if (kept) return previousFormat;
  }
  const candidates = FORMAT_IDS.filter((format) => buildable(format, material) && weights(format) > 0);
  // What the idea's wording asks for, unless the feedback asks for another shape ("more concrete" on a story).
  const wording = listOrSteps(ctx, material, formatAskedByIdea(brief.userInput));
  const asked =
    wording &&
    [...adjustments].every((adjustment) => (REVISION_FORMATS[adjustment]?.[wording] ?? 1) >= 1) &&
    !(adjustments.has('another_angle') && previous.has(formatTemplateId(wording)))
      ? wording
      : undefined;
  // One ordering for the whole batch: the asked-for structure first, then a weighted draw without replacement.
  const ordering: FormatId[] = asked && candidates.includes(asked) ? [asked] : [];
  const rest = candidates.filter((format) => !ordering.includes(format));
  const random = variant > 0 || brief.variant !== undefined ? shared : ctx.random;
  while (rest.length > 0) {
    const next = pickWeighted(random, rest, weights);
    ordering.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return ordering[variant % Math.max(1, ordering.length)] ?? 'top-list';
}

/** Which material each structure is built from. */
function poolOf(format: FormatId, material: Retrieved): readonly string[] {
  const topic = material.topic;
  switch (format) {
    case 'myth-fact':
      return topic.myths.map((entry) => `${entry.myth} ${entry.fact}`);
    case 'mistakes':
      return topic.mistakes.map((entry) => `${entry.mistake} ${entry.fix}`);
    case 'steps':
      return topic.steps.map((line) => `${line.screen} ${line.say}`);
    case 'reply':
      return topic.questions.map((entry) => `${entry.question} ${entry.answer}`);
    case 'this-or-that':
      return topic.comparisons.map((entry) => `${entry.a} ${entry.b} ${entry.verdict}`);
    default:
      return topic.tips.map((line) => `${line.screen} ${line.say}`);
  }
}

/** Per structure, how many of its material's lines share a word with the idea (0 without an idea). */
function ideaFit(ctx: Context, material: Retrieved): Partial<Record<FormatId, number>> {
  const all = stemsOf(ctx.brief.userInput ?? '', ctx.language);
  if (all.size === 0) return {};
  // The idea's words that name the sub-topic ("борщ") say what it is about; the others ("красным") only describe it,
  // and a red lentil soup's steps are not a red borscht.
  const keywords = stemsOf(material.topic.keywords.join(' '), ctx.language);
  const naming = new Set([...all].filter((stem) => keywords.has(stem)));
  const idea = naming.size > 0 ? naming : all;
  const fit: Partial<Record<FormatId, number>> = {};
  for (const format of FORMAT_IDS) {
    fit[format] = poolOf(format, material).filter((text) => [...stemsOf(text, ctx.language)].some((stem) => idea.has(stem))).length;
  }
  return fit;
}

/**
 * "3 desk stretches" asks for a list, but the sub-topic's routine (chin tucks, doorway stretch, wall angels) is what
 * names stretches, not its tips (screen height, a timer): a list the idea's words match better in the steps is steps.
 */
function listOrSteps(ctx: Context, material: Retrieved, asked: FormatId | undefined): FormatId | undefined {
  if (asked !== 'top-list') return asked;
  const idea = stemsOf(ctx.brief.userInput ?? '', ctx.language);
  const matching = (lines: readonly { say: string; screen: string }[]) =>
    lines.filter((line) => [...stemsOf(`${line.screen} ${line.say}`, ctx.language)].some((stem) => idea.has(stem))).length;
  const steps = matching(material.topic.steps);
  return steps > 0 && steps >= matching(material.topic.tips) ? 'steps' : asked;
}

export function planScript(ctx: Context): ScriptPlan {
  const { brief } = ctx;
  const variant = brief.variant ?? 0;
  const shared = createRandom(
    hashSeed(`${brief.language}|${brief.contentType}|${brief.userInput ?? ''}|${brief.facts.area_of_expertise}|${brief.trend?.title ?? ''}`),
  );
  const material = chooseMaterial(ctx, shared, variant);
  const format = chooseFormat(ctx, material, shared, variant);
  return { material, format, variant, shared };
}
