import { ANSWER_SETS, FUNNELS, FUNNEL_IDS, type AnswerSetId, type FunnelStep } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../languages.ts';
import { webCatalogs } from '../web.ts';
import { funnelsWeb } from './funnels.ts';

type Tree = { readonly [key: string]: string | Tree | undefined };

function node(tree: Tree | string | undefined, ...path: string[]): Tree | string | undefined {
  let current = tree;
  for (const key of path) current = typeof current === 'object' ? current[key] : undefined;
  return current;
}

const text = (language: Language, ...path: string[]) => node(funnelsWeb[language].funnels as Tree, ...path);
const others = LANGUAGES.filter((language) => language !== 'en');

/** The parts a step must have, and may have, by its kind. */
function partsOf(step: FunnelStep): { required: string[]; allowed: string[] } {
  if (step.kind === 'scale') return { required: ['title', 'statement'], allowed: ['title', 'subtitle', 'statement'] };
  if (step.kind === 'info') return { required: ['title', 'body'], allowed: ['title', 'subtitle', 'body'] };
  return { required: ['title'], allowed: ['title', 'subtitle'] };
}

const steps = FUNNEL_IDS.flatMap((funnel) => FUNNELS[funnel].steps.map((step) => ({ funnel, step })));
const options = (Object.keys(ANSWER_SETS) as AnswerSetId[]).flatMap((set) => ANSWER_SETS[set].map((id) => ({ set, id: id as string })));
const hasLetters = (value: string) => /\p{L}/u.test(value);

describe('funnel texts (web.funnels)', () => {
  it('is part of the web catalog in every language', () => {
    for (const language of LANGUAGES) expect(webCatalogs[language].funnels).toBe(funnelsWeb[language].funnels);
  });

  it.each(LANGUAGES)('%s: every step of every funnel has its texts: a title, a statement on a scale, a body on an info step', (language) => {
    for (const { funnel, step } of steps) {
      const where = `${language} ${funnel}.${step.slug}`;
      const parts = text(language, funnel, step.slug);
      expect(typeof parts, where).toBe('object');
      const { required, allowed } = partsOf(step);
      for (const part of required) {
        const value = text(language, funnel, step.slug, part);
        expect(typeof value === 'string' && value.trim() !== '', `${where}.${part}`).toBe(true);
      }
      expect(
        Object.keys(parts as Tree).filter((part) => !allowed.includes(part)),
        `${where}: parts it does not use`,
      ).toEqual([]);
    }
  });

  it.each(LANGUAGES)('%s: names no step that is not in the funnels (a renamed slug leaves no stale text)', (language) => {
    for (const funnel of FUNNEL_IDS) {
      const slugs = FUNNELS[funnel].steps.map((step) => step.slug).sort();
      expect(Object.keys(text(language, funnel) as Tree).sort(), `${language} ${funnel}`).toEqual(slugs);
    }
  });

  it.each(LANGUAGES)('%s: every option of every answer set has a text, and no other options are written', (language) => {
    for (const { set, id } of options) {
      const value = text(language, 'options', set, id);
      expect(typeof value === 'string' && value.trim() !== '', `${language} options.${set}.${id}`).toBe(true);
    }
    const sets = text(language, 'options') as Tree;
    expect(Object.keys(sets).sort()).toEqual(Object.keys(ANSWER_SETS).sort());
    for (const set of Object.keys(ANSWER_SETS) as AnswerSetId[]) {
      expect(Object.keys(sets[set] as Tree).sort(), `${language} options.${set}`).toEqual([...ANSWER_SETS[set]].sort());
    }
  });

  it.each(others)('%s: is translated: every text with words differs from English', (language) => {
    const same: string[] = [];
    for (const { funnel, step } of steps) {
      for (const part of partsOf(step).allowed) {
        const english = text('en', funnel, step.slug, part);
        if (typeof english === 'string' && hasLetters(english) && text(language, funnel, step.slug, part) === english)
          same.push(`${funnel}.${step.slug}.${part}`);
      }
    }
    for (const { set, id } of options) {
      const english = text('en', 'options', set, id);
      if (typeof english === 'string' && hasLetters(english) && text(language, 'options', set, id) === english) same.push(`options.${set}.${id}`);
    }
    expect(same).toEqual([]);
  });

  it.each(LANGUAGES)('%s: step titles fit a phone (60 characters at most), texts have no stray spaces', (language) => {
    for (const { funnel, step } of steps) {
      const title = text(language, funnel, step.slug, 'title');
      expect(String(title).length, `${language} ${funnel}.${step.slug}.title: ${String(title)}`).toBeLessThanOrEqual(60);
      for (const part of partsOf(step).allowed) {
        const value = text(language, funnel, step.slug, part);
        if (typeof value === 'string') expect(value, `${language} ${funnel}.${step.slug}.${part}`).toBe(value.trim());
      }
    }
  });

  it("states the product's claims on the interstitials word for word", () => {
    const claims: Record<Language, { users: string; rating: string; reach: string; bloggers: string }> = {
      en: { users: '100,600', rating: '4.8', reach: '230%', bloggers: '1906' },
      ru: { users: '100\u00a0600', rating: '4,8', reach: '230%', bloggers: '1906' },
      pt: { users: '100.600', rating: '4,8', reach: '230%', bloggers: '1906' },
      es: { users: '100\u00a0600', rating: '4,8', reach: '230%', bloggers: '1906' },
    };
    for (const language of LANGUAGES) {
      const claim = claims[language];
      expect(text(language, 'v3', 'users', 'body')).toContain(claim.users);
      expect(text(language, 'v3', 'users', 'body')).toContain(claim.rating);
      expect(text(language, 'v3', 'reach', 'title')).toContain(claim.reach);
      expect(text(language, 'v3', 'reach', 'title')).toContain('20');
      expect(text(language, 'v3', 'bloggers', 'body')).toContain(claim.bloggers);
      expect(text(language, 'legacy', 'reach', 'title')).toContain(claim.reach);
    }
  });
});
