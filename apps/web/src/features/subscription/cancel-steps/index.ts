import type { CancelStep } from '@reelcraft/contract';
import type { ComponentType } from 'react';
import { FinalStep, OfferStep } from './action-steps.tsx';
import { ArchiveStep, BenefitsStep, ConfirmStep, ProgressStep } from './info-steps.tsx';
import { CommentStep, PostsStep, ReasonStep, ReelsStep, SurveyStep } from './question-steps.tsx';
import type { StepProps } from './step-kit.tsx';

/** One component per step of the cancel flow, in the flow's order. */
export const STEP_COMPONENTS: Record<CancelStep, ComponentType<StepProps>> = {
  reels: ReelsStep,
  offer: OfferStep,
  posts: PostsStep,
  reason: ReasonStep,
  benefits: BenefitsStep,
  comment: CommentStep,
  survey: SurveyStep,
  progress: ProgressStep,
  confirm: ConfirmStep,
  archive: ArchiveStep,
  final: FinalStep,
};

export { cancelStepPath, isStep, SUBSCRIPTION_PATH } from './paths.ts';
export type { StepProps } from './step-kit.tsx';
