import { Captions, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

/** How much of the script the user's recording covers (`result.recording` of an avatar or story video). */
export interface RecordingCoverage {
  readWords: number;
  scriptWords: number;
}

/** True when part of the script was not read: the video and its captions stop where the recording does. */
export function isPartialCoverage(coverage: RecordingCoverage | null | undefined): coverage is RecordingCoverage {
  return !!coverage && coverage.scriptWords > 0 && coverage.readWords < coverage.scriptWords;
}

/**
 * A take is "clearly much shorter" than the script when it lasts under 60 % of the script's estimated reading time
 * (people read faster than our estimate, but not 40 % faster) and at least 5 s less.
 */
export function isShortTake(takeSeconds: number, expectedSeconds: number | null | undefined): boolean {
  if (!expectedSeconds || !(expectedSeconds > 0) || !(takeSeconds >= 0)) return false;
  return takeSeconds < expectedSeconds * 0.6 && expectedSeconds - takeSeconds >= 5;
}

function Notice({ icon, children, testId, className }: { icon: ReactNode; children: ReactNode; testId: string; className?: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn('flex items-start gap-2.5 rounded-control border border-warning/40 bg-warning/10 px-3.5 py-3 text-sm', className)}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0 text-warning">
        {icon}
      </span>
      <p className="min-w-0">{children}</p>
    </div>
  );
}

/**
 * On a finished avatar or story video: "Your recording covers 18 of 96 words of the script; captions show what you
 * said." Nothing when the whole script was read or the voice was not a recording.
 */
export function RecordingCoverageNotice({ coverage, className }: { coverage: RecordingCoverage | null | undefined; className?: string }) {
  const { t } = useTranslation();
  if (!isPartialCoverage(coverage)) return null;
  return (
    <Notice icon={<Captions className="size-4" />} testId="recording-coverage" {...(className ? { className } : {})}>
      {t('web.recording_coverage.notice', { read: coverage.readWords, total: coverage.scriptWords })}
    </Notice>
  );
}

/**
 * Right after recording, when the take is clearly much shorter than the script: the video will have only what was
 * read, and recording again can include all of it.
 */
export function ShortTakeNotice({
  takeSeconds,
  expectedSeconds,
  className,
}: {
  takeSeconds: number;
  expectedSeconds: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!isShortTake(takeSeconds, expectedSeconds)) return null;
  return (
    <Notice icon={<Info className="size-4" />} testId="short-take" {...(className ? { className } : {})}>
      {t('web.recording_coverage.short_take', { taken: Math.round(takeSeconds), expected: Math.round(expectedSeconds ?? 0) })}
    </Notice>
  );
}
