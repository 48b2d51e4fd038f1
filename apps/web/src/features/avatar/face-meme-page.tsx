import { ArrowLeft, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useRememberedCaptionLook } from '../content/caption-look.ts';
import { CaptionLookSection } from '../content/caption-look-picker.tsx';
import { generatePath } from '../content/generate-panel.tsx';
import { LimitNotice, useLimitState } from '../content/limit.tsx';
import { IMAGE_MAX_BYTES, isFaceError, megabytes, precheckImage } from '../content/photo-checks.ts';
import { useGenerateFaceMeme } from './avatar.api.ts';
import { useObjectUrl } from './avatar-photo-step.tsx';
import { GoodPhotoTips, PhotoDrop } from './photo-drop.tsx';

/**
 * `/app/face-meme`: a photo with the user's face (≤ 10 MB, a face is
 * required) becomes a meme video. Once started it opens like any other meme: progress, then the player.
 */
export function FaceMemePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useGenerateFaceMeme();
  const language = useAuth().user?.language;
  const { limit, reached } = useLimitState();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const preview = useObjectUrl(file);
  const [captionLook, setCaptionLook] = useRememberedCaptionLook();

  const onFile = (next: File) => {
    const early = precheckImage(next, IMAGE_MAX_BYTES);
    setError(early);
    setFile(early ? null : next);
  };

  const submit = () => {
    if (!file) return;
    setError(null);
    create.mutate(
      { image: file, language, captionLook },
      { onSuccess: (item) => void navigate(`/app/content/${item.id}`), onError: (failure) => setError(failure) },
    );
  };

  // The daily limit shows as its notice with the countdown, not as an error line.
  const shownError = error !== null && !(isApiError(error) && error.code === 'DAILY_LIMIT_REACHED') ? error : null;

  return (
    <>
      <title>{`${t('web.face_meme.doc_title')} · Reelcraft`}</title>
      <Link to={generatePath('meme')} className="mb-3 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('web.content_types.meme')}
      </Link>
      <header className="mb-6 flex flex-col gap-1">
        <h1 className="text-title font-bold tracking-tight text-balance">{t('web.face_meme.title')}</h1>
        <p className="text-muted">{t('web.face_meme.subtitle')}</p>
      </header>

      <div className="flex flex-col gap-5">
        {file && preview ? (
          <div className="flex flex-col items-center gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:flex-row sm:items-end sm:p-5">
            <img src={preview} alt={t('web.face_meme.preview_alt')} className="aspect-[3/4] w-40 shrink-0 rounded-xl bg-surface-2 object-cover" />
            <Button variant="secondary" block className="sm:w-auto" disabled={create.isPending} onClick={() => setFile(null)}>
              {t('web.avatar_photo.another')}
            </Button>
          </div>
        ) : (
          <PhotoDrop
            onFile={onFile}
            maxBytes={IMAGE_MAX_BYTES}
            requirements={t('web.face_meme.requirements', { max_mb: megabytes(IMAGE_MAX_BYTES) })}
            testId="face-meme-input"
          />
        )}

        <CaptionLookSection value={captionLook} onChange={setCaptionLook} />

        {shownError !== null && <Alert>{errorMessage(shownError, t)}</Alert>}
        <GoodPhotoTips retry={isFaceError(shownError)} />
        {reached && limit && <LimitNotice limit={limit} />}

        <Button size="lg" block className="sm:w-auto sm:self-end sm:px-8" disabled={!file || reached} loading={create.isPending} onClick={submit}>
          {!create.isPending && <Wand2 aria-hidden="true" className="size-5" />}
          {create.isPending ? t('web.face_meme.creating') : t('web.face_meme.create')}
        </Button>
      </div>
    </>
  );
}
