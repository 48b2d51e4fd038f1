import { type AdminFunnelReport, FUNNELS, LANGUAGES, type Language } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { countFunnelSignUpsByPaywall, countFunnelStepVisitors } from './analytics.repository.ts';
import { reportRange } from './report-range.ts';

type FunnelId = AdminFunnelReport['funnel'];
type Paywall = 'paywall' | 'paywall2';

export interface FunnelReportQuery {
  funnel: FunnelId;
  from?: string | undefined;
  to?: string | undefined;
  language?: Language | undefined;
  paywall?: Paywall | undefined;
}

/** One count from the database: visitors of `step` (views or answers), overall (language null) or per language. */
export interface StepCount {
  kind: 'view' | 'answer';
  step: string;
  language: string | null;
  visitors: number;
}

/**
 * Share of a step's visitors who left there: did not reach the next step. 0 for the last step (nothing follows) and for
 * a step nobody saw. Issue 31: it was the share of the previous step lost before this one, so the first step read
 * "answered 1 of 2 · drop-off 0%".
 */
export function dropOff(current: number, next: number | undefined): number {
  if (next === undefined || current <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - next / current));
}

/** Puts the counts in the funnel's order (steps nobody saw show 0) with drop-off, and the per-language start/finish. */
export function assembleFunnelSteps(
  stepSlugs: readonly string[],
  counts: StepCount[],
): { steps: AdminFunnelReport['steps']; by_language: AdminFunnelReport['by_language'] } {
  const overall = (kind: StepCount['kind'], step: string): number =>
    counts.find((row) => row.kind === kind && row.step === step && row.language === null)?.visitors ?? 0;
  const steps = stepSlugs.map((slug, index) => {
    const visitors = overall('view', slug);
    const nextSlug = stepSlugs[index + 1];
    return { slug, visitors, answered: overall('answer', slug), drop_off: dropOff(visitors, nextSlug === undefined ? undefined : overall('view', nextSlug)) };
  });
  const first = stepSlugs[0];
  const last = stepSlugs[stepSlugs.length - 1];
  const by_language = LANGUAGES.map((language) => {
    const of = (step: string | undefined): number => counts.find((row) => row.kind === 'view' && row.step === step && row.language === language)?.visitors ?? 0;
    return { language, started: of(first), finished: of(last) };
  }).filter((row) => row.started > 0 || row.finished > 0);
  return { steps, by_language };
}

/**
 * GET /api/admin/reports/funnel. A visitor is the funnel session when known (answers are recorded under it; the web
 * sends it with step views as `props.session` once it exists), else the browser session — and a browser session
 * whose later step views name a funnel session counts as that funnel session throughout, so a visitor whose first
 * view came before the session existed is still one visitor. The paywall filter keeps visitors whose funnel session
 * was attached to an account shown that paywall. Two aggregate queries (GROUP BY with grouping sets), any database size.
 */
export async function funnelReport(core: Core, query: FunnelReportQuery): Promise<AdminFunnelReport> {
  const range = reportRange(core.now(), query);
  const funnel = FUNNELS[query.funnel];
  const counted = await countFunnelStepVisitors(core.db, { funnel: funnel.id, range, language: query.language, paywall: query.paywall });

  const counts: StepCount[] = counted.rows.map((row) => ({
    kind: row.kind === 'answer' ? 'answer' : 'view',
    step: String(row.step),
    language: Number(row.all_languages) === 1 ? null : typeof row.language === 'string' ? row.language : '',
    visitors: Number(row.visitors),
  }));
  const { steps, by_language } = assembleFunnelSteps(
    funnel.steps.map((step) => step.slug),
    counts,
  );

  const paywalls = await countFunnelSignUpsByPaywall(core.db, { funnel: funnel.id, range, language: query.language, paywall: query.paywall });
  const by_paywall = (['paywall', 'paywall2'] as const)
    .filter((variant) => !query.paywall || query.paywall === variant)
    .map((variant) => {
      const row = paywalls.rows.find((candidate) => candidate.paywall === variant);
      return { paywall: variant, signed_up: Number(row?.signed_up ?? 0), paid: Number(row?.paid ?? 0) };
    });

  return {
    funnel: funnel.id,
    from: range.from,
    to: range.to,
    language: query.language ?? null,
    paywall: query.paywall ?? null,
    steps,
    by_language,
    by_paywall,
  };
}
