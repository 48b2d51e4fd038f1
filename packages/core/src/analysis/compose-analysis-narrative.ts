import {
  capitalize,
  CATALOG,
  classifyNiche,
  createRandom,
  cyrillicShare,
  fillTemplate,
  type NicheClassification,
  type NicheId,
  pick,
  type Random,
  randomSeed,
  shortenSubject,
  type Slots,
  type WriterLanguage,
} from '../writer/index.ts';
import {
  analysisNarrativeSchema,
  type AnalysisNarrative,
  type AnalysisProfile,
  type HookType,
  type PostKind,
  type ProfileMetrics,
} from './analysis.schema.ts';
import { fold } from './caption-patterns.ts';
import { localeFormat, type LocaleFormat } from './narrative/format.ts';
import { NARRATIVE_PACKS } from './narrative/index.ts';
import type { CaptionLength, NarrativePack, RecommendationId, StyleCue, StyleLead } from './narrative/types.ts';

export interface AnalysisNarrativeInput {
  metrics: ProfileMetrics;
  profile: AnalysisProfile;
  language: WriterLanguage;
  /** Makes the wording reproducible ("regenerate" with a stored seed, tests). */
  seed?: number;
  /** Full captions of the analysed posts, when at hand: they sharpen the niche guess. */
  captions?: readonly string[];
}

const MAX_RECOMMENDATIONS = 6;
/** A format or hook has to beat another by this much before we tell the creator to prefer it. */
const CLEAR_WIN = 1.3;
const LONG_BREAK_DAYS = 14;

/**
 * The creator's niche from the bio, Instagram's category, the name, the captions and the hashtags together (the
 * writer's classifier, all fourteen niches), with how sure it is. Full captions when at hand; otherwise the caption
 * excerpts and top hashtags the metrics keep.
 */
export function classifyProfileNiche(profile: AnalysisProfile, metrics?: ProfileMetrics, captions: readonly string[] = []): NicheClassification {
  const excerpts = [...(metrics?.bestPosts ?? []), ...(metrics?.worstPosts ?? [])].map((post) => post.captionExcerpt);
  const withCaptions = captions.length > 0;
  return classifyNiche({
    bio: profile.biography,
    ...(profile.category ? { category: profile.category } : {}),
    fullName: profile.fullName,
    captions: withCaptions ? captions : excerpts,
    // Full captions carry their own hashtags; excerpts may have lost theirs, so the counted top tags stand in.
    ...(withCaptions ? {} : { hashtags: metrics?.topHashtags.map((entry) => ({ tag: entry.tag, posts: entry.posts })) ?? [] }),
  });
}

/** The niche of an analysis: the one stored with its numbers, or classified now (analyses made before issue 11). */
export function detectProfileNiche(profile: AnalysisProfile, metrics?: ProfileMetrics, captions: readonly string[] = []): NicheId {
  return metrics?.niche?.id ?? classifyProfileNiche(profile, metrics, captions).niche;
}

// Emoji sequences carry variation selectors and joiners, which a character class would split.
const TRAILING_JUNK = /(?:[\s\p{Extended_Pictographic}.,;:!?…|•·—–-]|\uFE0F|\u200D)+$/u;

/**
 * The bio's first line, quotable after a colon: no emoji or punctuation at its end, at most 90 characters, and only
 * when it is written in the narrative's script (a Latin bio is not quoted inside a Russian narrative).
 */
