import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { UserImage } from '../content/content.api.ts';
import { readAloudParts, type Draft } from './avatar.api.ts';
import { TalkingVideoFlow } from './talking-video-flow.tsx';

// Issue 32: where only the creator can supply the fact, the script they record from says so, under that line.

const PHOTO_ID = '8e8d2e66-6e1b-4f1f-8b62-4d2d4f7f1b22';
const limitLeft = { limit: 10, used: 0, remaining: 10, next_slot_at: null, window_hours: 24 };
const photo: UserImage = {
  id: PHOTO_ID,
  width: 672,
  height: 896,
  bytes: 120_000,
  url: '/files/photo.jpg',
  thumbnail_url: '/files/photo-thumb.jpg',
  face_status: 'ok',
  created_at: '2026-03-01T10:00:00.000Z',
};

const draft: Draft = {
  result: {
    title: 'My posture fix',
    hook: 'My back stopped hurting at my home desk.',
    beats: [
      { onScreenText: 'Desk', spokenLine: 'My back stopped hurting at my home desk.', seconds: 4 },
      { onScreenText: 'The change', spokenLine: 'One change made the biggest difference.', seconds: 5, prompt: 'Say the one change that worked for you' },
    ],
    caption: 'c',
    hashtags: ['posture'],
    callToAction: 'Follow',
    estimatedSeconds: 9,
  },
  read_aloud: 'My back stopped hurting at my home desk.\n\nOne change made the biggest difference.',
  estimated_seconds: 9,
};

beforeEach(() => setLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en');
});

describe("the creator's turn while recording", () => {
  it('pairs a prompt with its paragraph only when paragraphs and beats line up', () => {
    expect(readAloudParts(draft, false).map((part) => part.prompt)).toEqual([undefined, 'Say the one change that worked for you']);
    expect(readAloudParts({ ...draft, read_aloud: 'One paragraph only.' }, false)[0]).not.toHaveProperty('prompt');
  });

  it('shows the prompt in the teleprompter under its line, labelled in the language of the page', async () => {
    setLocale('es');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/users/images': () => json({ items: [photo], offset: 0, limit: 20, total: 1 }),
        'GET /api/suggestions/limit': () => json(limitLeft),
        'POST /api/suggestions/draft': () => json(draft),
      }).fetch,
    );
    renderRoutes([page(<TalkingVideoFlow kind="avatar" />, '/app/first-video'), page(<p>generate tab</p>, '/app')], `/app/first-video?photo=${PHOTO_ID}`);
    const prompter = await screen.findByTestId('teleprompter');
    const turns = within(prompter).getAllByRole('complementary', { name: 'Tu turno' });
    expect(turns).toHaveLength(1);
    expect(turns[0]?.textContent).toContain('Say the one change that worked for you');
    expect(turns[0]?.parentElement?.textContent).toContain('One change made the biggest difference.');
  });
});
