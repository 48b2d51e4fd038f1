import { CATALOG } from './catalog/index.ts';
import {
  ARC_IDS,
  CAPTION_IDS,
  CTAS,
  HOOKS,
  MEMES,
  STRUCTURE_IDS,
  type ArcId,
  type BeatTemplate,
  type CaptionId,
  type CtaId,
  type CtaKind,
  type HookId,
  type HookKind,
  type LanguagePack,
  type MemeId,
  type NicheId,
  type NicheVocab,
  type StructureId,
} from './catalog/types.ts';
import { detectNiche } from './niches.ts';
import { pickWeighted, shuffle, type Random } from './random.ts';
import {
  capitalize,
  cleanHashtag,
  fillTemplate,
  round1,
  secondsToSay,
  shortenForScreen,
  shortenSubject,
  type Slots,
} from './text.ts';
import type { ParsedWriterBrief, ScriptCategory, WriterBeat, WriterLanguage, WriterResult } from './writer.schema.ts';

export interface ComposeOptions {
  random: Random;
  /** Hook or meme-format ids not to use while another one fits. */
  avoid: ReadonlySet<string>;
  /** Template ids to favour. */
  prefer: ReadonlySet<string>;
}

const PREFER_WEIGHT = 3;

/** Length budgets per content type, in seconds: [minimum, default, maximum]. */
export const LENGTH_BUDGET = {
  script: [30, 45, 60],
  meme: [10, 12, 15],
  storytelling: [60, 90, 180],
} as const;

const STRUCTURE_WEIGHTS: Record<ScriptCategory, Partial<Record<StructureId, number>>> = {
  educational: { 'myth-truth': 3, 'three-tips': 3, listicle: 3, pas: 2 },
  entertaining: { twist: 3, 'day-in-life': 2, 'before-after': 2, 'myth-truth': 2 },
  selling: { pas: 4, 'before-after': 3, listicle: 2 },
  personal_story: { 'mistake-lesson': 4, twist: 3, 'before-after': 3 },
  motivational: { 'before-after': 3, 'mistake-lesson': 3, 'three-tips': 2 },
  behind_the_scenes: { 'day-in-life': 4, 'mistake-lesson': 2, twist: 2 },
};

