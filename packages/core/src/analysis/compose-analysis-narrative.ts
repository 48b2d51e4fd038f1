import {
  capitalize,
  CATALOG,
  createRandom,
  cyrillicShare,
  fillTemplate,
  type NicheId,
  pick,
  type Random,
  randomSeed,
  shortenSubject,
  type Slots,
  type WriterLanguage,
} from '../writer/index.ts';
import { analysisNarrativeSchema, type AnalysisNarrative, type AnalysisProfile, type HookType, type PostKind, type ProfileMetrics } from './analysis.schema.ts';
import { fold } from './caption-patterns.ts';
import { CLEAR_WIN, fill, type Context } from './narrative/context.ts';
import { localeFormat, type LocaleFormat } from './narrative/format.ts';
import { NARRATIVE_PACKS } from './narrative/index.ts';
import { composeRecommendations } from './narrative/recommendations.ts';
import type { CaptionLength, NarrativePack, StyleCue, StyleLead } from './narrative/types.ts';
import { detectProfileNiche } from './profile-niche.ts';

export interface AnalysisNarrativeInput {
  metrics: ProfileMetrics;
  profile: AnalysisProfile;
  language: WriterLanguage;
  /** Makes the wording reproducible ("regenerate" with a stored seed, tests). */
  seed?: number;
  /** Full captions of the analysed posts, when at hand: they sharpen the niche guess. */
  captions?: readonly string[];
}

const TRAILING_JUNK = /(?:[\s\p{Extended_Pictographic}.,;:!?…|•·—–-]|\uFE0F|\u200D)+$/u;

/**
 * The bio's first line, quotable after a colon: no emoji or punctuation at its end, at most 90 characters, and only
 * when it is written in the narrative's script (a Latin bio is not quoted inside a Russian narrative).
 */
function subjectFromBio(biography: string, language: WriterLanguage): string {
  const line =
    biography
      .split(/\r?\n/)
      .map((part) => part.trim())
      .find((part) => /\p{L}/u.test(part)) ?? '';
  if (!fitsLanguage(line, language)) return '';
  const clean = line.replace(/\s+/g, ' ').replace(TRAILING_JUNK, '');
  const subject = clean.length <= 90 ? clean : shortenSubject(clean, 90);
  return subject.length >= 3 ? subject : '';
}

/** Text we may quote inside a narrative: it must be written in the narrative's script. */
function fitsLanguage(text: string, language: WriterLanguage): boolean {
  if (!/\p{L}.*\p{L}/u.test(text)) return false;
  const share = cyrillicShare(text);
  return language === 'ru' ? share >= 0.5 : share <= 0.2;
}

const SLOT = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** A template is usable when every slot it names has a non-empty value. */
function usable(template: string, slots: Slots): boolean {
  for (const match of template.matchAll(SLOT)) {
    const name = match[1] as string;
    const value = slots[name] ?? slots[name.charAt(0).toLowerCase() + name.slice(1)];
    if (!value) return false;
  }
  return true;
}

function pickUsable(random: Random, templates: readonly string[], slots: Slots): string | undefined {
  const fit = templates.filter((template) => usable(template, slots));
  return fit.length > 0 ? pick(random, fit) : undefined;
}

function hookToSuggest(metrics: ProfileMetrics): HookType {
  return metrics.hooks.strongest ?? metrics.hooks.bestPostHooks[0] ?? 'question';
}

