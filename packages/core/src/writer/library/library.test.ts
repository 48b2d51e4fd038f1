import { describe, expect, it } from 'vitest';
import { WRITER_LANGUAGES } from '../writer.schema.ts';
import { LIBRARY } from './library.ts';
import { spokenLinesOf } from './lines.ts';
import type { SubTopic } from './types.ts';

/** What a spoken line may never contain (issue 32 item 1): read aloud, these are noise or worse. */
const NOT_SPOKEN = /[#%×@]|https?:|www\.|\p{Extended_Pictographic}|\{|\}/u;
const SENTENCE_END = /[.!?…]["»”]?$/u;

const spoken = spokenLinesOf;

function screens(topic: SubTopic): string[] {
  return [
    ...topic.tips.map((line) => line.screen),
    ...topic.steps.map((line) => line.screen),
    ...topic.myths.map((entry) => entry.screen),
    ...topic.mistakes.map((entry) => entry.screen),
    ...topic.facts.map((line) => line.screen),
    ...topic.comparisons.flatMap((entry) => [entry.a, entry.b]),
    topic.label,
  ];
}

describe('the writer library', () => {
  for (const [niche, languages] of Object.entries(LIBRARY)) {
    const filled = WRITER_LANGUAGES.filter((language) => languages[language].length > 0);
    if (filled.length === 0) continue;

    it(`${niche}: the same sub-topics in every language`, () => {
      const ids = (language: (typeof WRITER_LANGUAGES)[number]) => languages[language].map((topic) => topic.id).sort();
      for (const language of WRITER_LANGUAGES) expect(ids(language), language).toEqual(ids('en'));
    });

    for (const language of filled) {
      for (const topic of languages[language]) {
        it(`${niche}/${language}/${topic.id}: enough material, every line sayable`, () => {
          expect(topic.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(topic.keywords.length).toBeGreaterThanOrEqual(8);
          for (const keyword of topic.keywords) expect(keyword, keyword).toBe(keyword.toLocaleLowerCase());
          expect(topic.hooks.length).toBeGreaterThanOrEqual(3);
          expect(topic.tips.length).toBeGreaterThanOrEqual(5);
          expect(topic.steps.length).toBeGreaterThanOrEqual(4);
          expect(topic.myths.length).toBeGreaterThanOrEqual(2);
          expect(topic.mistakes.length).toBeGreaterThanOrEqual(3);
          expect(topic.facts.length).toBeGreaterThanOrEqual(2);
          expect(topic.questions.length).toBeGreaterThanOrEqual(2);
          expect(topic.comparisons.length).toBeGreaterThanOrEqual(1);
          for (const line of spoken(topic)) {
            expect(line, line).not.toMatch(NOT_SPOKEN);
            expect(line, line).toMatch(SENTENCE_END);
            expect(line.trim(), line).toBe(line);
          }
          for (const screen of screens(topic)) {
            expect(screen, screen).not.toMatch(NOT_SPOKEN);
            expect(screen.split(/\s+/).length, screen).toBeLessThanOrEqual(7);
            expect(screen, screen).not.toMatch(/\.$/);
          }
          // Every line is different: a repeated tip would be spoken twice.
          const lines = spoken(topic);
          expect(new Set(lines).size).toBe(lines.length);
        });
      }
    }
  }
});
