import { LIBRARY_IDEAS } from '../library/ideas.ts';
import { LIBRARY } from '../library/library.ts';
import { retrieve } from '../library/retrieve.ts';
import type { LibraryNiche } from '../library/types.ts';
import { WRITER_LANGUAGES, type WriterLanguage } from '../writer.schema.ts';
import { HELD_OUT_IDEAS } from './held-out-ideas.ts';

export interface Coverage {
  /**
   * Everyday ideas written without looking at the library: the share the writer finds material for in their niche,
   * from the idea's words alone (`share`) and as a creator of that niche gets it (`inNiche`: their niche known).
   */
  heldOut: { share: number; inNiche: number; ideas: number; misses: string[] };
  /** The library writers' own idea lists (library/<niche>/ideas.ts): the share retrieving the sub-topic they named. */
  library: { share: number; ideas: number; size: { niches: number; subTopics: number; perLanguage: number } };
}

/** An idea is covered when its best sub-topic is in the niche it was written for. */
export function libraryCoverage(
  ideaLists: Partial<Record<LibraryNiche, Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>>>> = LIBRARY_IDEAS,
): Coverage {
  let heldOut = 0;
  let covered = 0;
  let coveredInNiche = 0;
  const misses: string[] = [];
  for (const [niche, languages] of Object.entries(HELD_OUT_IDEAS) as [LibraryNiche, Record<WriterLanguage, readonly string[]>][]) {
    for (const language of WRITER_LANGUAGES) {
      for (const idea of languages[language]) {
        heldOut++;
        const best = retrieve(language, { idea })[0];
        if (best?.niche === niche) covered++;
        if (retrieve(language, { idea, niche })[0]?.niche === niche) coveredInNiche++;
        else misses.push(`${niche}/${language}: "${idea}" → ${best ? `${best.niche}/${best.topic.id}` : 'nothing'}`);
      }
    }
  }
  let own = 0;
  let ownHit = 0;
  for (const [, languages] of Object.entries(ideaLists)) {
    for (const language of WRITER_LANGUAGES) {
      for (const { idea, subTopic } of languages?.[language] ?? []) {
        own++;
        if (retrieve(language, { idea })[0]?.topic.id === subTopic) ownHit++;
      }
    }
  }
  const niches = Object.values(LIBRARY).filter((languages) => languages.en.length > 0).length;
  const subTopics = Object.values(LIBRARY).reduce((sum, languages) => sum + languages.en.length, 0);
  const perLanguage = Object.values(LIBRARY).reduce(
    (sum, languages) => sum + WRITER_LANGUAGES.reduce((total, language) => total + languages[language].length, 0),
    0,
  );
  return {
    heldOut: { share: heldOut === 0 ? 0 : covered / heldOut, inNiche: heldOut === 0 ? 0 : coveredInNiche / heldOut, ideas: heldOut, misses },
    library: { share: own === 0 ? 0 : ownHit / own, ideas: own, size: { niches, subTopics, perLanguage } },
  };
}
