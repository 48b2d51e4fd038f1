import type { growthPlanSchema, instagramProfileListSchema, instagramProfileSchema, ProfileAnalysis, Trend, TrendPage } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type GrowthPlan = z.infer<typeof growthPlanSchema>;
export type InstagramProfile = z.infer<typeof instagramProfileSchema>;
export type InstagramProfileList = z.infer<typeof instagramProfileListSchema>;
export type { ProfileAnalysis, Trend, TrendPage };

/** An analysis is asked for again every second while it runs. */
export const ANALYSIS_POLL_MS = 1_000;

export interface AnalysisPatch {
  domain?: string;
  style?: string;
  why_followers_choose_you?: string;
  recommendations?: string[];
}

export const instagramKeys = {
  analysis: (id: string) => ['instagram', 'analysis', id] as const,
  profiles: () => ['instagram', 'profiles'] as const,
  profileAnalysis: (profileId: string) => ['instagram', 'profile-analysis', profileId] as const,
  growthPlan: () => ['instagram', 'growth-plan'] as const,
  trendsById: (language: string, ids: readonly string[]) => ['trends', 'by-id', language, ids.join(',')] as const,
};

export const instagramApi = {
  /** Starts an analysis; with a token the analysis belongs to the user, without one it waits to be attached. */
  startAnalysis: (username: string, language: Language) =>
    api<ProfileAnalysis>('/profiles/preview', { method: 'POST', json: { username, language: language.toUpperCase() } }),
  analysis: (id: string, signal?: AbortSignal) => api<ProfileAnalysis>(`/profiles/preview/${encodeURIComponent(id)}`, { signal }),
  profiles: (signal?: AbortSignal) => api<InstagramProfileList>('/profiles', { signal }),
  attach: (analysisId: string) => api<InstagramProfile>(`/profiles?analysis_id=${encodeURIComponent(analysisId)}`, { method: 'POST' }),
  activate: (profileId: string) => api<InstagramProfile>(`/profiles/${encodeURIComponent(profileId)}/activate`, { method: 'POST' }),
  remove: (profileId: string) => api<{ ok: true }>(`/profiles/${encodeURIComponent(profileId)}`, { method: 'DELETE' }),
  profileAnalysis: (profileId: string, signal?: AbortSignal) => api<ProfileAnalysis>(`/profiles/${encodeURIComponent(profileId)}/analysis`, { signal }),
  patchAnalysis: (profileId: string, patch: AnalysisPatch) =>
    api<ProfileAnalysis>(`/profiles/${encodeURIComponent(profileId)}/analysis`, { method: 'PATCH', json: { ...patch, profile_id: profileId } }),
  /** Re-writes a finished analysis in `language` from its stored numbers (no new look at Instagram). */
  narrateAnalysis: (id: string, language: Language) =>
    api<ProfileAnalysis>(`/profiles/preview/${encodeURIComponent(id)}/narrate`, { method: 'POST', json: { language } }),
  /** A new analysis of the active profile (the spec's "regenerate"). */
  reanalyseActive: () => api<ProfileAnalysis>('/instagram/request/create'),
  growthPlan: (signal?: AbortSignal) => api<GrowthPlan>('/user/growth-plan', { signal }),
  sendAnalysis: () => api<{ ok: true }>('/users/web/send-analysis', { method: 'POST' }),
  trends: (params: { page: number; limit: number; language: Language }, signal?: AbortSignal) =>
    api<TrendPage>(`/trends?limit=${params.limit}&page=${params.page}&language=${params.language}`, { signal, auth: false }),
};

