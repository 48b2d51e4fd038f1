import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog/index.ts';
import { ARC_IDS, CAPTION_IDS, CTAS, HOOKS, MEMES, NICHE_IDS, STRUCTURE_IDS, type NicheVocab } from './catalog/types.ts';
import { cyrillicShare, fillTemplate, type Slots } from './text.ts';
import { WRITER_LANGUAGES } from './writer.schema.ts';

function slotsFor(vocab: NicheVocab): Slots {
  const slots: Slots = {
    topic: vocab.label,
    topicGen: vocab.labelGen ?? vocab.label,
    topicPrep: vocab.labelPrep ?? vocab.label,
    topicAcc: vocab.labelAcc ?? vocab.label,
    subject: 'SUBJECT',
    desire: vocab.desires[0] as string,
    pain: vocab.pains[0] as string,
    win: vocab.wins[0] as string,
    myth: vocab.myths[0]?.myth as string,
    truth: vocab.myths[0]?.truth as string,
    n: '3',
    why: 'WHY',
    belief: 'BELIEF',
    trend: 'TREND',
    tip: vocab.tips[3] as string,
    title: 'TITLE',
    hook: 'HOOK',
    cta: 'CTA',
  };
  vocab.mistakes.slice(0, 3).forEach((entry, index) => {
    slots[`mistake${index + 1}`] = entry.mistake;
    slots[`fix${index + 1}`] = entry.fix;
  });
  slots.mistake = slots.mistake1 as string;
  slots.fix = slots.fix1 as string;
  vocab.tips.slice(0, 3).forEach((tip, index) => (slots[`tip${index + 1}`] = tip));
  return slots;
}

describe('writer catalogue', () => {
  it('is large enough for real variety', () => {
    expect(Object.keys(HOOKS).length).toBeGreaterThanOrEqual(25);
    expect(STRUCTURE_IDS.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(CTAS).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(MEMES).length).toBeGreaterThanOrEqual(15);
    expect(CAPTION_IDS.length).toBeGreaterThanOrEqual(5);
    expect(NICHE_IDS).toHaveLength(14);
  });

  for (const language of WRITER_LANGUAGES) {
    describe(language, () => {
      const pack = CATALOG[language];

      it('has a complete vocabulary for every niche', () => {
        for (const niche of NICHE_IDS) {
          const vocab = pack.niches[niche];
          expect(vocab.pains.length, niche).toBeGreaterThanOrEqual(3);
          expect(vocab.desires.length, niche).toBeGreaterThanOrEqual(3);
          expect(vocab.mistakes.length, niche).toBeGreaterThanOrEqual(3);
          expect(vocab.tips.length, niche).toBeGreaterThanOrEqual(4);
          expect(vocab.myths.length, niche).toBeGreaterThanOrEqual(2);
          expect(vocab.wins.length, niche).toBeGreaterThanOrEqual(2);
          expect(vocab.hashtags.length, niche).toBeGreaterThanOrEqual(6);
          if (language === 'ru') expect([vocab.labelGen, vocab.labelPrep, vocab.labelAcc].every(Boolean), niche).toBe(true);
          // Slot conventions: quoted lines start upper-case, clauses lower-case, tips are whole sentences.
          for (const line of [...vocab.pains, ...vocab.wins]) expect(line, niche).toMatch(/^\p{Lu}.*[^.!?]$/u);
          for (const clause of [
            ...vocab.desires,
            ...vocab.mistakes.flatMap((entry) => [entry.mistake, entry.fix]),
            ...vocab.myths.flatMap((entry) => [entry.myth, entry.truth]),
          ]) {
            expect(clause, niche).toMatch(/^[\p{Ll}\d].*[^.!?]$/u);
          }
          for (const tip of vocab.tips) expect(tip, niche).toMatch(/^\p{Lu}.*[.!?]$/u);
          for (const tag of vocab.hashtags) expect(tag, niche).toMatch(/^[\p{L}\p{N}_]+$/u);
        }
      });

      it('fills every template with every niche', () => {
        for (const niche of NICHE_IDS) {
          const slots = slotsFor(pack.niches[niche]);
          const templates = [
            ...Object.values(pack.hooks),
            ...Object.values(pack.structures).flatMap((structure) => [structure.title, ...structure.beats.flatMap((beat) => [beat.screen, beat.say])]),
            ...Object.values(pack.ctas),
            ...Object.values(pack.memes).flatMap((meme) => [meme.top, ...meme.lines]),
            ...Object.values(pack.captions),
            ...Object.values(pack.arcs).flatMap((arc) => [arc.title, ...arc.scenes.flatMap((scene) => [scene.title, scene.say])]),
            ...[pack.tipBeat, ...pack.fillers, pack.whyBeat, pack.beliefBeat, pack.trendBeat, pack.subjectBeat].flatMap((beat) => [beat.screen, beat.say]),
            pack.storyExtraScene.say,
            ...pack.storyEndings,
          ];
          for (const template of templates) {
            const text = fillTemplate(template, slots);
            expect(text).not.toMatch(/[{}]/);
            const own = text.replace(/SUBJECT|WHY|BELIEF|TREND|TITLE|HOOK|CTA|POV/g, '');
            if (language === 'ru' && /\p{L}.*\p{L}/u.test(own)) expect(cyrillicShare(own), template).toBeGreaterThan(0.9);
          }
        }
      });

      it('uses the same ids as every other language', () => {
        expect(Object.keys(pack.hooks).sort()).toEqual(Object.keys(HOOKS).sort());
        expect(Object.keys(pack.memes).sort()).toEqual(Object.keys(MEMES).sort());
        expect(Object.keys(pack.arcs).sort()).toEqual([...ARC_IDS].sort());
      });

      it('writes its hooks in its own words, not as copies of the English ones', () => {
        if (language === 'en') return;
        const same = Object.entries(pack.hooks).filter(([id, text]) => CATALOG.en.hooks[id as keyof typeof HOOKS] === text);
        expect(same).toEqual([]);
      });
    });
  }
});

describe('mistakes in the niche vocabulary', () => {
  // A mistake is said by "I" ("What changed? I stopped {mistake}"), about "people" and to "you": a second-person
  // word inside it reads wrong in two of the three ("I stopped planning your day").
  const SECOND_PERSON: Record<string, RegExp> = {
    en: /\b(you|your|you’re|yours|yourself)\b/i,
    es: /(?<![\p{L}])(tu|tus|te|ti|contigo|usted)(?![\p{L}])/iu,
    pt: /(?<![\p{L}])(seu|sua|seus|suas|você|te|teu|tua)(?![\p{L}])/iu,
    ru: /(?<![\p{L}])(ты|тебе|тебя|твой|твоя|твоё|твои|твою|твоих|вы|вам|вас|ваш|ваша|ваше|ваши)(?![\p{L}])/iu,
  };
  for (const language of WRITER_LANGUAGES) {
    it(`have no second-person words in ${language}`, () => {
      const offenders = NICHE_IDS.flatMap((niche) => CATALOG[language].niches[niche].mistakes.map((entry) => entry.mistake)).filter((mistake) =>
        SECOND_PERSON[language]!.test(mistake),
      );
      expect(offenders).toEqual([]);
    });
  }
});
