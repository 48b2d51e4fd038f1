import { describe, expect, it } from 'vitest';
import { echoesContext, resultProblems, spokenLineProblems, type RulesBrief } from './spoken-rules.ts';
import type { WriterResult } from './writer.schema.ts';

// The two lines issue 32 heard in every script for anna.fitcoach.
const BIO_LINE = 'Today: Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.';
const ANALYTICS_LINE =
  "That's what this page is about: Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience.";

const ANNA: RulesBrief = {
  contentType: 'custom_script',
  userInput: 'how I fixed my posture working from home',
  facts: { area_of_expertise: 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.' },
  analysis: {
    domain: 'Fitness',
    style: 'friendly',
    why_followers_choose_you:
      'Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience is.',
    recommendations: ['Post short mobility routines people can follow at their desk during the work day.'],
  },
  revision: { adjustments: ['more_concrete'], note: 'Make it concrete: name the 3 actual changes. Less generic motivation.' },
};

function result(overrides: Partial<WriterResult> = {}): WriterResult {
  return {
    contentType: 'custom_script',
    language: 'en',
    writer: 'llm',
    title: 'Three desk changes that fixed my posture',
    hook: 'My back stopped aching after three small changes at my desk.',
    beats: [
      { onScreenText: 'Screen at eye level', spokenLine: 'First, I raised my laptop so the top of the screen sits at eye level.', seconds: 4 },
      { onScreenText: 'Feet flat', spokenLine: 'Second, my feet now rest flat on the floor, knees a little below the hips.', seconds: 4 },
      { onScreenText: 'Stand up every 30 minutes', spokenLine: 'Third, a timer gets me up every half hour for one minute.', seconds: 4 },
    ],
    caption: 'Three changes, no new chair. Which one will you try first?',
    hashtags: ['posture', 'homeoffice', 'backpain'],
    callToAction: 'Save this and try one change tomorrow.',
    estimatedSeconds: 12,
    templateIds: [],
    ...overrides,
  };
}

describe('spokenLineProblems', () => {
  it('flags the bio read aloud with its emoji', () => {
    expect(spokenLineProblems(BIO_LINE)).toContain('emoji');
  });

  it('flags the analytics sentence: hashtags and the 1.8× multiplier', () => {
    const problems = spokenLineProblems(ANALYTICS_LINE);
    expect(problems).toContain('hashtag');
    expect(problems).toContain('multiplier');
  });

  it('passes complete sentences a person would say, in every language', () => {
    for (const line of [
      'Raise your screen to eye level.',
      'Why does your neck hurt by five?',
      'Поднимите экран до уровня глаз.',
      '«Это не про силу воли», — говорит она.',
      'Levante a tela até a altura dos olhos!',
      '¿Te duele la espalda al final del día?',
      'And then… nothing happened.',
      'Guess what happened next…',
      'Do 3x10 squats before lunch.',
    ]) {
      expect(spokenLineProblems(line), line).toEqual([]);
    }
  });

  it.each([
    ['Mobility beats 50% of stretching routines.', 'percent'],
    ['This routine got 2x more saves.', 'multiplier'],
    ['Read more at https://example.com today.', 'url'],
    ['Find me on anna.com for the plan.', 'url'],
    ['You believe [lifting makes you bulky].', 'placeholder'],
    ['*smiles* Let us start.', 'placeholder'],
    ['Keep your shoulders down', 'unfinished'],
    ['Today: Make it concrete: name the 3 actual changes…', 'unfinished'],
    ['That is where your audience and…', 'unfinished'],
    ['Posture.', 'too_short'],
    ['Flags 🇧🇷 count as emoji too.', 'emoji'],
  ])('flags %j as %s', (line, code) => {
    expect(spokenLineProblems(line)).toContain(code);
  });
});

describe('echoesContext', () => {
  it('catches six words of the bio, the analysis or the feedback note', () => {
    expect(echoesContext(BIO_LINE, ANNA)).toBe(true);
    expect(echoesContext(ANALYTICS_LINE, ANNA)).toBe(true);
    expect(echoesContext('Post short mobility routines people can follow, she said.', ANNA)).toBe(true);
    expect(echoesContext('Let me make it concrete: name the 3 actual changes.', ANNA)).toBe(true);
  });

  it('lets the idea itself be said, and ordinary phrasing pass', () => {
    expect(
      echoesContext('This is how I fixed my posture working from home.', { ...ANNA, facts: { about_meanings: 'how I fixed my posture working from home' } }),
    ).toBe(false);
    expect(echoesContext('Busy women need strength too.', ANNA)).toBe(false);
  });
});

describe('resultProblems', () => {
  it('finds nothing in a clean script', () => {
    expect(resultProblems(result(), ANNA)).toEqual([]);
  });

  it('names where each break is: spoken lines, on-screen text, title, caption', () => {
    const broken = result({
      title: 'Posture #fitnesstips',
      beats: [
        { onScreenText: 'Fitness 🏋️‍♀️', spokenLine: BIO_LINE, seconds: 4 },
        { onScreenText: '1.8× more saves', spokenLine: ANALYTICS_LINE, seconds: 4 },
      ],
      caption: 'Three changes, no new chair. #posture #homeoffice',
    });
    const problems = resultProblems(broken, ANNA);
    expect(problems).toEqual(
      expect.arrayContaining([
        { where: 'title', code: 'hashtag' },
        { where: 'beats[0].spokenLine', code: 'emoji' },
        { where: 'beats[0].spokenLine', code: 'echoes_context' },
        { where: 'beats[0].onScreenText', code: 'emoji' },
        { where: 'beats[1].spokenLine', code: 'hashtag' },
        { where: 'beats[1].spokenLine', code: 'multiplier' },
        { where: 'beats[1].spokenLine', code: 'echoes_context' },
        { where: 'beats[1].onScreenText', code: 'multiplier' },
        { where: 'caption', code: 'hashtag' },
      ]),
    );
  });

  it('does not ask a label to end with a full stop, but does ask a spoken line', () => {
    const problems = resultProblems(result({ callToAction: 'Save this' }), ANNA);
    expect(problems).toEqual([{ where: 'callToAction', code: 'unfinished' }]);
  });

  it("leaves a meme's own text (the user's words) alone, and holds its captions to the analytics marks only", () => {
    const text = 'Me at 9 pm 😅 #mondays';
    const meme = result({
      contentType: 'meme',
      title: text,
      hook: text,
      beats: [{ onScreenText: 'Me: 😐', spokenLine: 'Me: 😐', seconds: 3 }],
      caption: `${text}\n\nWho else?`,
      callToAction: 'Send it to a friend',
      meme: { topText: text, subtitleLines: ['Me: 😐', 'Only 2x per hour 😅'] },
    });
    const problems = resultProblems(meme, { contentType: 'meme', userInput: text });
    expect(problems).toEqual([{ where: 'meme.subtitleLines[1]', code: 'multiplier' }]);
  });
});
