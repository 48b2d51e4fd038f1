import type { SuggestionType } from '@reelcraft/contract';
import type { Core } from '../context.ts';

/** Long renders (talking avatars, stories) go to their own queue so scripts and memes never wait behind them. */
export function generationQueueFor(type: SuggestionType): 'render-video' | 'generate-suggestion' {
  return type === 'avatar' || type === 'storytelling' ? 'render-video' : 'generate-suggestion';
}

export async function queueGeneration(core: Core, row: { id: string; type: SuggestionType }, reason: 'generate' | 'edit'): Promise<void> {
  await core.queue.send(generationQueueFor(row.type), { suggestionId: row.id, reason });
}
