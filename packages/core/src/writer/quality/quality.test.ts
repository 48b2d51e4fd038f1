import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../builtin-writer.ts';
import type { WriterResult } from '../writer.schema.ts';
import { carriesKeyPhrases, checkWriterQuality, ideaIntact, languageMatches, noUnfilledSlot, onePerson, QUALITY_BRIEFS, QUALITY_CHECKS, uniqueSceneTitles } from './index.ts';

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
    const onlyTitle = sample({ hook: 'Here is the thing.', caption: 'Watch till the end.', beats: [{ onScreenText: 'x', spokenLine: 'Beans, eggs and rice.', seconds: 2 }] });
    expect(carriesKeyPhrases(['morning routine', 'busy mom'], onlyTitle)).toBe(false);
  });

  it('catch unfilled slots', () => {
    expect(noUnfilledSlot(sample({ hook: 'The biggest mistake in {topic}?' }))).toBe(false);
    expect(noUnfilledSlot(sample({ caption: 'Remember: undefined.' }))).toBe(false);
    expect(noUnfilledSlot(sample({ hook: 'A follower wrote: “”.' }))).toBe(false);
  });

  it('catch a story that mixes persons (issue 11) in each language', () => {
    const mixed = (language: WriterResult['language'], line: string, address: string) =>
      sample({ language, beats: [{ onScreenText: 'x', spokenLine: line, seconds: 3 }, { onScreenText: 'y', spokenLine: address, seconds: 3 }] });
    expect(onePerson(mixed('en', 'She had tried everything. Mostly hiding your personality.', 'Save it.'))).toBe(false);
    expect(onePerson(mixed('ru', 'Она перепробовала всё.', 'Попробуй это и ты.'))).toBe(false);
    expect(onePerson(mixed('pt', 'Ela já tentou de tudo.', 'Você também pode.'))).toBe(false);
    expect(onePerson(mixed('es', 'Ella intentó de todo.', 'Tú también puedes.'))).toBe(false);
    // A pronoun for a thing is not a person ("Ela dá mais saciedade" is about protein).
    expect(onePerson(mixed('pt', 'Coloque proteína em todas as refeições. Ela dá mais saciedade.', 'Você vai sentir.'))).toBe(true);
  });

  it('catch two scenes with one title and a text in another language', () => {
    const twice = sample({ beats: [1, 2].map(() => ({ onScreenText: 'x', spokenLine: 'One more thing worth knowing.', seconds: 2, sceneTitle: 'One more thing' })) });
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

  it('passes every check on every brief (the bench:writer figures are 100 %)', () => {
    const failures: string[] = [];
    for (const { name, brief } of QUALITY_BRIEFS) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const checks = checkWriterQuality(brief, writeBuiltin(brief, { seed }));
        for (const check of QUALITY_CHECKS) if (!checks[check]) failures.push(`${name} seed ${seed}: ${check}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
