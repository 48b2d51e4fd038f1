import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../builtin-writer.ts';
import type { WriterResult } from '../writer.schema.ts';
import { writerBriefSchema } from '../writer.schema.ts';
import {
  BATCH_BRIEFS,
  bodyAboutIdea,
  carriesKeyPhrases,
  checkWriterQuality,
  distinctBeats,
  feedbackNotSpoken,
  formatKept,
  ideaIntact,
  languageMatches,
  noUnfilledSlot,
  onePerson,
  PROFILE_BRIEFS,
  QUALITY_BRIEFS,
  QUALITY_CHECKS,
  rulesKept,
  uniqueSceneTitles,
  variantsDiffer,
} from './index.ts';

function sample(overrides: Partial<WriterResult> = {}): WriterResult {
  return {
    contentType: 'storytelling',
    language: 'en',
    writer: 'builtin',
    title: 'Morning routine for a busy mom of two: a story you might recognise',
    hook: 'Let’s talk honestly about this one: morning routine for a busy mom of two.',
    beats: [
      { onScreenText: 'Intro', spokenLine: 'You wake up before everyone else and the day is already running.', seconds: 4, sceneTitle: 'Intro' },
      { onScreenText: 'The fix', spokenLine: 'Prepare breakfast the night before, and keep your morning routine short.', seconds: 4, sceneTitle: 'The fix' },
    ],
    caption: 'Morning routine for a busy mom of two 👇\n\nWhat would you add?',
    hashtags: ['morningroutine', 'momlife', 'reels'],
    callToAction: 'Save this for tomorrow morning.',
    estimatedSeconds: 8,
    templateIds: [],
    ...overrides,
  };
}

describe('writer quality checks', () => {
  it('pass a good sample', () => {
    const good = sample();
    expect(ideaIntact('Morning routine for a busy mom of two', good)).toBe(true);
    expect(carriesKeyPhrases(['morning routine', 'busy mom'], good)).toBe(true);
    expect(noUnfilledSlot(good)).toBe(true);
    expect(onePerson(good)).toBe(true);
    expect(uniqueSceneTitles(good)).toBe(true);
    expect(languageMatches(good, 'en')).toBe(true);
  });

  it('catch an idea cut short, or missing', () => {
    const cut = sample({ title: 'Morning routine for a busy mom: a story' });
    expect(ideaIntact('Morning routine for a busy mom of two', cut)).toBe(false);
    const missing = sample({ title: 'A story', hook: 'Hello.', caption: 'Hi', beats: [{ onScreenText: 'x', spokenLine: 'Nothing here.', seconds: 2 }] });
    expect(ideaIntact('Morning routine for a busy mom of two', missing)).toBe(false);
    // A key phrase of a long idea in the title is not a cut idea.
    expect(ideaIntact('Morning routine for a busy mom of two', sample({ title: 'Morning routine: a story' }))).toBe(true);
  });

  it('catch key phrases that stay in the title', () => {
    const onlyTitle = sample({
      hook: 'Here is the thing.',
      caption: 'Watch till the end.',
      beats: [{ onScreenText: 'x', spokenLine: 'Beans, eggs and rice.', seconds: 2 }],
    });
    expect(carriesKeyPhrases(['morning routine', 'busy mom'], onlyTitle)).toBe(false);
  });

  it('catch unfilled slots', () => {
    expect(noUnfilledSlot(sample({ hook: 'The biggest mistake in {topic}?' }))).toBe(false);
    expect(noUnfilledSlot(sample({ caption: 'Remember: undefined.' }))).toBe(false);
    expect(noUnfilledSlot(sample({ hook: 'A follower wrote: “”.' }))).toBe(false);
  });

  it('catch a story that mixes persons (issue 11) in each language', () => {
    const mixed = (language: WriterResult['language'], line: string, address: string) =>
      sample({
        language,
        beats: [
          { onScreenText: 'x', spokenLine: line, seconds: 3 },
          { onScreenText: 'y', spokenLine: address, seconds: 3 },
        ],
      });
    expect(onePerson(mixed('en', 'She had tried everything. Mostly hiding your personality.', 'Save it.'))).toBe(false);
    expect(onePerson(mixed('ru', 'Она перепробовала всё.', 'Попробуй это и ты.'))).toBe(false);
    expect(onePerson(mixed('pt', 'Ela já tentou de tudo.', 'Você também pode.'))).toBe(false);
    expect(onePerson(mixed('es', 'Ella intentó de todo.', 'Tú también puedes.'))).toBe(false);
    // A pronoun for a thing is not a person ("Ela dá mais saciedade" is about protein).
    expect(onePerson(mixed('pt', 'Coloque proteína em todas as refeições. Ela dá mais saciedade.', 'Você vai sentir.'))).toBe(true);
  });

  it('catch two scenes with one title and a text in another language', () => {
    const twice = sample({
      beats: [1, 2].map(() => ({ onScreenText: 'x', spokenLine: 'One more thing worth knowing.', seconds: 2, sceneTitle: 'One more thing' })),
    });
    expect(uniqueSceneTitles(twice)).toBe(false);
    expect(languageMatches(sample(), 'pt')).toBe(false);
    expect(languageMatches(sample({ language: 'es' }), 'es')).toBe(false);
  });
});

