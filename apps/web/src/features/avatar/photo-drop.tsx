import { Check, ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { megabytes } from '../content/photo-checks.ts';
import { PhotoFileInput } from '../content/photo-choice.tsx';

/**
 * Where a photo comes in: drag and drop on larger screens, the "Choose a photo" button everywhere (on phones it
 * offers the camera and the gallery). The file is handed over as is; the caller checks it.
 */
export function PhotoDrop({
  onFile,
  maxBytes,
  requirements,
  disabled = false,
  testId,
}: {
  onFile: (file: File) => void;
  maxBytes: number;
  /** The line under the button; defaults to formats and size. */
  requirements?: string;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
        dragging ? 'border-primary bg-primary-soft' : 'border-border bg-surface-2/50',
      )}
    >
      <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">
        <ImagePlus className="size-7" />
      </span>
      <p className="hidden font-medium sm:block">{dragging ? t('web.avatar_photo.drop_active') : t('web.avatar_photo.drop')}</p>
      <p aria-hidden="true" className="hidden text-sm text-muted sm:block">
        {t('web.avatar_photo.or')}
      </p>
      <Button size="lg" disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
        {t('web.avatar_photo.choose')}
      </Button>
      <p id={hintId} className="text-sm text-muted">
        {requirements ?? t('web.avatar_photo.requirements', { max_mb: megabytes(maxBytes) })}
      </p>
      <PhotoFileInput ref={input} testId={testId} onFile={onFile} />
    </div>
  );
}

/** A drawing (not a photo) of what works: one person, facing the camera, head and shoulders filling the frame. */
export function GoodPhotoIllustration({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 120 160" role="img" aria-label={t('web.avatar_photo.example_alt')} className={cn('shrink-0', className)}>
      <rect width="120" height="160" rx="14" fill="#c7d2fe" />
      {/* Shoulders and neck */}
      <path d="M14 160c2-30 20-44 46-44s44 14 46 44z" fill="#6d28d9" />
      <rect x="50" y="92" width="20" height="26" rx="8" fill="#e0a98a" />
      {/* Head, hair, ears */}
      <ellipse cx="60" cy="66" rx="27" ry="32" fill="#f1c1a3" />
      <path d="M33 62c0-22 12-34 27-34s28 11 28 34c-6-10-14-15-28-15s-21 5-27 15z" fill="#3f2a20" />
      <ellipse cx="33" cy="70" rx="4" ry="7" fill="#e8b191" />
      <ellipse cx="87" cy="70" rx="4" ry="7" fill="#e8b191" />
      {/* Eyes open, looking at the camera; a calm smile */}
      <ellipse cx="49" cy="68" rx="3.2" ry="3.6" fill="#1f1a24" />
      <ellipse cx="71" cy="68" rx="3.2" ry="3.6" fill="#1f1a24" />
      <path d="M43 60q6-4 12 0M65 60q6-4 12 0" stroke="#3f2a20" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      <path d="M60 72v8" stroke="#d99878" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M50 85q10 7 20 0" stroke="#b4533c" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      {/* "Good" badge */}
      <circle cx="100" cy="20" r="12" fill="#15803d" />
      <path d="M94 20l4 4 8-8" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const TIPS = ['tip_one_face', 'tip_camera', 'tip_light', 'tip_framing'] as const;

/** The example and the four rules of a good photo; after a refused photo it says "try a photo like this". */
export function GoodPhotoTips({ retry = false, className }: { retry?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={retry ? t('web.avatar_photo.tips_retry_title') : t('web.avatar_photo.tips_title')}
      className={cn('flex items-center gap-4 rounded-card border p-4', retry ? 'border-danger/40 bg-surface' : 'border-border bg-surface', className)}
      data-testid="good-photo-tips"
    >
      <GoodPhotoIllustration className="w-20 sm:w-24" />
      <div className="min-w-0">
        <h3 className="font-semibold">{retry ? t('web.avatar_photo.tips_retry_title') : t('web.avatar_photo.tips_title')}</h3>
        <ul className="mt-2 flex flex-col gap-1.5 text-sm">
          {TIPS.map((tip) => (
            <li key={tip} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{t(`web.avatar_photo.${tip}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