const HOOK_KIND_WEIGHTS: Record<ScriptCategory, Partial<Record<HookKind, number>>> = {
  educational: { myth: 2, list: 2, mistake: 2, howto: 2 },
  entertaining: { pov: 3, relatable: 2, story: 2, contrarian: 2 },
  selling: { question: 2, before_after: 2, story: 2, mistake: 2 },
  personal_story: { story: 3, curiosity: 2, before_after: 2 },
  motivational: { challenge: 3, before_after: 2, question: 2 },
  behind_the_scenes: { story: 2, curiosity: 2, pov: 2 },
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

const CTA_KIND_WEIGHTS: Record<ScriptCategory, Partial<Record<CtaKind, number>>> = {
  educational: { save: 3 },
  entertaining: { share: 3, comment: 2 },
  selling: { dm: 4, link: 4 },
  personal_story: { comment: 3 },
  motivational: { try: 3 },
  behind_the_scenes: { follow: 3, comment: 2 },
};

const FUNNY_STYLE = /humou?r|funny|joke|ironic|юмор|смешн|шут|весел|ирони|divertid|gracios|chiste|engraçad|engracad|piada|zueira/i;
const EXPERT_STYLE = /expert|professional|educat|scien|эксперт|профессионал|научн|обучающ|experto|experta|profesional|especialista|cient[ií]fic|educativ|educacional/i;

interface Context {
  brief: ParsedWriterBrief;
  language: WriterLanguage;
  pack: LanguagePack;
  niche: NicheId;
  vocab: NicheVocab;
  random: Random;
  avoid: ReadonlySet<string>;
  prefer: ReadonlySet<string>;
  slots: Slots;
  /** Tips not used by the chosen structure, for lengthening. */
  spareTips: string[];
  /** The subject is the creator's own words (not our niche label). */
  subjectFromUser: boolean;
  hashtags: string[];
}

interface PlannedBeat {
  screen: string;
  say: string;
  /** Lower goes first when the script runs long; undefined = never dropped. */
  dropRank?: number;
  sceneTitle?: string;
  visual?: 'avatar' | 'photo';
}

function preferred(ctx: Context, id: string): number {
  return ctx.prefer.has(id) ? PREFER_WEIGHT : 1;
}

/** The ids that may be used: everything not avoided, unless that leaves nothing. */
function allowed<T extends string>(ids: readonly T[], avoid: ReadonlySet<string>): T[] {
  const kept = ids.filter((id) => !avoid.has(id));
  return kept.length > 0 ? kept : [...ids];
}

function buildContext(brief: ParsedWriterBrief, options: ComposeOptions): Context {
  const { random } = options;
  const pack = CATALOG[brief.language];
  const facts = brief.facts;
  const niche = nicheOf(brief);
  const vocab = pack.niches[niche];

  const pains = shuffle(random, vocab.pains);
  const wins = shuffle(random, vocab.wins);
  const desires = shuffle(random, vocab.desires);
  const mistakes = shuffle(random, vocab.mistakes);
  const tips = shuffle(random, vocab.tips);
  const myths = shuffle(random, vocab.myths);
  // Only the niche's own tips: a general tip about filming would be off-topic in, say, a cooking script.
  const spareTips = tips.slice(3);

  const userText = brief.userInput?.trim() || facts.area_of_expertise || brief.analysis?.domain || '';
  const subjectMax = brief.contentType === 'meme' ? 50 : 80;
  const userSubject = userText ? shortenSubject(userText, subjectMax) : '';
  const subject = userSubject || vocab.label;

  const slots: Slots = {
    topic: vocab.label,
    topicGen: vocab.labelGen ?? vocab.label,
    topicPrep: vocab.labelPrep ?? vocab.label,
    topicAcc: vocab.labelAcc ?? vocab.label,
    subject,
    desire: desires[0] as string,
    pain: pains[0] as string,
    win: wins[0] as string,
    myth: myths[0]?.myth as string,
    truth: myths[0]?.truth as string,
    n: '3',
    why: shortenSubject(facts.why_followers_choose_you || brief.analysis?.why_followers_choose_you || '', 140),
    belief: shortenSubject(facts.about_meanings, 140),
    trend: brief.trend ? shortenSubject(brief.trend.title, 80) : '',
  };
  mistakes.slice(0, 3).forEach((entry, index) => {
    slots[`mistake${index + 1}`] = entry.mistake;
    slots[`fix${index + 1}`] = entry.fix;
  });
  slots.mistake = slots.mistake1 as string;
  slots.fix = slots.fix1 as string;
  tips.slice(0, 3).forEach((tip, index) => {
    slots[`tip${index + 1}`] = tip;
  });

  return {
    brief,
    language: brief.language,
    pack,
    niche,
    vocab,
    random,
    avoid: options.avoid,
    prefer: options.prefer,
    slots,
    spareTips,
    subjectFromUser: userSubject.length > 0,
    hashtags: buildHashtags(brief, pack, vocab, random),
  };
}

function buildHashtags(brief: ParsedWriterBrief, pack: LanguagePack, vocab: NicheVocab, random: Random): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (tag: string) => {
    const clean = cleanHashtag(tag);
    const key = clean.toLocaleLowerCase();
    if (!clean || clean.length > 60 || seen.has(key) || out.length >= 12) return;
    seen.add(key);
    out.push(clean);
  };
  for (const tag of shuffle(random, vocab.hashtags).slice(0, 6)) add(tag);
  for (const tag of (brief.analysis?.top_hashtags ?? []).slice(0, 4)) add(tag);
  for (const tag of pack.baseHashtags) add(tag);
  return out;
}

