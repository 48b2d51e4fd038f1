import { z } from 'zod';
import { createBuiltinWriter } from './builtin-writer.ts';
import { hashtagsFor, topicOf } from './compose/index.ts';
import { createChatCompletion, LlmCallError } from './chat-completion.ts';
import { parseJsonLoosely } from './json-repair.ts';
import { checkLlmMeme, memeBriefLanguage, memeTextOf, withMemeText } from './meme/llm.ts';
import { buildPrompt, correctionMessage, LANGUAGE_NAMES, type ChatMessage } from './llm-prompt.ts';
import { createRandom } from './random.ts';
import { graphicFromText } from './compose/story-graphics.ts';
import { resultProblems } from './spoken-rules.ts';
import { inOtherScript } from './text-language.ts';
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
  type WriterLanguage,
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

const TRAILING_TAGS = /(?:\s*[#＃][\p{L}\p{N}_]+)+\s*$/u;

/** A caption without the run of hashtags it ends with, and those tags. */
export function splitTrailingHashtags(text: string): { caption: string; tags: string[] } {
  const match = TRAILING_TAGS.exec(text);
  if (!match) return { caption: text.trim(), tags: [] };
  return { caption: text.slice(0, match.index).trim(), tags: match[0].split(/[\s#＃]+/u).filter(Boolean) };
}

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
    beats = beats.map((beat, index) => {
      const sceneTitle = beat.sceneTitle || shortenForScreen(beat.onScreenText || beat.spokenLine, 5);
      // The scene made by code for the beat, by simple rules on its own text (issue 33).
      const graphic = graphicFromText({ ...beat, sceneTitle });
      return { ...beat, sceneTitle, visual: beat.visual ?? (index === 0 || index === beats.length - 1 ? 'avatar' : 'photo'), ...(graphic ? { graphic } : {}) };
    });
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
  // Models like to end a caption with its hashtags; the app shows the hashtags after the caption itself, so a
  // trailing block moves into the list instead of costing a re-ask.
  const { caption, tags: captionTags } = splitTrailingHashtags(reply.caption ?? '');
  for (const tag of captionTags) addTag(tag);
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
    caption: caption || `${reply.title}\n\n${callToAction}`,
    hashtags,
    callToAction,
    estimatedSeconds: round1(beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    templateIds: [],
  };
  if (reply.meme) result.meme = reply.meme;
  return result;
}

/**
 * The first spoken line (or on-screen text of three words or more) in the other alphabet than the script's language.
 * By alphabet only: on a single line the detector confuses English, Portuguese and Spanish too often to re-ask on it.
 */
function foreignLine(result: WriterResult, language: WriterLanguage): string | undefined {
  const spoken = [result.hook, result.callToAction, ...result.beats.map((beat) => beat.spokenLine)];
  const shown = [result.title, ...result.beats.flatMap((beat) => [beat.onScreenText, beat.sceneTitle ?? ''])].filter((text) => text.split(/\s+/u).length >= 3);
  return [...spoken, ...shown].find((text) => inOtherScript(text, language));
}

function allText(result: WriterResult): string {
  return [result.title, result.hook, result.caption, result.callToAction, ...result.beats.map((beat) => beat.spokenLine)].join(' ');
}

/** The result's rule breaks grouped per text, with the text itself, for the correction message and the log. */
function brokenLines(result: WriterResult, brief: ParsedWriterBrief): { where: string; text: string; codes: string[] }[] {
  const byWhere = new Map<string, string[]>();
  for (const problem of resultProblems(result, brief)) byWhere.set(problem.where, [...(byWhere.get(problem.where) ?? []), problem.code]);
  return [...byWhere].map(([where, codes]) => ({ where, text: textAt(result, where), codes }));
}

/** The text a problem's `where` names ('title', 'beats[2].spokenLine', 'meme.subtitleLines[0]'…). */
function textAt(result: WriterResult, where: string): string {
  const beat = /^beats\[(\d+)\]\.(spokenLine|onScreenText|sceneTitle)$/.exec(where);
  if (beat) return result.beats[Number(beat[1])]?.[beat[2] as 'spokenLine' | 'onScreenText' | 'sceneTitle'] ?? '';
  const subtitle = /^meme\.subtitleLines\[(\d+)\]$/.exec(where);
  if (subtitle) return result.meme?.subtitleLines[Number(subtitle[1])] ?? '';
  if (where === 'title' || where === 'hook' || where === 'caption' || where === 'callToAction') return result[where];
  return '';
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
  // One language per video (issue 33): a whole sentence in another (the creator's English idea quoted in a Russian
  // story) is caught line by line, which the share over the whole text above does not see.
  const foreign = brief.contentType === 'meme' ? undefined : foreignLine(checked.data, brief.language);
  if (foreign !== undefined) return { ok: false, error: `"${foreign.slice(0, 120)}" is not written in ${LANGUAGE_NAMES[brief.language]}` };
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
 * once; lines that break the spoken rules (spoken-rules.ts) are sent back once to be rewritten; when the endpoint
 * keeps failing or the lines stay broken, the built-in writer answers instead, with a warning in the log.
 */
export function createLlmWriter(config: LlmConfig, deps: LlmWriterDeps): Writer {
  const fallback = deps.fallback ?? createBuiltinWriter();
  const { complete } = createChatCompletion(config, deps.fetch);

  /** Asks once, re-asks once for an unusable shape and once for rule breaks; at most three calls per text. */
  async function writeWithModel(brief: ParsedWriterBrief, options: WriteOptions): Promise<WriterResult> {
    const messages: ChatMessage[] = buildPrompt(brief);
    let reasked = false;
    let corrected = false;
    for (;;) {
      const answer = await complete(messages, options.seed, options.signal);
      const parsed = parseReply(answer, brief);
      messages.push({ role: 'assistant', content: answer.slice(0, 8000) });
      if (!parsed.ok) {
        if (reasked) throw new LlmCallError(`unusable answer after a re-ask: ${parsed.error.slice(0, 300)}`, false);
        reasked = true;
        // One re-ask that shows the model its own answer and what was wrong with it.
        messages.push({
          role: 'user',
          content: `That reply could not be used: ${parsed.error.slice(0, 1000)}. Answer again with only the JSON object, in ${LANGUAGE_NAMES[brief.language]}, exactly in the shape described.`,
        });
        continue;
      }
      const broken = brokenLines(parsed.result, brief);
      if (broken.length === 0) return parsed.result;
      // A line that reads the analysis aloud (or breaks another rule) is never shipped: one correction, then the
      // built-in writer.
      if (corrected) {
        throw new LlmCallError(
          `rule breaks after a correction: ${broken
            .map((line) => `${line.where} (${line.codes.join(', ')})`)
            .join('; ')
            .slice(0, 300)}`,
          false,
        );
      }
      corrected = true;
      messages.push({ role: 'user', content: correctionMessage(broken, brief.language) });
    }
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
