import type { CaptionLook, Draft, Language, UserAudio } from '@reelcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { track } from '../../lib/analytics.ts';
import { applyLimitError, onGenerationStarted, type Suggestion, type SuggestionResult } from '../content/content.api.ts';

export type { Draft };
/** The formats with a script the user reads aloud. */
export type DraftType = 'avatar' | 'storytelling';

export const avatarKeys = {
  draft: (type: DraftType) => ['suggestions', 'draft', type] as const,
};

export interface StorytellingBody {
  /** The photo with the face that speaks. */
  imageId: string;
  /** The story's photos in order (1–6); the speaking one among them. */
  imageIds?: string[] | undefined;
  language?: Language | undefined;
  audioId?: string | undefined;
  /** The drafted story (`Draft.result`) the recording reads; sent as JSON in the form. */
  script?: SuggestionResult | undefined;
  captionLook?: CaptionLook | undefined;
}

/** The extension the server expects for what MediaRecorder gave us (the server checks the content, not the name). */
export function recordingFileName(mimeType: string): string {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'audio/mp4' || type === 'audio/aac' || type === 'audio/x-m4a') return 'voice.m4a';
  if (type === 'audio/ogg') return 'voice.ogg';
  if (type === 'audio/wav' || type === 'audio/wave') return 'voice.wav';
  if (type === 'audio/mpeg') return 'voice.mp3';
  return 'voice.webm';
}

export const avatarApi = {
  /** Writes (does not render) the script to read aloud; uses no daily slot. */
  draft: (type: DraftType, signal?: AbortSignal) => api<Draft>('/suggestions/draft', { method: 'POST', json: { type }, signal }),
  uploadAudio: (recording: Blob) => {
    const body = new FormData();
    body.append('audio', new File([recording], recordingFileName(recording.type), { type: recording.type || 'audio/webm' }));
    return api<UserAudio>('/users/audio', { method: 'POST', multipart: body });
  },
  generateStorytelling: ({ imageId, imageIds, language, audioId, script, captionLook }: StorytellingBody) => {
    const body = new FormData();
    body.append('image_id', imageId);
    for (const id of imageIds ?? []) body.append('image_ids', id);
    if (language) body.append('language', language);
    body.append('user_input', '');
    if (audioId) body.append('audio_id', audioId);
    if (script) body.append('script', JSON.stringify(script));
    if (captionLook) body.append('caption_look', JSON.stringify(captionLook));
    track('generation_request', { type: 'storytelling' });
    return api<Suggestion>('/suggestions/generate-storytelling', { method: 'POST', multipart: body });
  },
  generateFaceMeme: (image: File, language?: Language, captionLook?: CaptionLook) => {
    const body = new FormData();
    body.append('image', image);
    if (language) body.append('language', language);
    if (captionLook) body.append('caption_look', JSON.stringify(captionLook));
    track('generation_request', { type: 'face_meme' });
    return api<Suggestion>('/suggestions/generate-face-meme', { method: 'POST', multipart: body });
  },
};

/**
 * The script to read, written once per visit of the flow and kept while the user records (a reload or "another
 * text" writes a new one). It is a POST, but it changes nothing the user owns, so it is read like a query.
 */
export function useDraft(type: DraftType, enabled = true) {
  return useQuery({
    queryKey: avatarKeys.draft(type),
    queryFn: ({ signal }) => avatarApi.draft(type, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}

export function useUploadAudio() {
  return useMutation({ mutationFn: (recording: Blob) => avatarApi.uploadAudio(recording) });
}

export function useGenerateStorytelling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StorytellingBody) => avatarApi.generateStorytelling(body),
    onSuccess: (item) => onGenerationStarted(client, item),
    onError: (error) => applyLimitError(client, error),
  });
}

export function useGenerateFaceMeme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ image, language, captionLook }: { image: File; language?: Language | undefined; captionLook?: CaptionLook | undefined }) =>
      avatarApi.generateFaceMeme(image, language, captionLook),
    onSuccess: (item) => onGenerationStarted(client, item),
    onError: (error) => applyLimitError(client, error),
  });
}

export interface ReadAloudPart {
  /** The scene's title (stories); null for a plain paragraph. */
  title: string | null;
  text: string;
  /** What only the creator can say in this part (issue 32), when the writer left one; shown under the text. */
  prompt?: string;
}

/**
 * What the teleprompter shows: the draft's `read_aloud`, one paragraph per beat. Stories pair each paragraph with its
 * scene's title, as long as the paragraphs and the spoken beats line up one to one; so does a beat's creator prompt.
 */
export function readAloudParts(draft: Pick<Draft, 'read_aloud' | 'result'>, withScenes: boolean): ReadAloudPart[] {
  const paragraphs = draft.read_aloud
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const spoken = draft.result.beats.filter((beat) => beat.spokenLine.trim());
  const aligned = spoken.length === paragraphs.length;
  const titled = withScenes && aligned;
  return paragraphs.map((text, index) => {
    const prompt = aligned ? spoken[index]?.prompt?.trim() : undefined;
    return { title: titled ? spoken[index]?.sceneTitle?.trim() || null : null, text, ...(prompt ? { prompt } : {}) };
  });
}
