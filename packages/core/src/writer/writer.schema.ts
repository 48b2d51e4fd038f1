import { HOOK_TYPES, REVISION_ADJUSTMENTS, storyGraphicSchema, TREND_FORMATS } from '@reelcraft/contract';
import { z } from 'zod';

// Plain zod on purpose: these schemas are meant to move into @reelcraft/contract unchanged.

export const CONTENT_TYPES = ['smart_script', 'custom_script', 'meme', 'storytelling', 'avatar'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const WRITER_LANGUAGES = ['en', 'ru', 'pt', 'es'] as const;
export type WriterLanguage = (typeof WRITER_LANGUAGES)[number];

export const SCRIPT_CATEGORIES = ['educational', 'entertaining', 'selling', 'personal_story', 'motivational', 'behind_the_scenes'] as const;
export type ScriptCategory = (typeof SCRIPT_CATEGORIES)[number];

const factText = z.string().trim().max(1000).default('');

/** The creator's blog topic (profile settings); every part may be empty. */
export const blogFactsSchema = z.object({
  area_of_expertise: factText,
  post_style: factText,
  about_meanings: factText,
  why_followers_choose_you: factText,
});

/** The result of an Instagram profile analysis, when one exists. */
export const profileAnalysisSchema = z.object({
  domain: factText,
  style: factText,
  why_followers_choose_you: factText,
  recommendations: z.array(z.string().trim().max(1000)).max(20).default([]),
  top_hashtags: z.array(z.string().trim().max(100)).max(50).optional(),
  /** The analysed account's username (without @): names the topic's source when the analysis is what the text is about. */
  username: z.string().trim().max(100).optional(),
});

export const writerTrendSchema = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().max(2000).default(''),
  how_to_adapt: z.string().trim().max(2000).optional(),
  /** The trend's shape (myth vs fact, POV, list…): decides the script's beat structure. */
  format: z.enum(TREND_FORMATS).optional(),
});

/** Feedback on the previous take, applied as an instruction (never spoken, never the topic). */
export const writerRevisionSchema = z.object({
  adjustments: z.array(z.enum(REVISION_ADJUSTMENTS)).max(REVISION_ADJUSTMENTS.length).default([]),
  /** Free text that maps onto no adjustment: only a connected model reads it. */
  note: z.string().trim().max(500).optional(),
});

export const writerBriefSchema = z.object({
  contentType: z.enum(CONTENT_TYPES),
  language: z.enum(WRITER_LANGUAGES),
  facts: blogFactsSchema.prefault({}),
  category: z.enum(SCRIPT_CATEGORIES).optional(),
  analysis: profileAnalysisSchema.optional(),
  trend: writerTrendSchema.optional(),
  userInput: z.string().trim().max(2000).optional(),
  /** The creator's own post captions (the active analysis' best and worst posts): key phrases of their topic. */
  creatorCaptions: z.array(z.string().trim().max(300)).max(20).optional(),
  /** Wanted length; clamped per type (scripts 30–60 s, memes 10–15 s, storytelling 60–180 s). */
  targetSeconds: z.number().positive().max(600).optional(),
  /** Regenerate: what to change relative to the previous take. */
  revision: writerRevisionSchema.optional(),
  /** Regenerate: the previous take's angle (format, hook and material ids), so the new one can differ from it. */
  previous: z.object({ hookId: z.string().max(100).optional(), templateIds: z.array(z.string().max(100)).max(20).default([]) }).optional(),
  /** Position in a batch (0, 1, 2): each variant takes a different angle on the same idea. */
  variant: z.number().int().min(0).max(9).optional(),
  /**
   * The way of opening that brought the most views per person reached on the creator's own posts made with Reelcraft
   * (issue 35; set only from three published posts with insights on): hooks that open this way are chosen more often.
   */
  preferHookType: z.enum(HOOK_TYPES).optional(),
});