describe('writer quality set', () => {
  it('has at least 40 briefs over the four languages and every content type', () => {
    expect(QUALITY_BRIEFS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUALITY_BRIEFS.map((entry) => entry.brief.language)).size).toBe(4);
    expect(new Set(QUALITY_BRIEFS.map((entry) => entry.brief.contentType)).size).toBe(5);
  });

  it('passes every check on every brief, profiles, trends and feedback included (the bench:writer figures are 100 %)', () => {
    const failures: string[] = [];
    for (const { name, brief } of [...QUALITY_BRIEFS, ...PROFILE_BRIEFS]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const checks = checkWriterQuality(brief, writeBuiltin(brief, { seed }));
        for (const check of QUALITY_CHECKS) if (!checks[check]) failures.push(`${name} seed ${seed}: ${check}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives a batch of three three different angles on the idea', () => {
    const failures: string[] = [];
    for (const { name, brief } of BATCH_BRIEFS) {
      for (const seed of [1, 2, 3]) {
        const results = [0, 1, 2].map((variant) => writeBuiltin({ ...brief, variant }, { seed: seed * 3 + variant }));
        if (!variantsDiffer(results)) failures.push(`${name} seed ${seed}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('what a reader sees (issue 32)', () => {
  const anna = writerBriefSchema.parse({
    contentType: 'custom_script',
    language: 'en',
    userInput: 'how I fixed my posture working from home',
    analysis: {
      domain: 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.',
      style: 'practical',
      why_followers_choose_you:
        'Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience…',
      recommendations: [],
    },
    revision: { adjustments: ['more_concrete'], note: 'Make it concrete: name the 3 actual changes. Less generic motivation.' },
  });
  const seen = (spoken: string[]) =>
    sample({
      contentType: 'custom_script',
      title: 'How I fixed my posture working from home',
      hook: spoken[0] as string,
      beats: spoken.map((line) => ({ onScreenText: 'x', spokenLine: line, seconds: 3 })),
      caption: 'How I fixed my posture working from home',
    });

  it('catch the bio and the analytics read aloud, as seen in the app', () => {
    expect(rulesKept(anna, seen(['Today: Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.', 'Save it.']))).toBe(false);
    expect(
      rulesKept(
        anna,
        seen([
          'That’s what this page is about: Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience…',
          'Save it now.',
        ]),
      ),
    ).toBe(false);
    expect(rulesKept(anna, writeBuiltin(anna, { seed: 1 }))).toBe(true);
  });

  it('catch a body that is not about the idea, and accept one built from its sub-topic', () => {
    const generic = seen([
      'How I fixed my posture working from home.',
      'My mistake: copying what worked for someone else.',
      'It cost me months.',
      'The lesson: test it on yourself.',
      'Follow for more.',
    ]);
    expect(bodyAboutIdea(anna, { ...generic, material: { niche: 'health_fitness', subTopic: 'posture' } })).toBe(false);
    expect(bodyAboutIdea(anna, generic)).toBe(false);
    const written = writeBuiltin(anna, { seed: 4 });
    expect(written.material).toEqual({ niche: 'health_fitness', subTopic: 'posture' });
    expect(bodyAboutIdea(anna, written)).toBe(true);
  });

  it('catch a repeated line, a lost trend format, the feedback said aloud and variants that share a title', () => {
    expect(distinctBeats(seen(['Stand up every thirty minutes and walk.', 'Stand up every thirty minutes and walk.']))).toBe(false);
    const myth = writerBriefSchema.parse({ contentType: 'smart_script', language: 'en', trend: { title: 'Myth vs fact', format: 'myth_busting' } });
    expect(formatKept(myth, { ...seen(['A day in my life.']), templateIds: ['fmt-day-in-life'] })).toBe(false);
    expect(formatKept(myth, writeBuiltin(myth, { seed: 2 }))).toBe(true);
    expect(feedbackNotSpoken(anna, seen(['Today: Make it concrete: name the 3 actual changes.', 'Save it.']))).toBe(false);
    const a = writeBuiltin({ ...anna, variant: 0 }, { seed: 1 });
    expect(variantsDiffer([a, { ...a, hook: 'Another hook.' }])).toBe(false);
  });
});
