import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { briefIn, scriptForBrief } from './fake-script.ts';
import { closeLoopbackServer, readBodyText } from '../loopback-server.ts';

/**
 * How the fake answers the next chat completion:
 * - `ok`: a valid JSON script in the requested language and content type (on the writer's structured brief: about its
 *   idea, in its trend format's structure);
 * - `echo_context`: like `ok`, but reading the creator's bio, analysis and feedback note aloud (a careless model);
 * - `bad_json`: prose with no JSON in it;
 * - `fenced_json`: valid JSON wrapped in a ```json fence with a remark after it;
 * - `wrong_shape`: valid JSON that is not a script;
 * - `timeout`: never answers (the connection stays open until the client gives up);
 * - `slow`: answers like `ok`, but only after `slowMs` (a model that takes minutes), unless the client hangs up first;
 * - `429`: rate limited, with `Retry-After: 1`;
 * - `500`: an internal server error.
 */
export type FakeLlmMode = 'ok' | 'echo_context' | 'bad_json' | 'fenced_json' | 'wrong_shape' | 'timeout' | 'slow' | '429' | '500';

export interface FakeLlmMessage {
  role: string;
  content: string;
}

/** A captured chat-completions request body. */
export interface FakeLlmRequest {
  model?: string;
  messages: FakeLlmMessage[];
  response_format?: { type?: string };
  seed?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface FakeLlmOptions {
  /** The key the fake accepts as `Authorization: Bearer <key>`. Default 'test-llm-key'. */
  apiKey?: string;
  /** The mode used when no queued mode is left. Default 'ok'. */
  mode?: FakeLlmMode;
  /** Replaces the built-in generator for `ok`, `slow` and `fenced_json`: returns the object to serialise as the reply. */
  generate?: (request: FakeLlmRequest) => unknown;
  /** How long the `slow` mode takes to answer, ms. Default 10 s. */
  slowMs?: number;
}

export interface FakeLlm {
  /** Base URL ending in /v1, as OpenAI-compatible clients expect. */
  url: string;
  apiKey: string;
  model: string;
  /** Every authorised chat-completions request body, in arrival order. */
  requests: FakeLlmRequest[];
  /** Requests (in `timeout` or `slow` mode) whose client closed the connection before the fake answered. */
  readonly cancelled: number;
  /**
   * One mode: answer every following request that way. A list: answer the next requests in that order (e.g.
   * ['429', 'ok']), then go back to the standing mode.
   */
  respondWith(mode: FakeLlmMode | FakeLlmMode[]): void;
  close(): Promise<void>;
}

type Language = 'en' | 'ru' | 'pt' | 'es';

interface Phrases {
  title: string;
  hook: string;
  lines: [string, string, string];
  scenes: [string, string, string];
  intro: string;
  ending: string;
  cta: string;
  caption: string;
  hashtags: string[];
  memeTop: string;
  memeLines: string[];
}

// Deliberately small and plain: the fake only has to be valid and unmistakably in the asked language.
const PHRASES: Record<Language, Phrases> = {
  en: {
    title: 'Three honest tips',
    hook: 'Here is what nobody tells you.',
    lines: ['Start small and stay consistent.', 'Do one thing every day, not ten things once.', 'Check your progress every week.'],
    scenes: ['The start', 'The habit', 'The progress'],
    intro: 'Intro',
    ending: 'The ending',
    cta: 'Follow for more.',
    caption: 'Three honest tips that actually work.',
    hashtags: ['tips', 'reels', 'growth'],
    memeTop: 'Me every Monday',
    memeLines: ['New plan, new me.', 'Wednesday: same old habits.'],
  },
  ru: {
    title: 'Три честных совета',
    hook: 'Вот о чём никто не говорит.',
    lines: ['Начни с малого и не бросай.', 'Делай одно дело каждый день, а не десять за раз.', 'Каждую неделю отмечай свой прогресс.'],
    scenes: ['Начало', 'Привычка', 'Прогресс'],
    intro: 'Вступление',
    ending: 'Финал',
    cta: 'Подпишись, чтобы не пропустить новое.',
    caption: 'Три честных совета, которые правда работают.',
    hashtags: ['советы', 'рилс', 'развитие'],
    memeTop: 'Я каждый понедельник',
    memeLines: ['Новый план, новая жизнь.', 'Среда: всё по-старому.'],
  },
  es: {
    title: 'Tres consejos honestos',
    hook: 'Esto es lo que nadie te cuenta.',
    lines: ['Empieza con poco y mantén la constancia.', 'Haz una cosa cada día, no diez de golpe.', 'Revisa tu progreso cada semana.'],
    scenes: ['El comienzo', 'El hábito', 'El progreso'],
    intro: 'Introducción',
    ending: 'El final',
    cta: 'Sígueme para ver más.',
    caption: 'Tres consejos honestos que de verdad funcionan.',
    hashtags: ['consejos', 'reels', 'crecimiento'],
    memeTop: 'Yo cada lunes',
    memeLines: ['Plan nuevo, vida nueva.', 'Miércoles: lo de siempre.'],
  },
  pt: {
    title: 'Três dicas sinceras',
    hook: 'Isso ninguém te conta.',
    lines: ['Comece pequeno e mantenha a constância.', 'Faça uma coisa por dia, não dez de uma vez.', 'Acompanhe seu progresso toda semana.'],
    scenes: ['O começo', 'O hábito', 'O progresso'],
    intro: 'Abertura',
    ending: 'Final',
    cta: 'Me siga para ver mais.',
    caption: 'Três dicas sinceras que funcionam de verdade.',
    hashtags: ['dicas', 'reels', 'crescimento'],
    memeTop: 'Eu toda segunda',
    memeLines: ['Plano novo, vida nova.', 'Quarta: tudo igual.'],
  },
};

const LANGUAGE_NAMES: [RegExp, Language][] = [
  [/\bRussian\b/i, 'ru'],
  [/\bPortuguese\b/i, 'pt'],
  [/\bSpanish\b/i, 'es'],
  [/\bEnglish\b/i, 'en'],
];

function promptText(request: FakeLlmRequest): string {
  return request.messages.map((message) => (typeof message.content === 'string' ? message.content : '')).join('\n');
}

/** Reads the language the way a model would: from "Write in Russian", or a bare language code. */
function languageOf(text: string): Language {
  const instruction = /write (?:\w+ )*?in (English|Russian|Portuguese|Spanish)/i.exec(text);
  if (instruction) return LANGUAGE_NAMES.find(([pattern]) => pattern.test(instruction[1] as string))?.[1] ?? 'en';
  const code = /language:\s*.*?\b(en|ru|pt|es)\b/i.exec(text);
  if (code) return (code[1] as string).toLowerCase() as Language;
  return LANGUAGE_NAMES.find(([pattern]) => pattern.test(text))?.[1] ?? 'en';
}

/**
 * A deterministic, schema-shaped reply built from the prompt: from the writer's structured brief when the prompt has
 * one, otherwise from its language, content type and the creator's area.
 */
export function generateFakeScript(request: FakeLlmRequest): Record<string, unknown> {
  const brief = briefIn(request.messages);
  // Memes keep the stock answer: "Me every Monday", whatever the text (the meme tests rely on a model that ignores it).
  if (brief && brief.content_type !== 'meme') return scriptForBrief(brief);
  const text = promptText(request);
  const language = languageOf(text);
  const phrases = PHRASES[language];
  const type = /content type:\s*([a-z_]+)/i.exec(text)?.[1] ?? 'smart_script';
  const area = /area of expertise:\s*(.+)/i.exec(text)?.[1]?.trim();
  const title = area && !area.startsWith('(') ? `${phrases.title}: ${area}` : phrases.title;

  if (type === 'meme') {
    return {
      title: phrases.memeTop,
      hook: phrases.memeTop,
      beats: phrases.memeLines.map((line) => ({ onScreenText: line, spokenLine: line, seconds: 5 })),
      caption: phrases.caption,
      hashtags: phrases.hashtags,
      callToAction: phrases.cta,
      meme: { topText: phrases.memeTop, subtitleLines: phrases.memeLines },
    };
  }
  if (type === 'storytelling') {
    return {
      title,
      hook: phrases.hook,
      beats: [
        { sceneTitle: phrases.intro, visual: 'avatar', onScreenText: phrases.hook, spokenLine: phrases.hook, seconds: 4 },
        ...phrases.lines.map((line, index) => ({
          sceneTitle: phrases.scenes[index],
          visual: 'photo',
          onScreenText: phrases.scenes[index],
          spokenLine: line,
          seconds: 4,
        })),
        { sceneTitle: phrases.ending, visual: 'avatar', onScreenText: phrases.cta, spokenLine: phrases.cta, seconds: 4 },
      ],
      caption: phrases.caption,
      hashtags: phrases.hashtags,
      callToAction: phrases.cta,
    };
  }
  return {
    title,
    hook: phrases.hook,
    beats: [phrases.hook, ...phrases.lines, phrases.cta].map((line) => ({ onScreenText: line, spokenLine: line, seconds: 4 })),
    caption: phrases.caption,
    hashtags: phrases.hashtags.map((tag) => `#${tag}`),
    callToAction: phrases.cta,
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers });
  res.end(payload);
}

