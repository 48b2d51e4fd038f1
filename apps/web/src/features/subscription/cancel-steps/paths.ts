import { CANCEL_STEPS, type CancelStep } from '@reelcraft/contract';

export const SUBSCRIPTION_PATH = '/app/profile/subscription';
export const cancelStepPath = (step: CancelStep | 'done') => `${SUBSCRIPTION_PATH}/cancel/${step}`;

export function isStep(value: string | undefined): value is CancelStep {
  return (CANCEL_STEPS as readonly string[]).includes(value ?? '');
}

export function nextOf(step: CancelStep): CancelStep | null {
  const index = CANCEL_STEPS.indexOf(step);
  return CANCEL_STEPS[index + 1] ?? null;
}

export function previousOf(step: CancelStep): CancelStep | null {
  const index = CANCEL_STEPS.indexOf(step);
  return index > 0 ? (CANCEL_STEPS[index - 1] ?? null) : null;
}
