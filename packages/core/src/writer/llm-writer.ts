import { z } from 'zod';
import { createBuiltinWriter } from './builtin-writer.ts';
import { hashtagsFor, topicOf } from './compose/index.ts';
import { createChatCompletion, LlmCallError } from './chat-completion.ts';
import { parseJsonLoosely } from './json-repair.ts';
import { checkLlmMeme, memeBriefLanguage, memeTextOf, withMemeText } from './meme/llm.ts';
import { buildPrompt, LANGUAGE_NAMES } from './llm-prompt.ts';
import { createRandom } from './random.ts';
import { cleanHashtag, cyrillicShare, round1, secondsToSay, shortenForScreen } from './text.ts';
import type { WriteOptions, Writer, WriterLogger } from './writer.ts';
import {
  SCENE_VISUALS,
  writerBriefSchema,
  writerMemeSchema,
  writerResultSchema,
  type ParsedWriterBrief,
  type WriterBeat,
  type WriterBrief,
  type WriterResult,
} from './writer.schema.ts';

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API, including its version prefix (e.g. https://api.openai.com/v1). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Per request, including reading the answer. Default 30 s. */
  timeoutMs?: number;
  /** Extra attempts after a 429, a 5xx, a timeout or a dropped connection. Default 2. */
  maxRetries?: number;
  /** First back-off delay; doubles each retry. Default 500 ms. */
  retryBaseMs?: number;
  /** Longest Retry-After we are willing to wait; a longer one means "give up and fall back". Default 5 s. */
  maxRetryAfterMs?: number;
  temperature?: number;
}

