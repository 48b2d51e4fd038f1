import type { LandingSectionProps } from './landing-t.ts';

/** The landing's marketing claims, as the product states them (copy, not figures we compute). */
export function Claims({ t }: LandingSectionProps) {
  const claims = [
    { value: t('web.landing.claims.rating_value'), label: t('web.landing.claims.rating') },
    { value: t('web.landing.claims.users_value'), label: t('web.landing.claims.users') },
    { value: t('web.landing.claims.bloggers_value'), label: t('web.landing.claims.bloggers') },
    { value: t('web.landing.claims.reach_value'), label: t('web.landing.claims.reach') },
  ];
  return (
    <section aria-labelledby="claims-title" className="below-fold mx-auto w-full max-w-6xl px-4 pb-14 [--below-fold-estimate:18rem] sm:px-6 lg:pb-20">
      <h2 id="claims-title" className="sr-only">
        {t('web.landing.claims.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="landing-claims">
        {claims.map(({ value, label }) => (
          <div
            key={label}
            className="flex flex-col-reverse justify-center rounded-card border border-border bg-surface px-4 py-5 text-center shadow-card sm:px-5"
          >
            <dt className="mt-1 text-sm text-muted text-balance">{label}</dt>
            <dd className="text-2xl font-extrabold tracking-tight whitespace-nowrap text-link sm:text-title">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
