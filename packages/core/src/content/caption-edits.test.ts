import { describe, expect, it } from 'vitest';
import { applyCaptionEdits, captionEditsOf, captionLookOf, mergeCaptionEdits, renderedCaptions } from './caption-edits.ts';
import { memeCaptions } from './render-meme-video.ts';

const words = [
  { text: 'Post', start: 0, end: 0.3 },
  { text: 'every', start: 0.3, end: 0.6 },
  { text: 'dayy', start: 0.6, end: 1, breakAfter: true },
];

describe('caption edits', () => {
  it('fix a word and emphasise words at their own times; the rest is untouched', () => {
    const edited = applyCaptionEdits(words, captionEditsOf({ caption_edits: { words: [{ index: 2, text: 'day' }], emphasis: [0] } }));
    expect(edited).toEqual([
      { text: 'Post', start: 0, end: 0.3, emphasis: true },
      { text: 'every', start: 0.3, end: 0.6 },
      { text: 'day', start: 0.6, end: 1, breakAfter: true },
    ]);
    expect(renderedCaptions(edited, undefined)).toEqual({
      words: ['Post', 'every', 'day'],
      emphasis: [0],
      look: { preset: 'highlight', position: 'bottom', color: '#FFD60A' },
    });
  });

  it('ignore edits past the words (a voice that changed since) and unreadable stored edits', () => {
    expect(applyCaptionEdits(words, captionEditsOf({ caption_edits: { words: [{ index: 7, text: 'x' }], emphasis: [9] } }))).toEqual(words);
    expect(applyCaptionEdits(words, captionEditsOf({ caption_edits: 'nonsense' }))).toEqual(words);
  });

  it('merge: a new fix replaces the old one at its index, a new emphasis list replaces the old list', () => {
    const previous = captionEditsOf({
      caption_edits: {
        words: [
          { index: 2, text: 'day' },
          { index: 0, text: 'Pots' },
        ],
        emphasis: [1],
      },
    });
    expect(mergeCaptionEdits(previous, { word_edits: [{ index: 0, text: 'Post' }] })).toEqual({
      words: [
        { index: 0, text: 'Post' },
        { index: 2, text: 'day' },
      ],
      emphasis: [1],
    });
    expect(mergeCaptionEdits(previous, { emphasis: [2, 0] }).emphasis).toEqual([0, 2]);
    expect(mergeCaptionEdits(previous, { emphasis: [] }).emphasis).toEqual([]);
  });

  it('read the look from the request, upper-casing the colour; none or a broken one is the renderer default', () => {
    expect(captionLookOf({ caption_look: { preset: 'pop', position: 'top', color: '#ff2d55' } })).toEqual({ preset: 'pop', position: 'top', color: '#FF2D55' });
    expect(captionLookOf({})).toBeUndefined();
    expect(captionLookOf({ caption_look: { preset: 'comic' } })).toBeUndefined();
  });
});

describe('meme captions', () => {
  it('without a voice-over or edits the renderer times the lines itself; the result still lists the words', () => {
    const captions = memeCaptions({}, ['Nobody asked', 'but here we are'], { durationSeconds: 6 });
    expect(captions.forRender).toBeUndefined();
    expect(captions.stored.words).toEqual(['Nobody', 'asked', 'but', 'here', 'we', 'are']);
  });

  it('with edits the renderer gets the timed lines with the fix and the emphasis', () => {
    const request = {
      caption_edits: { words: [{ index: 1, text: 'ASKED' }], emphasis: [1] },
      caption_look: { preset: 'boxed', position: 'middle', color: '#00E5FF' },
    };
    const captions = memeCaptions(request, ['Nobody asked', 'but here we are'], { durationSeconds: 6 });
    expect(captions.forRender?.map((word) => word.text)).toEqual(['Nobody', 'ASKED', 'but', 'here', 'we', 'are']);
    expect(captions.forRender?.[1]?.emphasis).toBe(true);
    // Timed like the renderer's own: the first line's end still breaks the phrase.
    expect(captions.forRender?.[1]?.breakAfter).toBe(true);
    expect(captions.stored).toEqual({
      words: ['Nobody', 'ASKED', 'but', 'here', 'we', 'are'],
      emphasis: [1],
      look: { preset: 'boxed', position: 'middle', color: '#00E5FF' },
    });
  });

  it('with a voice-over the spoken words are the captions', () => {
    const spoken = [
      { text: 'Nobody', start: 0.4, end: 0.8 },
      { text: 'asked', start: 0.8, end: 1.2, breakAfter: true },
    ];
    const captions = memeCaptions({}, ['Nobody asked'], { captionWords: spoken, durationSeconds: 6 });
    expect(captions.forRender).toEqual(spoken);
  });
});
