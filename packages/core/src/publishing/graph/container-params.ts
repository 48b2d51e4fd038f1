import type { ContainerInput } from './graph-types.ts';

/** The form parameters of `POST /{ig-user-id}/media` for one container input. */
export function containerParams(input: ContainerInput): Record<string, string> {
  const params: Record<string, string | undefined> = {};
  switch (input.kind) {
    case 'image':
      Object.assign(params, { image_url: input.imageUrl, caption: input.caption, alt_text: input.altText });
      break;
    case 'reel':
      Object.assign(params, {
        media_type: 'REELS',
        video_url: input.videoUrl,
        caption: input.caption,
        cover_url: input.coverUrl,
        thumb_offset: input.thumbOffsetMs === undefined ? undefined : String(Math.max(0, Math.round(input.thumbOffsetMs))),
        share_to_feed: input.shareToFeed === undefined ? undefined : String(input.shareToFeed),
        collaborators: input.collaborators?.length ? JSON.stringify(input.collaborators) : undefined,
        audio_name: input.audioName,
      });
      break;
    case 'story':
      Object.assign(params, { media_type: 'STORIES', image_url: input.imageUrl, video_url: input.videoUrl });
      break;
    case 'carouselItem':
      // A video item is a VIDEO container marked as a carousel item; an image item needs no media_type.
      Object.assign(params, {
        is_carousel_item: 'true',
        media_type: input.videoUrl ? 'VIDEO' : undefined,
        image_url: input.imageUrl,
        video_url: input.videoUrl,
      });
      break;
    case 'carousel':
      Object.assign(params, {
        media_type: 'CAROUSEL',
        children: input.children.join(','),
        caption: input.caption,
        collaborators: input.collaborators?.length ? JSON.stringify(input.collaborators) : undefined,
      });
      break;
  }
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
