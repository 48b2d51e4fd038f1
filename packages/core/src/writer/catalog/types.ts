/**
 * The shape of one language's curated writing material. Ids are shared by every language (the records below are
 * keyed by them, so the compiler refuses a language that forgets one), which lets feedback on a hook in Spanish
 * steer the same formula in Russian.
 *
 * Slot conventions (every language follows them, so templates stay grammatical whatever is chosen):
 * - `desire`: an infinitive phrase in the second person ("lose weight without starving", "похудеть без голодовок").
 * - `mistake`: an action phrase — an English gerund, an infinitive elsewhere ("skipping the warm-up", "omitir…").
 * - `fix`: an imperative addressed to the viewer, lower-case, no final stop.
 * - `tip`: one or two complete sentences addressed to the viewer, with the final stop.
 * - `myth` / `truth`: a declarative clause, lower-case, no final stop ("you need to post every day to grow").
 * - `pain` / `win`: a first-person complaint / success, capitalised, no final stop; always quoted by templates.
 * - `topic`: the niche's own label (never user text); Russian adds the cases templates need.
 * - `subject`: the creator's own words (area of expertise or user input) — only ever after a colon, a dash or at the
 *   start of a line, so it needs no inflection in any language.
 * A capitalised slot name (`{Mistake}`) inserts the value with its first letter upper-cased.
 */

import { NICHE_IDS, type NicheId } from '@reelcraft/contract';

export { NICHE_IDS, type NicheId };

export const STRUCTURE_IDS = ['pas', 'myth-truth', 'three-tips', 'before-after', 'day-in-life', 'mistake-lesson', 'listicle', 'twist'] as const;
export type StructureId = (typeof STRUCTURE_IDS)[number];

export type HookKind =
  | 'curiosity'
  | 'mistake'
  | 'myth'
  | 'list'
  | 'before_after'
  | 'stop'
  | 'pov'
  | 'story'
  | 'question'
  | 'contrarian'
  | 'howto'
  | 'warning'
  | 'challenge'
  | 'relatable'
  | 'subject';

export interface HookMeta {
  kind: HookKind;
  /** When set, the hook only makes sense in front of these structures (it promises what they deliver). */
  fits?: readonly StructureId[];
  /** The hook carries the creator's own subject (preferred for custom scripts). */
  subject?: boolean;
  /** Works as the opening of a storytelling video. */
  story?: boolean;
}

export const HOOKS = {
  'h-curiosity-secret': { kind: 'curiosity', story: true },
  'h-curiosity-wish': { kind: 'curiosity', story: true },
  'h-curiosity-seconds': { kind: 'curiosity' },
  'h-mistake-biggest': { kind: 'mistake', story: true },
  'h-mistake-still': { kind: 'mistake' },
  'h-myth-bust': { kind: 'myth', fits: ['myth-truth', 'twist'] },
  'h-myth-everyone': { kind: 'myth', fits: ['myth-truth', 'twist'], story: true },
  'h-list-tips': { kind: 'list', fits: ['three-tips', 'day-in-life'] },
  'h-list-mistakes': { kind: 'list', fits: ['listicle'] },
  'h-before-after': { kind: 'before_after', fits: ['before-after'], story: true },
  'h-stop-doing': { kind: 'stop' },
  'h-pov': { kind: 'pov', story: true },
  'h-story-dm': { kind: 'story', story: true },
  'h-question-desire': { kind: 'question', story: true },
  'h-question-why': { kind: 'question' },
  'h-contrarian': { kind: 'contrarian', story: true },
  'h-howto-fast': { kind: 'howto' },
  'h-pros-differently': { kind: 'curiosity', story: true },
  'h-warning': { kind: 'warning', story: true },
  'h-challenge': { kind: 'challenge' },
  'h-relatable': { kind: 'relatable', story: true },
  'h-hard-truth': { kind: 'contrarian', story: true },
  'h-subject-asked': { kind: 'subject', subject: true },
  'h-subject-minute': { kind: 'subject', subject: true },
  'h-subject-wrong': { kind: 'subject', subject: true },
  'h-subject-honest': { kind: 'subject', subject: true, story: true },
  'h-one-thing': { kind: 'curiosity', story: true },
  'h-from-zero': { kind: 'howto', story: true },
  'h-twist': { kind: 'story', story: true },
  'h-save-later': { kind: 'howto' },
} as const satisfies Record<string, HookMeta>;
export type HookId = keyof typeof HOOKS;

export type CtaKind = 'follow' | 'save' | 'comment' | 'share' | 'dm' | 'link' | 'try';

