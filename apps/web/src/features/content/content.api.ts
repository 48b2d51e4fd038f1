import {
  BATCH_COUNT,
  type CaptionLook,
  type EditCaptionsRequest,
  type GenerationLimit,
  type MusicChoice,
  type MemeLayoutChoice,
  type Suggestion,
  type suggestionBatchSchema,
  type SuggestionType,
  type UserImage,
  type preferencesSchema,
  type regenerateRequestSchema,
  type scriptCategorySchema,
} from '@reelcraft/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiFile, isApiError } from '../../lib/api.ts';
import { track } from '../../lib/analytics.ts';
import type { MemeEdit } from './meme-text-dialog.tsx';

export type { GenerationLimit, Suggestion, SuggestionType, UserImage };
/** What the writer produced (a script; memes add their text). */
export type SuggestionResult = NonNullable<Suggestion['result']>;
export type ScriptCategory = z.infer<typeof scriptCategorySchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
/** POST /suggestions/{id}/regenerate: the idea (empty keeps it) and what should change. */
export type RegenerateBody = z.input<typeof regenerateRequestSchema>;
export type Feedback = 'like' | 'dislike' | 'none';
/** POST /suggestions/generate_batch and GET /suggestions/batch/{id}: three suggestions made from one request. */
export type SuggestionBatch = z.infer<typeof suggestionBatchSchema>;
export { BATCH_COUNT };

export interface Page<T> {
  items: T[];
  offset: number;
  limit: number;
  total: number;
}

export interface GenerateBody {
  type: SuggestionType;
  category?: ScriptCategory;
  user_input?: string;
  image_id?: string;
  meme_text?: string;
  /** Base the content on a trend (Trends → 'Create similar'). */
  trend_id?: string;
  /** Avatar: the user's recording (from /users/audio); without it the built-in voice speaks. */
  audio_id?: string;
  /** Avatar: the drafted script to speak (`Draft.result`), the one the recording reads. */
  script?: SuggestionResult;
  /** Meme: the music under it ('auto' when absent) and whether a voice reads the lines. */
  music?: MusicChoice;
  voice_over?: boolean;
  /** Meme: the layout ('auto' when absent: the text's shape decides). */
  meme_layout?: MemeLayoutChoice;
  /** Meme, avatar: the caption preset, position and highlight colour (the server's default when absent). */
  caption_look?: CaptionLook;
}

/** PATCH /suggestions/{id}/captions: fixed words (one for one), the emphasised words (the whole list) and/or the look. */
export type CaptionsEdit = EditCaptionsRequest;

/** Content of the list and the image picker comes 20 at a time. */
export const PAGE_SIZE = 20;
/** How often an item that is still being created is asked for again. */
export const POLL_MS = 1_000;

export const contentKeys = {
  all: ['suggestions'] as const,
  list: () => ['suggestions', 'list'] as const,
  item: (id: string) => ['suggestions', 'item', id] as const,
  batch: (id: string) => ['suggestions', 'batch', id] as const,
  limit: () => ['suggestions', 'limit'] as const,
  preferences: () => ['suggestions', 'preferences'] as const,
  images: () => ['images', 'list'] as const,
};

export const contentApi = {
  list: (offset: number, signal?: AbortSignal) => api<Page<Suggestion>>(`/suggestions?offset=${offset}&limit=${PAGE_SIZE}`, { signal }),
  get: (id: string, signal?: AbortSignal) => api<Suggestion>(`/suggestions/${encodeURIComponent(id)}`, { signal }),
  generate: (body: GenerateBody) => {
    track('generation_request', { type: body.type });
    return api<Suggestion>('/suggestions/generate', { method: 'POST', json: body });
  },
  /** Three variants of one request (three daily slots, or none when fewer are left). */
  generateBatch: (body: GenerateBody) => {
    track('generation_request', { type: body.type });
    return api<SuggestionBatch>('/suggestions/generate_batch', { method: 'POST', json: { ...body, count: BATCH_COUNT } });
  },
  batch: (id: string, signal?: AbortSignal) => api<SuggestionBatch>(`/suggestions/batch/${encodeURIComponent(id)}`, { signal }),
  feedback: (id: string, feedback: Feedback) => api<Suggestion>(`/suggestions/${encodeURIComponent(id)}/feedback?feedback=${feedback}`, { method: 'POST' }),
  regenerate: (id: string, body: RegenerateBody) => api<Suggestion>(`/suggestions/${encodeURIComponent(id)}/regenerate`, { method: 'POST', json: body }),
  /** New text and/or music and/or voice-over (the meme editor); the video is rendered again. */
  editMemeText: (id: string, edit: string | MemeEdit) =>
    api<Suggestion>(`/suggestions/${encodeURIComponent(id)}/meme`, { method: 'PATCH', json: typeof edit === 'string' ? { meme_text: edit } : edit }),
  /** The caption editor: the video is rendered again with the same voice (no daily slot). */
  editCaptions: (id: string, edit: CaptionsEdit) => api<Suggestion>(`/suggestions/${encodeURIComponent(id)}/captions`, { method: 'PATCH', json: edit }),
  download: (id: string) => apiFile(`/suggestions/download/${encodeURIComponent(id)}`),
  limit: (signal?: AbortSignal) => api<GenerationLimit>('/suggestions/limit', { signal }),
  preferences: (signal?: AbortSignal) => api<Preferences>('/suggestions/preferences', { signal }),
  savePreferences: (body: Preferences) => api<Preferences>('/suggestions/preferences', { method: 'PUT', json: body }),
  images: (offset: number, signal?: AbortSignal) => api<Page<UserImage>>(`/users/images?limit=${PAGE_SIZE}&offset=${offset}`, { signal }),
  /** 'avatar': the first-video photo (≤ 3 MB, must show one clear face, else a FACE_* error); 'general': any photo. */
  uploadImage: (file: File, purpose: 'general' | 'avatar' = 'general') => {
    const body = new FormData();
    body.append('image', file);
    if (purpose !== 'general') body.append('purpose', purpose);
    return api<UserImage>('/users/images', { method: 'POST', multipart: body });
  },
};