/** What callers pass (defaults not yet applied). */
export type WriterBrief = z.input<typeof writerBriefSchema>;
/** A brief after parsing, with defaults applied. */
export type ParsedWriterBrief = z.output<typeof writerBriefSchema>;

export const SCENE_VISUALS = ['avatar', 'photo'] as const;

export const writerBeatSchema = z.object({
  onScreenText: z.string().max(300),
  spokenLine: z.string().trim().min(1).max(2000),
  seconds: z.number().positive().max(120),
  /** Storytelling only: the scene's title. */
  sceneTitle: z.string().trim().min(1).max(200).optional(),
  /** Storytelling and avatar videos: what is on screen while the line is spoken. */
  visual: z.enum(SCENE_VISUALS).optional(),
  /**
   * Where only the creator can supply the fact (an idea the library does not cover): what to say here, shown in the
   * editor next to the line. The spoken line is still a complete sentence on the idea.
   */
  prompt: z.string().trim().min(1).max(300).optional(),
  /**
   * Storytelling: the scene made by code while the line is spoken, from what the beat is (steps → a list, a true
   * number → a counter, a myth → its phrase…); the scene planner (content/story-scenes.ts) places it.
   */
  graphic: storyGraphicSchema.optional(),
});
export type WriterBeat = z.infer<typeof writerBeatSchema>;

export const MEME_TEXT_MAX = 512;

export const writerMemeSchema = z.object({
  topText: z.string().trim().min(1).max(MEME_TEXT_MAX),
  subtitleLines: z.array(z.string().trim().min(1).max(500)).min(1).max(12),
});
export type WriterMeme = z.infer<typeof writerMemeSchema>;

/** Where the text's topic came from (mirrors TOPIC_SOURCES of @reelcraft/contract). */
export const TOPIC_SOURCES = ['idea', 'blog_topic', 'instagram', 'trend', 'general'] as const;
export type TopicSource = (typeof TOPIC_SOURCES)[number];

export const writerTopicSchema = z.object({
  source: z.enum(TOPIC_SOURCES),
  label: z.string().trim().min(1).max(2000),
});
export type WriterTopic = z.infer<typeof writerTopicSchema>;

export const hashtagSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{N}_]+$/u, 'a hashtag is letters, digits and underscores, without #');

export const writerResultSchema = z
  .object({
    contentType: z.enum(CONTENT_TYPES),
    language: z.enum(WRITER_LANGUAGES),
    writer: z.enum(['builtin', 'llm']),
    /** The connected model's name when writer = 'llm'. */
    writerModel: z.string().trim().min(1).max(200).optional(),
    /** What the text is about and where that came from. */
    topic: writerTopicSchema.optional(),
    title: z.string().trim().min(1).max(200),
    hook: z.string().trim().min(1).max(600),
    beats: z.array(writerBeatSchema).min(1).max(40),
    caption: z.string().trim().min(1).max(2200),
    hashtags: z.array(hashtagSchema).min(3).max(12),
    callToAction: z.string().trim().min(1).max(400),
    estimatedSeconds: z.number().positive().max(600),
    meme: writerMemeSchema.optional(),
    /** The built-in hook formula (or meme format) used, so feedback can steer later generations. */
    hookId: z.string().min(1).max(100).optional(),
    /** The built-in structure, CTA and caption templates used. */
    templateIds: z.array(z.string().min(1).max(100)).max(20).default([]),
    /**
     * Built-in writer: where the substance came from — a library sub-topic (`niche` and `subTopic`), or the idea
     * alone with prompts for the creator (`subTopic` absent).
     */
    material: z.object({ niche: z.string().min(1).max(60), subTopic: z.string().min(1).max(60).optional() }).optional(),
  })
  .superRefine((result, ctx) => {
    if (result.contentType === 'meme' && !result.meme) {
      ctx.addIssue({ code: 'custom', path: ['meme'], message: 'a meme needs its top text and subtitle lines' });
    }
  });
export type WriterResult = z.output<typeof writerResultSchema>;
