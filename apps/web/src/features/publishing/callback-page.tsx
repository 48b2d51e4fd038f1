import { CONNECT_OUTCOMES, type ConnectOutcome } from '@reelcraft/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/states.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { publishingApi, publishingKeys, type CallbackBody, type CallbackResult } from './publishing.api.ts';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Callbacks already sent in this page's life, by state: the state is single-use on the server, so React's strict-mode
 * double effect (or a remount) must not send it twice. The second caller waits for the first one's answer.
 */
const sent = new Map<string, Promise<CallbackResult>>();

/** For tests: forget what was sent. */
export function resetCallbackMemoForTests(): void {
  sent.clear();
}

function readCallback(params: URLSearchParams): CallbackBody | null {
  const state = params.get('state');
  if (!state) return null;
  const body: CallbackBody = { state };
  for (const key of ['code', 'error', 'error_reason', 'error_description'] as const) {
    const value = params.get(key);
    if (value) body[key] = value;
  }
  return body;
}

type Phase = { kind: 'sending' } | { kind: 'done'; result: CallbackResult } | { kind: 'error'; error: unknown };

/** `/app/publishing/callback`: where Instagram sends the creator back; hands code and state to the API once. */
export function CallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const body = useRef(readCallback(params)).current;
  const [phase, setPhase] = useState<Phase>({ kind: 'sending' });

  useEffect(() => {
    if (!body) return;
    let live = true;
    let request = sent.get(body.state);
    if (!request) {
      request = publishingApi.callback(body);
      sent.set(body.state, request);
    }
    request.then(
      (result) => {
        void client.invalidateQueries({ queryKey: publishingKeys.accounts() });
        if (live) setPhase({ kind: 'done', result });
      },
      (error: unknown) => live && setPhase({ kind: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [body, client]);

  return (
    <>
      <title>{`${t('web.publishing.callback.doc_title')} · Reelcraft`}</title>
      <div className="mx-auto flex max-w-lg flex-col gap-4 py-6" data-testid="publishing-callback">
        {!body ? (
          <Outcome outcome="failed" />
        ) : phase.kind === 'sending' ? (
          <p role="status" className="flex items-center gap-3 rounded-card border border-border bg-surface p-6 font-medium">
            <Spinner />
            {t('web.publishing.callback.working')}
          </p>
        ) : phase.kind === 'error' ? (
          <>
            <ErrorState message={errorMessage(phase.error, t)} className="border border-border" />
            <BackToSettings />
          </>
        ) : (
          <Outcome outcome={CONNECT_OUTCOMES.includes(phase.result.outcome) ? phase.result.outcome : 'failed'} username={phase.result.account?.username} />
        )}
      </div>
    </>
  );
}

function BackToSettings({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/app/profile#publishing" className={buttonClass({ variant: primary ? 'primary' : 'secondary', className: 'self-start' })}>
      {t('web.publishing.callback.back')}
    </Link>
  );
}

function Outcome({ outcome, username }: { outcome: ConnectOutcome; username?: string | undefined }) {
  const { t } = useTranslation();
  const good = outcome === 'connected';
  const Icon = good ? CircleCheck : CircleAlert;
  return (
    <section
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-6 shadow-card"
      role={good ? 'status' : 'alert'}
      data-testid={`callback-outcome-${outcome}`}
    >
      <Icon aria-hidden="true" className={good ? 'size-10 text-success' : 'size-10 text-danger'} />
      <h1 className="text-xl font-semibold">{t(`web.publishing.callback.${outcome}_title`, { username: username ?? '' })}</h1>
      <p className="text-muted">{t(`web.publishing.callback.${outcome}_body`)}</p>
      {outcome === 'personal_account' && (
        <ol className="list-decimal pl-5 text-sm">
          <li>{t('web.publishing.callback.switch_1')}</li>
          <li>{t('web.publishing.callback.switch_2')}</li>
          <li>{t('web.publishing.callback.switch_3')}</li>
        </ol>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <BackToSettings primary />
        {good && (
          <Link to="/app" className={buttonClass({ variant: 'secondary' })}>
            {t('web.publishing.callback.to_content')}
          </Link>
        )}
      </div>
    </section>
  );
}