export const CTAS = {
  'cta-follow': 'follow',
  'cta-save': 'save',
  'cta-comment-word': 'comment',
  'cta-share': 'share',
  'cta-question': 'comment',
  'cta-part-two': 'comment',
  'cta-dm': 'dm',
  'cta-link': 'link',
  'cta-try': 'try',
  'cta-follow-journey': 'follow',
  'cta-save-share': 'save',
  'cta-agree': 'comment',
  'cta-consult': 'dm',
  'cta-repost': 'share',
  'cta-challenge': 'try',
} as const satisfies Record<string, CtaKind>;
export type CtaId = keyof typeof CTAS;

export const MEMES = {
  'meme-nobody': {},
  'meme-expectation': {},
  'meme-pov': {},
  'meme-started': {},
  'meme-brain': {},
  'meme-them-me': {},
  'meme-two-types': {},
  'meme-red-flags': {},
  'meme-friends': {},
  'meme-tell-me': {},
  'meme-starter-pack': {},
  'meme-one-video': {},
  'meme-when-someone': {},
  'meme-plot-twist': {},
  'meme-subject-expect': { subject: true },
  'meme-subject-steps': { subject: true },
  'meme-subject-nobody': { subject: true },
} as const satisfies Record<string, { subject?: boolean }>;
export type MemeId = keyof typeof MEMES;

export const CAPTION_IDS = ['cap-summary', 'cap-question', 'cap-save', 'cap-idea', 'cap-checklist', 'cap-remember'] as const;
export type CaptionId = (typeof CAPTION_IDS)[number];

export const ARC_IDS = ['arc-follower', 'arc-myth', 'arc-lessons'] as const;
export type ArcId = (typeof ARC_IDS)[number];

export interface MistakeFix {
  mistake: string;
  fix: string;
}

export interface MythTruth {
  myth: string;
  truth: string;
}

export interface NicheVocab {
  /** Nominative label; in en/es/pt it fits "in {topic}", "about {topic}" with no article. */
  label: string;
  /** Russian only: genitive, prepositional and accusative forms of the label. */
  labelGen?: string;
  labelPrep?: string;
  labelAcc?: string;
  pains: string[];
  desires: string[];
  mistakes: MistakeFix[];
  tips: string[];
  myths: MythTruth[];
  wins: string[];
  hashtags: string[];
}

/**
 * The lines a niche's tips are made of, without its label and tags. `anyTopic` holds lines of this shape that are
 * true of almost any practical idea (start small, repeat, track it), for an idea our niche vocabulary says nothing
 * about: a wrong tip is worse than a plain one.
 */
export type TopicVocab = Pick<NicheVocab, 'pains' | 'desires' | 'mistakes' | 'tips' | 'myths' | 'wins'>;

export interface BeatTemplate {
  screen: string;
  say: string;
  /** May be dropped to keep the script inside its time budget. */
  optional?: boolean;
}

export interface StructureTemplate {
  title: string;
  beats: BeatTemplate[];
}

export interface MemeTemplate {
  top: string;
  lines: string[];
}

export interface SceneTemplate {
  title: string;
  say: string;
}

export interface ArcTemplate {
  title: string;
  scenes: SceneTemplate[];
}

export interface LanguagePack {
  /** Opening and closing quotation marks used around quoted speech. */
  quotes: readonly [string, string];
  niches: Record<NicheId, NicheVocab>;
  /** Lines for an idea the niche vocabulary does not cover (see TopicVocab). */
  anyTopic: TopicVocab;
  hooks: Record<HookId, string>;
  structures: Record<StructureId, StructureTemplate>;
  ctas: Record<CtaId, string>;
  /** Short on-screen label shown while the call to action is spoken. */
  ctaScreen: Record<CtaKind, string>;
  memes: Record<MemeId, MemeTemplate>;
  captions: Record<CaptionId, string>;
  arcs: Record<ArcId, ArcTemplate>;
  /** Extra beat built from a spare tip: `{tip}`. */
  tipBeat: BeatTemplate;
  /** Lines that lengthen a short script without adding new claims. */
  fillers: BeatTemplate[];
  /** The creator's "why followers choose you": `{why}`. */
  whyBeat: BeatTemplate;
  /** The creator's "about meanings": `{belief}`. */
  beliefBeat: BeatTemplate;
  /** A trend the script adapts: `{trend}`. */
  trendBeat: BeatTemplate;
  /** Names the custom script's subject when the hook does not: `{subject}`. */
  subjectBeat: BeatTemplate;
  /** Storytelling: titles of the avatar scenes that open and close the video. */
  storyIntroTitle: string;
  storyEndingTitle: string;
  /** Storytelling: an extra photo scene built from a spare tip: `{tip}`. */
  storyExtraScene: SceneTemplate;
  storyEndings: string[];
  /** A couple of broad hashtags added to the niche's own. */
  baseHashtags: string[];
}
