import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, PUBLIC_SCRIPT_NICHES, publicScriptResponseSchema } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { detectNiche } from '../writer/index.ts';
import { detectTextLanguage } from '../writer/meme/detect-language.ts';
import { buildReelSamples, REEL_SAMPLE_TOPICS, REEL_SAMPLES_FILE, serializeReelSamples, type ReelSamples } from './public-script-samples.ts';

const committedText = readFileSync(fileURLToPath(new URL(`../../../../${REEL_SAMPLES_FILE}`, import.meta.url)), 'utf8');
const committed = JSON.parse(committedText) as ReelSamples;

/**
 * The pages say the samples were written by our writer, so the committed file must be exactly what the writer
 * gives today (fixed seeds make it reproducible). When the writer or the ideas change, run `npm run reel-samples`,
 * read the new samples, and commit them.
 */
describe('the committed /generate-reels samples', () => {
  it('are exactly what the built-in writer writes today (else: npm run reel-samples)', () => {
    expect(committedText === serializeReelSamples(buildReelSamples()), 'apps/web samples.json is stale: run `npm run reel-samples`').toBe(true);
  });

  it('have three well-formed scripts for every niche in every language, each about its own idea', () => {
    for (const niche of PUBLIC_SCRIPT_NICHES) {
      for (const language of LANGUAGES) {
        const samples = committed[niche][language];
        expect(samples).toHaveLength(3);
        samples.forEach((sample, index) => {
          const parsed = publicScriptResponseSchema.parse(sample);
          expect(parsed.niche).toBe(niche);
          expect(parsed.language).toBe(language);
          expect(parsed.script.writer).toBe('builtin');
          expect(parsed.script.topic?.label).toBe(REEL_SAMPLE_TOPICS[niche][language][index]);
          // The idea stays whole in the script (title, hook or a scene), as the writer promises for a creator's idea.
          const text = [parsed.script.title, parsed.script.hook, ...parsed.script.beats.map((beat) => beat.spokenLine)].join('\n');
          expect(text, `${niche}/${language}`).toContain(REEL_SAMPLE_TOPICS[niche][language][index]);
        });
      }
    }
  });

  it('are written in the language of their page', () => {
    for (const niche of PUBLIC_SCRIPT_NICHES) {
      for (const language of LANGUAGES) {
        for (const { script } of committed[niche][language]) {
          const spoken = script.beats.map((beat) => beat.spokenLine).join(' ');
          const cyrillic = spoken.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
          const latin = spoken.match(/\p{Script=Latin}/gu)?.length ?? 0;
          if (language === 'ru') expect(cyrillic, `${niche}/${language}: ${spoken}`).toBeGreaterThan(latin * 10);
          else {
            expect(cyrillic, `${niche}/${language}`).toBe(0);
            expect(detectTextLanguage(spoken), `${niche}/${language}: ${spoken}`).toBe(language);
          }
        }
      }
    }
  });

  it('take ideas the writer reads as their own niche (or as nothing in particular, when the picked niche decides)', () => {
    for (const niche of PUBLIC_SCRIPT_NICHES) {
      for (const language of LANGUAGES) {
        for (const topic of REEL_SAMPLE_TOPICS[niche][language]) expect([niche, 'general'], `${language}: ${topic}`).toContain(detectNiche(topic));
      }
    }
  });
});
