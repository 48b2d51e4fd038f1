import type {
  BestTimesResponse,
  ConnectOutcome,
  CreatePostRequest,
  Post,
  PostStatus,
  PublishingAccount,
  PublishingAccountsResponse,
  UpdatePostRequest,
} from '@reelcraft/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { connectCallbackQuerySchema, createPostRequestSchema } from '@reelcraft/contract';
import { api, isApiError } from '../../lib/api.ts';

export type { BestTimesResponse, ConnectOutcome, Post, PostStatus, PublishingAccount, PublishingAccountsResponse };

/** POST /publishing/accounts/callback: what Instagram put on the redirect, handed over with the session. */
export type CallbackBody = z.infer<typeof connectCallbackQuerySchema>;
export interface CallbackResult {
  outcome: ConnectOutcome;
  account?: PublishingAccount;
}
/** The body as the form builds it: defaults (caption '', share_to_feed true, time zone UTC) may be left out. */
export type CreatePostBody = z.input<typeof createPostRequestSchema>;

export const publishingKeys = {
  all: ['publishing'] as const,
  accounts: () => ['publishing', 'accounts'] as const,
  posts: () => ['publishing', 'posts'] as const,
  window: (from: string, to: string) => ['publishing', 'posts', 'window', from, to] as const,
  post: (id: string) => ['publishing', 'post', id] as const,
  bestTimes: (zone: string) => ['publishing', 'best-times', zone] as const,
};

const postPath = (id: string) => `/publishing/posts/${encodeURIComponent(id)}`;

export const publishingApi = {
  accounts: (signal?: AbortSignal) => api<PublishingAccountsResponse>('/publishing/accounts', { signal }),
  connect: () => api<{ authorize_url: string }>('/publishing/accounts/connect', { method: 'POST' }),
  callback: (body: CallbackBody) => api<CallbackResult>('/publishing/accounts/callback', { method: 'POST', json: body }),
  disconnect: (id: string) => api<{ revoked: boolean }>(`/publishing/accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  createPost: (body: CreatePostBody | CreatePostRequest) => api<Post>('/publishing/posts', { method: 'POST', json: body }),
  posts: (from: string, to: string, signal?: AbortSignal) =>
    api<{ posts: Post[] }>(`/publishing/posts?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { signal }),
  post: (id: string, signal?: AbortSignal) => api<Post>(postPath(id), { signal }),
  updatePost: (id: string, body: UpdatePostRequest) => api<Post>(postPath(id), { method: 'PATCH', json: body }),
  cancelPost: (id: string) => api<unknown>(postPath(id), { method: 'DELETE' }),
  retryPost: (id: string) => api<Post>(`${postPath(id)}/retry`, { method: 'POST' }),
  refreshInsights: (id: string) => api<Post>(`${postPath(id)}/insights`, { method: 'POST' }),
  bestTimes: (timeZone: string, signal?: AbortSignal) => api<BestTimesResponse>(`/publishing/best-times?time_zone=${encodeURIComponent(timeZone)}`, { signal }),
};

/** The browser's IANA zone: posts are planned and shown in it (the creator's own clock). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function usePublishingAccounts() {
  return useQuery({ queryKey: publishingKeys.accounts(), queryFn: ({ signal }) => publishingApi.accounts(signal), staleTime: 30_000 });
}

/** Starts the OAuth flow: the server gives Instagram's consent URL and the browser leaves for it. */
export function useConnect() {
  return useMutation({
    mutationFn: () => publishingApi.connect(),
    onSuccess: ({ authorize_url }) => window.location.assign(authorize_url),
  });
}

export function useDisconnect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishingApi.disconnect(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: publishingKeys.accounts() }),
  });
}

