import { index, integer, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

// A user's uploaded photos and recordings (media-library/**).

/** Photos a user uploaded: a normalised JPEG and a thumbnail, both in object storage. */
export const userImages = pgTable(
  'user_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Face detection, once per photo: 'ok' | 'no_face' | 'several_faces' | 'too_small' | 'blurred'; null = not run yet. */
    faceStatus: text('face_status'),
    /** The detected face's landmarks (FaceLandmarks from @reelcraft/media) when one face was found. */
    face: jsonb('face').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('user_images_user_idx').on(table.userId, table.createdAt)],
);

/** Voice recordings a user uploaded, transcoded to one format. */
export const userAudio = pgTable(
  'user_audio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    bytes: integer('bytes').notNull(),
    /** 'recording': the user reading a script; 'music': a track the user brought for their memes. */
    kind: text('kind', { enum: ['recording', 'music'] })
      .notNull()
      .default('recording'),
    /** The file name the user uploaded (shown in the track picker); null for recordings. */
    title: text('title'),
    createdAt: createdAt(),
  },
  (table) => [index('user_audio_user_idx').on(table.userId, table.createdAt)],
);

export type UserImageRow = typeof userImages.$inferSelect;
export type UserAudioRow = typeof userAudio.$inferSelect;
