import type { Language } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { insertAnalysis, type ProfileAnalysisRow } from './profiles.repository.ts';

/** Queues an analysis of a public Instagram account; anyone may start one (the nickname flows run before sign-up). */
export async function startProfileAnalysis(core: Core, input: { username: string; language: Language; userId: string | null }): Promise<ProfileAnalysisRow> {
  const row = await insertAnalysis(core.db, { username: input.username, language: input.language, userId: input.userId });
  await core.queue.send('analyze-profile', { analysisId: row.id });
  return row;
}