/** The user's content, newest first, a page of 20 at a time. */
export function useSuggestionList() {
  return useInfiniteQuery({
    queryKey: contentKeys.list(),
    queryFn: ({ pageParam, signal }) => contentApi.list(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
    // Signed media links live for an hour; a list older than a few minutes is fetched again when shown.
    staleTime: 60_000,
  });
}

/** One item, asked for again every second while it is being created. */
export function useSuggestion(id: string, initial?: Suggestion) {
  const client = useQueryClient();
  return useQuery({
    queryKey: contentKeys.item(id),
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<Suggestion>(contentKeys.item(id));
      const next = await contentApi.get(id, signal);
      if (before?.status === 'creating' && next.status !== 'creating') onFinished(client, next);
      return next;
    },
    ...(initial ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.status === 'creating' ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** An item finished: the list shows its new state; a failure gave its daily slot back. */
function onFinished(client: QueryClient, item: Suggestion) {
  updateInList(client, item);
  if (item.status === 'failed') void client.invalidateQueries({ queryKey: contentKeys.limit() });
}

type ListData = { pages: Page<Suggestion>[]; pageParams: number[] };

/**
 * Replaces an item in the cached list pages when it is there. A list already marked for a refetch (e.g. a new
 * item was started) is left alone, and the list keeps its age: patching one item must not make it look fresh.
 */
export function updateInList(client: QueryClient, item: Suggestion) {
  const state = client.getQueryState<ListData>(contentKeys.list());
  if (!state?.data || state.isInvalidated) return;
  if (!state.data.pages.some((page) => page.items.some((old) => old.id === item.id))) return;
  client.setQueryData<ListData>(
    contentKeys.list(),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.map((old) => (old.id === item.id ? item : old)) })),
      },
    { updatedAt: state.dataUpdatedAt },
  );
}

export function useGenerationLimit() {
  return useQuery({ queryKey: contentKeys.limit(), queryFn: ({ signal }) => contentApi.limit(signal), staleTime: 60_000 });
}

/**
 * What a 429 DAILY_LIMIT_REACHED tells us: no slot left, and when the next one frees up. Stored as the limit so the
 * notice and its countdown show at once everywhere.
 */
export function applyLimitError(client: QueryClient, error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'DAILY_LIMIT_REACHED') return false;
  const previous = client.getQueryData<GenerationLimit>(contentKeys.limit());
  const limit = Number(error.details?.limit) || previous?.limit || 10;
  const next = typeof error.details?.next_slot_at === 'string' ? error.details.next_slot_at : (previous?.next_slot_at ?? null);
  client.setQueryData<GenerationLimit>(contentKeys.limit(), {
    limit,
    used: limit,
    remaining: 0,
    next_slot_at: next,
    window_hours: 24,
  });
  return true;
}

/** A generation started: it costs a slot, and it goes to the top of the list. */
export function onGenerationStarted(client: QueryClient, item: Suggestion) {
  client.setQueryData(contentKeys.item(item.id), item);
  client.setQueryData<GenerationLimit>(contentKeys.limit(), (limit) =>
    limit ? { ...limit, used: limit.used + 1, remaining: Math.max(0, limit.remaining - 1) } : limit,
  );
  void client.invalidateQueries({ queryKey: contentKeys.limit() });
  void client.invalidateQueries({ queryKey: contentKeys.list() });
}