export function useBestTimes(timeZone: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.bestTimes(timeZone),
    queryFn: ({ signal }) => publishingApi.bestTimes(timeZone, signal),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/**
 * Polling while a post is on its way: every 3 s, slower each time (×1.5, at most 30 s), and no longer than 10 minutes
 * of polls in a row. A failed poll is not retried here: a 4xx will not heal, and the next poll is the retry for the rest.
 */
export const POLL_FIRST_MS = 3_000;
export const POLL_MAX_MS = 30_000;
export const POLL_MAX_COUNT = 40;

export function pollDelay(count: number): number | false {
  if (count >= POLL_MAX_COUNT) return false;
  return Math.min(POLL_MAX_MS, Math.round(POLL_FIRST_MS * 1.5 ** count));
}

/**
 * Whether the post is still moving by itself (so its page or the calendar should look again): publishing, or
 * scheduled but already handed to the job ("Post now", Retry and a time moved to now answer `scheduled` with the stage
 * `queued`) or whose time has come (the tick sends it within a minute).
 */
export function isMoving(post: Pick<Post, 'status' | 'stage' | 'publish_at'>, now = Date.now()): boolean {
  if (post.status === 'publishing') return true;
  return post.status === 'scheduled' && (post.stage !== null || Date.parse(post.publish_at) <= now);
}

function clientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** The calendar's window of posts; polled with backoff while any of them is publishing. */
export function usePostsWindow(from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.window(from, to),
    queryFn: ({ signal }) => publishingApi.posts(from, to, signal),
    enabled,
    staleTime: 15_000,
    retry: (count, error) => count < 2 && !clientError(error),
    refetchInterval: (query) => {
      if (query.state.status === 'error' && clientError(query.state.error)) return false;
      if (!query.state.data?.posts.some(isMoving)) return false;
      return pollDelay(query.state.dataUpdateCount);
    },
    refetchIntervalInBackground: false,
  });
}

export function usePost(id: string) {
  return useQuery({
    queryKey: publishingKeys.post(id),
    queryFn: ({ signal }) => publishingApi.post(id, signal),
    retry: (count, error) => count < 2 && !clientError(error),
    refetchInterval: (query) => {
      if (query.state.status === 'error' && clientError(query.state.error)) return false;
      if (!query.state.data || !isMoving(query.state.data)) return false;
      return pollDelay(query.state.dataUpdateCount);
    },
    refetchIntervalInBackground: false,
  });
}

/** A post changed: every list showing it is fetched again, and the one-post view gets the answer at once. */
function onPostChanged(client: QueryClient, post: Post | undefined) {
  if (post) client.setQueryData(publishingKeys.post(post.id), post);
  void client.invalidateQueries({ queryKey: publishingKeys.posts() });
  void client.invalidateQueries({ queryKey: publishingKeys.accounts() });
}

export function useCreatePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreatePostBody) => publishingApi.createPost(body), onSuccess: (post) => onPostChanged(client, post) });
}

type WindowData = { posts: Post[] };

/** Edits a post; a new time shows at once in the calendar (put back if the server says no). */
export function useUpdatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePostRequest }) => publishingApi.updatePost(id, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: publishingKeys.posts() });
      const previous = client.getQueriesData<WindowData>({ queryKey: publishingKeys.posts() });
      client.setQueriesData<WindowData>({ queryKey: publishingKeys.posts() }, (data) =>
        data ? { posts: data.posts.map((post) => (post.id === id ? { ...post, ...body, publish_at: body.publish_at ?? post.publish_at } : post)) } : data,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: (post) => onPostChanged(client, post),
  });
}

export function useCancelPost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => publishingApi.cancelPost(id), onSuccess: () => onPostChanged(client, undefined) });
}

export function useRetryPost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => publishingApi.retryPost(id), onSuccess: (post) => onPostChanged(client, post) });
}

/** "Refresh insights": the post's numbers read from Instagram now (the server answers the stored ones within 5 minutes). */
export function useRefreshInsights() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => publishingApi.refreshInsights(id), onSuccess: (post) => onPostChanged(client, post) });
}
