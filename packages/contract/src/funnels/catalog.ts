import type { FunnelDefinition, FunnelStep } from './definition.ts';
import { legacyFunnel } from './legacy.ts';
import { v2Funnel } from './v2.ts';
import { v3Funnel } from './v3.ts';

/*
 * The funnels and the rules that walk them, without zod: the public pages (landing, blog, quiz) need them to link and
 * to route, and stay free of the schema library until a page validates something (decision 0027).
 */

export { legacyFunnel, v2Funnel, v3Funnel };

export const FUNNEL_IDS = ['legacy', 'v2', 'v3'] as const;
export type FunnelId = (typeof FUNNEL_IDS)[number];

export const FUNNELS: Record<FunnelId, FunnelDefinition> = { legacy: legacyFunnel, v2: v2Funnel, v3: v3Funnel };

/** Answers as stored: answer key → value (an option id, a list of them, a nickname, an e-mail or a yes/no). */
export type FunnelAnswers = Readonly<Record<string, unknown>>;

export function funnelStep(funnel: FunnelDefinition, slug: string): FunnelStep | undefined {
  return funnel.steps.find((step) => step.slug === slug);
}

export function firstStep(funnel: FunnelDefinition): FunnelStep {
  const first = funnel.steps[0];
  if (!first) throw new Error(`funnel ${funnel.id} has no steps`);
  return first;
}

/** The step after `slug` given the answers so far, or null at the end of the funnel (then go to `funnel.end`). */
export function nextStepSlug(funnel: FunnelDefinition, slug: string, answers: FunnelAnswers): string | null {
  const index = funnel.steps.findIndex((step) => step.slug === slug);
  const step = funnel.steps[index];
  if (!step) return null;
  const answer = step.key === undefined ? undefined : answers[step.key];
  if (step.key !== undefined && answer === undefined && step.skipTo) return step.skipTo;
  for (const branch of step.branches ?? []) {
    const value = answers[branch.key];
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && branch.in.includes(item))) return branch.to;
  }
  return funnel.steps[index + 1]?.slug ?? null;
}

/** The steps a visitor with these answers walks, first to last (branches and skips applied). */
export function funnelPath(funnel: FunnelDefinition, answers: FunnelAnswers): string[] {
  const path: string[] = [];
  let slug: string | null = firstStep(funnel).slug;
  while (slug !== null && !path.includes(slug)) {
    path.push(slug);
    slug = nextStepSlug(funnel, slug, answers);
  }
  return path;
}

/**
 * Where the visitor is, for the progress bar: step number (1-based) and the number of steps on their path. A skippable
 * step not reached yet counts as if it will be answered (the v3 nickname brings the analysis step), so the total never
 * grows while the visitor moves on; it shrinks by one if they skip it.
 */
export function funnelProgress(funnel: FunnelDefinition, slug: string, answers: FunnelAnswers): { step: number; of: number } {
  const walked = funnelPath(funnel, answers);
  const here = walked.indexOf(slug);
  const behind = new Set(here < 0 ? [] : walked.slice(0, here));
  const expected: Record<string, unknown> = { ...answers };
  for (const step of funnel.steps) {
    if (step.key !== undefined && step.skipTo && expected[step.key] === undefined && !behind.has(step.slug)) expected[step.key] = NOT_ANSWERED_YET;
  }
  const path = funnelPath(funnel, expected);
  const index = path.indexOf(slug);
  return { step: index < 0 ? 1 : index + 1, of: path.length };
}

/** Stands in for an answer still to come when counting the steps ahead; matches no branch. */
const NOT_ANSWERED_YET = '\u0000pending';
