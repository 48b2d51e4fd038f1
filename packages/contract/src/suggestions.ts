import { z } from 'zod';
import { languageSchema, safeJsonValue, safeText } from './common.ts';
import { musicChoiceSchema, usedSoundSchema } from './music.ts';
import { storyGraphicSchema } from './story-graphic.ts';

export const SUGGESTION_TYPES = ['smart_script', 'custom_script', 'meme', 'storytelling', 'avatar'] as const;
export const suggestionTypeSchema = z.enum(SUGGESTION_TYPES);
export type SuggestionType = z.infer<typeof suggestionTypeSchema>;

export const SCRIPT_CATEGORIES = ['educational', 'entertaining', 'selling', 'personal_story', 'motivational', 'behind_the_scenes'] as const;
export const scriptCategorySchema = z.enum(SCRIPT_CATEGORIES);

export const SUGGESTION_STATUSES = ['creating', 'ready', 'failed'] as const;
export const MEME_TEXT_MAX = 512;
export const USER_INPUT_MAX = 2000;
export const BATCH_COUNT = 3;

/** Where a script's topic came from (issue 11: the screen says which one was used). */
export const TOPIC_SOURCES = ['idea', 'blog_topic', 'instagram', 'trend', 'general'] as const;
export type TopicSource = (typeof TOPIC_SOURCES)[number];

export const memeTextSchema = safeText().trim().min(1).max(MEME_TEXT_MAX);

/** A story shows at most this many of the creator's photos (issue 33). */
export const STORY_PHOTOS_MAX = 6;

/** A story's photos from /users/images, in the order they are shown: 1–6, each once. */
export const storyPhotoIdsSchema = z
  .array(z.uuid())
  .min(1)
  .max(STORY_PHOTOS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'each photo once' });

/**
 * How a video's captions look (issue 33): a preset, a position and a highlight colour. The same names as
 * @reelcraft/media's CAPTION_PRESETS (the web app does not import media); a test keeps them equal.
 */
