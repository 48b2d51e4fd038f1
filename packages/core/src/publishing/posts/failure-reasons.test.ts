import { POST_FAILURE_REASONS } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { reasonForSubcode } from './failure-reasons.ts';

describe('failure reasons', () => {
  it("maps Instagram's subcodes to reasons people read, and unknown ones to media_rejected", () => {
    expect(reasonForSubcode(2207026)).toBe('video_format');
    expect(reasonForSubcode(2207005)).toBe('image_format');
    expect(reasonForSubcode(2207009)).toBe('aspect_ratio');
    expect(reasonForSubcode(2207010)).toBe('caption_too_long');
    expect(reasonForSubcode(2207028)).toBe('carousel_size');
    expect(reasonForSubcode(2207052)).toBe('media_fetch_failed');
    expect(reasonForSubcode(2207008)).toBe('container_expired');
    expect(reasonForSubcode(2207020)).toBe('container_expired');
    expect(reasonForSubcode(2207042)).toBe('quota_reached');
    expect(reasonForSubcode(2207999)).toBe('media_rejected');
    expect(reasonForSubcode(undefined, 'processing_failed')).toBe('processing_failed');
    for (const subcode of [2207026, 2207005, 2207009, 2207999]) expect(POST_FAILURE_REASONS).toContain(reasonForSubcode(subcode));
  });
});
