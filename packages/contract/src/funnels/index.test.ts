import { describe, expect, it } from 'vitest';
import {
  ANSWER_SETS,
  answerSchemaFor,
  FUNNEL_IDS,
  FUNNELS,
  firstStep,
  funnelPath,
  funnelProgress,
  funnelStep,
  nextStepSlug,
  type FunnelStep,
} from './index.ts';

const v3 = FUNNELS.v3;
const v2 = FUNNELS.v2;
const legacy = FUNNELS.legacy;

describe('funnel definitions are consistent', () => {
  it.each(FUNNEL_IDS)('%s: unique slugs, every set exists, every branch and skip target exists', (id) => {
    const funnel = FUNNELS[id];
    expect(funnel.id).toBe(id);
    const slugs = funnel.steps.map((step) => step.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const step of funnel.steps as readonly FunnelStep[]) {
      expect(step.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (step.set) expect(ANSWER_SETS).toHaveProperty(step.set);
      if (['single', 'multi', 'scale'].includes(step.kind)) expect(step.set, `${id}/${step.slug} needs a set`).toBeDefined();
      if (step.kind === 'scale') expect(step.set).toBe('agreement');
      if (['single', 'multi', 'scale', 'nickname', 'optin', 'email'].includes(step.kind)) expect(step.key, `${id}/${step.slug} needs a key`).toBeDefined();
      if (step.skipTo) expect(slugs).toContain(step.skipTo);
      for (const branch of step.branches ?? []) {
        expect(slugs).toContain(branch.to);
        // A branch only jumps forward, so no path loops.
        expect(slugs.indexOf(branch.to)).toBeGreaterThan(slugs.indexOf(step.slug));
        const key = funnel.steps.find((candidate) => candidate.key === branch.key) as FunnelStep | undefined;
        expect(key?.set, `${id}/${step.slug} branches on an answer with options`).toBeDefined();
        for (const value of branch.in) expect(ANSWER_SETS[key?.set ?? 'gender'] as readonly string[]).toContain(value);
      }
    }
    if (funnel.analysisStartsAt) expect(funnelStep(funnel, funnel.analysisStartsAt)?.kind).toBe('nickname');
    const keys = funnel.steps.flatMap((step) => (step.key ? [step.key] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answer sets have unique, stable-looking ids', () => {
    for (const [set, ids] of Object.entries(ANSWER_SETS)) {
      expect(new Set(ids).size, set).toBe(ids.length);
      for (const value of ids) expect(value).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('the funnels are the spec ones: legacy 12 steps ending in sign-up, v2 four, v3 about 23 with every answer set the survey keeps', () => {
    expect(legacy.steps).toHaveLength(12);
    expect(legacy.steps.at(-1)?.kind).toBe('signup');
    expect(v2.steps.map((step) => step.slug)).toEqual(['nickname', 'analysis', 'follow-up', 'email']);
    expect(v3.steps.length).toBeGreaterThanOrEqual(22);
    const v3Sets = new Set(v3.steps.flatMap((step) => ('set' in step ? [step.set] : [])));
    for (const set of [
      'gender',
      'age',
      'occupation',
      'expertise',
      'experience',
      'main_product',
      'followers',
      'earnings',
      'desired_income',
      'agreement',
      'challenges',
      'skill_level',
      'personal_goal',
      'motivation',
    ]) {
      expect(v3Sets.has(set as never), set).toBe(true);
    }
    expect(firstStep(v3).slug).toBe('gender');
  });
});

describe('nextStepSlug: branching and skipping', () => {
  it('v3: someone without work skips main-product; anyone else is asked it', () => {
    expect(nextStepSlug(v3, 'occupation', { occupation: 'unemployed' })).toBe('expertise');
    for (const occupation of ['business_owner', 'employee', 'creator']) expect(nextStepSlug(v3, 'occupation', { occupation })).toBe('main-product');
    expect(nextStepSlug(v3, 'occupation', {})).toBe('main-product');
  });

  it('v3: a skipped nickname skips the analysis; a given one runs it', () => {
    expect(nextStepSlug(v3, 'nickname', {})).toBe('email');
    expect(nextStepSlug(v3, 'nickname', { nickname: 'anna.fitcoach' })).toBe('analyze');
  });

  it('steps in order otherwise; null after the last step and for an unknown one', () => {
    expect(nextStepSlug(v3, 'gender', { gender: 'male' })).toBe('age');
    expect(nextStepSlug(v3, 'users', {})).toBe('experience');
    expect(nextStepSlug(v3, 'done', {})).toBeNull();
    expect(nextStepSlug(v2, 'email', {})).toBeNull();
    expect(nextStepSlug(v3, 'no-such-step', {})).toBeNull();
  });

  it('branches match inside a list answer and ignore non-string values', () => {
    expect(nextStepSlug(v3, 'occupation', { occupation: ['creator', 'unemployed'] })).toBe('expertise');
    expect(nextStepSlug(v3, 'occupation', { occupation: 42 })).toBe('main-product');
  });
});

describe('funnelPath and funnelProgress', () => {
  it('the full v3 path visits every step; branches and skips shorten it', () => {
    const all = funnelPath(v3, { occupation: 'employee', nickname: 'x' });
    expect(all).toEqual(v3.steps.map((step) => step.slug));
    const shorter = funnelPath(v3, { occupation: 'unemployed' });
    expect(shorter).not.toContain('main-product');
    expect(shorter).not.toContain('analyze');
    expect(shorter).toHaveLength(all.length - 2);
    expect(shorter.at(-1)).toBe('done');
  });

  it('legacy and v2 paths are their steps in order', () => {
    expect(funnelPath(legacy, {})).toEqual(legacy.steps.map((step) => step.slug));
    expect(funnelPath(v2, { nickname: 'x' })).toEqual(['nickname', 'analysis', 'follow-up', 'email']);
  });

  it('progress counts the step on the visitor’s path (1-based) out of that path’s length', () => {
    // The nickname is not answered yet: its analysis step counts, so the total does not grow once it is given.
    expect(funnelProgress(v3, 'gender', {})).toEqual({ step: 1, of: v3.steps.length });
    expect(funnelProgress(v3, 'expertise', { occupation: 'unemployed' })).toEqual({ step: 4, of: v3.steps.length - 1 });
    expect(funnelProgress(v3, 'expertise', { occupation: 'creator', nickname: 'x' })).toEqual({ step: 5, of: v3.steps.length });
    expect(funnelProgress(legacy, 'signup', {})).toEqual({ step: 12, of: 12 });
    // Skipping the nickname (the visitor is past it without an answer) drops the analysis: one step fewer, never more.
    expect(funnelProgress(v3, 'email', { occupation: 'creator' })).toEqual({ step: v3.steps.length - 2, of: v3.steps.length - 1 });
    expect(funnelProgress(v3, 'nickname', { occupation: 'creator' }).of).toBe(v3.steps.length);
    expect(funnelProgress(v3, 'analyze', { occupation: 'creator', nickname: 'x' }).of).toBe(v3.steps.length);
    // A step off the path (e.g. an old URL) shows as the first, never as step 0.
    expect(funnelProgress(v3, 'main-product', { occupation: 'unemployed' }).step).toBe(1);
  });
});

describe('answerSchemaFor', () => {
  const step = (slug: string) => {
    const found = funnelStep(v3, slug) ?? funnelStep(v2, slug) ?? funnelStep(legacy, slug);
    if (!found) throw new Error(slug);
    return found;
  };
  const accepts = (slug: string, value: unknown) => answerSchemaFor(step(slug))?.safeParse(value).success;

  it('single and scale: exactly one option of the set', () => {
    expect(accepts('gender', 'female')).toBe(true);
    expect(accepts('gender', 'robot')).toBe(false);
    expect(accepts('gender', ['female'])).toBe(false);
    expect(accepts('statement-ideas', 'strongly_agree')).toBe(true);
    expect(accepts('statement-ideas', 'female')).toBe(false);
    for (const value of ANSWER_SETS.earnings) expect(accepts('earnings', value)).toBe(true);
  });

  it('multi: one or more distinct options', () => {
    expect(accepts('challenges', ['lack_of_time'])).toBe(true);
    expect(accepts('challenges', [...ANSWER_SETS.challenges])).toBe(true);
    expect(accepts('challenges', [])).toBe(false);
    expect(accepts('challenges', ['lack_of_time', 'lack_of_time'])).toBe(false);
    expect(accepts('challenges', ['lack_of_time', 'nope'])).toBe(false);
    expect(accepts('challenges', 'lack_of_time')).toBe(false);
  });

  it('nickname: an Instagram username, normalised', () => {
    expect(answerSchemaFor(step('nickname'))?.parse('@Anna.FitCoach')).toBe('anna.fitcoach');
    expect(answerSchemaFor(step('nickname'))?.parse('https://instagram.com/anna.fitcoach/')).toBe('anna.fitcoach');
    expect(accepts('nickname', 'not a name!')).toBe(false);
  });

  it('optin: a boolean; email: an address', () => {
    expect(accepts('follow-up', true)).toBe(true);
    expect(accepts('follow-up', 'yes')).toBe(false);
    expect(accepts('email', 'a@example.com')).toBe(true);
    expect(accepts('email', 'nope')).toBe(false);
  });

  it('info, analysis, sign-up and confirm steps take no answer', () => {
    for (const slug of ['users', 'analyze', 'done']) expect(answerSchemaFor(step(slug))).toBeNull();
    expect(answerSchemaFor(step('signup'))).toBeNull();
    expect(answerSchemaFor(step('plan-ready'))).toBeNull();
  });
});