export const CAPTION_PRESETS = ['highlight', 'karaoke', 'boxed', 'pop', 'minimal', 'neon'] as const;
export type CaptionPreset = (typeof CAPTION_PRESETS)[number];
export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];
export const captionLookSchema = z.object({
  preset: z.enum(CAPTION_PRESETS).default('highlight'),
  position: z.enum(CAPTION_POSITIONS).default('bottom'),
  color: z
    .string()
    .regex(/^#[0-9A-Fa-f]{6}$/)
    .transform((value) => value.toUpperCase())
    .default('#FFD60A'),
});
export type CaptionLook = z.infer<typeof captionLookSchema>;
export const DEFAULT_CAPTION_LOOK: CaptionLook = { preset: 'highlight', position: 'bottom', color: '#FFD60A' };

/** A caption word as the creator may retype it: one word (no spaces), so the captions keep their timing word for word. */
export const CAPTION_WORD_MAX = 40;
export const captionWordTextSchema = safeText().trim().min(1).max(CAPTION_WORD_MAX).regex(/^\S+$/, { message: 'one word, without spaces' });
/** More words than any video we make has (a 3-minute story is about 500). */
export const CAPTION_WORDS_MAX = 2000;

/**
 * The captions a video was rendered with (issue 33), kept on its result so the caption editor can show them: the
 * spoken words as shown (the creator's fixes applied), which of them are emphasised, and the look.
 */
export const renderedCaptionsSchema = z.object({
  words: z.array(safeText()),
  emphasis: z.array(z.number().int().min(0)).default([]),
  look: captionLookSchema,
});
export type RenderedCaptions = z.infer<typeof renderedCaptionsSchema>;

/**
 * A meme's layout (issue 33): 'auto' lets the text's shape choose; the others are @reelcraft/media's
 * MEME_TEMPLATE_LAYOUTS (a test keeps them equal). Without a photo it picks the drawn template; with a photo,
 * 'classic' sets the text as top/bottom meme lettering and the others keep the card clear of faces and the subject.
 */
export const MEME_LAYOUTS = ['auto', 'classic', 'pov', 'versus', 'tweet', 'reaction'] as const;
export type MemeLayoutChoice = (typeof MEME_LAYOUTS)[number];
export const memeLayoutSchema = z.enum(MEME_LAYOUTS);

/**
 * What "regenerate" may be asked to change (issue 32): the writer applies these to the same idea, language and
 * format. Free-text feedback is mapped onto them where it can be, and otherwise kept as a note for a connected model.
 */
export const REVISION_ADJUSTMENTS = ['shorter', 'longer', 'more_concrete', 'funnier', 'different_hook', 'another_angle', 'simpler_words'] as const;
export type RevisionAdjustment = (typeof REVISION_ADJUSTMENTS)[number];
export const REVISION_NOTE_MAX = 500;

/** Feedback on the script a new one is made from: never spoken, never the topic. */
export const revisionSchema = z.object({
  adjustments: z.array(z.enum(REVISION_ADJUSTMENTS)).max(REVISION_ADJUSTMENTS.length).default([]),
  note: safeText().trim().max(REVISION_NOTE_MAX).optional(),
});
export type Revision = z.infer<typeof revisionSchema>;

const beatSchema = z.object({
  onScreenText: safeText(),
  spokenLine: safeText(),
  seconds: z.number(),
  sceneTitle: safeText().optional(),
  visual: z.enum(['avatar', 'photo']).optional(),
  /** What only the creator can say here (the writer had no material for this part of the idea); shown in the editor. */
  prompt: safeText().optional(),
  /** Stories: the scene made by code for this beat (a list, a number, a phrase, an emoji), from the beat's material. */
  graphic: storyGraphicSchema.optional(),
});

/**
 * What the writer produced; shown as the script, and sent back by clients as `script`. Extra writer fields pass
 * through. No length caps: stored results are read back through this schema, and the body limit bounds requests.
 */
export const suggestionResultSchema = z
  .object({
    title: safeText(),
    hook: safeText(),
    beats: z.array(beatSchema),
    caption: safeText(),
    hashtags: z.array(safeText()),
    callToAction: safeText(),
    estimatedSeconds: z.number(),
    meme: z.object({ topText: safeText(), subtitleLines: z.array(safeText()) }).optional(),
    /** 'builtin' (our writer) or 'llm' (the connected AI model); shown to the user as who wrote it. */
    writer: safeText().optional(),
    /** The connected AI model's name when writer = 'llm'. */
    writerModel: safeText().optional(),
    /** What the text is about and where that came from (the user's idea, the blog topic, the active Instagram account, a trend, or nothing specific). */
    topic: z.object({ source: z.enum(TOPIC_SOURCES), label: safeText() }).optional(),
    /** Avatar and story videos read by the user: how much of the script the recording actually covers (captions show only that). */
    recording: z.object({ readWords: z.number().int().min(0), scriptWords: z.number().int().min(0) }).optional(),
    /** Memes: the music (and voice-over) the video was rendered with. */
    sound: usedSoundSchema.optional(),
    /** Memes: the layout the video was rendered with (what the creator picked, 'auto' by default). */
    meme_layout: memeLayoutSchema.optional(),
    /** Videos: the caption words, emphasis and look the video was rendered with (what the caption editor edits). */
    captions: renderedCaptionsSchema.optional(),
  })
  // Extra writer fields pass through, but still only as text PostgreSQL can store and nested no deeper than JSON needs.
  .catchall(safeJsonValue)
  .meta({ id: 'SuggestionResult' });

export const generateSuggestionRequestSchema = z
  .object({
    type: suggestionTypeSchema.default('smart_script'),
    /** Defaults to the user's language. */
    language: languageSchema.optional(),
    category: scriptCategorySchema.optional(),
    user_input: safeText().trim().max(USER_INPUT_MAX).default(''),
    /** A photo from /users/images: the meme background; for avatars and stories the face that speaks. */
    image_id: z.uuid().optional(),
    /**
     * Storytelling: the creator's photos shown in the story, in this order. The speaking face is `image_id` when
     * given, else the first of these with a usable face; photos without a face are fine as story photos.
     */
    image_ids: storyPhotoIdsSchema.optional(),
    /** The meme's top text when the user writes it; otherwise the writer does. */
    meme_text: memeTextSchema.optional(),
    /** A trend to base the content on (trends arrive with the Instagram issue). */
    trend_id: safeText().max(100).optional(),
    /** Meme: cut the face out of `image_id` and make it the star of the meme (what generate-face-meme does). */
    face_meme: z.boolean().optional(),
    /** Avatar and storytelling: the user's recording of the script (from /users/audio); absent = built-in voice. */
    audio_id: z.uuid().optional(),
    /** Avatar and storytelling: the script to speak, as drafted by POST /suggestions/draft (what the recording reads). */
    script: suggestionResultSchema.optional(),
    /** Memes: the music under the video (default: a built-in track picked for the text's mood). */
    music: musicChoiceSchema.optional(),
    /** Memes: read the subtitle lines aloud (the built-in or configured voice, in the meme's language). */
    voice_over: z.boolean().optional(),
    /** Memes: the layout (default 'auto': the text's shape decides). */
    meme_layout: memeLayoutSchema.optional(),
    /** Set by regenerate: what to change relative to the script it was made from (never spoken, never the topic). */
    revision: revisionSchema.optional(),
    /** Memes, avatars and stories: how the captions look (preset, position, highlight colour); default DEFAULT_CAPTION_LOOK. */
    caption_look: captionLookSchema.optional(),
  })
  .meta({ id: 'GenerateSuggestionRequest' });
export type GenerateSuggestionRequest = z.infer<typeof generateSuggestionRequestSchema>;

export const generateBatchRequestSchema = generateSuggestionRequestSchema
  .extend({ count: z.literal(BATCH_COUNT).default(BATCH_COUNT) })
  .meta({ id: 'GenerateBatchRequest' });

/** POST /suggestions/draft: write (not render) an avatar or story script, so the user can record themselves reading it. */
export const draftRequestSchema = z
  .object({
    type: z.enum(['avatar', 'storytelling']),
    language: languageSchema.optional(),
    user_input: safeText().trim().max(USER_INPUT_MAX).default(''),
    trend_id: safeText().max(100).optional(),
  })
  .meta({ id: 'DraftRequest' });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const draftResponseSchema = z
  .object({
    result: suggestionResultSchema,
    /** The words to read aloud, one scene or beat per paragraph. */
    read_aloud: z.string(),
    estimated_seconds: z.number(),
  })
  .meta({ id: 'Draft' });
export type Draft = z.infer<typeof draftResponseSchema>;

/** POST /suggestions/generate-face-meme (multipart): `image` file, `language` and optional `caption_look` (JSON text). */
export const faceMemeFormSchema = z.object({ language: languageSchema.optional(), caption_look: safeText().max(500).optional() });

/**
 * POST /suggestions/generate-storytelling (multipart): the photos — `image_ids` (the field repeated, 1–6, in order)
 * and/or `image_id` (the face that speaks) —, `language`, `user_input` (may be empty), optional `audio_id` and `script` (JSON).
 */
export const storytellingFormSchema = z.object({
  image_id: z.uuid().optional(),
  /** A form field given once arrives as a string, repeated as an array. */
  image_ids: z
    .union([z.uuid(), z.array(z.uuid())])
    .transform((ids) => (typeof ids === 'string' ? [ids] : ids))
    .pipe(storyPhotoIdsSchema)
    .optional(),
  language: languageSchema.optional(),
  user_input: safeText().trim().max(USER_INPUT_MAX).default(''),
  audio_id: z.uuid().optional(),
  script: safeText({ controls: 'keep' }).max(100_000).optional(),
  /** The caption look as JSON text (captionLookSchema), e.g. {"preset":"karaoke","position":"middle","color":"#FF2D55"}. */
  caption_look: safeText().max(500).optional(),
});

export const regenerateRequestSchema = z
  .object({
    /** The idea for the new take; empty keeps the original idea. */
    user_input: safeText().trim().max(USER_INPUT_MAX).default(''),
    /** What should change: adjustments and/or a free-text note. The idea stays unless user_input replaces it. */
    feedback: revisionSchema.optional(),
  })
  .meta({ id: 'RegenerateRequest' });

/** PATCH /suggestions/{id}/meme: new text and/or music and/or voice-over and/or layout; at least one. The meme is rendered again. */
export const editMemeTextRequestSchema = z
  .object({
    meme_text: memeTextSchema.optional(),
    music: musicChoiceSchema.optional(),
    voice_over: z.boolean().optional(),
    meme_layout: memeLayoutSchema.optional(),
  })
  .refine((body) => body.meme_text !== undefined || body.music !== undefined || body.voice_over !== undefined || body.meme_layout !== undefined, {
    message: 'meme_text, music, voice_over or meme_layout is required',
    path: ['meme_text'],
  })
  .meta({ id: 'EditMemeTextRequest' });
export type EditMemeRequest = z.infer<typeof editMemeTextRequestSchema>;

/**
 * PATCH /suggestions/{id}/captions: fix caption words (one word for one word, by index in `result.captions.words`),
 * set which words are emphasised (the whole list: it replaces the previous one) and/or change the look. The video is
 * rendered again with the same script and voice; at least one field.
 */
export const editCaptionsRequestSchema = z
  .object({
    caption_look: captionLookSchema.optional(),
    word_edits: z
      .array(z.object({ index: z.number().int().min(0).max(CAPTION_WORDS_MAX), text: captionWordTextSchema }))
      .max(CAPTION_WORDS_MAX)
      .optional(),
    emphasis: z.array(z.number().int().min(0).max(CAPTION_WORDS_MAX)).max(CAPTION_WORDS_MAX).optional(),
  })
  .refine((body) => body.caption_look !== undefined || body.word_edits !== undefined || body.emphasis !== undefined, {
    message: 'caption_look, word_edits or emphasis is required',
    path: ['caption_look'],
  })
  .meta({ id: 'EditCaptionsRequest' });
export type EditCaptionsRequest = z.infer<typeof editCaptionsRequestSchema>;

export const feedbackSchema = z.enum(['like', 'dislike']);
export const feedbackQuerySchema = z.object({ feedback: z.enum(['like', 'dislike', 'none']) });

export const suggestionSchema = z
  .object({
    id: z.uuid(),
    type: suggestionTypeSchema,
    status: z.enum(SUGGESTION_STATUSES),
    progress: z.number().int().min(0).max(100),
    stage: z.string(),
    language: languageSchema,
    user_input: z.string(),
    feedback: feedbackSchema.nullable(),
    batch_id: z.uuid().nullable(),
    parent_id: z.uuid().nullable(),
    is_initial: z.boolean(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    result: suggestionResultSchema.nullable(),
    /** Signed, short-lived links (video and thumbnail inline, download as attachment). */
    video_url: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    download_url: z.string().nullable(),
    duration_seconds: z.number().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z
  .object({ items: z.array(suggestionSchema), offset: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'SuggestionList' });

export const suggestionBatchSchema = z
  .object({ id: z.uuid(), count: z.number().int(), items: z.array(suggestionSchema), created_at: z.string() })
  .meta({ id: 'SuggestionBatch' });

export const generationLimitSchema = z
  .object({
    limit: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    /** When the next slot frees up (ISO), null while slots remain. */
    next_slot_at: z.string().nullable(),
    window_hours: z.literal(24),
    /** Extra generations beyond the daily limit (the cancel flow's retention offer), already counted in `remaining`. */
    bonus: z.number().int().optional(),
  })
  .meta({ id: 'GenerationLimit' });
export type GenerationLimit = z.infer<typeof generationLimitSchema>;

export const preferencesSchema = z
  .object({ script_categories: z.array(scriptCategorySchema).max(SCRIPT_CATEGORIES.length) })
  .meta({ id: 'SuggestionPreferences' });

export const offsetQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Payload of the `generate-suggestion` job. */
export const generateSuggestionJobSchema = z.object({ suggestionId: z.uuid(), reason: z.enum(['generate', 'edit']).default('generate') });
export type GenerateSuggestionJob = z.infer<typeof generateSuggestionJobSchema>;