function completion(model: string, content: string): Record<string, unknown> {
  return {
    id: `chatcmpl-${randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: Math.ceil(content.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: Math.ceil(content.length / 2) },
  };
}

/** A real OpenAI-compatible chat-completions server on loopback, with scripted failure modes. */
export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const apiKey = options.apiKey ?? 'test-llm-key';
  const model = 'fake-writer-1';
  const generate = options.generate ?? generateFakeScript;
  const requests: FakeLlmRequest[] = [];
  let standing: FakeLlmMode = options.mode ?? 'ok';
  let queue: FakeLlmMode[] = [];
  const slowMs = options.slowMs ?? 10_000;
  let cancelled = 0;
  const timers = new Set<NodeJS.Timeout>();
  /** Resolves true after `ms`, or false as soon as the client hangs up (counted as cancelled). */
  const holdOpen = (res: ServerResponse, ms: number): Promise<boolean> =>
    new Promise((resolve) => {
      const onClose = () => {
        if (res.writableEnded) return;
        clearTimeout(timer);
        timers.delete(timer);
        cancelled++;
        resolve(false);
      };
      const timer = setTimeout(() => {
        timers.delete(timer);
        res.off('close', onClose);
        resolve(true);
      }, ms);
      timers.add(timer);
      res.once('close', onClose);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/v1/models') {
      sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', owned_by: 'reelcraft-fakes' }] });
      return;
    }
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      await readBodyText(req);
      sendJson(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
      return;
    }
    let request: FakeLlmRequest;
    try {
      request = JSON.parse(await readBodyText(req)) as FakeLlmRequest;
      if (!Array.isArray(request.messages)) throw new Error('messages must be an array');
    } catch (error) {
      sendJson(res, 400, { error: { message: `Invalid request body: ${(error as Error).message}`, type: 'invalid_request_error' } });
      return;
    }
    requests.push(request);
    const mode = queue.shift() ?? standing;
    const answerModel = request.model ?? model;
    switch (mode) {
      case 'timeout':
        await holdOpen(res, 2 ** 31 - 1); // never answer; close() drops the connection
        return;
      case 'slow':
        if (await holdOpen(res, slowMs)) sendJson(res, 200, completion(answerModel, JSON.stringify(generate(request))));
        return;
      case '429':
        sendJson(res, 429, { error: { message: 'Rate limit reached', type: 'rate_limit_exceeded' } }, { 'retry-after': '1' });
        return;
      case '500':
        sendJson(res, 500, { error: { message: 'The server had an error while processing your request', type: 'server_error' } });
        return;
      case 'bad_json':
        sendJson(res, 200, completion(answerModel, 'Sure! Here is a great script for you:\n\nTitle: Three tips\nHook: You will not believe this'));
        return;
      case 'wrong_shape':
        sendJson(res, 200, completion(answerModel, JSON.stringify({ script: 'A script as one long string.', tags: 'tips reels' })));
        return;
      case 'fenced_json':
        sendJson(res, 200, completion(answerModel, `\`\`\`json\n${JSON.stringify(generate(request), null, 2)}\n\`\`\`\nLet me know if you want changes!`));
        return;
      case 'ok':
        sendJson(res, 200, completion(answerModel, JSON.stringify(generate(request))));
        return;
      case 'echo_context': {
        const brief = briefIn(request.messages);
        const script =
          brief && brief.content_type !== 'meme' ? scriptForBrief(brief, true) : { ...generateFakeScript(request), hook: 'Follow #reels for 2x more tips 🔥' };
        sendJson(res, 200, completion(answerModel, JSON.stringify(script)));
        return;
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: error.message, type: 'server_error' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey,
    model,
    requests,
    get cancelled() {
      return cancelled;
    },
    respondWith(mode) {
      if (Array.isArray(mode)) queue = [...mode];
      else {
        standing = mode;
        queue = [];
      }
    },
    close: () => closeLoopbackServer(server, timers),
  };
}