/** Hashtags for a brief without writing anything (the LLM writer pads short lists with these). */
export function hashtagsFor(brief: ParsedWriterBrief, random: Random): string[] {
  const pack = CATALOG[brief.language];
  return buildHashtags(brief, pack, pack.niches[nicheOf(brief)], random);
}

function nicheOf(brief: ParsedWriterBrief): NicheId {
  // A custom script is about what the user typed, even when it lies outside the creator's usual niche.
  if (brief.contentType === 'custom_script' && brief.userInput) {
    const own = detectNiche(brief.userInput);
    if (own !== 'general') return own;
  }
  const facts = brief.facts;
  return detectNiche(facts.area_of_expertise, facts.about_meanings, facts.why_followers_choose_you, brief.analysis?.domain, brief.userInput);
}

function fill(ctx: Context, template: string, extra: Slots = {}): string {
  return fillTemplate(template, { ...ctx.slots, ...extra });
}

function categoryOf(ctx: Context): ScriptCategory | undefined {
  return ctx.brief.category;
}

function hookWeight(ctx: Context, id: HookId): number {
  const meta = HOOKS[id];
  let weight = preferred(ctx, id);
  const category = categoryOf(ctx);
  if (category) weight *= HOOK_KIND_WEIGHTS[category][meta.kind] ?? 1;
  const style = ctx.brief.facts.post_style;
  if (style && FUNNY_STYLE.test(style) && (meta.kind === 'pov' || meta.kind === 'relatable' || meta.kind === 'contrarian')) weight *= 2;
  if (style && EXPERT_STYLE.test(style) && (meta.kind === 'myth' || meta.kind === 'list' || meta.kind === 'mistake')) weight *= 2;
  // A hook that promises exactly what its structure delivers reads best.
  if ('fits' in meta) weight *= 1.5;
  if ('subject' in meta && ctx.brief.contentType !== 'custom_script') weight *= 0.5;
  return weight;
}

function chooseCta(ctx: Context, kinds?: Partial<Record<CtaKind, number>>): CtaId {
  const ids = Object.keys(CTAS) as CtaId[];
  const category = categoryOf(ctx);
  return pickWeighted(ctx.random, ids, (id) => {
    const kind = CTAS[id];
    let weight = preferred(ctx, id);
    if (category) weight *= CTA_KIND_WEIGHTS[category][kind] ?? 1;
    else if (kind === 'dm' || kind === 'link') weight *= 0.5;
    if (kinds) weight *= kinds[kind] ?? 1;
    return weight;
  });
}

function chooseCaption(ctx: Context): CaptionId {
  return pickWeighted(ctx.random, CAPTION_IDS, (id) => preferred(ctx, id));
}

function totalSeconds(beats: readonly PlannedBeat[], language: WriterLanguage, cache?: Map<PlannedBeat, number>): number {
  let total = 0;
  for (const beat of beats) {
    let seconds = cache?.get(beat);
    if (seconds === undefined) {
      seconds = secondsToSay(beat.say, language);
      cache?.set(beat, seconds);
    }
    total += seconds;
  }
  return total;
}

function toBeats(planned: readonly PlannedBeat[], language: WriterLanguage, visual?: 'avatar'): WriterBeat[] {
  return planned.map((beat) => {
    const out: WriterBeat = {
      onScreenText: beat.screen,
      spokenLine: beat.say,
      seconds: secondsToSay(beat.say, language),
    };
    if (beat.sceneTitle) out.sceneTitle = beat.sceneTitle;
    const shown = beat.visual ?? visual;
    if (shown) out.visual = shown;
    return out;
  });
}

function clampTarget(target: number | undefined, budget: readonly [number, number, number]): number {
  const [min, fallback, max] = budget;
  return Math.min(max, Math.max(min, target ?? fallback));
}

