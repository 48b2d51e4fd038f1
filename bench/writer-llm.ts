/**
 * bench:writer -- --llm — the writer rubric through the LLM writer (issue 32 item 7), so an operator can measure the
 * model they connect. Uses LLM_BASE_URL, LLM_API_KEY, LLM_MODEL and LLM_TIMEOUT_SECONDS as the server does; without
 * LLM_BASE_URL it starts the fake OpenAI-compatible server of packages/fakes on loopback and says so (`"llm": "fake"`).
 * Runs the shared quality, profile and batch briefs plus the LLM rubric briefs (profiles with analytics, trend formats, feedback,
 * variants) once each, and prints one JSON line: the share of outputs passing each rule, latency, and how many
 * texts the model wrote versus the built-in fallback.
 */
// The writer modules directly: the package entry also loads the database and job queue, which this does not need.
import { startFakeLlm } from '../packages/fakes/src/llm/fake-llm.ts';
import { llmRubricBriefs } from '../packages/core/src/writer/llm-rubric-briefs.ts';
import { runLlmRubric } from '../packages/core/src/writer/llm-rubric.ts';
import { createLlmWriter, type LlmConfig } from '../packages/core/src/writer/llm-writer.ts';
import { BATCH_BRIEFS, PROFILE_BRIEFS, QUALITY_BRIEFS } from '../packages/core/src/writer/quality/index.ts';

export async function runLlmBench(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const fake = env.LLM_BASE_URL ? undefined : await startFakeLlm();
  const config: LlmConfig = fake
    ? { baseUrl: fake.url, apiKey: fake.apiKey, model: fake.model, retryBaseMs: 10 }
    : {
        baseUrl: env.LLM_BASE_URL as string,
        apiKey: env.LLM_API_KEY ?? '',
        model: env.LLM_MODEL || 'gpt-4o-mini',
        timeoutMs: Number(env.LLM_TIMEOUT_SECONDS || 60) * 1000,
      };
  const warnings: string[] = [];
  const writer = createLlmWriter(config, {
    logger: { warn: (details, message) => warnings.push(`${message ?? ''} ${JSON.stringify(details)}`) },
  });
  try {
    const { report, failures } = await runLlmRubric(writer, [...QUALITY_BRIEFS, ...PROFILE_BRIEFS, ...BATCH_BRIEFS, ...llmRubricBriefs()]);
    for (const line of [...failures, ...warnings].slice(0, 30)) console.error(`failed: ${line}`);
    console.log(JSON.stringify({ bench: 'writer', llm: fake ? 'fake' : 'configured', model: config.model, ...report }));
  } finally {
    await fake?.close();
  }
}
