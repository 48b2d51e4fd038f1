import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FEED_MAX_RATIO, FEED_MIN_RATIO, feedFrame, fitImageForInstagram } from './fit-for-instagram.ts';

describe('photos fitted for Instagram', () => {
  it('keeps a feed ratio inside 4:5…1.91:1 and pads only what is outside', () => {
    expect(feedFrame(1080, 1350)).toEqual({ width: 1080, height: 1350 });
    expect(feedFrame(1000, 1000)).toEqual({ width: 1000, height: 1000 });
    for (const [w, h] of [
      [400, 2000],
      [3000, 400],
      [1081, 1352],
      [2048, 1000],
      [7, 9],
    ] as const) {
      const frame = feedFrame(w, h);
      expect(frame.width / frame.height).toBeGreaterThanOrEqual(FEED_MIN_RATIO);
      expect(frame.width / frame.height).toBeLessThanOrEqual(FEED_MAX_RATIO);
      expect(frame.width).toBeLessThanOrEqual(1440);
    }
  });

  it('makes a JPEG: a tall photo padded to 4:5 for the feed, any photo 9:16 for a story', async () => {
    const tall = await sharp({ create: { width: 200, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const feed = await fitImageForInstagram(tall, 'feed');
    expect(feed.data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(feed.width / feed.height).toBeCloseTo(0.8, 2);
    const story = await fitImageForInstagram(tall, 'story');
    expect([story.width, story.height]).toEqual([1080, 1920]);
  });
});
