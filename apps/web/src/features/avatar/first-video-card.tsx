import { ArrowRight, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import type { Suggestion } from '../content/content.api.ts';

/** Whether the user still has no talking video (the list's loaded pages hold none, in any state). */
export function lacksAvatarVideo(items: readonly Pick<Suggestion, 'type'>[]): boolean {
  return !items.some((item) => item.type === 'avatar');
}

/** The content home's invitation to the first-video flow, for users without a talking video yet. */
export function FirstVideoCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="first-video-card-title"
      className="relative overflow-hidden rounded-card bg-gradient-to-br from-emerald-600 via-teal-600 to-cyan-700 p-5 text-white shadow-card sm:p-6"
      data-testid="first-video-card"
    >
      <span aria-hidden="true" className="absolute -right-8 -top-8 size-32 rounded-full bg-white/10" />
      <span aria-hidden="true" className="absolute -bottom-10 right-16 size-24 rounded-full bg-black/10" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/20">
          <UserRound className="size-8" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="first-video-card-title" className="text-xl font-semibold">
            {t('web.first_video.home_title')}
          </h2>
          <p className="mt-1 text-white/90">{t('web.first_video.home_body')}</p>
        </div>
        <Link to="/app/first-video" className={buttonClass({ size: 'lg', className: 'shrink-0 bg-white text-teal-800 hover:bg-white/90 shadow-sm' })}>
          {t('web.first_video.home_cta')}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
    </section>
  );
}
