import { IMPERSONATION_WAIT_MS, type ImpersonationSession, type User } from '@reelcraft/contract';
import { CircleAlert, Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/errors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { session, STORAGE_KEYS } from '../../lib/storage.ts';

type Phase =
  | { kind: 'opening' }
  | { kind: 'waiting'; email: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'timeout' }
  | { kind: 'ended'; email: string; userId: string }
  | { kind: 'missing' };

class WaitTimeout extends Error {}

/** One exchange per token per page load: React's development double effects must not spend the single-use link twice. */
const exchanges = new Map<string, Promise<ImpersonationSession>>();
function exchangeOnce(token: string): Promise<ImpersonationSession> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = api<ImpersonationSession>('/impersonation/exchange', { method: 'POST', json: { token }, auth: false });
    exchanges.set(token, pending);
  }
  return pending;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WaitTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function readEnded(): { userId: string; userEmail: string } | null {
  try {
    const value = JSON.parse(session.getItem(STORAGE_KEYS.impersonationEnded) ?? 'null') as { userId?: unknown; userEmail?: unknown } | null;
    return value && typeof value.userId === 'string' && typeof value.userEmail === 'string' ? { userId: value.userId, userEmail: value.userEmail } : null;
  } catch {
    return null;
  }
}

/**
 * `/impersonate?token=…` (issue 13): no layout, open to visitors; it sets the token and waits for the user, and
 * fails after 10 s or if no user arrives. The token goes to this tab only (auth.impersonate); the link is removed
 * from the address bar at once, so a reload keeps viewing instead of spending a used link. `?ended=1` is where a tab
 * whose hour is over lands.
 */
export function ImpersonatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'opening' });

  useEffect(() => {
    let live = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    const ended = url.searchParams.get('ended') ? readEnded() : null;
    if (token) window.history.replaceState(window.history.state, '', '/impersonate');

    async function open(tokenText: string) {
      let granted: ImpersonationSession;
      try {
        granted = await exchangeOnce(tokenText);
      } catch (error) {
        if (live) setPhase({ kind: 'invalid', message: errorMessage(error, t) });
        return;
      }
      if (!live) return;
      queryClient.clear(); // whatever this tab held before belongs to someone else
      session.removeItem(STORAGE_KEYS.impersonationEnded);
      setPhase({ kind: 'waiting', email: granted.user_email });
      let user: User | null;
      try {
        user = await withTimeout(auth.impersonate(granted), IMPERSONATION_WAIT_MS);
      } catch {
        user = null;
      }
      if (!live) return;
      if (user) {
        void navigate('/app', { replace: true });
        return;
      }
      await auth.stopImpersonating();
      if (live) setPhase({ kind: 'timeout' });
    }

    if (token) void open(token);
    else if (auth.impersonation())
      void navigate('/app', { replace: true }); // a reload of a viewing tab
    else if (ended) setPhase({ kind: 'ended', email: ended.userEmail, userId: ended.userId });
    else setPhase({ kind: 'missing' });
    return () => {
      live = false;
    };
  }, [navigate, t]);

  const back = (href: string, label: string) => (
    <a href={href} className={buttonClass({ variant: 'primary', className: 'mt-6' })}>
      {label}
    </a>
  );

  let body: React.ReactNode;
  switch (phase.kind) {
    case 'opening':
    case 'waiting':
      body = (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <Spinner className="size-8 text-link" />
          <p className="text-lg font-semibold">
            {phase.kind === 'opening' ? t('web.impersonation.opening') : t('web.impersonation.waiting', { email: phase.email })}
          </p>
        </div>
      );
      break;
    case 'timeout':
      body = (
        <Message title={t('web.impersonation.timeout_title')} text={t('web.impersonation.timeout_text')}>
          {back('/admin/users', t('web.impersonation.back_to_admin'))}
        </Message>
      );
      break;
    case 'invalid':
      body = (
        <Message title={t('web.impersonation.invalid_title')} text={phase.message}>
          {back('/admin/users', t('web.impersonation.back_to_admin'))}
        </Message>
      );
      break;
    case 'ended':
      body = (
        <Message title={t('web.impersonation.ended_title')} text={t('web.impersonation.ended_text', { email: phase.email })} icon="eye">
          {back(`/admin/users/${phase.userId}`, t('web.impersonation.back_to_user'))}
        </Message>
      );
      break;
    case 'missing':
      body = (
        <Message title={t('web.impersonation.invalid_title')} text={t('web.impersonation.missing_token')}>
          {back('/admin', t('web.impersonation.back_to_admin'))}
        </Message>
      );
      break;
  }

  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-10 px-4 py-10" data-testid="impersonate-page" data-phase={phase.kind}>
      <Logo />
      <h1 className="sr-only">{t('web.impersonation.title')}</h1>
      <div className="w-full max-w-md">{body}</div>
    </main>
  );
}

function Message({ title, text, icon = 'alert', children }: { title: string; text: string; icon?: 'alert' | 'eye'; children: React.ReactNode }) {
  const Icon = icon === 'eye' ? Eye : CircleAlert;
  return (
    <div role={icon === 'alert' ? 'alert' : 'status'} className="flex flex-col items-center rounded-card bg-surface px-6 py-10 text-center shadow-sm">
      <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-link">
        <Icon aria-hidden="true" className="size-7" />
      </div>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-sm text-muted">{text}</p>
      {children}
    </div>
  );
}
