import { describe, expect, it } from 'vitest';
import { WRITER_LANGUAGES } from '../../writer.schema.ts';
import { retrieve } from '../retrieve.ts';
import { niche } from './index.ts';
import { ideas } from './ideas.ts';

// An everyday idea a creator in this niche types must reach the sub-topic written for it, or the script's body
// beats would come from the wrong material.
describe('education ideas', () => {
  for (const language of WRITER_LANGUAGES) {
    it(`${language}: each idea names a sub-topic of this niche and retrieves it`, () => {
      const ids = new Set(niche[language].map((topic) => topic.id));
      expect(ideas[language].length).toBeGreaterThanOrEqual(8);
      for (const { idea, subTopic } of ideas[language]) {
        expect(ids.has(subTopic), subTopic).toBe(true);
        const best = retrieve(language, { idea, niche: 'education' })[0];
        expect(best ? `${best.niche}/${best.topic.id}` : 'nothing', idea).toBe(`education/${subTopic}`);
      }
    });
  }
});
