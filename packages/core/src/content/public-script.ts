import { type PublicScriptRequest, type PublicScriptResponse, publicScriptResponseSchema } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import { CATALOG, type WriterBrief, type WriterResult } from '../writer/index.ts';
import type { WriteOptions } from '../writer/writer.ts';

/** How long a visitor waits for the connected model before the built-in writer answers instead. */
export const PUBLIC_SCRIPT_TIMEOUT_MS = 40_000;

/**
 * The writer's brief for the free tool: the visitor's topic is the idea (what the script is about, kept whole), and
 * the niche they picked is the area of expertise, in the script's language. The writer reads the niche from the idea
 * first (a money topic picked under "fitness" gets finance tips), and from the picked niche when the idea alone does
 * not say. Nothing about the visitor but these three values goes in.
 */
export function publicScriptBrief(request: PublicScriptRequest): WriterBrief {
  return {
    contentType: 'custom_script',
    language: request.language,
    userInput: request.topic,
    facts: { area_of_expertise: CATALOG[request.language].niches[request.niche].label },
  };
}

/** The script as the public endpoint answers it: the writer's result, labelled with who wrote it. */
export function toPublicScriptResponse(request: PublicScriptRequest, result: WriterResult): PublicScriptResponse {
  return publicScriptResponseSchema.parse({ script: result, niche: request.niche, language: request.language });
}

/**
 * Writes one reel script for an anonymous visitor (POST /api/public/scripts) with the app's writer: the connected
 * model when one is configured (it falls back to the built-in writer itself when the model fails), else the built-in
 * writer. A model slower than PUBLIC_SCRIPT_TIMEOUT_MS is cut off and the built-in writer answers, and the result's
 * `writer` says so. Nothing is stored: the visitor's topic lives only in this request (the rate limit counts hits
 * per address, not texts).
 */
export async function writePublicScript(core: Core, request: PublicScriptRequest, options: { signal?: AbortSignal } = {}): Promise<PublicScriptResponse> {
  const brief = publicScriptBrief(request);
  const timeout = AbortSignal.timeout(PUBLIC_SCRIPT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const writeOptions: WriteOptions = { signal };
  let result: WriterResult;
  try {
    result = await core.writer.write(brief, writeOptions);
  } catch (error) {
    // The visitor left: nothing to answer. Our own deadline: the built-in writer answers at once.
    if (!timeout.aborted || options.signal?.aborted) throw error;
    core.logger.warn({ timeoutMs: PUBLIC_SCRIPT_TIMEOUT_MS }, 'public script: the writer was too slow, the built-in writer answered');
    result = writeBuiltin(brief);
  }
  return toPublicScriptResponse(request, result);
}
