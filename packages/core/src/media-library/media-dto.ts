import { type FaceStatus, faceStatusSchema, type UserAudio, type UserImage } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { signMediaLink } from '../storage/media-links.ts';
import type { UserAudioRow, UserImageRow } from './user-media.repository.ts';

function linkFor(core: Core, storageKey: string): string {
  return signMediaLink(core.jwtKey, { storageKey, expiresAt: new Date(core.now().getTime() + core.config.MEDIA_LINK_TTL_SECONDS * 1000) });
}

export function toUserImageDto(core: Core, row: UserImageRow): UserImage {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    url: linkFor(core, row.storageKey),
    thumbnail_url: linkFor(core, row.thumbnailKey),
    face_status: faceStatusSchema.safeParse(row.faceStatus).success ? (row.faceStatus as FaceStatus) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toUserAudioDto(core: Core, row: UserAudioRow): UserAudio {
  return { id: row.id, duration_seconds: row.durationSeconds, bytes: row.bytes, url: linkFor(core, row.storageKey), created_at: row.createdAt.toISOString() };
}
