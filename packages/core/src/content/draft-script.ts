import { randomUUID } from 'node:crypto';
import type { Draft, DraftRequest } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { UserRow } from '../accounts/users.repository.ts';
import { assertEntitled } from '../billing/entitlements.ts';
import type { Core } from '../context.ts';
import { featureFor } from './create-suggestions.ts';
import { writeScriptFor } from './writer-brief.ts';
import type { WriterResult } from '../writer/writer.schema.ts';

/** The words a voice says for a script: every beat's spoken line, in order (the hook is the first beat). */
export function spokenLines(result: Pick<WriterResult, 'beats'>): string[] {
  return result.beats.map((beat) => beat.spokenLine.trim()).filter(Boolean);
}

/**
 * Writes an avatar or storytelling script without rendering it, so the user can record themselves reading it
 * (POST /suggestions/draft). No daily slot: nothing is generated until the user asks for the video.
 */
export async function draftScript(core: Core, user: UserRow, request: DraftRequest): Promise<Draft> {
  // The first step of the avatar and story flows: a non-subscriber meets the paywall here, before recording.
  await assertEntitled(core, user, featureFor({ type: request.type }));
  const id = randomUUID();
  const language = request.language ?? normalizeLanguage(user.language);
  const result = await writeScriptFor(core, {
    id,
    userId: user.id,
    type: request.type,
    language,
    userInput: request.user_input,
    request: { type: request.type, user_input: request.user_input, ...(request.trend_id ? { trend_id: request.trend_id } : {}) },
  });
  return { result, read_aloud: spokenLines(result).join('\n\n'), estimated_seconds: result.estimatedSeconds };
}