function subjectFromBio(biography: string, language: WriterLanguage): string {
  const line = biography.split(/\r?\n/).map((part) => part.trim()).find((part) => /\p{L}/u.test(part)) ?? '';
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

interface Context {
  metrics: ProfileMetrics;
  pack: NarrativePack;
  format: LocaleFormat;
  random: Random;
  slots: Slots;
}

function fill(ctx: Context, template: string, extra: Slots = {}): string {
  return fillTemplate(template, { ...ctx.slots, ...extra });
}

function avgEngagementOf(metrics: ProfileMetrics, kinds: readonly PostKind[]): number | null {
  const groups = metrics.formats.filter((entry) => kinds.includes(entry.kind));
  const posts = groups.reduce((sum, entry) => sum + entry.posts, 0);
  if (posts === 0) return null;
  return groups.reduce((sum, entry) => sum + entry.avgEngagement * entry.posts, 0) / posts;
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
  if (strongest?.lift && strongest.lift >= 1.2) facts.push(fill(ctx, why.hook, { hookStart: pack.hooks[strongest.type].start, times: format.times(strongest.lift) }));
  if (ctx.slots.er && ctx.slots.cmp) facts.push(fill(ctx, why.engagement));
  if (metrics.comparison.postsPerWeek && metrics.comparison.postsPerWeek !== 'below' && metrics.frequency.avgGapDays !== null) facts.push(fill(ctx, why.rhythm));

  const little = n < LITTLE_DATA_POSTS;
  sentences.push(...facts.slice(0, little ? 1 : 2));
  if (little) sentences.push(fill(ctx, why.littleData));
  return sentences.join(' ');
}

interface Candidate {
  id: RecommendationId;
  priority: number;
  slots?: Slots;
}

/** Which advice the numbers support, most urgent first; the generic advice at the end guarantees at least four. */
function recommendationCandidates(ctx: Context): Candidate[] {
  const { metrics, format } = ctx;
  const n = metrics.analyzedPosts;
  if (n === 0) {
    return [
      { id: 'first-posts', priority: 1 },
      { id: 'consistency', priority: 2 },
      { id: 'series', priority: 3 },
      { id: 'bio-offer', priority: 4 },
      { id: 'ask-audience', priority: 5 },
    ];
  }
  const out: Candidate[] = [];
  const add = (id: RecommendationId, priority: number, slots?: Slots) => out.push(slots ? { id, priority, slots } : { id, priority });
  const comparison = metrics.comparison;

  if ((metrics.frequency.daysSinceLastPost ?? 0) >= LONG_BREAK_DAYS) add('comeback', 1);

  const videoAvg = avgEngagementOf(metrics, ['reel', 'video']);
  const stillAvg = avgEngagementOf(metrics, ['image', 'carousel']);
  const carouselAvg = avgEngagementOf(metrics, ['carousel']);
  const imageAvg = avgEngagementOf(metrics, ['image']);
  let reelsWin = false;
  if (metrics.reels.count === 0) add('start-reels', 2);
  else if (videoAvg !== null) {
    if (stillAvg !== null && stillAvg > 0 && videoAvg >= CLEAR_WIN * stillAvg) {
      reelsWin = true;
      add('reels-win', 3, { times: format.times(videoAvg / stillAvg) });
    } else if (carouselAvg !== null && videoAvg > 0 && carouselAvg >= CLEAR_WIN * videoAvg) {
      add('carousels-win', 3, { times: format.times(carouselAvg / videoAvg) });
    } else if (imageAvg !== null && videoAvg > 0 && imageAvg >= CLEAR_WIN * videoAvg) {
      add('photos-win', 3, { times: format.times(imageAvg / videoAvg) });
    }
  }

  if (comparison.reelViewsToFollowers === 'below') add('reach-low', 4);
  if (comparison.reelViewsToFollowers === 'above') add('reach-high', 5);
  if (comparison.engagementRate === 'below') add('er-low', 4);
  if (comparison.engagementRate === 'above') add('er-high', 6);
  if (comparison.postsPerWeek === 'below' && metrics.frequency.avgGapDays !== null) add('post-more', 5);

  const strongest = metrics.hooks.stats.find((entry) => entry.type === metrics.hooks.strongest);
  if (strongest?.lift) {
    add('hook-strong', 6, { hookStart: ctx.pack.hooks[strongest.type].start, times: format.times(strongest.lift) });
  }

  const videoShare = metrics.formatMix.reel + metrics.formatMix.video;
  if (!reelsWin && metrics.reels.count > 0 && videoShare < 0.4 && metrics.reels.viewsToFollowers !== null && comparison.reelViewsToFollowers !== 'below') {
    add('more-reels', 7);
  }

  const tag = metrics.topHashtags
    .filter((entry) => entry.posts >= 2 && (entry.lift ?? 0) >= 1.2)
    .sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0) || b.posts - a.posts)[0];
  if (tag?.lift) {
    add('hashtag-strong', 7, { tag1: `#${tag.tag}`, tagAvg: format.count(tag.avgEngagement, 'engagement'), times: format.times(tag.lift) });
  }

  const best = metrics.bestPosts[0];
  const average = metrics.engagement.avgEngagement;
  if (best && n >= 3 && best.captionExcerpt && average > 0 && best.engagement >= 1.5 * average) {
    add('best-follow-up', 8, { times: format.times(best.engagement / average) });
  }
  if (n >= 3 && metrics.captions.ctaShare < 0.3) add('cta-more', 8);
  if (metrics.captions.avgHashtags > 15) add('hashtags-trim', 9);
  else if (metrics.captions.avgHashtags < 1) add('hashtags-add', 9);

  add('consistency', 10);
  if (metrics.engagement.avgComments >= 1) add('reply-comments', 11);
  if (best && best.likes > 0) add('pin-best', 12);
  add('series', 13);
  add('bio-offer', 14);
  add('ask-audience', 15);
  return out;
}

function composeRecommendations(ctx: Context): string[] {
  const chosen = recommendationCandidates(ctx)
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_RECOMMENDATIONS);
  return chosen.map((candidate) => fill(ctx, ctx.pack.recommendations[candidate.id], candidate.slots));
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