export function useGenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBody) => contentApi.generate(body),
    onSuccess: (item) => onGenerationStarted(client, item),
    onError: (error) => applyLimitError(client, error),
  });
}

/**
 * A 429 for a batch: a batch needs three, so it is refused while one or two may still be left. The limit is asked
 * for again (the server's count decides whether the daily-limit notice shows). Returns when enough for three free up
 * (ISO) if the server said, or undefined when the error was not the daily limit.
 */
export function applyBatchLimitError(client: QueryClient, error: unknown): { nextSlotAt: string | null } | undefined {
  if (!isApiError(error) || error.code !== 'DAILY_LIMIT_REACHED') return undefined;
  void client.invalidateQueries({ queryKey: contentKeys.limit() });
  return { nextSlotAt: typeof error.details?.next_slot_at === 'string' ? error.details.next_slot_at : null };
}

/** A batch started: three slots used, its items known one by one, the list and the limit fetched again. */
export function onBatchStarted(client: QueryClient, batch: SuggestionBatch) {
  client.setQueryData(contentKeys.batch(batch.id), batch);
  for (const item of batch.items) client.setQueryData(contentKeys.item(item.id), item);
  client.setQueryData<GenerationLimit>(contentKeys.limit(), (limit) =>
    limit ? { ...limit, used: limit.used + batch.items.length, remaining: Math.max(0, limit.remaining - batch.items.length) } : limit,
  );
  void client.invalidateQueries({ queryKey: contentKeys.limit() });
  void client.invalidateQueries({ queryKey: contentKeys.list() });
}

export function useGenerateBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateBody) => contentApi.generateBatch(body),
    onSuccess: (batch) => onBatchStarted(client, batch),
  });
}

/** A batch, asked for again every second while any of its variants is being created; finished variants update the list. */
export function useBatch(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: contentKeys.batch(id),
    queryFn: async ({ signal }) => {
      const before = client.getQueryData<SuggestionBatch>(contentKeys.batch(id));
      const next = await contentApi.batch(id, signal);
      for (const item of next.items) {
        const old = before?.items.find((candidate) => candidate.id === item.id);
        client.setQueryData(contentKeys.item(item.id), item);
        if (old?.status === 'creating' && item.status !== 'creating') onFinished(client, item);
      }
      return next;
    },
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'creating') ? POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function useRegenerate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateBody) => contentApi.regenerate(id, body),
    onSuccess: (item) => onGenerationStarted(client, item),
    onError: (error) => applyLimitError(client, error),
  });
}

/** Like, dislike or neither; shown at once, put back if the server says no. */
export function useFeedback(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feedback: Feedback) => contentApi.feedback(id, feedback),
    onMutate: async (feedback) => {
      await client.cancelQueries({ queryKey: contentKeys.item(id) });
      const previous = client.getQueryData<Suggestion>(contentKeys.item(id));
      if (previous) client.setQueryData(contentKeys.item(id), { ...previous, feedback: feedback === 'none' ? null : feedback });
      return { previous };
    },
    onError: (_error, _feedback, context) => {
      if (context?.previous) client.setQueryData(contentKeys.item(id), context.previous);
    },
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(id), item);
      updateInList(client, item);
    },
  });
}

export function useEditMemeText(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: string | MemeEdit) => contentApi.editMemeText(id, edit),
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(id), item);
      updateInList(client, item);
    },
  });
}

export function useEditCaptions(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: CaptionsEdit) => contentApi.editCaptions(id, edit),
    onSuccess: (item) => {
      client.setQueryData(contentKeys.item(id), item);
      updateInList(client, item);
    },
  });
}

export function usePreferences() {
  return useQuery({ queryKey: contentKeys.preferences(), queryFn: ({ signal }) => contentApi.preferences(signal), staleTime: 5 * 60_000 });
}

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Preferences) => contentApi.savePreferences(body),
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: contentKeys.preferences() });
      const previous = client.getQueryData<Preferences>(contentKeys.preferences());
      client.setQueryData(contentKeys.preferences(), body);
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) client.setQueryData(contentKeys.preferences(), context.previous);
    },
    onSuccess: (saved) => client.setQueryData(contentKeys.preferences(), saved),
  });
}

export function useUserImages() {
  return useInfiniteQuery({
    queryKey: contentKeys.images(),
    queryFn: ({ pageParam, signal }) => contentApi.images(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
    staleTime: 60_000,
  });
}

export function useUploadImage(purpose: 'general' | 'avatar' = 'general') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => contentApi.uploadImage(file, purpose),
    onSuccess: () => void client.invalidateQueries({ queryKey: contentKeys.images() }),
  });
}

/** Pages flattened, an item that moved between pages (new items push the rest down) shown once. */
export function flattenPages<T extends { id: string }>(pages: Page<T>[] | undefined): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}
