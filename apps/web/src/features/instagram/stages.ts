import type { ProfileAnalysis } from '@reelcraft/contract';
import type { TFunction } from 'i18next';

export type AnalysisStage = ProfileAnalysis['stage'];

/** The three named steps of an analysis: analyzing → selecting trends → selecting tips. */
export const ANALYSIS_STEPS = ['analyzing', 'selecting_trends', 'selecting_tips'] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];

/** Which step the stage is in: a queued job is about to analyse (0); a finished one is past the last step (3). */
export function stepIndex(stage: AnalysisStage | string | null | undefined): number {
  switch (stage) {
    case 'selecting_trends':
      return 1;
    case 'selecting_tips':
      return 2;
    case 'done':
      return ANALYSIS_STEPS.length;
    default:
      return 0; // queued, analyzing, unknown
  }
}

export type StepState = 'done' | 'current' | 'upcoming';

export function stepState(stage: AnalysisStage | string | null | undefined, step: AnalysisStep): StepState {
  const current = stepIndex(stage);
  const index = ANALYSIS_STEPS.indexOf(step);
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

const KNOWN: readonly string[] = ['queued', 'analyzing', 'selecting_trends', 'selecting_tips', 'done', 'failed'];

/** "Selecting trends…": the named stage under the bar. */
export function analysisStageLabel(t: TFunction, stage: AnalysisStage | string | null | undefined): string {
  const known = stage && KNOWN.includes(stage) ? (stage as AnalysisStage) : 'analyzing';
  return t(`web.analysis.stage_${known}`);
}

/**
 * The bar's value, 0–100: the server's progress, never below where the current step starts (a job that just moved
 * to "selecting tips" must not look like it went backwards), visibly started, and full once done.
 */
export function analysisProgress(analysis: Pick<ProfileAnalysis, 'stage' | 'progress' | 'status'>): number {
  if (analysis.status === 'ready' || analysis.stage === 'done') return 100;
  const floor = [3, 45, 70][Math.min(stepIndex(analysis.stage), 2)] ?? 3;
  const value = Number.isFinite(analysis.progress) ? analysis.progress : 0;
  return Math.round(Math.min(99, Math.max(floor, value)));
}