/** Removes the most expendable beat (lowest dropRank); false when nothing may go. */
function dropOne(beats: PlannedBeat[]): boolean {
  let index = -1;
  beats.forEach((beat, position) => {
    if (beat.dropRank === undefined) return;
    const current = index >= 0 ? beats[index] : undefined;
    if (!current || (beat.dropRank as number) < (current.dropRank as number)) index = position;
  });
  if (index < 0) return false;
  beats.splice(index, 1);
  return true;
}

/** Lines that add length without new claims: spare tips first, then the language's general fillers. */
function* lengtheners(ctx: Context): Generator<BeatTemplate & { extra: Slots }> {
  for (const tip of ctx.spareTips) yield { ...ctx.pack.tipBeat, extra: { tip } };
  for (const filler of ctx.pack.fillers) yield { ...filler, extra: {} };
}

/**
 * Brings a plan inside its time budget: drops expendable beats while it runs long, inserts lengtheners before the
 * closing beat while it runs short, and finally enforces the hard limits of the content type.
 */
function fitLength(
  ctx: Context,
  beats: PlannedBeat[],
  target: number,
  hard: readonly [number, number],
  makeExtra: (template: BeatTemplate, extra: Slots) => PlannedBeat,
  tolerance: number,
): void {
  const language = ctx.language;
  const [hardMin, hardMax] = hard;
  const low = Math.max(hardMin, target - tolerance);
  const high = Math.min(hardMax, target + tolerance);
  const extras = lengtheners(ctx);
  const addOne = (): boolean => {
    const next = extras.next();
    if (next.done) return false;
    beats.splice(beats.length - 1, 0, makeExtra(next.value, next.value.extra));
    return true;
  };

  const cache = new Map<PlannedBeat, number>();
  const total = () => totalSeconds(beats, language, cache);
  while (total() > high) if (!dropOne(beats)) break;
  while (total() < low) if (!addOne()) break;
  // Last resort for very long lines: give up body beats (never the opening or the closing one).
  while (total() > hardMax) if (!dropOne(beats)) break;
  while (total() > hardMax && beats.length > 4) beats.splice(beats.length - 2, 1);
}

// ---------------------------------------------------------------------------------------------------------------
// Scripts (smart, custom, avatar)

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

