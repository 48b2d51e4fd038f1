import type { CancelFlowFacts } from '@reelcraft/contract';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useFormat } from '../../billing/index.ts';
import { SUBSCRIPTION_PATH } from './paths.ts';

/** `done`, the result screen: "No automatic renewal · active until …". */
export function DoneScreen({ facts }: { facts: CancelFlowFacts }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <Card aria-labelledby="cancel-done-title" className="text-center">
      <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-2xl bg-success-soft text-success">
        <CalendarCheck aria-hidden="true" className="size-8" />
      </div>
      <h1 id="cancel-done-title" className="text-2xl font-bold tracking-tight">
        {t('web.subscription.cancel.done.title')}
      </h1>
      <p role="status" className="mt-3 text-lg font-semibold" data-testid="cancel-done-status">
        {t('web.subscription.status.no_renewal_until', { date: date(facts.period_end) })}
      </p>
      <p className="mt-2 text-muted">{t('web.subscription.cancel.done.body')}</p>
      <Link to={SUBSCRIPTION_PATH} className={buttonClass({ block: true, className: 'mt-6' })}>
        {t('web.subscription.back')}
      </Link>
    </Card>
  );
}