function baseSlots(input: AnalysisNarrativeInput, pack: NarrativePack, format: LocaleFormat, niche: NicheId): Slots {
  const { metrics, profile, language } = input;
  const vocab = CATALOG[language].niches[niche];
  const subject = subjectFromBio(profile.biography ?? '', language);
  const fullName = profile.fullName?.trim() ?? '';
  const tags = metrics.topHashtags.slice(0, 2).map((entry) => `#${entry.tag}`);
  const best = metrics.bestPosts[0];
  const hook = pack.hooks[hookToSuggest(metrics)];
  const benchmark = metrics.benchmark;
  const bandSlots = { min: format.int(benchmark.followersMin), max: benchmark.followersMax === null ? '' : format.int(benchmark.followersMax) };
  const frequency = metrics.frequency;
  const videoShare = metrics.formatMix.reel + metrics.formatMix.video;
  const target = Math.max(3, Math.round(benchmark.postsPerWeek.low));
  const [open, close] = pack.quotes;

  return {
    username: profile.username.replace(/^@/, ''),
    name: fullName && fitsLanguage(fullName, language) ? fullName : '',
    topic: vocab.label,
    topicGen: vocab.labelGen ?? vocab.label,
    topicPrep: vocab.labelPrep ?? vocab.label,
    topicAcc: vocab.labelAcc ?? vocab.label,
    subject,
    nicheTag: `#${vocab.hashtags[0] ?? ''}`,
    tag1: tags[0] ?? '',
    tags: tags.length === 2 ? `${tags[0]} ${pack.and} ${tags[1]}` : (tags[0] ?? ''),
    followers: format.count(metrics.followers, 'follower'),
    posts: format.count(metrics.analyzedPosts, 'post'),
    er: metrics.engagement.rate === null ? '' : format.percent(metrics.engagement.rate),
    erLow: format.percent(benchmark.engagementRate.low),
    erHigh: format.percent(benchmark.engagementRate.high),
    band: fillTemplate(pack.bands[benchmark.band], bandSlots),
    cmp: metrics.comparison.engagementRate ? pack.comparisons[metrics.comparison.engagementRate] : '',
    medianViews: metrics.reels.medianViews === null ? '' : format.count(metrics.reels.medianViews, 'view'),
    topViews: metrics.reels.topViews === null ? '' : format.count(metrics.reels.topViews, 'view'),
    viewsRatio: metrics.reels.viewsToFollowers === null ? '' : format.percent(metrics.reels.viewsToFollowers * 100),
    vLow: format.percent(benchmark.reelViewsToFollowers.low * 100),
    vHigh: format.percent(benchmark.reelViewsToFollowers.high * 100),
    perWeek: format.count(frequency.postsPerWeek, 'post', 1),
    gap: frequency.avgGapDays === null ? '' : format.count(frequency.avgGapDays, 'day', 1),
    daysSince: frequency.daysSinceLastPost === null ? '' : format.count(Math.round(frequency.daysSinceLastPost), 'day'),
    target: format.count(target, 'post'),
    reelTarget: format.count(3, 'reel'),
    reelShare: format.share(videoShare),
    photoShare: format.share(metrics.formatMix.image),
    carouselShare: format.share(metrics.formatMix.carousel),
    questionShare: format.share(metrics.captions.questionShare),
    ctaShare: format.share(metrics.captions.ctaShare),
    avgLength: format.count(metrics.captions.avgLength, 'character'),
    avgEmojis: format.count(metrics.captions.avgEmojis, 'emoji', 1),
    avgHashtags: format.count(metrics.captions.avgHashtags, 'hashtag', 1),
    avgComments: format.count(metrics.engagement.avgComments, 'comment', 1),
    hookName: hook.name,
    hookStart: hook.start,
    excerpt: best?.captionExcerpt ? `${open}${best.captionExcerpt}${close}` : '',
    likes: best ? format.count(best.likes, 'like') : '',
    comments: best ? format.count(best.comments, 'comment') : '',
  };
}

function composeDomain(ctx: Context): string {
  const { domain } = ctx.pack;
  const subject = ctx.slots.subject ?? '';
  // "Fitness: Fitness coach for busy mums" says the topic twice; the creator's own line is enough.
  if (subject && fold(subject).includes(fold(ctx.slots.topic ?? ''))) return capitalize(subject);
  const template =
    pickUsable(ctx.random, domain.withSubject, ctx.slots) ?? pickUsable(ctx.random, domain.withTags, ctx.slots) ?? pick(ctx.random, domain.plain);
  return fill(ctx, template);
}

function composeStyle(ctx: Context): string {
  const { metrics, pack } = ctx;
  if (metrics.analyzedPosts === 0) return fill(ctx, pick(ctx.random, pack.style.lead.empty));
  const mix = metrics.formatMix;
  const video = mix.reel + mix.video;
  const lead: StyleLead = video >= 0.6 ? 'reels' : mix.image >= 0.6 ? 'photos' : mix.carousel >= 0.5 ? 'carousels' : 'mixed';
  const length = metrics.captions.avgLength;
  const captions: CaptionLength = length < 1 ? 'none' : length < 125 ? 'short' : length < 500 ? 'medium' : 'long';
  const sentences = [pick(ctx.random, pack.style.lead[lead]), pack.style.captions[captions]];

  const cues: StyleCue[] = [];
  if (metrics.captions.questionShare >= 0.3) cues.push('questions');
  if (metrics.captions.ctaShare >= 0.4) cues.push('cta');
  if (metrics.captions.avgEmojis >= 2) cues.push('emoji');
  const common = [...metrics.hooks.stats].sort((a, b) => b.posts - a.posts)[0];
  let hookSlots: Slots = {};
  if (common && common.posts / metrics.analyzedPosts >= 0.3 && !(common.type === 'question' && cues.includes('questions'))) {
    cues.push('hook');
    hookSlots = { hookName: pack.hooks[common.type].name };
  }
  for (const cue of cues.slice(0, 2)) sentences.push(pack.style.cues[cue]);
  return sentences.map((sentence) => fill(ctx, sentence, hookSlots)).join(' ');
}

/** Below this many posts the "why" says it rests on little data, and quotes one fact at most. */
const LITTLE_DATA_POSTS = 6;

/** The format whose posts clearly beat the rest (each side with at least two posts), with how much. */
function winningFormat(metrics: ProfileMetrics): { kind: PostKind; lift: number } | null {
  let found: { kind: PostKind; lift: number } | null = null;
  for (const entry of metrics.formats) {
    if (entry.posts < 2) continue;
    const others = metrics.formats.filter((other) => other.kind !== entry.kind);
    const otherPosts = others.reduce((sum, other) => sum + other.posts, 0);
    if (otherPosts < 2) continue;
    const otherAvg = others.reduce((sum, other) => sum + other.avgEngagement * other.posts, 0) / otherPosts;
    if (otherAvg <= 0) continue;
    const lift = entry.avgEngagement / otherAvg;
    if (lift >= CLEAR_WIN && (!found || lift > found.lift)) found = { kind: entry.kind, lift };
  }
  return found;
}