export interface LlmWriterDeps {
  logger: WriterLogger;
  /** Used when the model cannot give a usable answer. Defaults to the built-in writer. */
  fallback?: Writer;
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** What we accept from the model before filling in what it may leave out (timings, visuals, padding hashtags). */
const llmBeatSchema = z.object({
  onScreenText: z.string().optional(),
  spokenLine: z.string().trim().min(1),
  seconds: z.number().optional(),
  sceneTitle: z.string().trim().optional(),
  visual: z.enum(SCENE_VISUALS).optional(),
});

const llmReplySchema = z.object({
  title: z.string().trim().min(1),
  hook: z.string().trim().min(1),
  beats: z.array(llmBeatSchema).min(1),
  caption: z.string().trim().optional(),
  hashtags: z.array(z.string()).optional(),
  callToAction: z.string().trim().optional(),
  meme: writerMemeSchema.optional(),
});
type LlmReply = z.infer<typeof llmReplySchema>;


type Parsed = { ok: true; result: WriterResult } | { ok: false; error: string };

/** Fills what the model may omit and normalises what it tends to get slightly wrong. */
function toResult(reply: LlmReply, brief: ParsedWriterBrief): WriterResult {
  const language = brief.language;
  let beats: WriterBeat[] = reply.beats.map((beat) => ({
    onScreenText: (beat.onScreenText?.trim() || shortenForScreen(beat.spokenLine)).slice(0, 300),
    spokenLine: beat.spokenLine,
    // Our own reading-speed estimate: models are unreliable at timing their lines.
    seconds: secondsToSay(beat.spokenLine, language),
    ...(beat.sceneTitle ? { sceneTitle: beat.sceneTitle } : {}),
    ...(beat.visual ? { visual: beat.visual } : {}),
  }));
  if (brief.contentType === 'storytelling') {
    beats = beats.map((beat, index) => ({
      ...beat,
      sceneTitle: beat.sceneTitle || shortenForScreen(beat.onScreenText || beat.spokenLine, 5),
      visual: beat.visual ?? (index === 0 || index === beats.length - 1 ? 'avatar' : 'photo'),
    }));
  } else if (brief.contentType === 'avatar') {
    beats = beats.map((beat) => ({ ...beat, visual: 'avatar' }));
  }

  const seen = new Set<string>();
  const hashtags: string[] = [];
  const addTag = (tag: string) => {
    const clean = cleanHashtag(tag);
    if (clean && clean.length <= 100 && !seen.has(clean.toLocaleLowerCase()) && hashtags.length < 12) {
      seen.add(clean.toLocaleLowerCase());
      hashtags.push(clean);
    }
  };
  for (const tag of reply.hashtags ?? []) addTag(tag);
  // Padding is deterministic on purpose: the same brief gets the same extra tags.
  if (hashtags.length < 3) for (const tag of hashtagsFor(brief, createRandom(0))) addTag(tag);

  const callToAction = reply.callToAction || (beats[beats.length - 1] as WriterBeat).spokenLine;
  const result: WriterResult = {
    contentType: brief.contentType,
    language,
    writer: 'llm',
    title: reply.title,
    hook: reply.hook,
    beats,
    caption: reply.caption || `${reply.title}\n\n${callToAction}`,
    hashtags,
    callToAction,
    estimatedSeconds: round1(beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    templateIds: [],
  };
  if (reply.meme) result.meme = reply.meme;
  return result;
}

function allText(result: WriterResult): string {
  return [result.title, result.hook, result.caption, result.callToAction, ...result.beats.map((beat) => beat.spokenLine)].join(' ');
}

function parseReply(content: string, brief: ParsedWriterBrief): Parsed {
  let raw: unknown;
  try {
    raw = parseJsonLoosely(content);
  } catch (error) {
    return { ok: false, error: `the reply is not valid JSON (${(error as Error).message})` };
  }
  const reply = llmReplySchema.safeParse(raw);
  if (!reply.success) return { ok: false, error: `the JSON does not match the shape: ${z.prettifyError(reply.error)}` };
  const checked = writerResultSchema.safeParse(toResult(reply.data, brief));
  if (!checked.success) return { ok: false, error: `the JSON does not match the shape: ${z.prettifyError(checked.error)}` };
  // A model that ignores the language instruction is caught here rather than shown to a Russian-speaking creator.
  const share = cyrillicShare(allText(checked.data));
  if (brief.language === 'ru' ? share < 0.5 : share > 0.2) {
    return { ok: false, error: `the text is not written in ${LANGUAGE_NAMES[brief.language]}` };
  }
  // A meme on the user's text shows that text verbatim (also as its title); lines that ignore it are not used.
  const memeText = memeTextOf(brief);
  if (memeText) {
    const meme = withMemeText(checked.data, memeText);
    const problem = checkLlmMeme(meme, brief);
    return problem ? { ok: false, error: problem } : { ok: true, result: meme };
  }
  return { ok: true, result: checked.data };
}

/**
 * A writer backed by any OpenAI-compatible chat-completions endpoint. Bad output is repaired locally or re-asked
 * once; when the endpoint keeps failing the built-in writer answers instead, with a warning in the log.
 */
export function createLlmWriter(config: LlmConfig, deps: LlmWriterDeps): Writer {
  const fallback = deps.fallback ?? createBuiltinWriter();
  const { complete } = createChatCompletion(config, deps.fetch);

  async function writeWithModel(brief: ParsedWriterBrief, options: WriteOptions): Promise<WriterResult> {
    const messages = buildPrompt(brief);
    const first = await complete(messages, options.seed, options.signal);
    const parsed = parseReply(first, brief);
    if (parsed.ok) return parsed.result;
    // One re-ask that shows the model its own answer and what was wrong with it.
    const retry = await complete(
      [
        ...messages,
        { role: 'assistant', content: first.slice(0, 8000) },
        {
          role: 'user',
          content: `That reply could not be used: ${parsed.error.slice(0, 1000)}. Answer again with only the JSON object, in ${LANGUAGE_NAMES[brief.language]}, exactly in the shape described.`,
        },
      ],
      options.seed,
      options.signal,
    );
    const second = parseReply(retry, brief);
    if (second.ok) return second.result;
    throw new LlmCallError(`unusable answer after a re-ask: ${second.error.slice(0, 300)}`, false);
  }

  return {
    async write(brief: WriterBrief, options: WriteOptions = {}) {
      // A meme is written in the language of its text (Russian text under an English interface → Russian lines).
      const parsed = memeBriefLanguage(writerBriefSchema.parse(brief));
      try {
        // Who wrote it (shown to the user) and what it is about, by the same rule as the built-in writer.
        return { ...(await writeWithModel(parsed, options)), writerModel: config.model, topic: topicOf(parsed) };
      } catch (error) {
        // An aborted job must stop, not spend its remaining moments on the fallback writer.
        if (options.signal?.aborted) throw options.signal.reason;
        deps.logger.warn(
          { err: (error as Error).message, model: config.model, contentType: parsed.contentType, language: parsed.language },
          'LLM writer failed; using the built-in writer',
        );
        return fallback.write(brief, options);
      }
    },
  };
}
