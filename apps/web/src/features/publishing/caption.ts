import {
  CAPTION_HASHTAGS_MAX,
  CAPTION_MAX,
  CAPTION_MENTIONS_MAX,
  CAROUSEL_MAX,
  CAROUSEL_MIN,
  COLLABORATORS_MAX,
  SCHEDULE_HORIZON_DAYS,
  instagramUsernameSchema,
  type PublishKind,
} from '@reelcraft/contract';

/** The same patterns as the contract's caption schema, so the counters agree with what the server accepts. */
const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
const MENTION = /(^|\s)@[A-Za-z0-9._]+/g;

export interface CaptionCounts {
  characters: number;
  hashtags: number;
  mentions: number;
}

export function captionCounts(caption: string): CaptionCounts {
  return {
    // Instagram counts characters as people see them; a surrogate pair (an emoji) is one.
    characters: [...caption].length,
    hashtags: (caption.match(HASHTAG) ?? []).length,
    mentions: (caption.match(MENTION) ?? []).length,
  };
}

/** The caption a script suggests: its caption, a blank line, its hashtags (each with one #). */
export function captionFromScript(result: { caption?: string; hashtags?: readonly string[] } | null | undefined): string {
  if (!result) return '';
  const hashtags = (result.hashtags ?? [])
    .map((tag) => tag.trim().replace(/^#+/, ''))
    .filter(Boolean)
    .map((tag) => `#${tag.replace(/\s+/g, '')}`);
  return [result.caption?.trim() ?? '', hashtags.join(' ')].filter(Boolean).join('\n\n');
}

/** "@anna, bob" → ['anna', 'bob']: the collaborators field as Instagram usernames. */
export function parseCollaborators(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((name) => name.trim().replace(/^@+/, '').toLowerCase())
    .filter(Boolean);
}

export type ComposerField = 'account' | 'caption' | 'photos' | 'collaborators' | 'publish_at';

/** What a validation problem is, as a catalog key under `web.publishing.composer.errors` with its values. */
export interface ComposerProblem {
  field: ComposerField;
  key: string;
  values?: Record<string, number | string>;
}

export interface ComposerValues {
  accountId: string | null;
  kind: PublishKind;
  caption: string;
  imageIds: readonly string[];
  collaborators: string;
  when: 'now' | 'schedule';
  publishAt: Date | null;
}

/**
 * What stops the composer from sending, checked as the creator types (the server checks it all again): the caption's
 * length, hashtags and mentions, the photos a carousel, photo or story needs, collaborators, and a time in the future
 * (at least a minute ahead) within the scheduling horizon.
 */
export function validateComposer(values: ComposerValues, now: Date, mediaFromPhotos: boolean): ComposerProblem[] {
  const problems: ComposerProblem[] = [];
  if (!values.accountId) problems.push({ field: 'account', key: 'account' });

  // Stories have no caption on Instagram: whatever the field holds is not sent.
  const counts = values.kind === 'story' ? { characters: 0, hashtags: 0, mentions: 0 } : captionCounts(values.caption);
  if (counts.characters > CAPTION_MAX) problems.push({ field: 'caption', key: 'caption_length', values: { max: CAPTION_MAX } });
  if (counts.hashtags > CAPTION_HASHTAGS_MAX) problems.push({ field: 'caption', key: 'hashtags', values: { max: CAPTION_HASHTAGS_MAX } });
  if (counts.mentions > CAPTION_MENTIONS_MAX) problems.push({ field: 'caption', key: 'mentions', values: { max: CAPTION_MENTIONS_MAX } });

  if (mediaFromPhotos) {
    const photos = values.imageIds.length;
    if (values.kind === 'carousel' && (photos < CAROUSEL_MIN || photos > CAROUSEL_MAX))
      problems.push({ field: 'photos', key: 'carousel_size', values: { min: CAROUSEL_MIN, max: CAROUSEL_MAX } });
    if ((values.kind === 'image' || values.kind === 'story') && photos !== 1) problems.push({ field: 'photos', key: 'one_photo' });
  }

  const collaborators = parseCollaborators(values.collaborators);
  if (collaborators.length > COLLABORATORS_MAX) problems.push({ field: 'collaborators', key: 'collaborators_max', values: { max: COLLABORATORS_MAX } });
  else if (collaborators.some((name) => !instagramUsernameSchema.safeParse(name).success))
    problems.push({ field: 'collaborators', key: 'collaborators_invalid' });
  else if (new Set(collaborators).size !== collaborators.length) problems.push({ field: 'collaborators', key: 'collaborators_twice' });

  if (values.when === 'schedule') {
    if (!values.publishAt) problems.push({ field: 'publish_at', key: 'time_missing' });
    else if (values.publishAt.getTime() < now.getTime() + 60_000) problems.push({ field: 'publish_at', key: 'time_past' });
    else if (values.publishAt.getTime() > now.getTime() + SCHEDULE_HORIZON_DAYS * 86_400_000)
      problems.push({ field: 'publish_at', key: 'time_far', values: { days: SCHEDULE_HORIZON_DAYS } });
  }
  return problems;
}
