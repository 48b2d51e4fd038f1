import { CATALOG } from '../catalog/index.ts';
import {
  CAPTION_IDS,
  CTAS,
  HOOKS,
  type CaptionId,
  type CtaId,
  type CtaKind,
  type HookId,
  type HookKind,
  type LanguagePack,
  type NicheId,
  type NicheVocab,
} from '../catalog/types.ts';
import { detectNiche } from '../niches.ts';
import { pickWeighted, shuffle, type Random } from '../random.ts';
import { capitalize, cleanHashtag, fillTemplate, round1, shortenSubject, type Slots } from '../text.ts';
import type { ParsedWriterBrief, ScriptCategory, WriterBeat, WriterLanguage, WriterResult } from '../writer.schema.ts';

export interface ComposeOptions {
  random: Random;
  /** Hook or meme-format ids not to use while another one fits. */
  avoid: ReadonlySet<string>;
  /** Template ids to favour. */
  prefer: ReadonlySet<string>;
}

const PREFER_WEIGHT = 3;

const HOOK_KIND_WEIGHTS: Record<ScriptCategory, Partial<Record<HookKind, number>>> = {
  educational: { myth: 2, list: 2, mistake: 2, howto: 2 },
  entertaining: { pov: 3, relatable: 2, story: 2, contrarian: 2 },
  selling: { question: 2, before_after: 2, story: 2, mistake: 2 },
  personal_story: { story: 3, curiosity: 2, before_after: 2 },
  motivational: { challenge: 3, before_after: 2, question: 2 },
  behind_the_scenes: { story: 2, curiosity: 2, pov: 2 },
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

export interface Context {
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

export interface PlannedBeat {
  screen: string;
  say: string;
  /** Lower goes first when the script runs long; undefined = never dropped. */
  dropRank?: number;
  sceneTitle?: string;
  visual?: 'avatar' | 'photo';
}

export function preferred(ctx: Context, id: string): number {
  return ctx.prefer.has(id) ? PREFER_WEIGHT : 1;
}

/** The ids that may be used: everything not avoided, unless that leaves nothing. */
export function allowed<T extends string>(ids: readonly T[], avoid: ReadonlySet<string>): T[] {
  const kept = ids.filter((id) => !avoid.has(id));
  return kept.length > 0 ? kept : [...ids];
}

export function buildContext(brief: ParsedWriterBrief, options: ComposeOptions): Context {
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

export function fill(ctx: Context, template: string, extra: Slots = {}): string {
  return fillTemplate(template, { ...ctx.slots, ...extra });
}

export function categoryOf(ctx: Context): ScriptCategory | undefined {
  return ctx.brief.category;
}

export function hookWeight(ctx: Context, id: HookId): number {
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

export function chooseCta(ctx: Context, kinds?: Partial<Record<CtaKind, number>>): CtaId {
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

export function chooseCaption(ctx: Context): CaptionId {
  return pickWeighted(ctx.random, CAPTION_IDS, (id) => preferred(ctx, id));
}


export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/u, '')}…`;
}

// ---------------------------------------------------------------------------------------------------------------

export interface Composed {
  title: string;
  hook: string;
  beats: WriterBeat[];
  cta: string;
  captionId: CaptionId;
  hookId: string;
  templateIds: string[];
  meme?: { topText: string; subtitleLines: string[] };
}

export function finish(ctx: Context, composed: Composed): WriterResult {
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