/**
 * "Why followers choose you", from measured facts only: how the best posts (and their hashtags) do against the
 * rest, then what holds of the best format, the strongest opening, the engagement rate against our estimate for the
 * account's size and the posting pace. With few posts it quotes less and says so; it never promises anything.
 */
function composeWhy(ctx: Context): string {
  const { metrics, pack, format } = ctx;
  const why = pack.why;
  const n = metrics.analyzedPosts;
  if (n === 0) {
    return fill(ctx, pickUsable(ctx.random, why.noPostsWithSubject, ctx.slots) ?? pick(ctx.random, why.noPosts));
  }
  if (metrics.engagement.avgEngagement <= 0) return fill(ctx, pick(ctx.random, why.quiet));
  const bestAvg = metrics.bestPosts.reduce((sum, post) => sum + post.engagement, 0) / Math.max(1, metrics.bestPosts.length);
  const lift = bestAvg / metrics.engagement.avgEngagement;
  // Only tags that do better than the account's average (on two posts or more) say anything about what people come for.
  const liftTags = metrics.topHashtags
    .filter((entry) => (entry.lift ?? 0) >= 1.1 && entry.posts >= 2)
    .sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0) || b.posts - a.posts)
    .slice(0, 2)
    .map((entry) => `#${entry.tag}`);
  const tags = liftTags.length === 2 ? `${liftTags[0]} ${pack.and} ${liftTags[1]}` : (liftTags[0] ?? '');
  const extra: Slots = {
    tagsPart: tags ? ` ${fillTemplate(why.tagsPart, { tags })}` : '',
    bestAvg: format.count(bestAvg, 'engagement'),
    times: format.times(lift),
  };
  const sentences = [fill(ctx, pick(ctx.random, lift >= 1.2 ? why.best : why.steady), extra)];

  const facts: string[] = [];
  const winner = winningFormat(metrics);
  if (winner) facts.push(fill(ctx, why.format, { format: pack.formats[winner.kind], times: format.times(winner.lift) }));
  const strongest = metrics.hooks.stats.find((entry) => entry.type === metrics.hooks.strongest);
  if (strongest?.lift && strongest.lift >= 1.2)
    facts.push(fill(ctx, why.hook, { hookStart: pack.hooks[strongest.type].start, times: format.times(strongest.lift) }));
  if (ctx.slots.er && ctx.slots.cmp) facts.push(fill(ctx, why.engagement));
  if (metrics.comparison.postsPerWeek && metrics.comparison.postsPerWeek !== 'below' && metrics.frequency.avgGapDays !== null)
    facts.push(fill(ctx, why.rhythm));

  const little = n < LITTLE_DATA_POSTS;
  sentences.push(...facts.slice(0, little ? 1 : 2));
  if (little) sentences.push(fill(ctx, why.littleData));
  return sentences.join(' ');
}

function composeSummary(ctx: Context): string {
  const { metrics, pack } = ctx;
  const opening = pickUsable(ctx.random, pack.summary.opening, ctx.slots) ?? (pack.summary.opening.find((line) => !line.includes('{name}')) as string);
  const sentences = [opening];
  if (metrics.analyzedPosts === 0) sentences.push(pack.summary.noPosts);
  else {
    if (ctx.slots.er && ctx.slots.cmp) sentences.push(pack.summary.engagement);
    if (ctx.slots.medianViews && ctx.slots.topViews) sentences.push(pack.summary.reels);
    sentences.push(pack.summary.frequency);
  }
  return sentences.map((sentence) => fill(ctx, sentence)).join(' ');
}

/**
 * The built-in (offline) narrative of a profile analysis, written natively in the requested language from the
 * computed metrics: domain, style, why followers choose the creator, 4–7 recommendations that quote the numbers,
 * and a summary. Reproducible with a seed.
 */
export function composeAnalysisNarrative(input: AnalysisNarrativeInput): AnalysisNarrative {
  const pack = NARRATIVE_PACKS[input.language];
  const format = localeFormat(input.language);
  const random = createRandom(input.seed ?? randomSeed());
  const niche = detectProfileNiche(input.profile, input.metrics, input.captions);
  const ctx: Context = { metrics: input.metrics, pack, format, random, slots: baseSlots(input, pack, format, niche) };
  const narrative: AnalysisNarrative = {
    domain: composeDomain(ctx),
    style: composeStyle(ctx),
    why_followers_choose_you: composeWhy(ctx),
    recommendations: composeRecommendations(ctx),
    summary: composeSummary(ctx),
  };
  // Cheap insurance that every template combination stays inside the contract.
  return analysisNarrativeSchema.parse(narrative);
}