/** One analysis, polled every second while it runs. `initial` (the answer of the start call) shows at once. */
export function useAnalysis(id: string | null, initial?: ProfileAnalysis) {
  return useQuery({
    queryKey: instagramKeys.analysis(id ?? ''),
    queryFn: ({ signal }) => instagramApi.analysis(id ?? '', signal),
    enabled: Boolean(id),
    ...(initial && initial.id === id ? { initialData: initial, initialDataUpdatedAt: Date.now() } : {}),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? ANALYSIS_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

/** Seeds the cache with a just-started analysis, so its screen shows the first stage without waiting. */
export function primeAnalysis(client: QueryClient, analysis: ProfileAnalysis): void {
  client.setQueryData(instagramKeys.analysis(analysis.id), analysis);
}

export function useInstagramProfiles(enabled = true) {
  return useQuery({
    queryKey: instagramKeys.profiles(),
    queryFn: ({ signal }) => instagramApi.profiles(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useProfileAnalysis(profileId: string) {
  return useQuery({
    queryKey: instagramKeys.profileAnalysis(profileId),
    queryFn: ({ signal }) => instagramApi.profileAnalysis(profileId, signal),
    staleTime: 60_000,
  });
}

export function useGrowthPlan(enabled: boolean) {
  return useQuery({
    queryKey: instagramKeys.growthPlan(),
    queryFn: ({ signal }) => instagramApi.growthPlan(signal),
    enabled,
    staleTime: 30_000,
  });
}

/** Attaches an analysed account (a fresh analysis of an attached account replaces its old one). */
export function useAttachProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (analysisId: string) => instagramApi.attach(analysisId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: instagramKeys.profiles() });
      void client.invalidateQueries({ queryKey: instagramKeys.growthPlan() });
    },
  });
}

export function useActivateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => instagramApi.activate(profileId),
    onMutate: async (profileId) => {
      await client.cancelQueries({ queryKey: instagramKeys.profiles() });
      const previous = client.getQueryData<InstagramProfileList>(instagramKeys.profiles());
      if (previous) {
        client.setQueryData<InstagramProfileList>(instagramKeys.profiles(), {
          ...previous,
          items: previous.items.map((item) => ({ ...item, is_active: item.id === profileId })),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) client.setQueryData(instagramKeys.profiles(), context.previous);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: instagramKeys.profiles() }),
  });
}

export function useRemoveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => instagramApi.remove(profileId),
    onSuccess: (_ok, profileId) => {
      client.setQueryData<InstagramProfileList>(instagramKeys.profiles(), (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== profileId) } : list,
      );
      client.removeQueries({ queryKey: instagramKeys.profileAnalysis(profileId) });
      void client.invalidateQueries({ queryKey: instagramKeys.profiles() });
    },
  });
}

export function usePatchAnalysis(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AnalysisPatch) => instagramApi.patchAnalysis(profileId, patch),
    onSuccess: (analysis) => client.setQueryData(instagramKeys.profileAnalysis(profileId), analysis),
  });
}

/**
 * The trends an analysis picked (`trend_ids`), with their titles. There is no lookup by id, so the catalogue of the
 * analysis language is read a few large pages at a time until every id is found.
 */
export function useTrendsById(language: Language, ids: readonly string[]) {
  return useQuery({
    queryKey: instagramKeys.trendsById(language, ids),
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const wanted = new Set(ids);
      const found = new Map<string, Trend>();
      for (let page = 1; page <= 5 && found.size < wanted.size; page += 1) {
        const result = await instagramApi.trends({ page, limit: 50, language }, signal);
        for (const trend of result.items) if (wanted.has(trend.id)) found.set(trend.id, trend);
        if (page >= result.pages) break;
      }
      return ids.map((id) => found.get(id)).filter((trend): trend is Trend => Boolean(trend));
    },
  });
}

/**
 * Re-writes an analysis in the interface's language; the answer replaces the analysis wherever it is cached (its own
 * key and, for an attached account, the profile's), so the page shows one language again.
 */
export function useNarrateAnalysis(profileId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, language }: { id: string; language: Language }) => instagramApi.narrateAnalysis(id, language),
    onSuccess: (analysis) => {
      client.setQueryData(instagramKeys.analysis(analysis.id), analysis);
      if (profileId) client.setQueryData(instagramKeys.profileAnalysis(profileId), analysis);
    },
  });
}
