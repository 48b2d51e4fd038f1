import { describe, expect, it } from 'vitest';
import { containerParams } from './container-params.ts';

describe('containerParams', () => {
  it('maps each container kind to the form Instagram expects, leaving out what is unset', () => {
    expect(containerParams({ kind: 'image', imageUrl: 'https://x/a.jpg' })).toEqual({ image_url: 'https://x/a.jpg' });
    expect(
      containerParams({
        kind: 'reel',
        videoUrl: 'https://x/v.mp4',
        caption: 'c',
        thumbOffsetMs: 1234.4,
        shareToFeed: false,
        collaborators: ['a', 'b'],
        audioName: 'Song',
      }),
    ).toEqual({
      media_type: 'REELS',
      video_url: 'https://x/v.mp4',
      caption: 'c',
      thumb_offset: '1234',
      share_to_feed: 'false',
      collaborators: '["a","b"]',
      audio_name: 'Song',
    });
    expect(containerParams({ kind: 'story', imageUrl: 'https://x/a.jpg' })).toEqual({ media_type: 'STORIES', image_url: 'https://x/a.jpg' });
    expect(containerParams({ kind: 'carouselItem', videoUrl: 'https://x/v.mp4' })).toEqual({
      is_carousel_item: 'true',
      media_type: 'VIDEO',
      video_url: 'https://x/v.mp4',
    });
    expect(containerParams({ kind: 'carousel', children: ['1', '2'], caption: 'c' })).toEqual({ media_type: 'CAROUSEL', children: '1,2', caption: 'c' });
  });
});
