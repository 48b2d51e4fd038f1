import type { MusicChoice, MusicLibrary, UsedSound, UserMusic } from '@reelcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type { MusicChoice, MusicLibrary, UsedSound, UserMusic };

export const musicKeys = { library: () => ['music', 'library'] as const };

export const musicApi = {
  library: (signal?: AbortSignal) => api<MusicLibrary>('/music', { signal }),
  upload: (file: File) => {
    const body = new FormData();
    body.append('audio', file);
    return api<UserMusic>('/users/music', { method: 'POST', multipart: body });
  },
  remove: (id: string) => api<{ ok: true }>(`/users/music/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** The built-in tracks (with preview links, which expire: refetched after a while) and the user's own. */
export function useMusicLibrary(enabled = true) {
  return useQuery({ queryKey: musicKeys.library(), queryFn: ({ signal }) => musicApi.library(signal), enabled, staleTime: 5 * 60_000 });
}

export function useUploadMusic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => musicApi.upload(file),
    onSuccess: (track) => {
      client.setQueryData<MusicLibrary>(musicKeys.library(), (library) => (library ? { ...library, uploads: [track, ...library.uploads] } : library));
    },
  });
}

export function useDeleteMusic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => musicApi.remove(id),
    onSuccess: (_ok, id) => {
      client.setQueryData<MusicLibrary>(musicKeys.library(), (library) =>
        library ? { ...library, uploads: library.uploads.filter((track) => track.id !== id) } : library,
      );
    },
  });
}
