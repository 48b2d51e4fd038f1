import { STORY_GRAPHIC_MAX_WORDS, storyGraphicSchema } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../builtin-writer.ts';
import { markProblems } from '../spoken-rules.ts';
import { WRITER_LANGUAGES } from '../writer.schema.ts';
import { graphicFromText, graphicText, listGraphic, numberGraphic, subjectEmoji } from './story-graphics.ts';

describe('story graphics', () => {
  it('turns a true number into a counter, a range into a counter from its start, two comparable numbers into a chart', () => {
    expect(numberGraphic('Median: 66 days')).toEqual({ type: 'counter', value: 66, label: 'Median: 66 days' });
    expect(numberGraphic('От 3 до 6 месяцев')).toEqual({ type: 'counter', value: 6, prefix: '3–', label: 'От 3 до 6 месяцев' });
    expect(numberGraphic('Coffee: 1,800 a year')).toMatchObject({ type: 'counter', value: 1800 });
    expect(numberGraphic('7.300 páginas por ano')).toMatchObject({ type: 'counter', value: 7300 });
    expect(numberGraphic('SPF 30 vs 50')).toEqual({
      type: 'chart',
      bars: [
        { label: 'SPF 30', value: 30 },
        { label: '50', value: 50 },
      ],
    });
    expect(numberGraphic('30 mensajes, 3 llamadas')).toMatchObject({ type: 'chart', bars: [{ value: 30 }, { value: 3 }] });
    // A ratio, numbers that do not compare, or more than two numbers: no chart that would mislead.
    expect(numberGraphic('50/30/20 rule')).toBeUndefined();
    expect(numberGraphic('Pay 150, done in 2 years')).toBeUndefined();
    expect(numberGraphic('B2: 500 a 600 horas')).toBeUndefined();
  });

  it('keeps every text short and free of hashtags, percentages, URLs and emoji', () => {
    expect(graphicText('Heat the pan first.')).toBe('Heat the pan first');
    expect(graphicText('one two three four five six seven')).toBeUndefined();
    expect(graphicText('Engagement up 12%')).toBeUndefined();
    expect(graphicText('Follow #fitness')).toBeUndefined();
    expect(graphicText('See example.com now')).toBeUndefined();
    expect(listGraphic(['1. Heat the pan', '2. Brown the chicken', '3. this item is far too long to read at once'], { numbered: true })).toEqual({
      type: 'list',
      items: ['Heat the pan', 'Brown the chicken'],
      numbered: true,
    });
  });

  it('finds the obvious emoji of a subject, and none for a word that only starts like one', () => {
    expect(subjectEmoji('Sleep before midnight')).toBe('😴');
    expect(subjectEmoji('Кофе после обеда')).toBe('☕');
    expect(subjectEmoji('Catch the moment')).toBeUndefined();
  });

  it('derives a graphic from an LLM beat’s text: a number, several short sentences, or its line', () => {
    expect(graphicFromText({ spokenLine: 'It takes two hours.', onScreenText: '2 hours a week' })).toMatchObject({ type: 'counter', value: 2 });
    expect(graphicFromText({ spokenLine: 'Dim the lights. Run a bath. Read one story.' })).toEqual({
      type: 'list',
      items: ['Dim the lights', 'Run a bath', 'Read one story'],
    });
    expect(graphicFromText({ spokenLine: 'A long sentence that goes on and on about the topic at hand.', onScreenText: 'Start small' })).toEqual({
      type: 'phrase',
      text: 'Start small',
    });
    expect(graphicFromText({ spokenLine: 'A long sentence that goes on and on about the topic at hand.', onScreenText: '1. Start small' })).toEqual({
      type: 'phrase',
      text: 'Start small',
    });
  });

  it('gives a built-in story’s beats graphics by what they are: steps a numbered list, facts a number, every text short and clean', () => {
    for (const language of WRITER_LANGUAGES) {
      for (const idea of ['', 'weeknight dinners', 'money']) {
        const result = writeBuiltin({ contentType: 'storytelling', language, userInput: idea }, { seed: 11 });
        const graphics = result.beats.flatMap((beat) => (beat.graphic ? [beat.graphic] : []));
        for (const beat of result.beats.slice(1, -1)) expect(beat.graphic, `${language}: ${beat.sceneTitle ?? ''}`).toBeDefined();
        // The steps' beat (titled by its first step, "1. …") shows the steps as a numbered list.
        for (const beat of result.beats.filter((candidate) => /^1\.\s/u.test(candidate.sceneTitle ?? ''))) {
          expect(beat.graphic, beat.sceneTitle).toMatchObject({ type: 'list', numbered: true });
        }
        for (const graphic of graphics) {
          expect(storyGraphicSchema.safeParse(graphic).success).toBe(true);
          const texts =
            graphic.type === 'phrase'
              ? [graphic.text]
              : graphic.type === 'list'
                ? [...graphic.items, graphic.title ?? '']
                : graphic.type === 'chart'
                  ? graphic.bars.map((bar) => bar.label)
                  : [graphic.label];
          for (const text of texts.filter(Boolean)) {
            expect(text.split(' ').length, text).toBeLessThanOrEqual(STORY_GRAPHIC_MAX_WORDS);
            expect(markProblems(text), text).toEqual([]);
          }
        }
      }
    }
  });
});