function composeScript(ctx: Context): WriterResult {
  const { pack, brief, language } = ctx;
  const { structure, hook } = chooseStructureAndHook(ctx);
  const ctaId = chooseCta(ctx);
  const captionId = chooseCaption(ctx);
  const template = pack.structures[structure];

  const hookText = fill(ctx, pack.hooks[hook]);
  const ctaText = fill(ctx, pack.ctas[ctaId]);
  const beats: PlannedBeat[] = [{ screen: shortenForScreen(hookText, 12), say: hookText }];
  if (brief.trend) beats.push({ screen: fill(ctx, pack.trendBeat.screen), say: fill(ctx, pack.trendBeat.say) });
  if (brief.contentType === 'custom_script' && !('subject' in HOOKS[hook])) {
    beats.push({ screen: shortenForScreen(fill(ctx, pack.subjectBeat.screen), 9), say: fill(ctx, pack.subjectBeat.say) });
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

  const title = fill(ctx, template.title, { subject: shortenSubject(ctx.slots.subject as string, 60) });
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

// ---------------------------------------------------------------------------------------------------------------
// Storytelling

function composeStory(ctx: Context): WriterResult {
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

// ---------------------------------------------------------------------------------------------------------------
// Memes

const MEME_MAX_SECONDS_PER_LINE = 6;
const MEME_MIN_SECONDS_PER_LINE = 2;

function composeMeme(ctx: Context): WriterResult {
  const { pack, brief, language } = ctx;
  const all = Object.keys(MEMES) as MemeId[];
  const isSubject = (id: MemeId) => 'subject' in MEMES[id];
  let formats = allowed(all, ctx.avoid);
  if (brief.userInput?.trim()) {
    // The user told us what the meme is about: use a format that carries their words.
    const withSubject = formats.filter(isSubject);
    if (withSubject.length > 0) formats = withSubject;
  } else if (!ctx.subjectFromUser) {
    const withoutSubject = formats.filter((id) => !isSubject(id));
    if (withoutSubject.length > 0) formats = withoutSubject;
  }
  const memeId = pickWeighted(ctx.random, formats, (id) => preferred(ctx, id));
  const ctaId = chooseCta(ctx, { share: 2, comment: 2, dm: 0.2, link: 0.2 });
  const captionId = chooseCaption(ctx);
  const template = pack.memes[memeId];

  const topText = clip(fill(ctx, template.top), 512);
  let lines = template.lines.map((line) => fill(ctx, line));

  const target = clampTarget(brief.targetSeconds, LENGTH_BUDGET.meme);
  const lineSeconds = (line: string) =>
    Math.min(MEME_MAX_SECONDS_PER_LINE, Math.max(MEME_MIN_SECONDS_PER_LINE, secondsToSay(line, language)));
  while (lines.length > 2 && lines.reduce((sum, line) => sum + lineSeconds(line), 0) > LENGTH_BUDGET.meme[2]) {
    lines = lines.slice(0, -1);
  }
  // Subtitles stay on screen for the whole clip: stretch (or squeeze) the lines to the wanted length.
  const natural = lines.map(lineSeconds);
  const naturalTotal = natural.reduce((sum, value) => sum + value, 0);
  const goal = Math.min(LENGTH_BUDGET.meme[2], Math.max(target, Math.min(naturalTotal, LENGTH_BUDGET.meme[2])));
  const scaled = natural.map((value) => round1((value * goal) / naturalTotal));
  // Rounding must not push the clip outside its budget: the last line absorbs the difference.
  const head = scaled.slice(0, -1).reduce((sum, value) => sum + value, 0);
  scaled[scaled.length - 1] = round1(Math.max(1, goal - head));
  const beats: WriterBeat[] = lines.map((line, index) => ({
    onScreenText: line,
    spokenLine: line,
    seconds: scaled[index] as number,
  }));

  const flatTop = topText.replace(/\s*\n\s*/g, ' ');
  return finish(ctx, {
    title: clip(flatTop.replace(/[\s:]+$/u, ''), 120),
    hook: flatTop,
    beats,
    cta: fill(ctx, pack.ctas[ctaId]),
    captionId,
    hookId: memeId,
    templateIds: [memeId, ctaId, captionId],
    meme: { topText, subtitleLines: lines },
  });
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/u, '')}…`;
}

// ---------------------------------------------------------------------------------------------------------------

interface Composed {
  title: string;
  hook: string;
  beats: WriterBeat[];
  cta: string;
  captionId: CaptionId;
  hookId: string;
  templateIds: string[];
  meme?: { topText: string; subtitleLines: string[] };
}

function finish(ctx: Context, composed: Composed): WriterResult {
  const caption = fill(ctx, ctx.pack.captions[composed.captionId], {
    title: composed.title,
    hook: composed.hook,
    cta: composed.cta,
  });
  const result: WriterResult = {
    contentType: ctx.brief.contentType,
    language: ctx.language,
    writer: 'builtin',
    title: capitalize(composed.title),
    hook: composed.hook,
    beats: composed.beats,
    caption,
    hashtags: ctx.hashtags,
    callToAction: composed.cta,
    estimatedSeconds: round1(composed.beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    hookId: composed.hookId,
    templateIds: composed.templateIds,
  };
  if (composed.meme) result.meme = composed.meme;
  return result;
}

/** Composes one piece of content from the curated catalogue. Pure given the random source. */
export function compose(brief: ParsedWriterBrief, options: ComposeOptions): WriterResult {
  const ctx = buildContext(brief, options);
  switch (brief.contentType) {
    case 'meme':
      return composeMeme(ctx);
    case 'storytelling':
      return composeStory(ctx);
    default:
      return composeScript(ctx);
  }
}
