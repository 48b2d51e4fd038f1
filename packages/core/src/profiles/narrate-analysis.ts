import type { AnalysisNarrative, AnalysisProfile, Language, ProfileMetrics } from '@reelcraft/contract';
import { analysisPrompt, analysisRetryMessages, parseAnalysisReply } from '../analysis/analysis-prompt.ts';
import { composeAnalysisNarrative } from '../analysis/compose-analysis-narrative.ts';
import type { Core } from '../context.ts';
import { createChatCompletion } from '../writer/chat-completion.ts';

/**
 * The written part of an analysis — domain, style, why followers choose the creator, recommendations — grounded in
 * the computed numbers. With an LLM configured it is asked first (one re-ask on a bad answer); the built-in
 * composer answers otherwise, and whenever the LLM fails.
 */
export async function narrateAnalysis(
  core: Core,
  input: { metrics: ProfileMetrics; profile: AnalysisProfile; language: Language; seed: number; captions: string[] },
  signal?: AbortSignal,
): Promise<AnalysisNarrative> {
  const builtin = () => composeAnalysisNarrative(input);
  const config = core.config;
  if (!config.LLM_BASE_URL) return builtin();
  const chat = createChatCompletion({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY ?? '',
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
  });
  try {
    const messages = analysisPrompt(input);
    const first = await chat.complete(messages, input.seed, signal);
    const parsed = parseAnalysisReply(first, input.language);
    if (parsed.ok) return parsed.narrative;
    const second = parseAnalysisReply(
      await chat.complete(analysisRetryMessages(messages, first, parsed.error, input.language), input.seed, signal),
      input.language,
    );
    if (second.ok) return second.narrative;
    throw new Error(second.error);
  } catch (error) {
    // The job ran out of time: stop here rather than answer with the built-in narrative after the deadline.
    if (signal?.aborted) throw signal.reason;
    core.logger.warn({ err: error }, 'LLM analysis failed; using the built-in narrative');
    return builtin();
  }
}
